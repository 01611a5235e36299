import TRANSLATION_FILES from 'virtual:translation-files';
import { addResources, hasAdminResources, hasResources, type Resources } from './i18n';
import type { Locale } from './locale';

/** The shop's translation files as the browser fetches them (hashed, cached for a year). */
export const RESOURCE_URLS: Record<Locale, string> = TRANSLATION_FILES.shop;
/** The admin panel's strings (`admin.*`, about half of all strings), fetched only by the panel. */
export const ADMIN_RESOURCE_URLS: Record<Locale, string> = TRANSLATION_FILES.admin;

const pending = new Map<string, Promise<void>>();

async function download(url: string, locale: Locale): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      addResources(locale, (await response.json()) as Partial<Resources>);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

function once(url: string, locale: Locale): Promise<void> {
  let promise = pending.get(url);
  if (!promise) {
    promise = download(url, locale).finally(() => pending.delete(url));
    pending.set(url, promise);
  }
  return promise;
}

/** Makes a language's shop translations available; resolves at once when they are already here. */
export function ensureResources(locale: Locale): Promise<void> {
  return hasResources(locale) ? Promise.resolve() : once(RESOURCE_URLS[locale], locale);
}

/** The shop's and the admin panel's translations of a language (the panel's layout waits for them). */
export function ensureAdminResources(locale: Locale): Promise<void> {
  return Promise.all([
    ensureResources(locale),
    hasAdminResources(locale) ? undefined : once(ADMIN_RESOURCE_URLS[locale], locale),
  ]).then(() => undefined);
}
