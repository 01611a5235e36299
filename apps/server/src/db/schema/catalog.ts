import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, intArray, oneOf, textArray, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const PRODUCT_KINDS = [
  'tote',
  'crossbody',
  'shoulder',
  'backpack',
  'wallet',
  'cardholder',
  'belt',
  'keyholder',
  'gift_card',
] as const;
export type ProductKindCode = (typeof PRODUCT_KINDS)[number];

/** Filterable product properties (docs/product-rules.md#catalogue); codes are canonical, labels are per language. */
export const ATTRIBUTE_KINDS = ['colour', 'style', 'gender', 'status'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const PRODUCT_LABELS = ['new', 'limited', 'sale', 'bestseller'] as const;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_id_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    /** Sanitised HTML (docs/product-rules.md#content). */
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /**
     * Regular and reduced gross price of the product's price variant — the cheapest orderable one (else the
     * cheapest) — copied from product_variants by the triggers of migration 0013; staff edit variants' prices.
     */
    basePrice: grosze('base_price').notNull(),
    salePrice: grosze('sale_price'),
    /** What the customer pays now: the reduced price while on sale, else the regular one. Filters and sorts use it. */
    currentPrice: grosze('current_price').generatedAlwaysAs(sql`coalesce("sale_price", "base_price")`),
    /** Sum of the active variants' stock (trigger-maintained summary, migration 0013). */
    stock: integer('stock').notNull().default(0),
    /** Some active variant is made to order when out of stock (docs/product-rules.md#stock); trigger-maintained. */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** Sold as a gift card (one variant per amount): never out of stock, not discounted by promo codes. */
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    /** Units sold; drives "popularity" sorting. */
    popularity: integer('popularity').notNull().default(0),
    labels: textArray('labels'),
    /** Sizes of the active variants in their order; ['one_size'] when the product has a single size. Trigger-maintained. */
    sizes: textArray('sizes'),
    featuresPl: textArray('features_pl'),
    featuresEn: textArray('features_en'),
    materialPl: text('material_pl').notNull().default(''),
    materialEn: text('material_en').notNull().default(''),
    dimensionsPl: text('dimensions_pl').notNull().default(''),
    dimensionsEn: text('dimensions_en').notNull().default(''),
    compartmentsPl: text('compartments_pl').notNull().default(''),
    compartmentsEn: text('compartments_en').notNull().default(''),
    strapsPl: text('straps_pl').notNull().default(''),
    strapsEn: text('straps_en').notNull().default(''),
    /** Care instructions and safety warnings (GPSR). */
    carePl: text('care_pl').notNull().default(''),
    careEn: text('care_en').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamptz('published_at'),
    /**
     * Search document (modules/catalog/search.ts): names, category names and HTML-stripped descriptions in
     * both languages, accent-folded and lower-cased. Kept current by the catalogue code, not by triggers.
     */
    searchText: text('search_text').notNull().default(''),
    /** The short part of the search document (names and category names) that typo-tolerant matching reads. */
    searchName: text('search_name').notNull().default(''),
    /**
     * The product's filter values as 'kind:code' ('colour:black', 'status:new'), copied from
     * product_attribute_values by database triggers (migration 0003) so filters and facet counts need no join.
     */
    attributeCodes: textArray('attribute_codes'),
    /**
     * The options a customer can order now, as 'colour:black' and 'size:M', from the product's active variants
     * that are in stock or made to order (triggers of migration 0013). Colour and size filters read it.
     */
    variantCodes: textArray('variant_codes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The transaction that last wrote the row (a trigger of migration 0021 sets it on every update): the
     * catalogue index reads only the products written since its last read (docs/decisions/026-catalogue-index.md).
     */
    revisedXact: bigint('revised_xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_id_idx').on(t.categoryId),
    // Each list sort reads one of these in order (ties broken by id), so a page is a short index scan.
    index('products_active_created_at_idx').on(t.isActive, t.createdAt, t.id),
    index('products_active_current_price_idx').on(t.isActive, t.currentPrice, t.id),
    index('products_active_popularity_idx').on(t.isActive, t.popularity, t.id),
    index('products_active_name_pl_idx').on(t.isActive, sql`(lower(immutable_unaccent("name_pl")) collate "C")`, t.id),
    index('products_active_name_en_idx').on(t.isActive, sql`(lower(immutable_unaccent("name_en")) collate "C")`, t.id),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_attribute_codes_idx').using('gin', t.attributeCodes),
    index('products_revised_xact_idx').on(t.revisedXact),
    index('products_variant_codes_idx').using('gin', t.variantCodes),
    index('products_featured_idx').on(t.featured).where(sql`${t.featured}`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_base_price_positive', sql`${t.basePrice} > 0`),
    check(
      'products_sale_price_below_base',
      sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.basePrice})`,
    ),
    check('products_popularity_not_negative', sql`${t.popularity} >= 0`),
    check('products_kind_valid', sql`${t.kind} in (${oneOf(PRODUCT_KINDS)})`),
  ],
);

/**
 * What a customer actually buys (docs/product-rules.md#variants): one colour and size of a product model, with its
 * own SKU, prices, stock and made-to-order flag. Every product has at least one. The product row keeps a
 * summary of its variants (stock, price, sizes, orderable options) written by database triggers (migration
 * 0013), so lists, filters, sorting and facet counts read one row per product.
 */
/**
 * Products deleted, with the transaction that deleted them (a trigger of migration 0022 writes them): the
 * catalogue index learns of deletions here, as a deleted row cannot be read (docs/decisions/026-catalogue-index.md).
 */
export const productRemovals = pgTable(
  'product_removals',
  {
    productId: integer('product_id').notNull(),
    revisedXact: bigint('revised_xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [index('product_removals_revised_xact_idx').on(t.revisedXact)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** A catalogue colour code (attribute_values kind 'colour'), or null for a product without a colour choice. */
    colourCode: text('colour_code'),
    /** 'one_size' when the product has one size. */
    size: text('size').notNull().default('one_size'),
    basePrice: grosze('base_price').notNull(),
    salePrice: grosze('sale_price'),
    currentPrice: grosze('current_price').generatedAlwaysAs(sql`coalesce("sale_price", "base_price")`),
    stock: integer('stock').notNull().default(0),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    /** Order of the swatches and sizes on the product page; the first orderable variant is the default. */
    position: integer('position').notNull().default(0),
    /** A retired variant is kept for the orders and carts that name it, but no longer shown or sold. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    uniqueIndex('product_variants_option_unique')
      .on(t.productId, sql`coalesce(${t.colourCode}, '')`, t.size)
      .where(sql`${t.isActive}`),
    index('product_variants_product_id_idx').on(t.productId, t.position),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_base_price_positive', sql`${t.basePrice} > 0`),
    check(
      'product_variants_sale_price_below_base',
      sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.basePrice})`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Photographs of one variant (its colour); null for the product's own, which variants without photographs show. */
    variantId: integer('variant_id').references((): AnyPgColumn => productVariants.id, { onDelete: 'cascade' }),
    /** 0 is the main photograph. */
    position: integer('position').notNull().default(0),
    /** URL path under /uploads without width and extension, e.g. 'products/{slug}/1'; files are '{path}-{width}.webp'. */
    path: text('path').notNull(),
    widths: intArray('widths'),
    altPl: text('alt_pl').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('product_images_product_position_unique').on(t.productId, t.variantId, t.position).nullsNotDistinct()],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    labelPl: text('label_pl').notNull(),
    labelEn: text('label_en').notNull(),
    /** Swatch colour of a 'colour' value. */
    hex: text('hex'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('attribute_values_kind_code_unique').on(t.kind, t.code),
    check('attribute_values_kind_valid', sql`${t.kind} in (${oneOf(ATTRIBUTE_KINDS)})`),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    // Facet counts and filters go from the value to its products.
    index('product_attribute_values_value_idx').on(t.attributeValueId, t.productId),
  ],
);

