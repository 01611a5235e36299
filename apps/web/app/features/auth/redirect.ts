import { type Locale, localePath } from '~/i18n/locale';

// Pages that make no sense to come back to once logged in: they would only show the form again.
const AUTH_PAGES = /^\/(?:[a-z]{2}\/)?(?:login|register|forgot-password|reset-password|oauth\/callback)(?:[/?#]|$)/;
const PROBE_ORIGIN = 'http://atelier.invalid';

/**
 * Where to go after logging in: the `redirect` query value when it is a path on this site, otherwise home.
 * Anything that could leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`) or that
 * carries control characters is refused, and so are the account pages themselves.
 */
export function safeRedirect(value: string | null | undefined, locale: Locale): string {
  const home = localePath(locale);
  if (!value) return home;
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil.example` would leave the site.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) {
    return home;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== PROBE_ORIGIN) return home;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can itself produce a path a browser reads as another site: `/..//evil.example`
  // (or `/%2e%2e//evil.example`) becomes `//evil.example`. What is returned must stay here when read again.
  if (!staysOnSite(target)) return home;
  if (AUTH_PAGES.test(url.pathname)) return home;
  return target;
}

function staysOnSite(path: string): boolean {
  if (path.startsWith('//') || path.includes('\\')) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
