import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** D6: sessions end after 30 days without use. */
export const TOKEN_IDLE_DAYS = 30;
export const TOKEN_IDLE_MS = TOKEN_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** last_used_at (and with it the expiry) is written at most this often, so most requests only read. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;
/** Password reset links are valid for an hour and work once. */
export const RESET_TOKEN_VALID_MINUTES = 60;

/** 256 random bits, URL-safe: bearer tokens, reset links and OAuth states. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
