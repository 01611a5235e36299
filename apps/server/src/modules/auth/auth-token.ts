/** docs/product-rules.md#accounts: sessions end after 30 days without use. */
export const TOKEN_IDLE_DAYS = 30;
export const TOKEN_IDLE_MS = TOKEN_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** last_used_at (and with it the expiry) is written at most this often, so most requests only read. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;
/** Password reset links are valid for an hour and work once. */
export const RESET_TOKEN_VALID_MINUTES = 60;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})\s*$/i.exec(header ?? '');
  return match?.[1];
}
