import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n/i18n';
import { toLocale } from '../i18n/locale';
import type pl from '../i18n/pl.json';

export type PageKey = keyof typeof pl.pages;

/** Values interpolated into page titles: a blog category or tag name, an order number. */
// A type alias, not an interface: i18next's options need the implicit index signature.
export type PageValues = { name?: string; id?: string };

const SITE = 'Atelier';

/** Title "… | Atelier", description and their Open Graph twins, in the language of the route. */
export function pageMeta(localeParam: string | undefined, key: PageKey, values: PageValues = {}): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const t = translator(locale);
  const title = `${t(`pages.${key}.title`, values)} | ${SITE}`;
  const description = t(`pages.${key}.description`, values);
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
  const words = (slug ?? '').replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
