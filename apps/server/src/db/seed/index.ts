import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import { catalogueVersion } from '../../modules/catalog/catalog-cache';
import { refreshProductSearch } from '../../modules/catalog/search';
import { DEMO_SELLER_IDENTITY } from '../../modules/seller/seller-identity';
import type { Db, Tx } from '../client';
import {
  attributeValues,
  banners,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  categories,
  categorySizeGuides,
  coupons,
  deliveryMethods,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
  ROLE_NAMES,
  roles,
  shopSettings,
  userRoles,
  users,
} from '../schema';
import { galleryImageJobs, seedGallery, seedInfoPages } from './content';
import { blogCategories as blogCategorySeeds, blogPosts as blogPostSeeds, blogTags as blogTagSeeds } from './data/blog';
import { banners as bannerSeeds, categories as categorySeeds } from './data/catalogue';
import { type GallerySeed, galleryImages as gallerySeeds } from './data/gallery';
import { type FaqSeed, faqEntries as faqSeeds, type InfoPageContent, infoPages as infoPageSeeds } from './data/pages';
import { bagProducts } from './data/products-bags';
import { smallGoodsProducts } from './data/products-small-goods';
import {
  attributeValues as attributeValueSeeds,
  coupons as couponSeeds,
  deliveryMethods as deliveryMethodSeeds,
  demoUsers,
} from './data/shop';
import { type SizeGuideSeed, sizeGuides as sizeGuideSeeds } from './data/size-guides';
import type {
  BannerSeed,
  Bilingual,
  BlogCategorySeed,
  BlogPostSeed,
  BlogTagSeed,
  CategorySeed,
  ColourCode,
  CouponSeed,
  DeliveryMethodSeed,
  ProductKind,
  ProductSeed,
  UserSeed,
} from './data/types';
import { GIFT_CARD_IMAGE_PATH, giftCardPhotoSvg, seedGiftCards } from './gift-cards';
import {
  BANNER_WIDTHS,
  bannerSvg,
  blogCoverSvg,
  COVER_WIDTHS,
  PRODUCT_WIDTHS,
  productPhotoSvg,
  writeImageVariants,
} from './images';

export type AttributeValueSeed = (typeof attributeValueSeeds)[number];

/** Everything the seed writes; tests may pass a smaller set. */
export type SeedContent = {
  attributeValues: AttributeValueSeed[];
  categories: CategorySeed[];
  products: ProductSeed[];
  banners: BannerSeed[];
  deliveryMethods: DeliveryMethodSeed[];
  coupons: CouponSeed[];
  users: UserSeed[];
  blogCategories: BlogCategorySeed[];
  blogTags: BlogTagSeed[];
  blogPosts: BlogPostSeed[];
  /** Information pages, FAQ and gallery (issue 7); absent in tests that seed only the catalogue. */
  infoPages?: InfoPageContent[];
  faq?: FaqSeed[];
  gallery?: GallerySeed[];
  /** Size guides of categories (docs/product-rules.md#size-guides); absent in tests that seed only products. */
  sizeGuides?: SizeGuideSeed[];
};

export const demoContent: SeedContent = {
  attributeValues: attributeValueSeeds,
  categories: categorySeeds,
  sizeGuides: sizeGuideSeeds,
  products: [...bagProducts, ...smallGoodsProducts],
  banners: bannerSeeds,
  deliveryMethods: deliveryMethodSeeds,
  coupons: couponSeeds,
  users: demoUsers,
  blogCategories: blogCategorySeeds,
  blogTags: blogTagSeeds,
  blogPosts: blogPostSeeds,
  infoPages: infoPageSeeds,
  faq: faqSeeds,
  gallery: gallerySeeds,
};

/**
 * Shop-wide settings (shop_settings) with their starting values. Only missing keys are written, so values
 * staff have changed survive a re-seed.
 */
export const SHOP_SETTING_DEFAULTS: Record<string, unknown> = {
  /** Grosze; delivery is free from this cart total after discount (docs/product-rules.md#delivery). */
  free_shipping_threshold: 20000,
  default_delivery_method: 'inpost',
  default_payment_method: 'przelew24',
  vat_rate_percent: 23,
  /** Version of the store regulations accepted at checkout (docs/product-rules.md#legal). */
  terms_version: '2025-10-25',
  bank_transfer_due_business_days: 3,
  made_to_order_days: { min: 3, max: 4 },
  fulfilment_business_days: 7,
  /** The seller's legal identity: invented demo values, flagged `demo` (docs/product-rules.md#seller-identity). */
  seller_identity: DEMO_SELLER_IDENTITY,
};

