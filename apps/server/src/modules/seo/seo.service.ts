import { categoryPath } from '@atelier/contracts/category-address';
import { LOCALES, type Locale } from '../../db/schema';
import { latest, type SitemapSources } from './seo.repository';

/** The language x-default points at: the shop's own (Polish) version. */
const DEFAULT_LOCALE: Locale = 'pl';

/**
 * Pages that exist in both languages whatever the database holds, as paths after the locale segment.
 * Information and legal pages take their last change from info_pages when staff keep them there.
 */
export const STATIC_PAGES = [
  '',
  '/products',
  '/blog',
  '/about',
  '/contacts',
  '/gallery',
  '/faq',
  '/payment-methods',
  '/delivery-costs',
  '/returns',
  '/complaints',
  '/warranty',
  '/store-regulations',
  '/privacy-policy',
  '/cookies',
] as const;

/** Signed-in and transactional pages crawlers have no business in. */
export const DISALLOWED_PATHS = [
  '/api/',
  ...LOCALES.flatMap((locale) => ['cart', 'checkout', 'profile', 'orders'].map((page) => `/${locale}/${page}`)),
  '/admin',
];

/**
 * One page in both languages: the path after the locale segment (with its query) — the same in both, or one per
 * language where the address is translated (a category's) — and its last change.
 */
type Page = { path: string | Record<Locale, string>; lastmod: Date | null };

/**
 * The sitemap (sitemaps.org 0.9 with xhtml:link alternates): every page once per language, each entry
 * naming its Polish, English and x-default versions so search engines pair the translations.
 */
export function buildSitemap(sources: SitemapSources, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const newestProduct = latest(...sources.products.map((p) => p.lastmod));
  const newestPost = latest(...sources.blogPosts.map((p) => p.lastmod));
  const staticLastmod = (path: string): Date | null => {
    if (path === '') return latest(newestProduct, newestPost);
    if (path === '/products') return newestProduct;
    if (path === '/blog') return newestPost;
    return sources.infoPages.get(path.slice(1)) ?? null;
  };

  const pages: Page[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: staticLastmod(path) })),
    ...sources.categories.map((c) => ({
      path: { pl: categoryPath(c, 'pl'), en: categoryPath(c, 'en') },
      lastmod: c.lastmod,
    })),
    ...sources.products.map((p) => ({ path: `/products/${segment(p.slug)}`, lastmod: p.lastmod })),
    ...sources.blogCategories.map((c) => ({ path: `/blog/category/${segment(c.slug)}`, lastmod: c.lastmod })),
    ...sources.blogTags.map((t) => ({ path: `/blog/tag/${segment(t.slug)}`, lastmod: t.lastmod })),
    ...sources.blogPosts.map((p) => ({ path: `/blog/${segment(p.slug)}`, lastmod: p.lastmod })),
  ];

  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const pathIn = (locale: Locale) => (typeof page.path === 'string' ? page.path : page.path[locale]);
    const hrefs = Object.fromEntries(LOCALES.map((locale) => [locale, xml(`${origin}/${locale}${pathIn(locale)}`)]));
    const alternates =
      LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${hrefs[locale]}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[DEFAULT_LOCALE]}"/>`;
    const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
    for (const locale of LOCALES) {
      parts.push(`<url><loc>${hrefs[locale]}</loc>${lastmod}${alternates}</url>\n`);
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function buildRobotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Escapes text for XML content and attribute values. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A slug as a URL path segment (slugs are ASCII, but a staff-made one must still yield a valid URL). */
function segment(slug: string): string {
  return encodeURIComponent(slug);
}

/** W3C datetime to the second, in UTC. */
function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
