import type { BlogPostDetail } from '@atelier/contracts';

/*
 * schema.org `BlogPosting` of a post page. A plain object; the page serialises it with <JsonLd> (nonce and
 * escaping are handled there).
 */

export function blogPostingJsonLd(post: BlogPostDetail, url: string, locale: string) {
  const image = post.cover ? [post.cover.url] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image } : {}),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: locale === 'pl' ? 'pl-PL' : 'en-GB',
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'Atelier' },
    articleSection: post.category.name,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    timeRequired: `PT${post.reading_time}M`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