export type SeedOptions = {
  /** Root of the data folder; images go to `${dataDir}/uploads`. */
  dataDir: string;
  /** Render product, banner and blog images (default true). */
  images?: boolean;
  /** The moment "days ago" in the seed content counts from. */
  now?: Date;
  log?: (msg: string) => void;
  content?: SeedContent;
  /**
   * The gift-card product and the README's demo card (gift-cards.ts). The shop's start and `npm run seed` ask
   * for them; tests that count the catalogue's bags and wallets leave them out.
   */
  giftCards?: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const BAG_KINDS: ProductKind[] = ['tote', 'crossbody', 'shoulder', 'backpack'];
/** What each generated view shows (images.ts): 0 front, 1 the kind's second angle, 2 leather close-up, 3 interior scene. */
const SECOND_VIEW: Record<ProductKind, Bilingual> = {
  tote: { pl: 'widok pod kątem z drugiej strony', en: 'angled view from the other side' },
  crossbody: { pl: 'widok pod kątem z drugiej strony', en: 'angled view from the other side' },
  shoulder: { pl: 'widok pod kątem z drugiej strony', en: 'angled view from the other side' },
  backpack: { pl: 'widok pod kątem z drugiej strony', en: 'angled view from the other side' },
  wallet: { pl: 'rozłożony, z przegrodami na karty', en: 'opened, showing the card slots' },
  cardholder: { pl: 'z wysuniętymi kartami', en: 'with the cards fanned out' },
  belt: { pl: 'zwinięty w rolkę', en: 'rolled up' },
  keyholder: { pl: 'z kluczami', en: 'with keys attached' },
};

function viewName(kind: ProductKind, view: number): Bilingual {
  if (view === 1) return SECOND_VIEW[kind];
  if (view === 2) return { pl: 'zbliżenie na skórę i szwy', en: 'close-up of the leather and stitching' };
  if (view === 3) return { pl: 'w jasnym wnętrzu', en: 'in a bright interior' };
  return kind === 'belt'
    ? { pl: 'zapięty, klamrą do przodu', en: 'fastened, buckle to the front' }
    : { pl: 'widok z przodu', en: 'front view' };
}

/** The first version with a database holds no product; the server seeds it then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Writes the demo shop. Idempotent: rows are matched by their natural keys (slugs, codes, e-mails), so a
 * second run duplicates nothing. Content (names, texts, prices, flags) is refreshed from the seed; live
 * state is left alone: stock, units sold, creation dates, coupon dates, passwords, settings.
 * `created` says whether this run added products, i.e. built the catalogue.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const content = options.content ?? demoContent;

  // Hashing is slow on purpose; doing it before the transaction keeps the transaction short.
  const passwordHashes = await hashMissingUserPasswords(db, content.users);

  const created = await db.transaction(async (tx) => {
    await seedRoles(tx);
    const attributeIds = await seedAttributeValues(tx, content.attributeValues);
    const categoryIds = await seedCategories(tx, content.categories);
    await seedSizeGuides(tx, content.sizeGuides ?? [], categoryIds);
    const newProducts = await seedProducts(tx, content.products, { now, categoryIds, attributeIds });
    if (options.giftCards) await seedGiftCards(tx, { now, categoryIds, widths: PRODUCT_WIDTHS });
    await refreshProductSearch(tx);
    log(`products: ${content.products.length} (${newProducts} new) in ${content.categories.length} categories`);
    await seedBanners(tx, content.banners, categoryIds);
    await seedDeliveryMethods(tx, content.deliveryMethods);
    await seedCoupons(tx, content.coupons, now);
    const newUsers = await seedUsers(tx, content.users, passwordHashes, now);
    log(`users: ${content.users.length} (${newUsers} new), coupons: ${content.coupons.length}`);
    await seedBlog(tx, content, now);
    log(`blog: ${content.blogPosts.length} posts in ${content.blogCategories.length} categories`);
    await seedInfoPages(tx, content.infoPages ?? [], content.faq ?? []);
    await seedGallery(tx, content.gallery ?? []);
    await tx
      .insert(shopSettings)
      .values(Object.entries(SHOP_SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    return newProducts > 0;
  });
  // Catalogue reads cached before the seed must not outlive it.
  catalogueVersion.bump();

  if (options.images !== false) {
    const written = await writeSeedImages(path.join(options.dataDir, 'uploads'), content, options.giftCards === true);
    log(`images: ${written} rendered under ${path.join(options.dataDir, 'uploads')}`);
  }
  return { created };
}

async function hashMissingUserPasswords(db: Db, seeds: UserSeed[]): Promise<Map<string, string>> {
  const emails = seeds.map((u) => u.email.toLowerCase());
  const existing = emails.length
    ? new Set(
        (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email),
      )
    : new Set<string>();
  const hashes = new Map<string, string>();
  for (const seed of seeds) {
    const email = seed.email.toLowerCase();
    if (!existing.has(email)) hashes.set(email, await hashPassword(seed.password));
  }
  return hashes;
}

async function seedRoles(tx: Tx) {
  await tx
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** Returns ids keyed by `${kind}:${code}`. */
async function seedAttributeValues(tx: Tx, seeds: AttributeValueSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const a of seeds) {
    const values = { labelPl: a.label.pl, labelEn: a.label.en, hex: a.hex ?? null, position: a.position };
    const [row] = await tx
      .insert(attributeValues)
      .values({ kind: a.kind, code: a.code, ...values })
      .onConflictDoUpdate({ target: [attributeValues.kind, attributeValues.code], set: values })
      .returning({ id: attributeValues.id });
    ids.set(`${a.kind}:${a.code}`, row.id);
  }
  return ids;
}

