import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, CsrfTokenResponse } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden } from '../../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection (decision 002): the browser says where a request comes from, so no
 * token has to be in the page — pages served from the shared cache carry none (decision 007), and the first
 * version's client sends one only when its meta tag is not empty. Every unsafe request passes through here:
 *
 * - a route that opts out with `config: { csrf: false }` is not checked;
 * - an `X-CSRF-TOKEN` that is sent must equal the `atelier_csrf` cookie (a stale page: 403 csrf_token_mismatch);
 * - then the browser's Fetch Metadata decides, and a right token never outweighs it (see isCrossOrigin).
 */
export const csrfProtection = fp(async (app: FastifyInstance) => {
  const shopOrigin = new URL(app.deps.config.publicUrl).origin;
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    if (sentWrongToken(request)) throw new Forbidden('error.csrf', 'csrf_token_mismatch');
    if (isCrossOrigin(request.headers, shopOrigin)) throw new Forbidden('error.cross_site', 'cross_site_request');
  });
});

/**
 * Whether a browser sent this request from a page of another origin, as Go's CrossOriginProtection and
 * OWASP's Fetch Metadata advice decide it:
 * - `Sec-Fetch-Site` (every current browser): `same-origin` (our own pages) and `none` (the address bar, a
 *   bookmark) pass; `same-site` (a sibling subdomain, which can also plant cookies for ours) passes only with
 *   the shop's own Origin; `cross-site` and anything else are refused.
 * - Without it (older browsers), `Origin` must be PUBLIC_URL's origin — never the request's Host, which is
 *   another name behind a proxy (http://127.0.0.1:3000 behind nginx for https://shop.example); `Origin: null`
 *   (sandboxed frames, redirects) is foreign.
 * - With neither, no browser sent it (curl, servers, payment notifications): it carries no one's cookies
 *   against their will, so it passes.
 */
export function isCrossOrigin(headers: FastifyRequest['headers'], shopOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'same-site') return !isShopOrigin(origin, shopOrigin);
  if (site !== undefined) return true;
  return origin !== undefined && !isShopOrigin(origin, shopOrigin);
}

function isShopOrigin(origin: string | undefined, shopOrigin: string): boolean {
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).origin === shopOrigin;
  } catch {
    return false;
  }
}

/**
 * A token that is sent must be the visitor's: a client that still does the double submit keeps working, and
 * one whose page outlived its cookie is told to refresh. A token is never required (see isCrossOrigin).
 */
function sentWrongToken(request: FastifyRequest): boolean {
  const sent = request.headers[CSRF_HEADER];
  if (sent === undefined || sent === '') return false;
  const expected = request.cookies[CSRF_COOKIE];
  return !expected || typeof sent !== 'string' || !sameToken(expected, sent);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CSRF_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The visitor's CSRF token (decision 002): reused when the cookie holds a well-formed one, otherwise issued
 * on this response. Pages and the token endpoint below both go through here.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && CSRF_TOKEN_SHAPE.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return token;
}

/**
 * `GET /api/security/csrf`: the visitor's token, for clients that still send one from pages served from the
 * shared page cache (whose HTML is the same for everyone). Kept for them; no request needs a token any more.
 */
export const csrfTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/security/csrf',
    {
      schema: {
        tags: ['security'],
        summary: "The visitor's CSRF token for the X-CSRF-TOKEN header (issues the cookie when missing)",
        response: { 200: CsrfTokenResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: ensureCsrfCookie(request, reply) };
    },
  );
};
