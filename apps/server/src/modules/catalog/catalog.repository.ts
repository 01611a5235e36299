import { and, asc, count, desc, eq, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  attributeValues,
  banners,
  categories,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
} from '../../db/schema';
import { searchCondition, searchRank } from './search';

export type Grosze = number;
type Locale = 'pl' | 'en';

/** Statuses derived from live product data rather than attribute links. */
export const DERIVED_STATUSES = ['in_stock', 'sale'] as const;

/** A list request after validation, with money in grosze. */
export type ProductFilters = {
  searchWords: string[];
  categoryId?: number;
  minPrice?: Grosze;
  maxPrice?: Grosze;
  genders: string[];
  colors: string[];
  sizes: string[];
  styles: string[];
  statuses: string[];
  featured?: boolean;
};

export type ProductSort = {
  by: 'created_at' | 'base_price' | 'name' | 'popularity' | 'relevance' | 'rating';
  order: 'asc' | 'desc';
  locale: Locale;
};

/** The product columns a presenter needs, with its category (the cart reads products through it too). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  categoryId: products.categoryId,
  namePl: products.namePl,
  nameEn: products.nameEn,
  descriptionPl: products.descriptionPl,
  descriptionEn: products.descriptionEn,
  basePrice: products.basePrice,
  salePrice: products.salePrice,
  currentPrice: products.currentPrice,
  stock: products.stock,
  madeToOrder: products.madeToOrder,
  featured: products.featured,
  isGiftCard: products.isGiftCard,
  popularity: products.popularity,
  labels: products.labels,
  sizes: products.sizes,
  featuresPl: products.featuresPl,
  featuresEn: products.featuresEn,
  materialPl: products.materialPl,
  materialEn: products.materialEn,
  dimensionsPl: products.dimensionsPl,
  dimensionsEn: products.dimensionsEn,
  compartmentsPl: products.compartmentsPl,
  compartmentsEn: products.compartmentsEn,
  strapsPl: products.strapsPl,
  strapsEn: products.strapsEn,
  carePl: products.carePl,
  careEn: products.careEn,
  createdAt: products.createdAt,
  /** The transaction that last changed the product or what it shows: what a presented card is current for. */
  revision: products.revisedXact,
  categorySlug: categories.slug,
  categoryNamePl: categories.namePl,
  categoryNameEn: categories.nameEn,
  // Approved reviews as scalar subqueries (index reviews_product_approved_idx): no extra round trip, and
  // PostgreSQL evaluates them after ORDER BY … LIMIT, so only for the rows of the page. "products"."id" is
  // spelled out so the subqueries stay correlated however the outer select renders its columns.
  ratingCount: sql<number>`(select count(*)::int from reviews r
    where r.product_id = "products"."id" and r.is_approved)`.mapWith(Number),
  ratingAverage: sql<number | null>`(select round(avg(r.rating), 1)::float8 from reviews r
    where r.product_id = "products"."id" and r.is_approved)`.mapWith((v) => (v === null ? null : Number(v))),
};

export function selectProducts(db: Db) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}
export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export type ImageRow = typeof productImages.$inferSelect;
export type AttributeLinkRow = {
  productId: number;
  kind: string;
  code: string;
  labelPl: string;
  labelEn: string;
  hex: string | null;
  position: number;
};
export type PriceHistoryRow = { productId: number; variantId: number; price: Grosze; effectiveFrom: Date };

/** A variant with its colour's names and swatch (null names when it has no colour or the colour was deleted). */
export type VariantRow = {
  id: number;
  productId: number;
  sku: string;
  colourCode: string | null;
  colourPl: string | null;
  colourEn: string | null;
  hex: string | null;
  size: string;
  basePrice: Grosze;
  salePrice: Grosze | null;
  stock: number;
  madeToOrder: boolean;
  position: number;
};

/** Options a customer can order now ('colour:black', 'size:M'), from products.variant_codes. */
function hasVariantOption(kind: 'colour' | 'size', codes: string[]): SQL {
  const wanted = codes.map((code) => sql`${`${kind}:${code}`}`);
  return sql`${products.variantCodes} && array[${sql.join(wanted, sql`, `)}]::text[]`;
}

/** Products having one of the given values of a kind (products.attribute_codes holds 'kind:code' texts). */
function hasAttribute(kind: string, codes: string[]): SQL {
  const wanted = codes.map((code) => sql`${`${kind}:${code}`}`);
  return sql`${products.attributeCodes} && array[${sql.join(wanted, sql`, `)}]::text[]`;
}