async function seedCategories(tx: Tx, seeds: CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of seeds) {
    const values = {
      namePl: c.name.pl,
      nameEn: c.name.en,
      descriptionPl: c.description.pl,
      descriptionEn: c.description.en,
      position: c.position,
    };
    const [row] = await tx
      .insert(categories)
      .values({ slug: c.slug, ...values })
      .onConflictDoUpdate({ target: categories.slug, set: values })
      .returning({ id: categories.id });
    ids.set(c.slug, row.id);
  }
  return ids;
}

/** Writes a guide only where the category has none: a guide staff have edited stays as they left it. */
async function seedSizeGuides(tx: Tx, seeds: SizeGuideSeed[], categoryIds: Map<string, number>) {
  const cell = (value: string | Bilingual) => (typeof value === 'string' ? { pl: value, en: '' } : value);
  for (const guide of seeds) {
    const categoryId = categoryIds.get(guide.categorySlug);
    if (categoryId === undefined) throw new Error(`Seed size guide: unknown category '${guide.categorySlug}'`);
    await tx
      .insert(categorySizeGuides)
      .values({
        categoryId,
        titlePl: guide.title.pl,
        titleEn: guide.title.en,
        introPl: guide.intro.pl,
        introEn: guide.intro.en,
        notePl: guide.note.pl,
        noteEn: guide.note.en,
        columns: guide.columns,
        rows: guide.rows.map((cells) => cells.map(cell)),
      })
      .onConflictDoNothing({ target: categorySizeGuides.categoryId });
  }
}

