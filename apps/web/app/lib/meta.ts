import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale, localePath, toLocale } from '../i18n/locale';
import type pl from '../i18n/pl.json';

export type PageKey = keyof typeof pl.pages;

/** Values interpolated into page titles: a blog category or tag name, an order number. */
// A type alias, not an interface: i18next's options need the implicit index signature.
export type PageValues = { name?: string; id?: string };

export const SITE = 'Atelier';

/** Title "… | Atelier", description and their Open Graph twins, in the language of the route. */
export function pageMeta(
  localeParam: string | undefined,
  key: PageKey,
  values: PageValues = {},
  seo: SeoOptions = {},
): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const t = translator(locale);
  const title = `${t(`pages.${key}.title`, values)} | ${SITE}`;
  const description = t(`pages.${key}.description`, values);
  return metaTags(locale, title, description, seo);
}

/** What a page knows about its own address, for canonical, hreflang and Open Graph tags. */
export interface SeoOptions {
  /** Origin of the request (`https://atelier.pl`); without it no absolute URLs are written. */
  origin?: string;
  /** Path inside the locale with its query, e.g. `/products?category=3`; `''` for home. */
  path?: string;
  /** Absolute URL of the page's picture (og:image). */
  image?: string;
  /** What the picture shows, for people who cannot see it (og:image:alt, twitter:image:alt); the title by default. */
  imageAlt?: string;
  type?: 'website' | 'product';
}

/** `https://shop/pl/products` from an origin, a locale and a path inside it. */
export function absoluteUrl(origin: string, locale: Locale, path = ''): string {
  return `${origin.replace(/\/$/, '')}${localePath(locale, path)}`;
}

export function metaTags(
  localeParam: string | undefined,
  title: string,
  description: string,
  seo: SeoOptions = {},
): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE },
    { property: 'og:locale', content: locale === 'pl' ? 'pl_PL' : 'en_GB' },
    { property: 'og:locale:alternate', content: locale === 'pl' ? 'en_GB' : 'pl_PL' },
    { property: 'og:type', content: seo.type ?? 'website' },
  ];
  if (seo.origin !== undefined && seo.path !== undefined) {
    const url = absoluteUrl(seo.origin, locale, seo.path);
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      ...LOCALES.map((alternate) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate,
        href: absoluteUrl(seo.origin!, alternate, seo.path),
      })),
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: absoluteUrl(seo.origin, DEFAULT_LOCALE, seo.path),
      },
      { property: 'og:url', content: url },
    );
  }
  tags.push(...shareCardTags(title, description, seo));
  return tags;
}

/**
 * The picture of a shared link and the X (Twitter) card. X reads its own `twitter:*` names before falling back to
 * Open Graph, and link checkers count a card without its own title, description and image as incomplete, so both
 * are written in full; a page without a picture gets the small `summary` card rather than a large empty one.
 */
function shareCardTags(title: string, description: string, seo: SeoOptions): MetaDescriptor[] {
  const card: MetaDescriptor[] = [
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (!seo.image) return card;
  const alt = seo.imageAlt ?? title;
  return [
    { property: 'og:image', content: seo.image },
    { property: 'og:image:alt', content: alt },
    ...card,
    { name: 'twitter:image', content: seo.image },
    { name: 'twitter:image:alt', content: alt },
  ];
}

/** A URL slug read as words for headings until the API supplies the real name: `skora-naturalna` → `Skora naturalna`. */
export function slugToWords(slug: string | undefined): string {
  const words = (slug ?? '').replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
