import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, CsrfTokenResponse } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden } from '../../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests that a browser identifies by cookie (the guest cart, D5) must prove they come from our pages:
 * the X-CSRF-TOKEN header must equal the httpOnly `atelier_csrf` cookie that the page's csrf-token meta
 * was rendered from. Bearer-token requests cannot be forged cross-site (a custom header needs CORS), and
 * requests without cookies carry no ambient identity, so both pass.
 */
export const csrfProtection = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config && (request.routeOptions.config as { csrf?: boolean }).csrf === false) return;
    if (!request.headers.cookie) return;
    if (/^Bearer\s+\S+/i.test(request.headers.authorization ?? '') && !hasShopCookie(request.cookies)) return;
    const expected = request.cookies[CSRF_COOKIE];
    const sent = request.headers[CSRF_HEADER];
    if (!expected || typeof sent !== 'string' || !sameToken(expected, sent)) {
      throw new Forbidden('error.csrf', 'csrf_token_mismatch');
    }
  });
});

/** Cookies that identify a visitor: any of them makes a bearer request cookie-identified as well. */
function hasShopCookie(cookies: Record<string, string | undefined>): boolean {
  return Object.keys(cookies).some((name) => name.startsWith('atelier_') && name !== CSRF_COOKIE);
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
 * `GET /api/security/csrf`: the token for pages served from the shared page cache, whose HTML is the same
 * for every visitor and so cannot carry anyone's token. Reading it needs a same-origin request (no CORS),
 * which is exactly what a forging site cannot make.
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