async function seedProducts(
  tx: Tx,
  seeds: ProductSeed[],
  ctx: { now: Date; categoryIds: Map<string, number>; attributeIds: Map<string, number> },
): Promise<number> {
  const existing = new Set((await tx.select({ slug: products.slug }).from(products)).map((r) => r.slug));
  let inserted = 0;
  for (const p of seeds) {
    const categoryId = ctx.categoryIds.get(p.categorySlug);
    if (categoryId === undefined) throw new Error(`Seed product ${p.slug}: unknown category '${p.categorySlug}'`);
    const content = {
      sku: p.sku,
      categoryId,
      kind: p.kind,
      namePl: p.name.pl,
      nameEn: p.name.en,
      descriptionPl: p.description.pl,
      descriptionEn: p.description.en,
      basePrice: p.basePrice,
      salePrice: p.salePrice ?? null,
      madeToOrder: p.madeToOrder,
      featured: p.featured,
      labels: p.labels,
      sizes: p.sizes,
      featuresPl: p.features.pl,
      featuresEn: p.features.en,
      materialPl: p.material.pl,
      materialEn: p.material.en,
      dimensionsPl: p.dimensions.pl,
      dimensionsEn: p.dimensions.en,
      compartmentsPl: p.compartments.pl,
      compartmentsEn: p.compartments.en,
      strapsPl: p.straps.pl,
      strapsEn: p.straps.en,
      carePl: p.care.pl,
      careEn: p.care.en,
      isActive: true,
    };
    const createdAt = daysBefore(ctx.now, p.createdDaysAgo);
    const [row] = await tx
      .insert(products)
      .values({ slug: p.slug, ...content, stock: p.stock, popularity: p.popularity, publishedAt: createdAt, createdAt })
      .onConflictDoUpdate({ target: products.slug, set: content })
      .returning({ id: products.id });
    if (!existing.has(p.slug)) inserted++;

    await syncProductAttributes(tx, row.id, p, ctx.attributeIds);
    await tx
      .insert(productImages)
      .values(productImageRows(row.id, p))
      .onConflictDoUpdate({
        target: [productImages.productId, productImages.variantId, productImages.position],
        set: {
          path: sqlExcluded('path'),
          widths: sqlExcluded('widths'),
          altPl: sqlExcluded('alt_pl'),
          altEn: sqlExcluded('alt_en'),
        },
      });
    await seedVariants(tx, row.id, p, ctx);
  }
  return inserted;
}

async function syncProductAttributes(tx: Tx, productId: number, p: ProductSeed, attributeIds: Map<string, number>) {
  // Colours are the variants' (seedVariants), not links.
  const wanted: [string, string][] = [
    ...p.styles.map((c): [string, string] => ['style', c]),
    ['gender', p.gender],
    ...p.statuses.map((c): [string, string] => ['status', c]),
  ];
  const ids = wanted.map(([kind, code]) => {
    const id = attributeIds.get(`${kind}:${code}`);
    if (id === undefined) throw new Error(`Seed product ${p.slug}: unknown ${kind} '${code}'`);
    return id;
  });
  await tx
    .insert(productAttributeValues)
    .values(ids.map((attributeValueId) => ({ productId, attributeValueId })))
    .onConflictDoNothing();
  await tx
    .delete(productAttributeValues)
    .where(
      and(eq(productAttributeValues.productId, productId), notInArray(productAttributeValues.attributeValueId, ids)),
    );
}

export type PlannedVariant = {
  sku: string;
  colour: ColourCode | null;
  size: string;
  stock: number;
  position: number;
  /** Its colour is not the product's first, so it has photographs of its own. */
  ownPhotos: boolean;
};

/**
 * A seed product's variants (docs/product-rules.md#variants): one per colour × size, the first carrying the
 * product's SKU and stock, the others a SKU with their colour and size and `variantStock` pieces.
 */
export function plannedVariants(p: ProductSeed): PlannedVariant[] {
  const colours: (ColourCode | null)[] = p.colours.length ? p.colours : [null];
  const planned: PlannedVariant[] = [];
  for (const colour of colours) {
    for (const size of p.sizes.length ? p.sizes : ['one_size']) {
      const key = `${colour ?? 'none'}/${size}`;
      const first = planned.length === 0;
      planned.push({
        sku: first ? p.sku : `${p.sku}-${key.replace('/', '-').toUpperCase()}`,
        colour,
        size,
        stock: first ? p.stock : (p.variantStock?.[key] ?? p.stock),
        position: planned.length,
        ownPhotos: colour !== null && colour !== colours[0],
      });
    }
  }
  return planned;
}

/**
 * Writes a product's variants by SKU with their price history and photographs. Stock is live state: only a new
 * variant gets the seed's figure. The database triggers then summarise them on the product row.
 */
async function seedVariants(tx: Tx, productId: number, p: ProductSeed, ctx: { now: Date }) {
  for (const v of plannedVariants(p)) {
    const content = {
      productId,
      colourCode: v.colour,
      size: v.size,
      basePrice: p.basePrice,
      salePrice: p.salePrice ?? null,
      madeToOrder: p.madeToOrder,
      position: v.position,
      isActive: true,
    };
    const [row] = await tx
      .insert(productVariants)
      .values({ sku: v.sku, ...content, stock: v.stock })
      .onConflictDoUpdate({ target: productVariants.sku, set: content })
      .returning({ id: productVariants.id });
    await syncPriceHistory(tx, productId, row.id, p, ctx.now);
    if (v.ownPhotos && v.colour) {
      await tx
        .insert(productImages)
        .values(variantImageRows(productId, row.id, p, v.colour))
        .onConflictDoNothing();
    }
  }
}

