import {
  CONSENT_COOKIE,
  CookieConsentBody,
  CookieConsentResponse,
  LocaleQuery,
  parseConsentCookie,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentCookieValue, currentConsent, recordConsent } from './consent.service';

/** Consent is asked again after a year, as the cookie policy says. */
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Cookie consent (docs/product-rules.md#legal): the banner's and the cookie settings page's choice, stored with its time. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cookie-consent',
    {
      schema: {
        tags: ['consent'],
        summary: "The visitor's current cookie choice (from the consent cookie), or null",
        querystring: LocaleQuery,
        response: { 200: CookieConsentResponse },
      },
    },
    async (request) => ({
      data: await currentConsent(app.deps.database.db, parseConsentCookie(request.cookies[CONSENT_COOKIE])?.id),
    }),
  );

  app.post(
    '/cookie-consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Record a cookie choice (necessary always; analytics and marketing optional)',
        body: CookieConsentBody,
        response: { 200: CookieConsentResponse },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const consent = await recordConsent(app.deps.database.db, {
        ...request.body,
        cookieId: parseConsentCookie(request.cookies[CONSENT_COOKIE])?.id,
        now: app.deps.clock(),
      });
      // Readable by the page (not httpOnly): it only says what may load, and holds no secret.
      reply.setCookie(CONSENT_COOKIE, consentCookieValue(consent), {
        path: '/',
        sameSite: 'lax',
        secure: app.deps.config.publicUrl.startsWith('https:'),
        maxAge: CONSENT_MAX_AGE_S,
      });
      return { data: consent };
    },
  );
};
