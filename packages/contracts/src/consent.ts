// Cookie consent constants without zod: the consent banner is on every page, so what it imports must not
// pull the schema library into every visitor's JavaScript.

/**
 * Cookie the server sets after a choice (12 months, SameSite=Lax, readable by the page because it holds no
 * secret): `{id}.{analytics 0|1}{marketing 0|1}.{version}`, e.g. `5f0c…-…-….10.2025-10-25`.
 * Without it the banner shows and nothing optional loads.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_POLICY_VERSION = '2025-10-25';

/** Reads the consent cookie's value (see CONSENT_COOKIE); null when absent or malformed. */
export function parseConsentCookie(
  value: string | undefined | null,
): { id: string; analytics: boolean; marketing: boolean; version: string } | null {
  if (!value) return null;
  const match = /^([0-9a-f-]{36})\.([01])([01])\.([\w.-]{1,40})$/i.exec(decodeURIComponent(value));
  if (!match) return null;
  return { id: match[1], analytics: match[2] === '1', marketing: match[3] === '1', version: match[4] };
}