/**
 * The first seed writes the product's past prices; later seeds only add an entry when the effective price
 * differs from the last recorded one, so history is never rewritten or duplicated.
 */
async function syncPriceHistory(tx: Tx, productId: number, variantId: number, p: ProductSeed, now: Date) {
  const current = p.salePrice ?? p.basePrice;
  const [latest] = await tx
    .select({ price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.variantId, variantId))
    .orderBy(desc(priceHistory.effectiveFrom))
    .limit(1);
  if (latest) {
    if (latest.price !== current)
      await tx.insert(priceHistory).values({ productId, variantId, price: current, effectiveFrom: now });
    return;
  }
  await tx
    .insert(priceHistory)
    .values(plannedPriceHistory(p, now).map((e) => ({ productId, variantId, ...e })))
    .onConflictDoNothing();
}

/**
 * Price entries of a freshly seeded product. A reduced product without an explicit history gets its
 * regular price for well over 30 days before a reduction a week ago, so the Omnibus figure ("lowest price
 * in the 30 days before the reduction") is the regular price, as in a real shop.
 */
export function plannedPriceHistory(p: ProductSeed, now: Date): { price: number; effectiveFrom: Date }[] {
  const current = p.salePrice ?? p.basePrice;
  let entries: { price: number; effectiveFrom: Date }[];
  if (p.priceHistory?.length) {
    entries = p.priceHistory.map((h) => ({ price: h.price, effectiveFrom: daysBefore(now, h.daysAgo) }));
  } else if (p.salePrice !== undefined) {
    entries = [
      { price: p.basePrice, effectiveFrom: daysBefore(now, Math.max(p.createdDaysAgo, 45)) },
      { price: p.salePrice, effectiveFrom: daysBefore(now, 7) },
    ];
  } else {
    entries = [{ price: p.basePrice, effectiveFrom: daysBefore(now, p.createdDaysAgo) }];
  }
  if (entries[entries.length - 1].price !== current) entries.push({ price: current, effectiveFrom: now });
  // One entry per moment: a later entry at the same instant replaces an earlier one.
  const byTime = new Map(entries.map((e) => [e.effectiveFrom.getTime(), e]));
  return [...byTime.values()].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
}

function imageCount(kind: ProductKind): number {
  return BAG_KINDS.includes(kind) ? 4 : 3;
}

function productImageRows(productId: number, p: ProductSeed) {
  return Array.from({ length: imageCount(p.kind) }, (_, i) => ({
    productId,
    position: i,
    path: `products/${p.slug}/${i + 1}`,
    widths: PRODUCT_WIDTHS,
    altPl: `${p.name.pl} — ${viewName(p.kind, i).pl}`,
    altEn: `${p.name.en} — ${viewName(p.kind, i).en}`,
  }));
}

/** Photographs of a variant in another colour than the product's first: 'products/{slug}/{colour}-{n}'. */
function variantImageRows(productId: number, variantId: number, p: ProductSeed, colour: ColourCode) {
  return Array.from({ length: imageCount(p.kind) }, (_, i) => ({
    productId,
    variantId,
    position: i,
    path: `products/${p.slug}/${colour}-${i + 1}`,
    widths: PRODUCT_WIDTHS,
    altPl: `${p.name.pl} — ${viewName(p.kind, i).pl}`,
    altEn: `${p.name.en} — ${viewName(p.kind, i).en}`,
  }));
}

async function seedBanners(tx: Tx, seeds: BannerSeed[], categoryIds: Map<string, number>) {
  for (const b of seeds) {
    const categoryId = b.categorySlug ? categoryIds.get(b.categorySlug) : undefined;
    if (b.categorySlug && categoryId === undefined)
      throw new Error(`Seed banner ${b.key}: unknown category '${b.categorySlug}'`);
    // The products page filters by category id in its query string (docs/product-rules.md#addresses-and-languages).
    const buttonUrl = categoryId === undefined ? b.buttonPath : `${b.buttonPath}?category=${categoryId}`;
    const values = {
      titlePl: b.title.pl,
      titleEn: b.title.en,
      subtitlePl: b.subtitle.pl,
      subtitleEn: b.subtitle.en,
      buttonLabelPl: b.buttonLabel.pl,
      buttonLabelEn: b.buttonLabel.en,
      imagePath: `banners/${b.key}`,
      widths: BANNER_WIDTHS,
      categoryId: categoryId ?? null,
      buttonUrl,
      position: b.position,
    };
    await tx
      .insert(banners)
      .values({ key: b.key, ...values })
      .onConflictDoUpdate({ target: banners.key, set: values });
  }
}

