/**
 * Plain values and checks the browser shares with the server. This file must not import zod: every other
 * contract module builds zod schemas at load time, so importing a constant from one of them puts zod
 * (≈ 27 KB gzip) into the page's JavaScript. The schema modules re-export these names, so server code can
 * keep importing everything from `@atelier/contracts`; browser code imports `@atelier/contracts/browser-rules`.
 */

// ── Ids ──
/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

// ── Blog ──
export const BLOG_PER_PAGE_DEFAULT = 9;
export const BLOG_PER_PAGE_MAX = 48;

// ── Contact form ──
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Name of the honeypot field: hidden from people (off-screen, aria-hidden, tabindex -1), bots fill it. */
export const CONTACT_HONEYPOT_FIELD = 'website';

// ── Orders and addresses ──
/** Header carrying a guest order's access token. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/**
 * The httpOnly cookie (path /api) by which the server recognises the browser that placed a guest order: one per
 * order, `atelier_order_<id>`, holding that order's access token, so a client that sends no token still
 * reaches its order, its payment status and its payment.
 */
export const ORDER_COOKIE_PREFIX = 'atelier_order_';
export const orderCookieName = (orderId: number) => `${ORDER_COOKIE_PREFIX}${orderId}`;

/** A Polish postal code as the shop writes it: 00-000 ("50101" is accepted and becomes "50-101"). */
export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

/** A Polish tax number (NIP): ten digits with a valid check digit. */
export function isValidNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}
