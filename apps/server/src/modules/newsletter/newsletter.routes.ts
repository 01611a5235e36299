import { NewsletterSubscribeBody, NewsletterSubscribeResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { subscribeToNewsletter } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: { tags: ['newsletter'], body: NewsletterSubscribeBody, response: { 200: NewsletterSubscribeResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      await subscribeToNewsletter(app.deps.database.db, {
        ...request.body,
        locale: request.locale,
        now: app.deps.clock(),
      });
      return {
        success: true as const,
        message: translate(request.locale, 'newsletter.subscribed', { email: request.body.email }),
      };
    },
  );
};
