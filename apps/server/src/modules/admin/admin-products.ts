import type { AdminProductInput, AdminProductUpdateInput } from '@atelier/contracts';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  attributeValues,
  categories,
  PRODUCT_KINDS,
  productAttributeValues,
  products,
  productVariants,
} from '../../db/schema';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { recordPrice } from '../catalog/catalog.repository';
import { changeVariantStock, setVariantPrices } from '../catalog/catalog.service';
import { catalogueVersion } from '../catalog/catalog-cache';
import { sanitizeDescription } from '../catalog/product-presenter';
import { refreshProductSearch } from '../catalog/search';
import { audit } from './admin-audit';

export const toGrosze = (pln: number) => Math.round(pln * 100);

/** A URL-safe slug from a product or category name: Polish letters folded, words joined by hyphens. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replaceAll('ł', 'l')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'produkt'
  );
}

type ProductFieldsInput = Omit<AdminProductInput, 'base_price' | 'sale_price' | 'stock' | 'made_to_order'>;

/** Field rules the schema cannot express alone; each failure is a 422 on its field. */
async function checkProductInput(tx: Tx, input: ProductFieldsInput, basePrice: number, salePrice: number | null) {
  const errors: Record<string, MessageKey[]> = {};
  if (salePrice !== null && salePrice >= basePrice) errors.sale_price = ['admin.sale_price_not_below_base'];
  if (!(PRODUCT_KINDS as readonly string[]).includes(input.kind)) errors.kind = ['admin.unknown_kind'];
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) errors.category_id = ['admin.unknown_category'];
  if (input.attribute_ids.length) {
    const known = await tx
      .select({ id: attributeValues.id, kind: attributeValues.kind })
      .from(attributeValues)
      .where(inArray(attributeValues.id, input.attribute_ids));
    if (known.length !== new Set(input.attribute_ids).size) errors.attribute_ids = ['admin.unknown_attribute'];
    // A product's colours are its variants' (docs/product-rules.md#variants): a colour link would say nothing true.
    else if (known.some((value) => value.kind === 'colour')) errors.attribute_ids = ['admin.colour_per_variant'];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/**
 * The product's own columns. Prices, stock, made to order and sizes are not among them: the variants hold those
 * and the database keeps the product's summary of them (migration 0013).
 */
function productValues(input: ProductFieldsInput) {
  return {
    sku: input.sku,
    categoryId: input.category_id,
    kind: input.kind,
    namePl: input.name_pl,
    nameEn: input.name_en,
    // Rich text is sanitised on write as well as on render (docs/product-rules.md#content): nothing stored can run a script.
    descriptionPl: sanitizeDescription(input.description_pl),
    descriptionEn: sanitizeDescription(input.description_en),
    featured: input.featured,
    isActive: input.is_active,
    labels: input.labels,
    featuresPl: input.features_pl,
    featuresEn: input.features_en,
    materialPl: input.material_pl,
    materialEn: input.material_en,
    dimensionsPl: input.dimensions_pl,
    dimensionsEn: input.dimensions_en,
    compartmentsPl: input.compartments_pl,
    compartmentsEn: input.compartments_en,
    strapsPl: input.straps_pl,
    strapsEn: input.straps_en,
    carePl: input.care_pl,
    careEn: input.care_en,
  };
}

/** A free slug: the requested or generated one, with -2, -3… when another product has it. */
async function freeSlug(tx: Tx, wanted: string, exceptId?: number): Promise<string> {
  const taken = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, wanted), ilike(products.slug, `${wanted}-%`)));
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** SKUs are unique in the shop across products and variants; a product's own variants do not count against it. */
async function skuTaken(tx: Tx, sku: string, exceptProductId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        exceptProductId === undefined ? undefined : sql`${products.id} <> ${exceptProductId}`,
        or(
          eq(products.sku, sku),
          sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.sku = ${sku})`,
        ),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/** A catalogue colour code, or null; an unknown code is a 422 on `color`. */
export async function checkColour(tx: Tx, code: string | null): Promise<void> {
  if (code === null) return;
  const [known] = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(and(eq(attributeValues.kind, 'colour'), eq(attributeValues.code, code)));
  if (!known) throw new ValidationFailed({ color: ['admin.unknown_colour'] });
}

async function replaceAttributes(tx: Tx, productId: number, attributeIds: number[]) {
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const unique = [...new Set(attributeIds)];
  if (unique.length) {
    await tx.insert(productAttributeValues).values(unique.map((attributeValueId) => ({ productId, attributeValueId })));
  }
}

export async function createAdminProduct(
  db: Db,
  request: FastifyRequest,
  input: AdminProductInput,
  now: Date,
): Promise<number> {
  const basePrice = toGrosze(input.base_price);
  const salePrice = input.sale_price === null ? null : toGrosze(input.sale_price);
  const id = await db.transaction(async (tx) => {
    await checkProductInput(tx, input, basePrice, salePrice);
    if (input.slug && (await freeSlug(tx, input.slug)) !== input.slug) {
      throw new ValidationFailed({ slug: ['admin.slug_taken'] });
    }
    if (await skuTaken(tx, input.sku)) throw new ValidationFailed({ sku: ['admin.sku_taken'] });
    await checkColour(tx, input.color);
    const slug = input.slug ?? (await freeSlug(tx, slugify(input.name_pl)));
    // The summary columns get the first variant's figures here only because they are required; the variant's
    // trigger rewrites them right after.
    const [row] = await tx
      .insert(products)
      .values({
        ...productValues(input),
        basePrice,
        salePrice,
        stock: input.stock,
        madeToOrder: input.made_to_order,
        slug,
        publishedAt: input.is_active ? now : null,
      })
      .returning({ id: products.id });
    // Every product has at least one variant (docs/product-rules.md#variants): the form's SKU, prices and stock.
    const [variant] = await tx
      .insert(productVariants)
      .values({
        productId: row.id,
        sku: input.sku,
        colourCode: input.color,
        size: input.sizes[0] ?? 'one_size',
        basePrice,
        salePrice,
        stock: input.stock,
        madeToOrder: input.made_to_order,
        position: 0,
      })
      .returning({ id: productVariants.id });
    await replaceAttributes(tx, row.id, input.attribute_ids);
    // Omnibus (docs/product-rules.md#legal): the first price is on record from the start.
    await recordPrice(tx, { productId: row.id, variantId: variant.id }, salePrice ?? basePrice, now);
    await refreshProductSearch(tx, [row.id]);
    await audit(tx, request, 'product.create', 'product', row.id, { sku: input.sku, name: input.name_pl });
    return row.id;
  });
  catalogueVersion.bump();
  return id;
}

/** 409 `product_changed`: the product was saved by someone else after the editor loaded it. */
export class ProductChanged extends Conflict {
  constructor() {
    super('admin.product_changed', {}, 'product_changed');
  }
}

/**
 * A product's version as staff load it: `updated_at` strictly grows with every save (see `nextVersion`), so
 * "the same updated_at" means "nobody saved in between".
 */
function parseVersion(text: string): number {
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new ValidationFailed({ updated_at: ['validation.invalid_format'] });
  return time;
}

/** The clock's time, but always later than the last save: two saves in one millisecond stay two versions. */
export const nextVersion = (current: Date, now: Date) => new Date(Math.max(now.getTime(), current.getTime() + 1));

/**
 * Saves an edit. With `updated_at` (the version the editor loaded) the save is optimistic: the row lock
 * orders concurrent saves, and any save that finds a newer version than the one it started from is refused
 * (ProductChanged) instead of silently overwriting the other person's work.
 */
export async function updateAdminProduct(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: AdminProductUpdateInput,
  now: Date,
): Promise<void> {
  const loaded = input.updated_at === undefined ? null : parseVersion(input.updated_at);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new NotFound('catalog.product_not_found');
    if (loaded !== null && current.updatedAt.getTime() !== loaded) throw new ProductChanged();
    const variants = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.isActive, true)))
      .for('update');
    const only = variants.length === 1 ? variants[0] : undefined;
    if (!only) refuseVariantFields(current, input);
    // With one variant the product's price and stock are that variant's; absent fields keep what it has.
    const before = only ?? current;
    const basePrice = input.base_price === undefined ? before.basePrice : toGrosze(input.base_price);
    const salePrice =
      input.sale_price === undefined ? before.salePrice : input.sale_price === null ? null : toGrosze(input.sale_price);
    // Orders move stock without a new version: keep what they did unless the editor changed the stock too.
    let stock = input.stock ?? before.stock;
    if (input.loaded_stock !== undefined && before.stock !== input.loaded_stock) {
      if (input.stock !== undefined && input.stock !== input.loaded_stock) throw new ProductChanged();
      stock = before.stock;
    }
    await checkProductInput(tx, input, basePrice, salePrice);
    let slug = current.slug;
    if (input.slug && input.slug !== current.slug) {
      if ((await freeSlug(tx, input.slug, id)) !== input.slug)
        throw new ValidationFailed({ slug: ['admin.slug_taken'] });
      slug = input.slug;
    }
    if (await skuTaken(tx, input.sku, id)) throw new ValidationFailed({ sku: ['admin.sku_taken'] });
    await tx
      .update(products)
      .set({
        ...productValues(input),
        slug,
        publishedAt: input.is_active ? (current.publishedAt ?? now) : current.publishedAt,
        updatedAt: nextVersion(current.updatedAt, now),
      })
      .where(eq(products.id, id));
    if (only) {
      // The only variant is the product as customers buy it: it carries the product's SKU, prices and stock.
      await tx
        .update(productVariants)
        .set({
          sku: only.sku === current.sku ? input.sku : only.sku,
          madeToOrder: input.made_to_order ?? only.madeToOrder,
        })
        .where(eq(productVariants.id, only.id));
      if (basePrice !== only.basePrice || salePrice !== only.salePrice) {
        await setVariantPrices(tx, only.id, { basePrice, salePrice }, now);
      }
      if (stock !== only.stock) await changeVariantStock(tx, only.id, stock);
    }
    await replaceAttributes(tx, id, input.attribute_ids);
    await refreshProductSearch(tx, [id]);
    await audit(
      tx,
      request,
      'product.update',
      'product',
      id,
      changedFields(current, before, { ...input, stock }, basePrice, salePrice),
    );
  });
  catalogueVersion.bump();
}

/**
 * A product with several variants has prices and stock per variant: a product-level figure other than the
 * summary it shows would be ambiguous, so it is refused on its field (docs/product-rules.md#variants).
 */
function refuseVariantFields(current: typeof products.$inferSelect, input: AdminProductUpdateInput) {
  const errors: Record<string, MessageKey[]> = {};
  const per: MessageKey[] = ['admin.per_variant'];
  if (input.base_price !== undefined && toGrosze(input.base_price) !== current.basePrice) errors.base_price = per;
  if (input.sale_price !== undefined) {
    const sale = input.sale_price === null ? null : toGrosze(input.sale_price);
    if (sale !== current.salePrice) errors.sale_price = per;
  }
  if (input.stock !== undefined && input.stock !== (input.loaded_stock ?? current.stock)) errors.stock = per;
  if (input.made_to_order !== undefined && input.made_to_order !== current.madeToOrder) errors.made_to_order = per;
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** What the audit log keeps of an edit: the money and stock fields before and after, and the names. */
function changedFields(
  current: typeof products.$inferSelect,
  before: { basePrice: number; salePrice: number | null; stock: number },
  input: AdminProductUpdateInput & { stock: number },
  basePrice: number,
  salePrice: number | null,
) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const compare = (field: string, from: unknown, to: unknown) => {
    if (from !== to) changes[field] = { from, to };
  };
  compare('base_price', toPln(before.basePrice), toPln(basePrice));
  compare(
    'sale_price',
    before.salePrice === null ? null : toPln(before.salePrice),
    salePrice === null ? null : toPln(salePrice),
  );
  compare('stock', before.stock, input.stock);
  compare('is_active', current.isActive, input.is_active);
  compare('name_pl', current.namePl, input.name_pl);
  compare('name_en', current.nameEn, input.name_en);
  return changes;
}

/**
 * Sets the stock of a product's only variant, or of the variant named. A product with several variants needs
 * the variant (422 on `stock`, as changeProductStock says).
 */
export async function setAdminProductStock(
  db: Db,
  request: FastifyRequest,
  id: number,
  stock: number,
  now: Date,
  variantId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw new NotFound('catalog.product_not_found');
    const active = await tx
      .select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.isActive, true)));
    const variant =
      variantId === undefined ? (active.length === 1 ? active[0] : undefined) : active.find((v) => v.id === variantId);
    if (!variant) {
      if (variantId !== undefined) throw new NotFound('catalog.variant_not_found');
      throw new ValidationFailed({ stock: ['catalog.stock_per_variant'] });
    }
    await changeVariantStock(tx, variant.id, stock);
    // A new version too: an editor open on this product must not write its older stock back unnoticed.
    await tx
      .update(products)
      .set({ updatedAt: nextVersion(current.updatedAt, now) })
      .where(eq(products.id, id));
    await audit(tx, request, 'product.stock', 'product', id, {
      from: variant.stock,
      to: stock,
      variant_id: variant.id,
      sku: variant.sku,
    });
  });
  catalogueVersion.bump();
}

/**
 * Takes a product out of the shop. Products that were ever ordered keep their row (order lines and the
 * price history point at them), so "delete" hides them; a product nobody ordered is removed for good.
 */
export async function removeAdminProduct(
  db: Db,
  request: FastifyRequest,
  id: number,
  now: Date,
): Promise<'hidden' | 'deleted'> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw new NotFound('catalog.product_not_found');
    const ordered = await tx.execute(sql`select 1 from order_lines where product_id = ${id} limit 1`);
    if ((ordered as unknown as { rows: unknown[] }).rows.length) {
      await tx
        .update(products)
        .set({ isActive: false, updatedAt: nextVersion(current.updatedAt, now) })
        .where(eq(products.id, id));
      await audit(tx, request, 'product.hide', 'product', id);
      return 'hidden' as const;
    }
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, request, 'product.delete', 'product', id);
    return 'deleted' as const;
  });
  catalogueVersion.bump();
  return outcome;
}
