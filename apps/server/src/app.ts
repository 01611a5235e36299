import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@atelier/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { handleError, sendError } from './errors';
import { localeFromHeaders, translate } from './i18n/messages';
import { addressBookRoutes } from './modules/address-book/address-book.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { backInStockRoutes } from './modules/back-in-stock/back-in-stock.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogFeedRoutes } from './modules/blog/blog-feed.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { giftCardRoutes } from './modules/gift-cards/gift-cards.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { registerMetrics } from './modules/metrics/metrics.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { csrfProtection, csrfTokenRoutes } from './modules/security/csrf';
import { groupSharingStore, requireRateLimitDeclarations } from './modules/security/rate-limits';
import { refuseUnstorableText } from './modules/security/storable-input';
import { seoRoutes } from './modules/seo/seo.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import type { Clock } from './shared/clock';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Time source; tests pass a fixed clock. */
  clock?: Clock;
  redis?: Redis;
  logger?: boolean | object;
  /** Told of every route as it is registered (tests walk the whole route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'config' | 'database' | 'clock'>> & { redis?: Redis };
  }
  interface FastifyRequest {
    /** The language of the request (Accept-Language, or `locale` in the query). */
    locale: Locale;
    /** Per-request nonce for inline scripts of SSR pages (Content-Security-Policy). */
    cspNonce: string;
  }
}

/** A caller's request id when it is a plain token (letters, digits, `-`, `_`, `.`; at most 128), else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * TRUST_PROXY as Fastify takes it. A number of hops becomes proxy-addr's hop function (Fastify itself no longer
 * accepts a bare count): the nearest `hops` senders are believed whoever they are, so the processes must be
 * reachable only through the proxy (HOST=127.0.0.1 or a firewall) — addresses are the stricter choice.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Builds the shop's Fastify app: external plugins, then the app's own hooks, then feature modules.
 * It never listens; server.ts does, and tests use app.inject.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Behind nginx: the proxy's addresses or `1` (hops), so request.ip is the address the proxy appended,
    // never one the client wrote into X-Forwarded-For itself (rate limits key on it).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Shorter than a load balancer's idle timeout so keep-alive sockets are closed by us first.
    keepAliveTimeout: 5000,
    // A request's headers and body must arrive within REQUEST_TIMEOUT_MS (then 408 and the socket closes): a
    // client trickling a byte every few seconds cannot hold connections open for minutes. Node checks open
    // connections on an interval, so the interval is a fraction of the timeout. Only receiving the request is
    // timed: a slow answer (a large export) is not cut off.
    requestTimeout: deps.config.requestTimeoutMs,
    http: {
      requestTimeout: deps.config.requestTimeoutMs,
      headersTimeout: deps.config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.ceil(deps.config.requestTimeoutMs / 4)),
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Every log line of a request carries its id; a proxy's X-Request-Id is kept so one id follows the request
    // through nginx and every process, and the reply echoes it (onSend below) for support and bug reports.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before any route: an unsafe route outside the staff panel that declares no rate limit stops start-up.
  requireRateLimitDeclarations(app);
  const { onRoute } = deps;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  app.decorate('deps', {
    config: deps.config,
    database: deps.database,
    clock: deps.clock ?? (() => new Date()),
    redis: deps.redis,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('locale', 'pl');
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    // A page's language is in its address (/pl/…, /en/…); an API call says it in its header or query.
    const pageLocale = /^\/(pl|en)(?:[/?#]|$)/.exec(request.url)?.[1];
    request.locale = localeFromHeaders(request.headers['accept-language'], pageLocale ?? query?.locale);
  });

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);
  // After the cookie parser (cookies are checked too), before every route: text PostgreSQL cannot store is a 400.
  refuseUnstorableText(app);
  // Limits are per route (config.rateLimit), counted in Redis when configured so every process counts
  // together; routes naming one groupId share a counter (rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    store: groupSharingStore(deps.redis),
    skipOnError: true,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: translate(request.locale, 'error.rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
      code: 'rate_limited',
    }),
  });
  await registerApiDocs(app);
  // Before the routes, so its onResponse hook times every one of them.
  await registerMetrics(app, deps.config.metricsToken);
  // request.user (from `Authorization: Bearer`), app.requireUser and app.requireRole for every route.
  await app.register(authPlugin);

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      message: translate(request.locale, request.url.startsWith('/api') ? 'error.route_not_found' : 'error.not_found'),
      code: 'not_found',
    }),
  );

  await app.register(
    async (api) => {
      await api.register(csrfProtection);
      await api.register(csrfTokenRoutes);
      await api.register(healthRoutes);
      await api.register(newsletterRoutes);
      await api.register(catalogRoutes);
      await api.register(backInStockRoutes);
      await api.register(authRoutes);
      await api.register(oauthRoutes);
      await api.register(reviewsRoutes);
      await api.register(cartRoutes);
      await api.register(giftCardRoutes);
      await api.register(wishlistRoutes);
      await api.register(addressBookRoutes);
      await api.register(shippingRoutes);
      await api.register(ordersRoutes);
      await api.register(invoicesRoutes);
      await api.register(returnsRoutes);
      await api.register(paymentsRoutes);
      await api.register(blogRoutes);
      await api.register(pagesRoutes);
      await api.register(contactRoutes);
      await api.register(galleryRoutes);
      await api.register(consentRoutes);
      await api.register(devMailboxRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  await app.register(blogFeedRoutes);
  return app;
}

/**
 * Helmet sets nosniff, referrer policy and framing headers on every response. The Content-Security-Policy
 * is ours: own origin only, and a per-request nonce for React Router's inline hydration scripts. (Helmet's
 * nonce option would also put a nonce on style-src, which makes browsers ignore 'unsafe-inline' and
 * block the style attributes React renders.)
 */