/** Status filter: 'in_stock' and 'sale' come from stock and price, the others from attribute links. */
function hasStatus(codes: string[]): SQL {
  const parts: SQL[] = [];
  if (codes.includes('in_stock')) parts.push(sql`${products.stock} > 0`);
  if (codes.includes('sale')) parts.push(sql`${products.salePrice} is not null`);
  const linked = codes.filter((c) => !(DERIVED_STATUSES as readonly string[]).includes(c));
  if (linked.length) parts.push(hasAttribute('status', linked));
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The conditions of the facet groups, each undefined when the group is not filtered. */
type GroupConditions = {
  category?: SQL;
  colour?: SQL;
  size?: SQL;
  style?: SQL;
  gender?: SQL;
  status?: SQL;
  price?: SQL;
};
type Group = keyof GroupConditions;
const GROUPS: Group[] = ['category', 'colour', 'size', 'style', 'gender', 'status', 'price'];

function groupConditions(f: ProductFilters): GroupConditions {
  const price: SQL[] = [];
  if (f.minPrice !== undefined) price.push(sql`${products.currentPrice} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) price.push(sql`${products.currentPrice} <= ${f.maxPrice}`);
  return {
    category: f.categoryId === undefined ? undefined : sql`${products.categoryId} = ${f.categoryId}`,
    // Colours and sizes are the variants' that can be ordered now (docs/product-rules.md#variants).
    colour: f.colors.length ? hasVariantOption('colour', f.colors) : undefined,
    size: f.sizes.length ? hasVariantOption('size', f.sizes) : undefined,
    style: f.styles.length ? hasAttribute('style', f.styles) : undefined,
    gender: f.genders.length ? hasAttribute('gender', f.genders) : undefined,
    status: f.statuses.length ? hasStatus(f.statuses) : undefined,
    price: price.length ? sql.join(price, sql` and `) : undefined,
  };
}

/** Conditions that are not facet groups: activity, search and the featured flag. */
function scopeConditions(f: ProductFilters): SQL[] {
  const scope: SQL[] = [sql`${products.isActive}`];
  const search = searchCondition(f.searchWords);
  if (search) scope.push(search);
  if (f.featured !== undefined) scope.push(sql`${products.featured} = ${f.featured}`);
  return scope;
}

function sortColumn(sort: ProductSort): SQL {
  switch (sort.by) {
    case 'base_price':
      return sql`${products.currentPrice}`;
    case 'name':
      // Folded and compared byte-wise, so both engines (and any database locale) order names alike.
      return sort.locale === 'en'
        ? sql`(lower(immutable_unaccent(${products.nameEn})) collate "C")`
        : sql`(lower(immutable_unaccent(${products.namePl})) collate "C")`;
    case 'popularity':
    case 'relevance':
      // Relevance itself is the search rank, which findProductPage puts before any sort; among equals (and
      // without a search) the most popular come first.
      return sql`${products.popularity}`;
    case 'rating':
      // The approved reviews' average, computed only for the rows that pass the filters (index
      // reviews_product_approved_idx); a product nobody reviewed counts as 0, so it comes last.
      return sql`coalesce((select avg(r.rating) from reviews r
        where r.product_id = "products"."id" and r.is_approved), 0)`;
    default:
      return sql`${products.createdAt}`;
  }
}

/** One page of products matching every filter, in the requested order (relevance first when searching). */
export async function findProductPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const groups = groupConditions(filters);
  const where = and(...scopeConditions(filters), ...GROUPS.map((g) => groups[g]));
  const direction = sort.order === 'asc' ? asc : desc;
  const order: SQL[] = [];
  if (filters.searchWords.length) order.push(desc(searchRank(filters.searchWords)));
  order.push(direction(sortColumn(sort)), direction(products.id));
  return selectProducts(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many active products a search finds (the suggestions' "see all N"). */
export async function countSearchMatches(db: Db, words: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...scopeConditions({ ...NO_FILTERS, searchWords: words })));
  return row?.n ?? 0;
}

const NO_FILTERS: ProductFilters = {
  searchWords: [],
  colors: [],
  sizes: [],
  genders: [],
  styles: [],
  statuses: [],
};

export type FacetCountRow = { facet: string; value: string | null; count: number; extra: number | null };

/**
 * Facet counts in one statement. Each group is counted under every active filter except its own (so
 * ticking "black" still shows how many brown products there are); 'total' applies them all, and 'price'
 * gives the current-price range under every filter except the price range itself.
 */
export async function countFacets(db: Db, filters: ProductFilters): Promise<FacetCountRow[]> {
  const groups = groupConditions(filters);
  const flag = (g: Group) => groups[g] ?? sql`true`;
  const others = (except: Group | null) =>
    sql.raw(
      GROUPS.filter((g) => g !== except)
        .map((g) => `m_${g}`)
        .join(' and '),
    );
  const result = await db.execute(sql`
    with base as materialized (
      select ${products.categoryId} as category_id, ${products.currentPrice} as current_price,
        ${products.attributeCodes} as codes, ${products.variantCodes} as options,
        ${products.stock} > 0 as in_stock, ${products.salePrice} is not null as on_sale,
        ${flag('category')} as m_category, ${flag('colour')} as m_colour, ${flag('size')} as m_size, ${flag('style')} as m_style,
        ${flag('gender')} as m_gender, ${flag('status')} as m_status, ${flag('price')} as m_price
      from ${products}
      where ${and(...scopeConditions(filters))}
    )
    select 'category' as facet, category_id::text as value, count(*)::int as count, null::int as extra
      from base where ${others('category')} group by category_id
    union all
    select split_part(c, ':', 1), split_part(c, ':', 2), count(*)::int, null::int
      from base cross join unnest(base.codes) as c
      where (c like 'style:%' and ${others('style')})
         or (c like 'gender:%' and ${others('gender')})
         or (c like 'status:%' and c not in ('status:in_stock', 'status:sale') and ${others('status')})
      group by c
    union all
    -- variant_codes holds each option once per product, so these count products, not variants.
    select split_part(o, ':', 1), substr(o, strpos(o, ':') + 1), count(*)::int, null::int
      from base cross join unnest(base.options) as o
      where (o like 'colour:%' and ${others('colour')}) or (o like 'size:%' and ${others('size')})
      group by o
    union all
    select 'status', 'in_stock', count(*)::int, null::int from base where in_stock and ${others('status')}
    union all
    select 'status', 'sale', count(*)::int, null::int from base where on_sale and ${others('status')}
    union all
    select 'total', null, count(*)::int, null::int from base where ${others(null)}
    union all
    select 'price', null, coalesce(min(current_price), 0)::int, coalesce(max(current_price), 0)::int
      from base where ${others('price')}
  `);
  return rowsOf<FacetCountRow>(result);
}

/** Active variants of the given products in their order, with their colours' names. */
export async function findVariants(db: DbOrTx, productIds: ProductIds): Promise<VariantRow[]> {
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      colourCode: productVariants.colourCode,
      colourPl: attributeValues.labelPl,
      colourEn: attributeValues.labelEn,
      hex: attributeValues.hex,
      size: productVariants.size,
      basePrice: productVariants.basePrice,
      salePrice: productVariants.salePrice,
      stock: productVariants.stock,
      madeToOrder: productVariants.madeToOrder,
      position: productVariants.position,
    })
    .from(productVariants)
    .leftJoin(
      attributeValues,
      and(eq(attributeValues.kind, 'colour'), eq(attributeValues.code, productVariants.colourCode)),
    )
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** Photographs of the given products (their own and their variants'), in gallery order. */
export async function findImages(db: Db, productIds: ProductIds): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.variantId), asc(productImages.position));
}

/** Colour, style, gender and status links of the given products, with their labels. */
export async function findAttributeLinks(db: Db, productIds: ProductIds): Promise<AttributeLinkRow[]> {
  return db
    .select({
      productId: productAttributeValues.productId,
      kind: attributeValues.kind,
      code: attributeValues.code,
      labelPl: attributeValues.labelPl,
      labelEn: attributeValues.labelEn,
      hex: attributeValues.hex,
      position: attributeValues.position,
    })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .where(inArray(productAttributeValues.productId, productIds))
    .orderBy(asc(attributeValues.kind), asc(attributeValues.position), asc(attributeValues.id));
}

/** Price history of the products up to `now`, oldest first; with `now` undefined, scheduled entries too. */
export async function findPriceHistory(
  db: Db,
  productIds: ProductIds,
  now: Date | undefined,
): Promise<PriceHistoryRow[]> {
  return db
    .select({
      productId: priceHistory.productId,
      variantId: priceHistory.variantId,
      price: priceHistory.price,
      effectiveFrom: priceHistory.effectiveFrom,
    })
    .from(priceHistory)
    .where(
      and(
        inArray(priceHistory.productId, productIds),
        now === undefined ? undefined : lte(priceHistory.effectiveFrom, now),
      ),
    )
    .orderBy(asc(priceHistory.variantId), asc(priceHistory.effectiveFrom));
}

export async function findActiveProduct(
  db: Db,
  by: { id: number } | { slug: string },
): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.isActive, true), 'id' in by ? eq(products.id, by.id) : eq(products.slug, by.slug)))
    .limit(1);
  return row;
}

/** Products named by their ids, or by a query selecting them (a product page knows its slug, not its id). */
export type ProductIds = number[] | SQLWrapper;

/** The active product with this slug, as a query: its related rows are read by it in the same round trip. */
export function activeProductWithSlug(db: Db, slug: string) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.slug, slug)));
}

/** The id of the active product with this slug. */
export async function findActiveProductId(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await activeProductWithSlug(db, slug).limit(1);
  return row?.id;
}

/** Featured products: those in stock first, then the newest. */
export async function findFeaturedProducts(db: Db, limit: number): Promise<ProductRow[]> {
  return selectProducts(db)
    .where(and(eq(products.isActive, true), eq(products.featured, true)))
    .orderBy(desc(sql`${products.stock} > 0`), desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * Products to suggest beside one ("you may also like"): orderable, not this one, ordered by how much they share
 * with it — its category counts most (4), then each colour it comes in (1 each) and each style and the gender
 * (1 each) — and the most popular among equals. A score of 0 is still a suggestion: a product alone in its
 * category gets the shop's popular ones. Null when the product is not on sale.
 */
export async function findRelatedProductIds(
  db: Db,
  /** The product, by id or by slug (a product page knows its slug before its id). */
  of: { id: number } | { slug: string },
  limit: number,
  /** 'every product': score the whole shop, the reference the faster way is checked against. */
  way: 'by codes first' | 'every product' = 'by codes first',
): Promise<number[] | null> {
  // Only an active product has suggestions: null tells the caller there is none (one query, not a check first).
  const [target] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      variantCodes: products.variantCodes,
      attributeCodes: products.attributeCodes,
    })
    .from(products)
    .where(and('id' in of ? eq(products.id, of.id) : eq(products.slug, of.slug), eq(products.isActive, true)))
    .limit(1);
  if (!target) return null;
  const productId = target.id;
  const colours = (target.variantCodes ?? []).filter((code) => code.startsWith('colour:'));
  const traits = (target.attributeCodes ?? []).filter(
    (code) => code.startsWith('style:') || code.startsWith('gender:'),
  );
  const shared = (column: SQL, codes: string[]) =>
    codes.length
      ? sql`(select count(*)::int from unnest(${column}) as c(code) where c.code = any(${sql`array[${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[]`}))`
      : sql`0`;
  const score = sql`(case when ${products.categoryId} = ${target.categoryId} then 4 else 0 end)
    + ${shared(sql`${products.variantCodes}`, colours)} + ${shared(sql`${products.attributeCodes}`, traits)}`;
  const orderable = and(
    eq(products.isActive, true),
    sql`${products.id} <> ${productId}`,
    sql`(${products.stock} > 0 or ${products.madeToOrder})`,
  );
  const ranked = (candidates: SQL) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(orderable, candidates))
      .orderBy(desc(score), desc(products.popularity), asc(products.id))
      .limit(limit);

  // Scoring every product of the shop reads the whole table (tens of ms at 10,000 products). The best ones are
  // found first among those scoring at least `floor`, which the codes' indexes find directly; when there are
  // `limit` of them they are the answer (any product left out scores less), otherwise the floor goes down.
  const codes = [
    ...colours.map((code) => ({ code, colour: true })),
    ...traits.map((code) => ({ code, colour: false })),
  ];
  const having = (count: number): SQL | null => {
    if (count <= 0) return sql`true`;
    if (count > codes.length) return sql`false`;
    const groups = subsets(codes, count);
    if (groups.length > MAX_CODE_GROUPS) return null;
    return sql`(${sql.join(
      groups.map(
        (group) =>
          sql`(${products.variantCodes} @> ${textArray(group.filter((c) => c.colour).map((c) => c.code))} and ${
            products.attributeCodes
          } @> ${textArray(group.filter((c) => !c.colour).map((c) => c.code))})`,
      ),
      sql` or `,
    )})`;
  };
  for (let floor = 4 + codes.length - 1; way === 'by codes first' && floor >= 4; floor -= 1) {
    const inCategory = having(floor - 4);
    const elsewhere = having(floor);
    if (!inCategory || !elsewhere) break;
    const found = await ranked(
      sql`((${products.categoryId} = ${target.categoryId} and ${inCategory}) or (${products.categoryId} <> ${target.categoryId} and ${elsewhere}))`,
    );
    if (found.length >= limit) return found.map((row) => row.id);
  }
  return (await ranked(sql`true`)).map((row) => row.id);
}

/** More code combinations than this and the plain scoring of every product is cheaper. */
const MAX_CODE_GROUPS = 40;

function textArray(codes: string[]): SQL {
  return sql`array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
}

/** Every way of choosing `size` items of `items`, in order. */
function subsets<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((group) => [first, ...group]), ...subsets(rest, size)];
}

