import enUrl from './en.json?url';
import { addResources, hasResources, type Resources } from './i18n';
import type { Locale } from './locale';
import plUrl from './pl.json?url';

/** The translation files as the browser fetches them (hashed, cached for a year). */
export const RESOURCE_URLS: Record<Locale, string> = { pl: plUrl, en: enUrl };

const pending = new Map<Locale, Promise<void>>();

async function download(locale: Locale): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(RESOURCE_URLS[locale], { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${RESOURCE_URLS[locale]}`);
      addResources(locale, (await response.json()) as Resources);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Makes a language's translations available; resolves at once when they are already here. */
export function ensureResources(locale: Locale): Promise<void> {
  if (hasResources(locale)) return Promise.resolve();
  let promise = pending.get(locale);
  if (!promise) {
    promise = download(locale).finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
