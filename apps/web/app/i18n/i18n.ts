import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import en from './en.json';
import type { Locale } from './locale';
import pl from './pl.json';

export const resources = {
  pl: { translation: pl },
  en: { translation: en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Polish is written first and carries every plural form, so it defines the keys.
    resources: { translation: typeof pl };
  }
}

/**
 * A fresh i18next instance for one render. Resources are bundled and initialisation is synchronous, so
 * the server's HTML and the first client render use the same strings with no loading flash, and
 * concurrent requests in different languages never share state.
 */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'pl',
    supportedLngs: ['pl', 'en'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}

const translators = new Map<Locale, TFunction>();

/** A translate function for code outside React (meta functions, error mapping); instances are cached per locale. */
export function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return t;
}
