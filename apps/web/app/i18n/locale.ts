/** Locales the shop speaks; Polish is the default and the fallback (docs/product-rules.md#addresses-and-languages, #constants). */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/** Name of both the cookie (read by the server's redirects) and the local storage key. */
export const LOCALE_STORAGE_KEY = 'locale';
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Reads one cookie from a Cookie header; a malformed value counts as absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export function preferredLocale(cookieHeader: string | null | undefined): Locale {
  return toLocale(readCookie(cookieHeader, LOCALE_STORAGE_KEY));
}

// Something shaped like a language tag (de, uk, pt-br) is taken for a locale we do not speak and replaced,
// anything else (products, cart) is a path that simply lacks its locale.
const LOCALE_LIKE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * Where a request without a valid locale segment should go, or null when the path is already fine.
 * `/` → `/{cookie locale or pl}`; `/products?x=1` → `/{preferred}/products?x=1`; `/de/products` → `/pl/products`.
 */
export function resolveLocaleRedirect(
  pathname: string,
  search: string,
  cookieHeader: string | null | undefined,
): string | null {
  const query = normaliseSearch(search);
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  const first = segments[1] ?? '';

  if (isLocale(first)) return null;
  if (first === '') return `/${preferredLocale(cookieHeader)}${query}`;

  const rest = segments.slice(2).join('/');
  const tail = rest ? `/${rest}` : '';
  const lowered = first.toLowerCase();
  if (isLocale(lowered)) return `/${lowered}${tail}${query}`;
  if (LOCALE_LIKE.test(first)) return `/${DEFAULT_LOCALE}${tail}${query}`;
  return `/${preferredLocale(cookieHeader)}${pathname}${query}`;
}

// Paths that exist in one language only, and their counterpart in the other.
const LOCALISED_ALIASES: Record<string, string> = {
  regulamin: 'store-regulations',
};

/** The same page in another language: only the locale segment changes; the rest of the path, query and hash stay. */
export function switchLocalePath(pathname: string, search: string, hash: string, targetLocale: Locale): string {
  const segments = pathname.split('/').slice(1);
  if (isLocale(segments[0])) segments.shift();
  if (targetLocale !== 'pl' && segments.length === 1 && segments[0] in LOCALISED_ALIASES) {
    segments[0] = LOCALISED_ALIASES[segments[0]];
  }
  const rest = segments.join('/');
  return `/${targetLocale}${rest ? `/${rest}` : ''}${normaliseSearch(search)}${normaliseHash(hash)}`;
}

/** Builds a path inside the locale: localePath('en', '/products') → '/en/products'. */
export function localePath(locale: Locale, path = ''): string {
  if (path === '' || path === '/') return `/${locale}`;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The cookie the browser keeps so the server can redirect to the chosen language. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function normaliseSearch(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

function normaliseHash(hash: string): string {
  if (!hash || hash === '#') return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}
