/**
 * "Render once, serve many": anonymous pages are the same for every visitor except for two strings — the
 * visitor's CSRF token and the response's CSP nonce. A rendered page is kept with the values it was
 * rendered with, and each later response swaps in its own. Entries expire after a short time and the whole
 * cache is dropped the moment the catalogue (a product, a price, a stock level) changes.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The CSRF token and nonce that appear in `body`. */
  token: string;
  nonce: string;
  storedAt: number;
};

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

/** The cached body as this visitor must receive it. */
export function personalise(page: CachedPage, token: string, nonce: string): string {
  let body = page.body;
  if (page.token) body = body.replaceAll(page.token, token);
  if (page.nonce) body = body.replaceAll(page.nonce, nonce);
  return body;
}

// Pages whose server-rendered HTML is the same for every visitor. Account pages (cart, checkout, profile,
// orders, wishlist, login…) are left out: they may come to depend on who is asking.
const SHARED_PAGES =
  /^\/(pl|en)(\/(products(\/[^/]+)?|blog(\/.*)?|about|contacts|gallery|payment-methods|delivery-costs|returns|complaints|warranty|store-regulations|regulamin|privacy-policy|cookies|faq))?(\.data)?$/;

export function isSharedPage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SHARED_PAGES.test(pathname);
}
