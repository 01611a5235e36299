import {
  ErrorBody,
  OAUTH_PROVIDERS,
  OAuthCallbackQuery,
  type OAuthProviderName,
  OAuthProviderParams,
  OAuthProvidersResponse,
  OAuthStartQuery,
  OAuthStartResponse,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { configuredProviders, type SocialProvider } from './oauth.providers';
import { finishSignIn, OAUTH_STATE_TTL_MS, startSignIn } from './oauth.service';

/** Holds the sign-in's state in the browser that started it; sent only to the OAuth routes. */
export const OAUTH_STATE_COOKIE = 'atelier_oauth_state';
const COOKIE_PATH = '/api/oauth';

const isProviderName = (name: string): name is OAuthProviderName =>
  (OAUTH_PROVIDERS as readonly string[]).includes(name);

/**
 * Social sign-in (docs/product-rules.md#api-contract: GET /api/oauth/providers, GET /api/oauth/{provider}; the callback that the
 * provider redirects the browser to). The callback always ends on the web page
 * `/{locale}/oauth/callback?success=1&token=…&user=…&provider=…` or `?success=0&error=…`.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = configuredProviders(app.deps.config);
  const secureCookie = app.deps.config.publicUrl.startsWith('https:');

  const providerOf = (name: string): SocialProvider => {
    if (!isProviderName(name)) throw new NotFound('oauth.unknown_provider');
    const provider = providers[name];
    if (!provider) {
      const label = name === 'google' ? 'Google' : 'Facebook';
      throw new DomainError(422, 'provider_disabled', 'oauth.provider_disabled', { provider: label });
    }
    return provider;
  };

  app.get(
    '/oauth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-ins are enabled',
        response: { 200: OAuthProvidersResponse },
      },
    },
    async () => ({
      google: { enabled: Boolean(providers.google) },
      facebook: { enabled: Boolean(providers.facebook) },
    }),
  );

  app.get(
    '/oauth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: "Start a social sign-in: the provider's consent URL to navigate to",
        params: OAuthProviderParams,
        querystring: OAuthStartQuery,
        response: { 200: OAuthStartResponse, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const { url, state } = await startSignIn(app.deps.database.db, provider, {
        locale: request.locale,
        now: app.deps.clock(),
      });
      reply.setCookie(OAUTH_STATE_COOKIE, state, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: OAUTH_STATE_TTL_MS / 1000,
      });
      return { success: true as const, auth_url: url };
    },
  );

  app.get(
    '/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; redirects to the web callback page',
        params: OAuthProviderParams,
        querystring: OAuthCallbackQuery,
        response: { 404: ErrorBody, 422: ErrorBody },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const outcome = await finishSignIn(app.deps.database.db, provider, {
        code: request.query.code,
        state: request.query.state,
        cookieState: request.cookies[OAUTH_STATE_COOKIE],
        providerError: request.query.error,
        fallbackLocale: request.locale,
        now: app.deps.clock(),
        publicUrl: app.deps.config.publicUrl,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      reply.clearCookie(OAUTH_STATE_COOKIE, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
      // The first version's social-login callback page reads the token from the URL: never cache this redirect, and send no Referer.
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      const query = outcome.ok
        ? new URLSearchParams({
            success: '1',
            token: outcome.token,
            user: Buffer.from(JSON.stringify(outcome.user)).toString('base64url'),
            provider: provider.name,
          })
        : new URLSearchParams({
            success: '0',
            provider: provider.name,
            error: translate(outcome.locale, outcome.error, outcome.params),
          });
      return reply.redirect(`/${outcome.locale}/oauth/callback?${query}`, 302);
    },
  );
};
