import { randomBytes } from 'node:crypto';
import { readCookie } from '../i18n/locale';

/** Cookie the API compares with the X-CSRF-TOKEN header (double submit); the page exposes it in a meta tag. */
export const CSRF_COOKIE = 'atelier_csrf';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Reuses the visitor's token when present and well formed, otherwise issues a new one with its Set-Cookie. */
export function ensureCsrfToken(request: Request): { token: string; setCookie: string | null } {
  const existing = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  if (existing && TOKEN_SHAPE.test(existing)) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString('base64url');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return { token, setCookie: `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}` };
}