async function seedDeliveryMethods(tx: Tx, seeds: DeliveryMethodSeed[]) {
  for (const d of seeds) {
    const values = {
      namePl: d.name.pl,
      nameEn: d.name.en,
      descriptionPl: d.description.pl,
      descriptionEn: d.description.en,
      price: d.price,
      minDays: d.minDays,
      maxDays: d.maxDays,
      position: d.position,
    };
    await tx
      .insert(deliveryMethods)
      .values({ code: d.code, ...values })
      .onConflictDoUpdate({ target: deliveryMethods.code, set: values });
  }
}

async function seedCoupons(tx: Tx, seeds: CouponSeed[], now: Date) {
  for (const c of seeds) {
    const values = {
      type: c.type,
      value: c.value,
      minOrderTotal: c.minOrderTotal ?? null,
      usageLimit: c.usageLimit ?? null,
      perCustomerLimit: c.perCustomerLimit ?? null,
      firstOrderOnly: c.firstOrderOnly ?? false,
      descriptionPl: c.description.pl,
      descriptionEn: c.description.en,
    };
    // Validity dates are set once: re-seeding later must not revive an expired coupon.
    await tx
      .insert(coupons)
      .values({
        code: c.code.toUpperCase(),
        ...values,
        startsAt: daysBefore(now, c.startsDaysAgo),
        expiresAt: c.expiresInDays === undefined ? null : daysBefore(now, -c.expiresInDays),
      })
      .onConflictDoUpdate({ target: coupons.code, set: values });
  }
}

async function seedUsers(tx: Tx, seeds: UserSeed[], passwordHashes: Map<string, string>, now: Date): Promise<number> {
  const roleIds = new Map((await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]));
  let inserted = 0;
  for (const u of seeds) {
    const email = u.email.toLowerCase();
    const passwordHash = passwordHashes.get(email);
    if (passwordHash) {
      const rows = await tx
        .insert(users)
        .values({ email, passwordHash, name: u.name, phone: u.phone, locale: 'pl', emailVerifiedAt: now })
        .onConflictDoNothing()
        .returning({ id: users.id });
      inserted += rows.length;
    }
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Every registered user is a customer (docs/product-rules.md#accounts); staff roles come on top.
    const names = new Set<string>(['customer', ...u.roles]);
    await tx
      .insert(userRoles)
      .values([...names].map((name) => ({ userId: user.id, roleId: mustGet(roleIds, name, 'role') })))
      .onConflictDoNothing();
  }
  return inserted;
}

async function seedBlog(tx: Tx, content: SeedContent, now: Date) {
  const categoryIds = new Map<string, number>();
  for (const [i, c] of content.blogCategories.entries()) {
    const values = { namePl: c.name.pl, nameEn: c.name.en, position: i + 1 };
    const [row] = await tx
      .insert(blogCategories)
      .values({ slug: c.slug, ...values })
      .onConflictDoUpdate({ target: blogCategories.slug, set: values })
      .returning({ id: blogCategories.id });
    categoryIds.set(c.slug, row.id);
  }
  const tagIds = new Map<string, number>();
  for (const t of content.blogTags) {
    const values = { namePl: t.name.pl, nameEn: t.name.en };
    const [row] = await tx
      .insert(blogTags)
      .values({ slug: t.slug, ...values })
      .onConflictDoUpdate({ target: blogTags.slug, set: values })
      .returning({ id: blogTags.id });
    tagIds.set(t.slug, row.id);
  }
  for (const post of content.blogPosts) {
    const values = {
      categoryId: mustGet(categoryIds, post.categorySlug, `blog category of post ${post.slug}`),
      author: post.author,
      titlePl: post.title.pl,
      titleEn: post.title.en,
      excerptPl: post.excerpt.pl,
      excerptEn: post.excerpt.en,
      bodyPl: post.body.pl,
      bodyEn: post.body.en,
      coverPath: `blog/${post.slug}`,
      coverWidths: COVER_WIDTHS,
      readingMinutes: readingMinutes(post.body.pl),
    };
    const publishedAt = daysBefore(now, post.publishedDaysAgo);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        slug: post.slug,
        ...values,
        isPublished: !post.draft,
        publishedAt: post.draft ? null : publishedAt,
        createdAt: publishedAt,
      })
      .onConflictDoUpdate({ target: blogPosts.slug, set: values })
      .returning({ id: blogPosts.id });
    const ids = post.tagSlugs.map((slug) => mustGet(tagIds, slug, `blog tag of post ${post.slug}`));
    if (ids.length) {
      await tx
        .insert(blogPostTags)
        .values(ids.map((tagId) => ({ postId: row.id, tagId })))
        .onConflictDoNothing();
      await tx.delete(blogPostTags).where(and(eq(blogPostTags.postId, row.id), notInArray(blogPostTags.tagId, ids)));
    } else {
      await tx.delete(blogPostTags).where(eq(blogPostTags.postId, row.id));
    }
  }
}

