import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of the shop's editorial HTML — blog posts, information pages, FAQ answers (docs/product-rules.md#content). It is
 * applied when content is written and again when it is served, so no stored script, style or event
 * handler ever reaches a page. Links keep only safe schemes; external ones open with a safe rel.
 */
const CONTENT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const safe: sanitizeHtml.Attributes = external
        ? { href, rel: 'noopener noreferrer', target: '_blank' }
        : { href };
      return { tagName, attribs: safe };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, CONTENT_POLICY);
}

/** Text of an HTML fragment, entities decoded, whitespace collapsed (search, RSS, reading time). */
export function plainText(html: string): string {
  // A space before every tag keeps "<p>a</p><p>b</p>" as two words.
  return sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// Folding and search words are shared with the browser, which narrows the FAQ while the shopper types.
export { foldForSearch, searchTerms } from '@atelier/contracts/text-search';

/** Minutes at ~200 words a minute, at least one. */
export function readingTime(html: string): number {
  const words = plainText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