const CHECKOUT_PAGE = /^\/(pl|en)\/checkout(\.data)?$/;

/**
 * A CSP nonce for each request: 128 bits of the system's randomness, never used twice. They are cut from one 4 KB
 * draw at a time — a draw per request cost a system call on every request (≈5 % of a busy server's time).
 */
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function freshNonce(): string {
  if (nonceAt + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceAt = 0;
  }
  nonceAt += 16;
  return noncePool.toString('base64', nonceAt - 16, nonceAt);
}

async function registerSecurityHeaders(app: FastifyInstance) {
  const { geowidgetToken, widgetUrl } = app.deps.config.inpost;
  const inpostWidgetHost = geowidgetToken ? new URL(widgetUrl).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Plain-HTTP localhost must keep working, so HSTS goes only on answers to HTTPS requests (below).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // HTTPS directly, or through a proxy the shop trusts (TRUST_PROXY: X-Forwarded-Proto is believed).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    request.cspNonce = freshNonce();
    const checkoutWidget =
      inpostWidgetHost && CHECKOUT_PAGE.test(request.url.split('?')[0]) ? inpostWidgetHost : undefined;
    reply.header('content-security-policy', contentSecurityPolicy({ nonce: request.cspNonce }, checkoutWidget));
  });
}

/**
 * The policy for one response. Inline scripts are allowed by this response's nonce, or — for a page served
 * from the page cache, whose bytes are the same for every visitor — by the SHA-256 hashes of exactly the
 * inline scripts it contains (web/page-cache.ts), so no nonce is ever shared between visitors.
 */
export function contentSecurityPolicy(
  inlineScripts: { nonce: string } | { hashes: string[] },
  /** The InPost Geowidget's origin: allowed on the checkout page only, and only when it is configured. */
  widgetHost?: string,
): string {
  const allowed =
    'nonce' in inlineScripts
      ? `'nonce-${inlineScripts.nonce}'`
      : inlineScripts.hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  const widget = widgetHost ? ` ${widgetHost}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}${widget}`.replace(/\s+/g, ' ').trimEnd(),
    "script-src-attr 'none'",
    `style-src 'self' 'unsafe-inline'${widget}`,
    // The widget's map draws tiles from map servers it chooses.
    widgetHost ? "img-src 'self' data: blob: https:" : "img-src 'self' data: blob:",
    `font-src 'self' data:${widget}`,
    widgetHost ? `connect-src 'self'${widget} https://*.inpost.pl https://*.easypack24.net` : "connect-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier shop API',
        description:
          'Public API of the Atelier shop (docs/product-rules.md#api-contract). Errors: `{ message, code, errors }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
