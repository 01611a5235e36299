import type { MetaDescriptor } from 'react-router';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import { metaTags, SITE } from '~/lib/meta';
import { type BlogListQuery, blogFeedPath, blogListSearch } from './blog-query';

/** The RSS feed of the page's language, for feed readers and browsers (`<link rel="alternate">`). */
export function feedLink(localeParam: string | undefined): MetaDescriptor {
  const locale = toLocale(localeParam);
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: translator(locale)('blog.rssTitle'),
    href: blogFeedPath(locale),
  };
}

/**
 * Meta tags of a blog list: its title (with the page number past page 1), canonical address (the list
 * and its page; a search is a variation and is not indexed) and the RSS feed.
 */
export function blogListMeta(
  localeParam: string | undefined,
  {
    title,
    description,
    path,
    query,
    image,
  }: {
    title: string;
    description: string;
    path: string;
    query: BlogListQuery;
    image?: string;
  },
  origin: string,
): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const t = translator(locale);
  const pageTitle = `${title}${query.page > 1 ? ` · ${t('blog.pageNumber', { page: query.page })}` : ''} | ${SITE}`;
  return [
    ...metaTags(locale, pageTitle, description, {
      origin,
      path: `${path}${blogListSearch({ search: '', page: query.page })}`,
      image,
    }),
    feedLink(locale),
    ...(query.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
