import { ContactBody, ContactResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { sendContactMessage } from './contact.service';

/** At most this many messages per IP address an hour (docs/product-rules.md#accounts); the 429 names the seconds to wait. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** Contact form: validated, honeypot, rate limited, stored and e-mailed. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (acknowledged to the sender by e-mail)',
        body: ContactBody,
        response: { 200: ContactResponse },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request) => {
      await sendContactMessage(app.deps.database.db, {
        ...request.body,
        locale: request.locale,
        ip: request.ip ?? null,
        now: app.deps.clock(),
        config: app.deps.config,
      });
      return { success: true as const, message: translate(request.locale, 'contact.sent') };
    },
  );
};
