import { setTimeout as sleep } from 'node:timers/promises';
import type {
  Banner,
  Category,
  Facets,
  Locale,
  Product,
  ProductListQuery,
  ProductListResponse,
  SuggestResponse,
} from '@atelier/contracts';
import { SUGGESTED_PRODUCTS_MAX } from '@atelier/contracts';
import { searchTerms, textMatchesSearch } from '@atelier/contracts/text-search';
import type { Db } from '../../db/client';
import { NotFound, ValidationFailed } from '../../errors';
import { toPln } from '../../shared/money';
import {
  activeProductWithSlug,
  countFacets,
  countSearchMatches,
  type FacetCountRow,
  type FacetVocabulary,
  findActiveBanners,
  findActiveProduct,
  findActiveProductId,
  findAttributeLinks,
  findCategoriesWithCounts,
  findFacetVocabulary,
  findFeaturedProducts,
  findImages,
  findPresentationEpoch,
  findPriceHistory,
  findProductPage,
  findRelatedProductIds,
  findVariantIds,
  findVariants,
  type Grosze,
  latestRecordedPrice,
  lockVariantPrices,
  type ProductFilters,
  type ProductIds,
  type ProductRow,
  type ProductSort,
  recordPrice,
  updateVariantPrices,
  updateVariantStock,
} from './catalog.repository';
import { type CatalogueCache, catalogueVersion } from './catalog-cache';
import type { IndexPage } from './catalog-index';
import { findProductsByIds, findRatingTotals } from './catalog-index.repository';
import type { CatalogueIndexStore } from './catalog-index-store';
import { lowestPriceChangesAt } from './lowest-price';
import type { ProductCards } from './product-cards';
import { presentBanner, presentCategory, presentDescription, presentProducts } from './product-presenter';
import { refreshProductSearch, searchWords } from './search';
import { sizeGuideOfProduct } from './size-guides';

/** What catalogue reads need: the database, the public origin of image URLs, the clock and the app's cache. */
export type CatalogueContext = {
  db: Db;
  publicUrl: string;
  now: Date;
  cache: CatalogueCache;
  /** The in-process catalogue index; absent (CATALOGUE_INDEX=off) = every list query runs in SQL. */
  index?: CatalogueIndexStore;
  /** Presented products kept across catalogue versions while current; used with the index. */
  cards?: ProductCards;
};

/**
 * A list query answered by the catalogue index (ids of the page, total, facet counts), or undefined when the
 * SQL path must answer: no index, the first one still building, or a search word the index cannot fold.
 */
