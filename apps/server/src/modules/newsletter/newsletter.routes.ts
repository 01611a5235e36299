import {
  AccountNewsletterBody,
  AccountNewsletterResponse,
  ErrorBody,
  NewsletterConfirmQuery,
  NewsletterConfirmResponse,
  NewsletterSubscribeBody,
  NewsletterSubscribeResponse,
  NewsletterUnsubscribeBody,
  NewsletterUnsubscribeResponse,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import {
  accountNewsletterState,
  confirmSubscription,
  setAccountNewsletter,
  signingSecret,
  subscribeToNewsletter,
  unsubscribe,
} from './newsletter.service';

/** Sign-ups from one address: one allowance for both addresses of the form (`/newsletter` and `/newsletter/subscribe`). */
const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '1 hour', groupId: 'newsletter-sign-up' } as const;

/** The one-click request of RFC 8058 carries the address and signature in the URL of the header. */
const OneClickQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  signature: z.string().trim().min(1).max(200),
  locale: z.enum(['pl', 'en']).optional(),
});

/** Newsletter: double opt-in sign-up, confirmation link, signed one-click unsubscribe. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= signingSecret(app.deps.database.db, app.deps.config.newsletterSecret);
    secret.catch(() => {
      secret = undefined;
    });
    return secret;
  };

  // Mail clients send the one-click unsubscribe as an HTML form post (RFC 8058); only this plugin parses it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const subscribeOptions = {
    schema: {
      tags: ['newsletter'],
      summary: 'Sign up (double opt-in): e-mails a confirmation link; the same answer for every address',
      body: NewsletterSubscribeBody,
      response: { 200: NewsletterSubscribeResponse },
    },
    config: { rateLimit: SIGN_UP_RATE_LIMIT },
  };
  app.get(
    '/newsletter/me',
    {
      schema: {
        tags: ['newsletter'],
        summary: "The signed-in customer's subscription: confirmed, pending (waiting for the link) or none",
        security: [{ bearer: [] }],
        response: { 200: AccountNewsletterResponse, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: { state: await accountNewsletterState(app.deps.database.db, request.user!.email) } }),
  );

  app.put(
    '/newsletter/me',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe or unsubscribe from the profile (a verified address at once, else through the link)',
        security: [{ bearer: [] }],
        body: AccountNewsletterBody,
        response: { 200: AccountNewsletterResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (request) => `user:${request.user?.id}` } },
    },
    async (request) => {
      const user = request.user!;
      const state = await setAccountNewsletter(app.deps.database.db, {
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        subscribed: request.body.subscribed,
        locale: request.locale,
        now: app.deps.clock(),
        publicUrl: app.deps.config.publicUrl,
      });
      const message =
        state === 'confirmed'
          ? 'newsletter.account_subscribed'
          : state === 'pending'
            ? 'newsletter.account_pending'
            : 'newsletter.account_unsubscribed';
      return { data: { state }, message: translate(request.locale, message) };
    },
  );

  for (const path of ['/newsletter', '/newsletter/subscribe']) {
    app.post(path, subscribeOptions, async (request) => {
      await subscribeToNewsletter(app.deps.database.db, {
        ...request.body,
        locale: request.locale,
        now: app.deps.clock(),
        publicUrl: app.deps.config.publicUrl,
      });
      return {
        success: true as const,
        message: translate(request.locale, 'newsletter.confirmation_sent', { email: request.body.email }),
      };
    });
  }

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token from the e-mail',
        querystring: NewsletterConfirmQuery,
        response: { 200: NewsletterConfirmResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { email } = await confirmSubscription(app.deps.database.db, request.query.token, app.deps.clock());
      return { success: true as const, email, message: translate(request.locale, 'newsletter.confirmed', { email }) };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the signed link of a newsletter e-mail',
        body: NewsletterUnsubscribeBody,
        response: { 200: NewsletterUnsubscribeResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      await unsubscribe(app.deps.database.db, { ...request.body, secret: await key(), now: app.deps.clock() });
      return {
        success: true as const,
        message: translate(request.locale, 'newsletter.unsubscribed', { email: request.body.email }),
      };
    },
  );

  app.post(
    '/newsletter/unsubscribe/one-click',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post); address and signature in the query',
        querystring: OneClickQuery,
        response: { 200: NewsletterUnsubscribeResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { email, signature } = request.query;
      await unsubscribe(app.deps.database.db, { email, signature, secret: await key(), now: app.deps.clock() });
      return { success: true as const, message: translate(request.locale, 'newsletter.unsubscribed', { email }) };
    },
  );

  // A person who opens the header's link in a browser lands on the unsubscribe page instead.
  app.get(
    '/newsletter/unsubscribe/one-click',
    { schema: { hide: true, querystring: OneClickQuery } },
    async (request, reply) => {
      const { email, signature, locale } = request.query;
      const query = new URLSearchParams({ email, signature });
      return reply.redirect(`/${locale ?? request.locale}/newsletter/unsubscribe?${query}`, 303);
    },
  );
};