/** Labels, swatches and order of every filter value and category (small; cached by the service). */
export async function findFacetVocabulary(db: Db) {
  const [values, cats] = await Promise.all([
    db
      .select({
        kind: attributeValues.kind,
        code: attributeValues.code,
        labelPl: attributeValues.labelPl,
        labelEn: attributeValues.labelEn,
        hex: attributeValues.hex,
        position: attributeValues.position,
      })
      .from(attributeValues)
      .orderBy(asc(attributeValues.kind), asc(attributeValues.position), asc(attributeValues.id)),
    db
      .select({ id: categories.id, slug: categories.slug, namePl: categories.namePl, nameEn: categories.nameEn })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  return { values, categories: cats };
}
export type FacetVocabulary = Awaited<ReturnType<typeof findFacetVocabulary>>;

/**
 * Every colour's name in one language, by code. Order lines keep the colour's code; the e-mails, the order
 * details and the packing slip print its name. A colour deleted since has no entry (callers fall back to the code).
 */
export async function findColourNames(db: DbOrTx, locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: attributeValues.code, labelPl: attributeValues.labelPl, labelEn: attributeValues.labelEn })
    .from(attributeValues)
    .where(eq(attributeValues.kind, 'colour'));
  return new Map(rows.map((r) => [r.code, locale === 'en' ? r.labelEn : r.labelPl]));
}

