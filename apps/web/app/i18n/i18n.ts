import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Locale } from './locale';
import type pl from './pl.json';

export type Resources = typeof pl;

/*
 * Translations by language. The server (and the unit tests) bundle both; the browser downloads only the
 * page's language as a JSON file (i18n/load.ts) before it hydrates or switches language, so the JavaScript
 * of every page carries no translations; the admin panel's strings come as a second file, only in the panel.
 */
const registry: Partial<Record<Locale, Resources>> = import.meta.env.SSR
  ? {
      pl: (import.meta.glob<Resources>('./pl.json', { eager: true, import: 'default' }) as Record<string, Resources>)[
        './pl.json'
      ],
      en: (import.meta.glob<Resources>('./en.json', { eager: true, import: 'default' }) as Record<string, Resources>)[
        './en.json'
      ],
    }
  : {};

/** Instances made in the browser, which learn of strings that arrive later (the admin panel's). */
const liveInstances = new Set<I18n>();

/**
 * Adds a downloaded translation file: the shop's strings, or the admin panel's (`{ admin }`), in either
 * order. Instances already made get the new strings too, so a page rendered before the panel's strings
 * arrived shows them on its next render.
 */
export function addResources(locale: Locale, resources: Partial<Resources>): void {
  registry[locale] = { ...registry[locale], ...resources } as Resources;
  for (const instance of liveInstances) instance.addResourceBundle(locale, 'translation', resources, true, true);
}

/** The shop's strings of a language are here (the admin panel's may not be). */
export function hasResources(locale: Locale): boolean {
  return registry[locale]?.common !== undefined;
}

export function hasAdminResources(locale: Locale): boolean {
  return registry[locale]?.admin !== undefined;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Polish is written first and carries every plural form, so it defines the keys.
    resources: { translation: typeof pl };
  }
}

/** The server's instances, one per language: nothing changes an instance there, so every render shares it. */
const serverInstances = new Map<Locale, I18n>();

/**
 * The i18next instance a render translates with. Resources are bundled and initialisation is synchronous, so the
 * server's HTML and the first client render use the same strings with no loading flash. On the server it is the
 * language's one instance (its language never changes, so concurrent requests in different languages do not
 * meet); in the browser a new one, which learns of strings that arrive later.
 */
export function createI18n(locale: Locale): I18n {
  if (!import.meta.env.SSR) {
    const instance = newInstance(locale);
    liveInstances.add(instance);
    return instance;
  }
  let instance = serverInstances.get(locale);
  if (!instance) {
    instance = newInstance(locale);
    serverInstances.set(locale, instance);
  }
  return instance;
}

function newInstance(locale: Locale): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'pl',
    supportedLngs: ['pl', 'en'],
    resources: Object.fromEntries(
      Object.entries(registry).map(([language, translation]) => [language, { translation }]),
    ),
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
    // Cached even before the language has arrived: its instance is live and gets the strings when they do
    // (addResources), so there is no need for a new instance — and a new live instance — per call.
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return t;
}
