import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { brotliParams } from '../shared/brotli';

/**
 * "Render once, serve many": anonymous pages are rendered without anything personal in them — no CSRF
 * token (none is needed: the API tells our pages from other sites by Fetch Metadata, decision 002) and
 * inline scripts allowed by their hashes rather than a nonce — so one rendering serves every visitor byte
 * for byte, compressed once.
 * Entries expire after a short time and the whole cache is dropped the moment the catalogue (a product,
 * a price, a stock level) changes.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** SHA-256 (base64) of each inline script in `body`, for the Content-Security-Policy. */
  scriptHashes: string[];
  etag: string;
  /** Compressed forms, made on first demand. */
  encoded: { br?: Buffer; gzip?: Buffer };
  storedAt: number;
};

/** Builds a cache entry from a freshly rendered page. */
export function cachedPage(status: number, headers: [string, string][], body: string): Omit<CachedPage, 'storedAt'> {
  const etag = `"p-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status, headers, body, scriptHashes: inlineScriptHashes(body), etag, encoded: {} };
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

const PAGE_BROTLI_QUALITY = 5;
const PAGE_GZIP_LEVEL = 6;

/**
 * The page compressed for this request's Accept-Encoding, made once per entry. The levels are the ones
 * where HTML stops getting noticeably smaller: brotli 5 is within 1 % of brotli 9's bytes at a tenth of its
 * time, and that time is paid by the visitor who asks for a page no cache has seen (decision 027).
 */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string,
): { encoding?: 'br' | 'gzip'; body: Buffer | string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.encoded.br ??= brotliCompressSync(page.body, {
      params: brotliParams(Buffer.byteLength(page.body), PAGE_BROTLI_QUALITY, zlibConstants.BROTLI_MODE_TEXT),
    });
    return { encoding: 'br', body: page.encoded.br };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.encoded.gzip ??= gzipSync(page.body, { level: PAGE_GZIP_LEVEL });
    return { encoding: 'gzip', body: page.encoded.gzip };
  }
  return { body: page.body };
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
    if (page.body.length > MAX_BODY_CHARS) return;
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

const MAX_BODY_CHARS = 1024 * 1024;

// Pages whose server-rendered HTML is the same for every visitor: the catalogue's lists (a category's own
// address, /pl/kategoria/portfele and /en/category/wallets, included), products, the blog and the shop's pages.
// Account pages (cart, checkout, profile, orders, wishlist, login…) are left out: they may come to depend on
// who is asking.
const SHARED_PAGES =
  /^\/(pl|en)(\/(products(\/[^/]+)?|kategoria\/[^/]+|category\/[^/]+|blog(\/.*)?|about|contacts|gallery|payment-methods|delivery-costs|returns|complaints|warranty|store-regulations|regulamin|privacy-policy|cookies|faq))?(\.data)?$/;

export function isSharedPage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SHARED_PAGES.test(pathname);
}
