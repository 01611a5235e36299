import type { MetaDescriptor } from 'react-router';
import type pl from '../i18n/pl.json';
import { translator } from '../i18n/i18n';
import type { TOptions } from 'i18next';
import { toLocale } from '../i18n/locale';

export type PageKey = keyof typeof pl.pages;

const SITE = 'Atelier';

/** Title "… | Atelier", description and their Open Graph twins, in the language of the route. */
export function pageMeta(localeParam: string | undefined, key: PageKey, values: Record<string, string> = {}): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const t = translator(locale);
  const options: TOptions = values;
  const title = `${t(`pages.${key}.title`, options)} | ${SITE}`;
  const description = t(`pages.${key}.description`, options);
  return metaTags(locale, title, description);
}

export function metaTags(localeParam: string | undefined, title: string, description: string): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE },
    { property: 'og:locale', content: locale === 'pl' ? 'pl_PL' : 'en_GB' },
  ];
}

/** A URL slug read as words for headings until the API supplies the real name: `skora-naturalna` → `Skora naturalna`. */
export function slugToWords(slug: string | undefined): string {
  const words = (slug ?? '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