async function queryIndex(
  ctx: CatalogueContext,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<IndexedPage | undefined> {
  if (!ctx.index) return undefined;
  const index = await ctx.index.index();
  if (!index) return undefined;
  const words = await ctx.index.foldedWords(filters.searchWords);
  if (!words) return undefined;
  const ratings = sort.by === 'rating' ? await findRatingTotals(ctx.db) : undefined;
  const answer: IndexedPage = index.query(filters, words, sort, page, ratings ?? []);
  if (ratings) answer.liveRatings = new Map(ratings.map((r) => [r.productId, ratingShown(r.count, r.sum)]));
  return answer;
}

/** The index's answer, with the live review totals when the query read them (sorted by rating). */
type IndexedPage = IndexPage & { liveRatings?: Map<number, string> };

/**
 * A rating as a product shows it ("count:average"): the average of the approved reviews rounded to one decimal
 * half away from zero, as `round(avg(rating), 1)` does — computed in integers so that 3.25 gives 3.3.
 */
function ratingShown(count: number, sum: number): string {
  if (count === 0) return '0:';
  return `${count}:${Math.floor((sum * 20 + count) / (2 * count)) / 10}`;
}

/** Filter labels and category names change only with the catalogue, so they are read once per version. */
function vocabulary(ctx: CatalogueContext): Promise<FacetVocabulary> {
  return ctx.cache.get('vocabulary', () => findFacetVocabulary(ctx.db));
}

/** PLN from the query string to grosze (min_price=349.9 → 34990). */
const toGrosze = (pln: number | undefined) => (pln === undefined ? undefined : Math.round(pln * 100));

export function filtersOf(query: ProductListQuery): ProductFilters {
  return {
    searchWords: searchWords(query.search),
    categoryId: query.category_id,
    minPrice: toGrosze(query.min_price),
    maxPrice: toGrosze(query.max_price),
    genders: [...new Set(query.gender ?? [])].sort(),
    colors: [...new Set(query.colors ?? [])].sort(),
    sizes: [...new Set(query.sizes ?? [])].sort(),
    styles: [...new Set(query.styles ?? [])].sort(),
    statuses: [...new Set(query.status ?? [])].sort(),
    featured: query.featured,
  };
}

/**
 * Cache key of a list request: the parsed, normalised query (sorted value sets, folded search words)
 * and the language, so `colors=brown,black` and `colors=black&colors=brown` share one rendering.
 */
export function listCacheKey(query: ProductListQuery, locale: Locale): string {
  const f = filtersOf(query);
  return JSON.stringify([
    'list',
    locale,
    query.page,
    query.per_page,
    query.sort_by,
    query.sort_order,
    f.searchWords,
    f.categoryId ?? null,
    f.minPrice ?? null,
    f.maxPrice ?? null,
    f.genders,
    f.colors,
    f.sizes,
    f.styles,
    f.statuses,
    f.featured ?? null,
  ]);
}

/**
 * GET /api/products/suggest: the header search's suggestions — the list's own search (accents, case, one typo)
 * in its relevance order, six products and the categories whose names hold every word. Rendered once per
 * folded query and language until the catalogue changes, like every catalogue read.
 */
export async function suggestProducts(ctx: CatalogueContext, query: string, locale: Locale): Promise<SuggestResponse> {
  const words = searchWords(query);
  // The answer is shared by every spelling of the same words, so it echoes them, not the raw text.
  if (!words.length) return { data: { query: '', products: [], categories: [], total: 0 } };
  const filters = filtersOf({ search: query } as ProductListQuery);
  const sort: ProductSort = { by: 'relevance', order: 'desc', locale };
  const page = { limit: SUGGESTED_PRODUCTS_MAX, offset: 0 };
  const indexed = await queryIndex(ctx, filters, sort, page);
  const rows = indexed ? findProductsByIds(ctx.db, indexed.ids) : findProductPage(ctx.db, filters, sort, page);
  const [found, total, vocab] = await Promise.all([
    present(ctx, rows, locale, false, indexed?.ids),
    indexed ? indexed.total : countSearchMatches(ctx.db, words),
    vocabulary(ctx),
  ]);
  const terms = searchTerms(query);
  const categoryName = (c: { namePl: string; nameEn: string }) => (locale === 'en' ? c.nameEn : c.namePl);
  return {
    data: {
      query: words.join(' '),
      products: found.map((product) => ({
        id: product.id,
        slug: product.slug,
        name: product.name,
        price: product.price,
        base_price: product.discount_info.has_discount ? product.discount_info.original_price : null,
        thumbnail: product.gallery[0]?.variants[0]?.url ?? null,
        category: product.category.name,
      })),
      categories: vocab.categories
        .filter((c) => terms.length > 0 && textMatchesSearch(`${c.namePl} ${c.nameEn}`, terms))
        .map((c) => ({ id: c.id, slug: c.slug, name: categoryName(c) })),
      total,
    },
  };
}

/** What a product's presentation reads beside its own row: photographs, attributes, price history, variants. */
type RelatedRows = Parameters<typeof presentProducts>[1];

/**
 * The related rows of a set of products: one query each (they need only the ids). The price history up to now,
 * or with `scheduled` the prices set for later too (a card needs them to know when its Omnibus price moves).
 */
async function readRelated(ctx: CatalogueContext, ids: ProductIds, scheduled = false): Promise<RelatedRows> {
  if (Array.isArray(ids) && !ids.length) return { images: [], links: [], history: [], variants: [] };
  const [images, links, history, variants] = await Promise.all([
    findImages(ctx.db, ids),
    findAttributeLinks(ctx.db, ids),
    // Any variant may be reduced, whatever the product's own summary price.
    findPriceHistory(ctx.db, ids, scheduled ? undefined : ctx.now),
    findVariants(ctx.db, ids),
  ]);
  return { images, links, history, variants };
}

/**
 * Products as the API shows them. With `ids` known beforehand (the catalogue index chose the page, or a query
 * selects the product by its slug), the products' rows and their related rows are read at once — one round trip
 * to the database instead of two.
 */
async function present(
  ctx: CatalogueContext,
  rows: ProductRow[] | Promise<ProductRow[]>,
  locale: Locale,
  withDescription: boolean,
  ids?: ProductIds,
): Promise<Product[]> {
  const [found, related, vocab] = await Promise.all([
    rows,
    ids
      ? readRelated(ctx, ids)
      : Promise.resolve(rows).then((r) =>
          readRelated(
            ctx,
            r.map((row) => row.id),
          ),
        ),
    vocabulary(ctx),
  ]);
  if (!found.length) return [];
  return presentProducts(found, related, {
    locale,
    publicUrl: ctx.publicUrl,
    now: ctx.now,
    withDescription,
    vocabulary: vocab,
  });
}

/**
 * GET /api/products as JSON (UTF-8 bytes): a page of active products under the filters, pagination meta and facets.
 * With the catalogue index, the page's products come from their presented cards (product-cards.ts) and the
 * database is read only for those without a current card; without it, a fixed number of queries whatever the
 * page size: the page, the facets, then photographs, attributes and price history of the page's products (the
 * filter vocabulary once per catalogue version, the facets once per set of filters).
 */
export async function renderProductList(
  ctx: CatalogueContext,
  query: ProductListQuery,
  locale: Locale,
): Promise<Buffer> {
  const filters = filtersOf(query);
  const sort: ProductSort = { by: query.sort_by, order: query.sort_order, locale };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const indexed = await queryIndex(ctx, filters, sort, page);
  const [data, facetRows, vocab] = await Promise.all([
    indexed
      ? presentCards(ctx, indexed, locale)
      : present(ctx, findProductPage(ctx.db, filters, sort, page), locale, false).then((found) => found.map(toJson)),
    // Facets depend on the filters only: paging, sorting or switching language reuses them.
    indexed?.facets ?? ctx.cache.get(JSON.stringify(['facets', filters]), () => countFacets(ctx.db, filters)),
    vocabulary(ctx),
  ]);
  const total = facetRows.find((r) => r.facet === 'total')?.count ?? 0;
  const meta: ProductListResponse['meta'] = {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
  const facets: Facets = buildFacets(facetRows, vocab, filters, locale);
  // The same bytes JSON.stringify gives for { data, meta, facets }: the products are JSON already.
  return jsonAround('{"data":[', data, `],"meta":${JSON.stringify(meta)},"facets":${JSON.stringify(facets)}}`);
}

/**
 * The JSON of the page's products in the index's order: current cards as they are, the others read from the
 * database in one round trip, presented, and kept as cards. Without a card store, all are read.
 */
async function presentCards(
  ctx: CatalogueContext,
  page: IndexedPage,
  locale: Locale,
  /** Rows of the page's products read already: a missing card is made from them without reading them again. */
  known?: ProductRow[],
): Promise<Buffer[]> {
  const { cards } = ctx;
  if (!cards) return (await present(ctx, findProductsByIds(ctx.db, page.ids), locale, false, page.ids)).map(toJson);
  const epoch = await ctx.cache.get('presentation-epoch', () => findPresentationEpoch(ctx.db));
  cards.useEpoch(epoch);
  const now = ctx.now.getTime();
  const live = page.liveRatings;
  const texts = page.ids.map((id, i) =>
    cards.get(locale, id, page.revisions[i], now, live && (live.get(id) ?? ratingShown(0, 0))),
  );
  const missing = page.ids.filter((_, i) => texts[i] === undefined);
  if (!missing.length) return texts as Buffer[];

  const [rows, related, vocab] = await Promise.all([
    known ? known.filter((row) => missing.includes(row.id)) : findProductsByIds(ctx.db, missing),
    readRelated(ctx, missing, true),
    vocabulary(ctx),
  ]);
  const { history } = related;
  const presented = presentProducts(rows, related, {
    locale,
    publicUrl: ctx.publicUrl,
    now: ctx.now,
    withDescription: false,
    vocabulary: vocab,
  });
  const made = new Map<number, Buffer>();
  for (const product of presented) {
    const json = toJson(product);
    made.set(product.id, json);
    const until = lowestPriceChangesAt(
      history.filter((h) => h.productId === product.id),
      ctx.now,
    );
    const rating = `${product.rating.count}:${product.rating.average ?? ''}`;
    cards.put(
      epoch,
      locale,
      product.id,
      { revision: page.revisions[page.ids.indexOf(product.id)], until, rating },
      json,
    );
  }
  // A product deleted since the index read it is left out, as the database no longer has it.
  return page.ids.map((id, i) => texts[i] ?? made.get(id)).filter((json): json is Buffer => json !== undefined);
}

/**
 * Presents the most popular products into cards ahead of any query, a batch at a time, until the cards' memory
 * is nine tenths full or every product has one — so that the first queries after start-up meet cards too, and
 * the database is read in batches rather than a few products per query. Run in the background at a quarter of
 * one core at most: after each batch it rests three times as long as the batch took, so visitors arriving
 * meanwhile (and PGlite, which runs on the same thread) are served first. Each batch takes a fresh context (the
 * clock). Returns the products presented.
 */
export async function warmProductCards(
  context: () => CatalogueContext,
  locale: Locale,
  /** Aborted when the server closes: the rest between batches ends at once, no batch starts. */
  stop: AbortSignal,
  batch = 100,
): Promise<number> {
  const { cards, index: store } = context();
  const index = await store?.ready();
  if (!cards || !index) return 0;
  const { ids, revisions } = index.mostPopular();
  let presented = 0;
  for (let start = 0; start < ids.length && !stop.aborted && cards.bytes < cards.capacity * 0.9; start += batch) {
    const slice = { ids: ids.slice(start, start + batch), revisions: revisions.slice(start, start + batch) };
    const began = performance.now();
    presented += (await presentCards(context(), { ...slice, facets: [], total: 0 }, locale)).length;
    const rest = Math.max(10, 3 * (performance.now() - began));
    await sleep(rest, undefined, { signal: stop }).catch(() => undefined);
  }
  return presented;
}

const toJson = (product: Product) => Buffer.from(JSON.stringify(product));
const COMMA = Buffer.from(',');

/** `before`, the products' JSON separated by commas, `after`: an answer around products serialised before. */
function jsonAround(before: string, products: Buffer[], after: string): Buffer {
  const parts: Buffer[] = [Buffer.from(before)];
  for (const [i, product] of products.entries()) {
    if (i) parts.push(COMMA);
    parts.push(product);
  }
  parts.push(Buffer.from(after));
  return Buffer.concat(parts);
}

/**
 * Facet values in the shop's order, labelled in the request's language: those present under the other
 * filters, plus any selected value (count 0) so the panel can always show and untick it.
 */
function buildFacets(rows: FacetCountRow[], vocab: FacetVocabulary, filters: ProductFilters, locale: Locale): Facets {
  const counts = new Map(rows.map((r) => [`${r.facet}:${r.value}`, r.count]));
  const label = (pl: string, en: string) => (locale === 'en' ? en : pl);
  const valuesOf = (kind: string, selected: string[]) =>
    vocab.values
      .filter((v) => v.kind === kind)
      .map((v) => ({ v, count: counts.get(`${kind}:${v.code}`) ?? 0 }))
      .filter(({ v, count }) => count > 0 || selected.includes(v.code));
  const price = rows.find((r) => r.facet === 'price');
  return {
    categories: vocab.categories
      .map((c) => ({ c, count: counts.get(`category:${c.id}`) ?? 0 }))
      .filter(({ c, count }) => count > 0 || filters.categoryId === c.id)
      .map(({ c, count }) => ({ value: String(c.id), label: label(c.namePl, c.nameEn), count })),
    colors: valuesOf('colour', filters.colors).map(({ v, count }) => ({
      value: v.code,
      label: label(v.labelPl, v.labelEn),
      count,
      hex: v.hex ?? '',
    })),
    // Sizes are free text of the variants ('M', '95'); 'one_size' is no choice and is not offered.
    sizes: rows
      .filter((r) => r.facet === 'size' && r.value !== null && r.value !== 'one_size')
      .map((r) => r.value as string)
      .concat(filters.sizes.filter((size) => !counts.has(`size:${size}`)))
      .sort(compareSizes)
      .map((size) => ({ value: size, label: size, count: counts.get(`size:${size}`) ?? 0 })),
    styles: valuesOf('style', filters.styles).map(({ v, count }) => ({
      value: v.code,
      label: label(v.labelPl, v.labelEn),
      count,
    })),
    gender: valuesOf('gender', filters.genders).map(({ v, count }) => ({
      value: v.code,
      label: label(v.labelPl, v.labelEn),
      count,
    })),
    status: valuesOf('status', filters.statuses).map(({ v, count }) => ({
      value: v.code,
      label: label(v.labelPl, v.labelEn),
      count,
    })),
    price: { min: toPln(price?.count ?? 0), max: toPln(price?.extra ?? 0) },
  };
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Letter sizes in their natural order, then numbers by value, then anything else alphabetically. */
export function compareSizes(a: string, b: string): number {
  const la = SIZE_ORDER.indexOf(a);
  const lb = SIZE_ORDER.indexOf(b);
  if (la >= 0 || lb >= 0) return (la < 0 ? 99 : la) - (lb < 0 ? 99 : lb);
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b);
}

/**
 * GET /api/products/slug/{slug} and /api/products/{id} as JSON (UTF-8 bytes): `{"success":true,"data":…}`.
 *
 * With the product cards, a product's answer is its card — the list's presentation of it, the same fields —
 * with its description and size guide added. The product's row and the size guide are read at once; the row
 * says which transaction last revised the product (any change to it, its variants, photographs, prices or
 * reviews does), and when the card was made for that revision nothing else is read — two statements instead of
 * six, and no presenting (decision 027). A missing or stale card is made from the row already read, its
 * photographs, attributes, variants and prices, and kept for the lists too.
 */
export async function renderProduct(
  ctx: CatalogueContext,
  by: { id: number } | { slug: string },
  locale: Locale,
): Promise<Buffer> {
  if (!ctx.cards) return Buffer.from(JSON.stringify({ success: true, data: await getProduct(ctx, by, locale) }));
  const [row, sizeGuide] = await Promise.all([findActiveProduct(ctx.db, by), sizeGuideOfProduct(ctx.db, by, locale)]);
  if (!row) throw new NotFound('catalog.product_not_found');
  const page = { ids: [row.id], revisions: [row.revision], facets: [], total: 0 };
  const [card] = await presentCards(ctx, page, locale, [row]);
  // Deleted between the two reads.
  if (!card) throw new NotFound('catalog.product_not_found');
  const description = presentDescription(row, locale);
  // The card is one JSON object: the detail's two fields go in before its closing brace, where the presenter
  // would have put them.
  return Buffer.concat([
    PRODUCT_ANSWER_START,
    card.subarray(0, card.length - 1),
    Buffer.from(`,"description":${JSON.stringify(description)},"size_guide":${JSON.stringify(sizeGuide)}}}`),
  ]);
}

const PRODUCT_ANSWER_START = Buffer.from('{"success":true,"data":');

/** One active product with its description, presented from the database (without the product cards). */
export async function getProduct(
  ctx: CatalogueContext,
  by: { id: number } | { slug: string },
  locale: Locale,
): Promise<Product> {
  // The product's row, its photographs, attributes, prices and variants, and its category's size guide in one
  // round trip: the related rows are read by the product's id, or by a query selecting it by its slug.
  const ofProduct = 'id' in by ? [by.id] : activeProductWithSlug(ctx.db, by.slug);
  const [[product], sizeGuide] = await Promise.all([
    present(
      ctx,
      findActiveProduct(ctx.db, by).then((row) => (row ? [row] : [])),
      locale,
      true,
      ofProduct,
    ),
    sizeGuideOfProduct(ctx.db, by, locale),
  ]);
  if (!product) throw new NotFound('catalog.product_not_found');
  product.size_guide = sizeGuide;
  return product;
}

/** GET /api/products/featured: featured products, those in stock first, newest first. */
export async function featuredProducts(ctx: CatalogueContext, limit: number, locale: Locale): Promise<Product[]> {
  return present(ctx, await findFeaturedProducts(ctx.db, limit), locale, false);
}

/**
 * GET /api/products/{id}/related and /api/products/slug/{slug}/related as JSON (UTF-8 bytes): what else to show
 * beside a product. With the catalogue index the suggestions are chosen in memory (CatalogueIndex.related) and
 * come from the products' cards — a product page nobody opened before usually shows products others did; without
 * it, findRelatedProductIds chooses them in the database, the same way.
 */
export async function renderRelatedProducts(
  ctx: CatalogueContext,
  of: { id: number } | { slug: string },
  limit: number,
  locale: Locale,
): Promise<Buffer> {
  const index = await ctx.index?.index();
  let products: Buffer[];
  if (index) {
    const id = 'id' in of ? of.id : await findActiveProductId(ctx.db, of.slug);
    const related = id === undefined ? undefined : index.related(id, limit);
    if (!related) throw new NotFound('catalog.product_not_found');
    products = await presentCards(ctx, { ...related, facets: [], total: 0 }, locale);
  } else {
    const ids = await findRelatedProductIds(ctx.db, of, limit);
    if (!ids) throw new NotFound('catalog.product_not_found');
    products = (await present(ctx, findProductsByIds(ctx.db, ids), locale, false, ids)).map(toJson);
  }
  return jsonAround('{"success":true,"data":[', products, ']}');
}

export async function listCategories(ctx: CatalogueContext, locale: Locale): Promise<Category[]> {
  return (await findCategoriesWithCounts(ctx.db)).map((row) => presentCategory(row, locale));
}

export async function carouselBanners(ctx: CatalogueContext, locale: Locale): Promise<Banner[]> {
  return (await findActiveBanners(ctx.db)).map((row) => presentBanner(row, locale, ctx.publicUrl));
}

// ——— changes of catalogue data (orders, admin); each one bumps the catalogue version after its commit ———

export type ProductPrices = { basePrice: Grosze; salePrice: Grosze | null };

function assertValidPrices(prices: ProductPrices) {
  if (!Number.isInteger(prices.basePrice) || prices.basePrice <= 0) {
    throw new ValidationFailed({ base_price: ['catalog.price_invalid'] });
  }
  if (prices.salePrice !== null) {
    if (!Number.isInteger(prices.salePrice) || prices.salePrice <= 0) {
      throw new ValidationFailed({ sale_price: ['catalog.price_invalid'] });
    }
    if (prices.salePrice >= prices.basePrice) {
      throw new ValidationFailed({ sale_price: ['catalog.sale_price_not_below_base'] });
    }
  }
}

/**
 * Applies a price change to one variant, or to every active variant of a product (what staff mean by "the
 * product's price"), recording each new effective price for Omnibus.
 */
async function applyPrices(
  db: Db,
  target: { productId: number } | { variantId: number },
  next: (current: ProductPrices) => ProductPrices,
  now: Date,
): Promise<ProductPrices> {
  const applied = await db.transaction(async (tx) => {
    const ids = 'variantId' in target ? [target.variantId] : await findVariantIds(tx, target.productId);
    if (!ids.length) throw new NotFound('catalog.product_not_found');
    let last: ProductPrices | undefined;
    for (const variantId of ids) {
      const current = await lockVariantPrices(tx, variantId);
      if (!current) throw new NotFound('catalog.product_not_found');
      const prices = next(current);
      assertValidPrices(prices);
      await updateVariantPrices(tx, variantId, prices);
      // The history holds every effective price, so the Omnibus price of a later reduction is known.
      const effective = prices.salePrice ?? prices.basePrice;
      if ((await latestRecordedPrice(tx, variantId)) !== effective) {
        await recordPrice(tx, { productId: current.productId, variantId }, effective, now);
      }
      last ??= prices;
    }
    return last as ProductPrices;
  });
  catalogueVersion.bump();
  return applied;
}

/** Sets the regular and reduced prices (grosze) of every variant of a product, recording the new effective price at `now`. */
export function setProductPrices(db: Db, productId: number, prices: ProductPrices, now: Date): Promise<ProductPrices> {
  return applyPrices(db, { productId }, () => prices, now);
}

/** Sets one variant's regular and reduced prices (grosze). */
export function setVariantPrices(db: Db, variantId: number, prices: ProductPrices, now: Date): Promise<ProductPrices> {
  return applyPrices(db, { variantId }, () => prices, now);
}

/**
 * Changes what a customer pays (grosze) for every variant of a product: below a variant's regular price it
 * becomes the reduced price (a sale); at or above it, the new regular price, and any reduction ends.
 */
export function changeProductPrice(
  db: Db,
  productId: number,
  newPriceGrosze: Grosze,
  now: Date,
): Promise<ProductPrices> {
  return applyPrices(
    db,
    { productId },
    (current) =>
      newPriceGrosze < current.basePrice
        ? { basePrice: current.basePrice, salePrice: newPriceGrosze }
        : { basePrice: newPriceGrosze, salePrice: null },
    now,
  );
}

/** Sets one variant's stock. (Orders that take stock in their own transaction bump the version themselves.) */
export async function changeVariantStock(db: Db, variantId: number, stock: number): Promise<void> {
  if (!Number.isInteger(stock) || stock < 0) throw new ValidationFailed({ stock: ['catalog.stock_invalid'] });
  if (!(await updateVariantStock(db, variantId, stock))) throw new NotFound('catalog.product_not_found');
  catalogueVersion.bump();
}

/**
 * Sets the stock of a product that has one variant. A product with several has stock per variant, so a single
 * figure would be ambiguous: 422 on `stock`.
 */
export async function changeProductStock(db: Db, productId: number, stock: number): Promise<void> {
  const ids = await findVariantIds(db, productId);
  if (!ids.length) throw new NotFound('catalog.product_not_found');
  if (ids.length > 1) throw new ValidationFailed({ stock: ['catalog.stock_per_variant'] });
  await changeVariantStock(db, ids[0], stock);
}

/**
 * After names, descriptions or categories of products were written (admin, imports): rebuilds their
 * search documents and drops cached catalogue reads. Pass no ids after a category rename.
 */
export async function productContentChanged(db: Db, productIds?: number[]): Promise<void> {
  await refreshProductSearch(db, productIds);
  catalogueVersion.bump();
}