/**
 * Every effective gross price a product has had (base or reduced), so the Omnibus rule (docs/product-rules.md#legal) can show
 * the lowest price of the 30 days before a reduction.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Omnibus is kept per variant: each has its own price and so its own lowest price of 30 days. */
    variantId: integer('variant_id')
      .notNull()
      .references((): AnyPgColumn => productVariants.id, { onDelete: 'cascade' }),
    price: grosze('price').notNull(),
    effectiveFrom: timestamptz('effective_from').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_history_variant_effective_unique').on(t.variantId, t.effectiveFrom),
    index('price_history_product_idx').on(t.productId, t.effectiveFrom),
    check('price_history_price_positive', sql`${t.price} > 0`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    /** Natural key of seeded banners, so re-seeding updates rather than duplicates; staff banners may leave it empty. */
    key: text('key'),
    titlePl: text('title_pl').notNull(),
    titleEn: text('title_en').notNull(),
    subtitlePl: text('subtitle_pl').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    buttonLabelPl: text('button_label_pl').notNull().default(''),
    buttonLabelEn: text('button_label_en').notNull().default(''),
    /** URL path under /uploads without width and extension, e.g. 'banners/autumn'. */
    imagePath: text('image_path').notNull(),
    widths: intArray('widths'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Shop path without the locale segment, e.g. '/products?category=3'. */
    buttonUrl: text('button_url').notNull().default('/products'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('banners_key_unique').on(t.key), index('banners_active_position_idx').on(t.isActive, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Reviews show only after staff approval. */
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_approved_idx').on(t.productId, t.isApproved),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Every word of the products' search_name documents (modules/catalog/search.ts), kept by a database trigger
 * (migration 0011) whenever a product's search_name is written. Typo-tolerant search compares a query word
 * with these few hundred words once, instead of with the names of every product; a word whose products are
 * gone may linger and costs nothing (a product still has to contain it).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductImage = typeof productImages.$inferSelect;
export type ProductVariant = typeof productVariants.$inferSelect;
export type AttributeValue = typeof attributeValues.$inferSelect;
export type PriceHistoryEntry = typeof priceHistory.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Review = typeof reviews.$inferSelect;
