import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { brotliParams, ownBytes } from '../shared/brotli';

/**
 * "Render once, serve many": anonymous pages are rendered without anything personal in them — no CSRF
 * token (none is needed: the API tells our pages from other sites by Fetch Metadata, decision 002) and
 * inline scripts allowed by their hashes rather than a nonce — so one rendering serves every visitor byte
 * for byte, compressed once.
 * Entries expire after a short time and the whole cache is dropped the moment the catalogue (a product,
 * a price, a stock level) changes.
 *
 * An entry keeps the page brotli-compressed only, as the catalogue's answers do (decision 026, "Memory"): a
 * product page is ~76,000 characters, held by V8 as ~150 KB (two bytes a character once one Polish letter is
 * in it), against ~14 KB of brotli. 500 pages kept as text were ~77 MB of the heap — the largest thing in it
 * after a run of uncached pages. Browsers ask for brotli; gzip is made from it on first demand and kept, and a
 * client accepting neither gets the text back in ~0.1 ms.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The page, brotli-compressed. */
  br: Buffer;
  /** Its length in bytes before compression. */
  length: number;
  /** SHA-256 (base64) of each inline script in the page, for the Content-Security-Policy. */
  scriptHashes: string[];
  etag: string;
  /** The gzip form, made on first demand. */
  gzip?: Buffer;
  storedAt: number;
};

/**
 * Brotli 5 for HTML: within 1 % of brotli 9's bytes at a tenth of its time, and that time is paid by the
 * visitor who asks for a page no cache has seen (decision 027); 4 saves ~0.1 ms of a product page's ~0.8 ms
 * for 7 % more bytes.
 */
const PAGE_BROTLI_QUALITY = 5;
const PAGE_GZIP_LEVEL = 6;

/** Builds a cache entry from a freshly rendered page. */
export function cachedPage(status: number, headers: [string, string][], html: string): Omit<CachedPage, 'storedAt'> {
  const body = Buffer.from(html);
  const br = ownBytes(
    brotliCompressSync(body, {
      params: brotliParams(body.length, PAGE_BROTLI_QUALITY, zlibConstants.BROTLI_MODE_TEXT),
    }),
  );
  // brotli gives the same bytes for the same page and settings, so every process tags a page alike; hashing
  // the compressed form costs a fifth of hashing the page.
  const etag = `"p-${createHash('sha256').update(br).digest('base64url').slice(0, 27)}"`;
  return { status, headers, br, length: body.length, scriptHashes: inlineScriptHashes(html), etag };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of the scripts the browser would run inline (not `src=` scripts, not JSON-LD data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** The page in the best encoding this request's Accept-Encoding allows. */
export function encodedBody(page: CachedPage, acceptEncoding: string): { encoding?: 'br' | 'gzip'; body: Buffer } {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', body: page.br };
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= ownBytes(gzipSync(brotliDecompressSync(page.br), { level: PAGE_GZIP_LEVEL }));
    return { encoding: 'gzip', body: page.gzip };
  }
  return { body: brotliDecompressSync(page.br) };
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    if (page.length > MAX_BODY_BYTES) return;
    this.entries.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

// Pages whose server-rendered HTML is the same for every visitor: the catalogue's lists (a category's own
// address, /pl/kategoria/portfele and /en/category/wallets, included), products, the blog and the shop's pages.
// Account pages (cart, checkout, profile, orders, wishlist, login…) are left out: they may come to depend on
// who is asking.
const SHARED_PAGES =
  /^\/(pl|en)(\/(products(\/[^/]+)?|kategoria\/[^/]+|category\/[^/]+|blog(\/.*)?|about|contacts|gallery|payment-methods|delivery-costs|returns|complaints|warranty|store-regulations|regulamin|privacy-policy|cookies|faq))?(\.data)?$/;

export function isSharedPage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SHARED_PAGES.test(pathname);
}
