import type { BlogPostListItem, Locale } from '@atelier/contracts';

/** The newest this many posts go into a feed. */
export const FEED_SIZE = 20;

const CHANNEL: Record<Locale, { title: string; description: string; language: string }> = {
  pl: {
    title: 'Atelier — blog pracowni',
    description: 'Pielęgnacja skóry, historie z pracowni i porady, jak wybrać torbę i portfel na lata.',
    language: 'pl-PL',
  },
  en: {
    title: 'Atelier — workshop journal',
    description: 'Leather care, stories from the workshop and advice on choosing a bag or wallet for years.',
    language: 'en-GB',
  },
};

/** XML 1.0 forbids control characters other than tab, newline and carriage return. */
function allowedInXml(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  const escaped = value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
  return [...escaped].filter(allowedInXml).join('');
}

/** RSS 2.0 feed of the blog in one language; every link absolute (PUBLIC_URL). */
export function buildBlogFeed(input: {
  locale: Locale;
  publicUrl: string;
  posts: BlogPostListItem[];
  now: Date;
}): string {
  const { locale, publicUrl, posts } = input;
  const channel = CHANNEL[locale];
  const blogUrl = `${publicUrl}/${locale}/blog`;
  const feedUrl = `${blogUrl}/rss.xml`;
  const newest = posts[0] ? new Date(posts[0].published_at) : input.now;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${encodeURIComponent(post.slug)}`;
    const parts = [
      `<title>${xmlEscape(post.title)}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `<description>${xmlEscape(post.excerpt)}</description>`,
      `<dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      `<category>${xmlEscape(post.category.name)}</category>`,
      ...post.tags.map((t) => `<category>${xmlEscape(t.name)}</category>`),
      `<pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
    ];
    if (post.cover) {
      const image = post.cover.variants[0] ?? post.cover;
      parts.push(`<enclosure url="${xmlEscape(image.url)}" type="image/webp" length="0"/>`);
    }
    return `    <item>\n      ${parts.join('\n      ')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