/** Active categories in menu order with the number of active products in each. */
export async function findCategoriesWithCounts(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      namePl: categories.namePl,
      nameEn: categories.nameEn,
      descriptionPl: categories.descriptionPl,
      descriptionEn: categories.descriptionEn,
      // Spelled out: in a one-table select Drizzle leaves column names unqualified, which would be ambiguous here.
      productCount: sql<number>`(select count(*)::int from products p
        where p.category_id = "categories"."id" and p.is_active)`.mapWith(Number),
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findActiveBanners(db: Db) {
  return db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.position), asc(banners.id));
}

// ——— writes ———

/** Locks a variant's prices for a change; undefined when there is no such variant. */
export async function lockVariantPrices(
  tx: Tx,
  variantId: number,
): Promise<{ productId: number; basePrice: Grosze; salePrice: Grosze | null } | undefined> {
  const [row] = await tx
    .select({
      productId: productVariants.productId,
      basePrice: productVariants.basePrice,
      salePrice: productVariants.salePrice,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  return row;
}

/** Ids of a product's active variants, oldest first. */
export async function findVariantIds(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((r) => r.id);
}

export async function updateVariantPrices(
  tx: Tx,
  variantId: number,
  prices: { basePrice: Grosze; salePrice: Grosze | null },
): Promise<void> {
  await tx.update(productVariants).set(prices).where(eq(productVariants.id, variantId));
}

/** The variant's last recorded price, or undefined for a variant without history. */
export async function latestRecordedPrice(tx: Tx, variantId: number): Promise<Grosze | undefined> {
  const [row] = await tx
    .select({ price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.variantId, variantId))
    .orderBy(desc(priceHistory.effectiveFrom))
    .limit(1);
  return row?.price;
}

export async function recordPrice(
  tx: Tx,
  variant: { productId: number; variantId: number },
  price: Grosze,
  effectiveFrom: Date,
): Promise<void> {
  await tx
    .insert(priceHistory)
    .values({ ...variant, price, effectiveFrom })
    .onConflictDoUpdate({ target: [priceHistory.variantId, priceHistory.effectiveFrom], set: { price } });
}

/** Returns false when there is no such variant. */
export async function updateVariantStock(db: DbOrTx, variantId: number, stock: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.id, variantId))
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A fingerprint of the shop-wide names a presented product quotes — its category's name and address, the
 * labels of its attributes and colours: when it changes, every presented product card is stale
 * (product-cards.ts). Two small tables, read once per catalogue version.
 */
export async function findPresentationEpoch(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select md5(
      coalesce((select string_agg(c::text, '|' order by c.id) from categories c), '') || '#' ||
      coalesce((select string_agg(a::text, '|' order by a.id) from attribute_values a), '')
    ) as epoch`);
  return (result as unknown as { rows: { epoch: string }[] }).rows[0].epoch;
}