/** Minutes at ~200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Renders the images the seeded rows point at; files already on disk are kept. Returns how many images were rendered. */
async function writeSeedImages(uploadsDir: string, content: SeedContent, giftCards: boolean): Promise<number> {
  const jobs: { outDir: string; baseName: string; widths: number[]; svg: () => string }[] = [];
  for (const p of content.products) {
    for (let view = 0; view < imageCount(p.kind); view++) {
      jobs.push({
        outDir: path.join(uploadsDir, 'products', p.slug),
        baseName: String(view + 1),
        widths: PRODUCT_WIDTHS,
        svg: () => productPhotoSvg({ kind: p.kind, leatherHex: p.leatherHex, view, seed: seedNumber(p.slug) }),
      });
    }
    // The other colours are photographed in their catalogue swatch colour.
    for (const colour of p.colours.slice(1)) {
      const hex = content.attributeValues.find((a) => a.kind === 'colour' && a.code === colour)?.hex ?? p.leatherHex;
      for (let view = 0; view < imageCount(p.kind); view++) {
        jobs.push({
          outDir: path.join(uploadsDir, 'products', p.slug),
          baseName: `${colour}-${view + 1}`,
          widths: PRODUCT_WIDTHS,
          svg: () => productPhotoSvg({ kind: p.kind, leatherHex: hex, view, seed: seedNumber(p.slug) }),
        });
      }
    }
  }
  if (giftCards) {
    jobs.push({
      outDir: path.join(uploadsDir, path.dirname(GIFT_CARD_IMAGE_PATH)),
      baseName: path.basename(GIFT_CARD_IMAGE_PATH),
      widths: PRODUCT_WIDTHS,
      svg: giftCardPhotoSvg,
    });
  }
  for (const b of content.banners) {
    jobs.push({
      outDir: path.join(uploadsDir, 'banners'),
      baseName: b.key,
      widths: BANNER_WIDTHS,
      svg: () => bannerSvg({ ...b.palette, seed: seedNumber(b.key) }),
    });
  }
  for (const post of content.blogPosts) {
    jobs.push({
      outDir: path.join(uploadsDir, 'blog'),
      baseName: post.slug,
      widths: COVER_WIDTHS,
      svg: () => blogCoverSvg({ ...post.cover, seed: seedNumber(post.slug) }),
    });
  }
  jobs.push(...galleryImageJobs(uploadsDir, content.gallery ?? []));
  const missing = jobs.filter((j) => j.widths.some((w) => !existsSync(path.join(j.outDir, `${j.baseName}-${w}.webp`))));
  // Two at a time: the target machines have two cores and sharp is CPU-bound.
  await runWithConcurrency(
    missing.map((j) => () => writeImageVariants(j.svg(), j.outDir, j.baseName, j.widths)),
    2,
  );
  return missing.length;
}

async function runWithConcurrency(tasks: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Stable per-name number, so a product's generated photos look the same on every machine. */
function seedNumber(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The value an upsert tried to insert, for `on conflict do update set col = excluded.col`. */
function sqlExcluded(column: string) {
  return sql.raw(`excluded."${column}"`);
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: unknown ${what} '${String(key)}'`);
  return value;
}
