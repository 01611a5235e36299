import type { AdminVariantInput, AdminVariantOrderInput, AdminVariantUpdateInput } from '@atelier/contracts';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { toPln } from '../../shared/money';
import { recordPrice } from '../catalog/catalog.repository';
import { changeVariantStock, setVariantPrices } from '../catalog/catalog.service';
import { catalogueVersion } from '../catalog/catalog-cache';
import type { MediaStorage } from '../media/storage';
import { audit } from './admin-audit';
import { checkColour, nextVersion, toGrosze } from './admin-products';

/**
 * Staff edit a product's variants (docs/product-rules.md#variants): add, edit, reorder and retire. Prices go
 * through the catalogue service, which keeps each variant's Omnibus history and bumps the catalogue version;
 * every change is in the audit log and makes a new version of the product (an editor open on it sees it).
 */

type VariantRow = typeof productVariants.$inferSelect;

/** Locks the product (orders concurrent variant edits) and gives a new version; 404 when there is none. */
async function lockProduct(tx: Tx, productId: number, now: Date) {
  const [product] = await tx
    .select({
      id: products.id,
      updatedAt: products.updatedAt,
      basePrice: products.basePrice,
      salePrice: products.salePrice,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw new NotFound('catalog.product_not_found');
  await tx
    .update(products)
    .set({ updatedAt: nextVersion(product.updatedAt, now) })
    .where(eq(products.id, productId));
  return product;
}

/** A variant of this product; one of another product is as unknown as a missing one (404). */
async function variantOf(tx: Tx, productId: number, variantId: number): Promise<VariantRow> {
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .for('update');
  if (!variant) throw new NotFound('catalog.variant_not_found');
  return variant;
}

/** SKU unique in the shop (422 on `sku`), colour and size unique among the product's active variants (422 on `size`). */
async function checkVariant(
  tx: Tx,
  productId: number,
  wanted: { sku: string; color: string | null; size: string },
  exceptId?: number,
) {
  await checkColour(tx, wanted.color);
  const [sku] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.sku, wanted.sku), exceptId === undefined ? undefined : ne(productVariants.id, exceptId)),
    )
    .limit(1);
  const [model] = sku
    ? [sku]
    : await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sku, wanted.sku), ne(products.id, productId)))
        .limit(1);
  if (model) throw new ValidationFailed({ sku: ['admin.sku_taken'] });
  const [twin] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.isActive, true),
        sql`coalesce(${productVariants.colourCode}, '') = ${wanted.color ?? ''}`,
        eq(productVariants.size, wanted.size),
        exceptId === undefined ? undefined : ne(productVariants.id, exceptId),
      ),
    )
    .limit(1);
  if (twin) throw new ValidationFailed({ size: ['admin.variant_option_taken'] });
}

function checkPrices(basePrice: number, salePrice: number | null) {
  if (salePrice !== null && salePrice >= basePrice) {
    throw new ValidationFailed({ sale_price: ['admin.sale_price_not_below_base'] });
  }
}

const pln = (grosze: number | null) => (grosze === null ? null : toPln(grosze));

/** Adds a variant at the end; without prices it starts from the product's current ones (docs/product-rules.md#variants). */
export async function addVariant(
  db: Db,
  request: FastifyRequest,
  productId: number,
  input: AdminVariantInput,
  now: Date,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId, now);
    await checkVariant(tx, productId, input);
    const basePrice = input.base_price === undefined ? product.basePrice : toGrosze(input.base_price);
    const salePrice =
      input.sale_price === undefined
        ? input.base_price === undefined
          ? product.salePrice
          : null
        : input.sale_price === null
          ? null
          : toGrosze(input.sale_price);
    checkPrices(basePrice, salePrice);
    const [{ last }] = await tx
      .select({ last: max(productVariants.position) })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const [row] = await tx
      .insert(productVariants)
      .values({
        productId,
        sku: input.sku,
        colourCode: input.color,
        size: input.size,
        basePrice,
        salePrice,
        stock: input.stock,
        madeToOrder: input.made_to_order,
        position: (last ?? -1) + 1,
      })
      .returning({ id: productVariants.id });
    // Omnibus per variant (docs/product-rules.md#legal): its first price is on record from the start.
    await recordPrice(tx, { productId, variantId: row.id }, salePrice ?? basePrice, now);
    await audit(tx, request, 'variant.create', 'product', productId, {
      variant_id: row.id,
      sku: input.sku,
      color: input.color,
      size: input.size,
      base_price: toPln(basePrice),
      sale_price: pln(salePrice),
      stock: input.stock,
    });
    return row.id;
  });
  catalogueVersion.bump();
  return id;
}

/** Saves an edited variant; a new price is recorded for Omnibus, and stock and price changes are audited. */
export async function updateVariant(
  db: Db,
  request: FastifyRequest,
  productId: number,
  variantId: number,
  input: AdminVariantUpdateInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId, now);
    const current = await variantOf(tx, productId, variantId);
    await checkVariant(tx, productId, input, variantId);
    const basePrice = toGrosze(input.base_price);
    const salePrice = input.sale_price === null ? null : toGrosze(input.sale_price);
    checkPrices(basePrice, salePrice);
    // Orders move stock meanwhile: keep what they did unless the editor changed the figure too.
    let stock = input.stock;
    if (input.loaded_stock !== undefined && current.stock !== input.loaded_stock) {
      if (input.stock !== input.loaded_stock) throw new ValidationFailed({ stock: ['admin.variant_stock_changed'] });
      stock = current.stock;
    }
    await tx
      .update(productVariants)
      .set({ sku: input.sku, colourCode: input.color, size: input.size, madeToOrder: input.made_to_order })
      .where(eq(productVariants.id, variantId));
    if (basePrice !== current.basePrice || salePrice !== current.salePrice) {
      await setVariantPrices(tx, variantId, { basePrice, salePrice }, now);
    }
    if (stock !== current.stock) await changeVariantStock(tx, variantId, stock);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const compare = (field: string, from: unknown, to: unknown) => {
      if (from !== to) changes[field] = { from, to };
    };
    compare('sku', current.sku, input.sku);
    compare('color', current.colourCode, input.color);
    compare('size', current.size, input.size);
    compare('base_price', toPln(current.basePrice), toPln(basePrice));
    compare('sale_price', pln(current.salePrice), pln(salePrice));
    compare('stock', current.stock, stock);
    compare('made_to_order', current.madeToOrder, input.made_to_order);
    await audit(tx, request, 'variant.update', 'product', productId, {
      variant_id: variantId,
      sku: input.sku,
      changes,
    });
  });
  catalogueVersion.bump();
}

/** Puts the product's active variants in the given order (the first orderable one is the page's default). */
export async function arrangeVariants(
  db: Db,
  request: FastifyRequest,
  productId: number,
  input: AdminVariantOrderInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId, now);
    const active = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)));
    const ids = new Set(active.map((row) => row.id));
    if (input.ids.length !== ids.size || new Set(input.ids).size !== ids.size || input.ids.some((id) => !ids.has(id))) {
      throw new ValidationFailed({ ids: ['admin.variant_order_mismatch'] });
    }
    for (const [position, id] of input.ids.entries()) {
      await tx.update(productVariants).set({ position }).where(eq(productVariants.id, id));
    }
    await audit(tx, request, 'variant.arrange', 'product', productId, { order: input.ids });
  });
  catalogueVersion.bump();
}

/**
 * Retires a variant: it is no longer shown or sold. Orders and carts that name it keep it (is_active false);
 * a variant nothing names is deleted with its photographs. The last active variant stays (422): a product
 * always has one — hide the product instead.
 */
export async function retireVariant(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  productId: number,
  variantId: number,
  now: Date,
): Promise<'retired' | 'deleted'> {
  const { outcome, files } = await db.transaction(async (tx) => {
    await lockProduct(tx, productId, now);
    const variant = await variantOf(tx, productId, variantId);
    if (variant.isActive) {
      const others = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.productId, productId),
            eq(productVariants.isActive, true),
            ne(productVariants.id, variantId),
          ),
        )
        .limit(1);
      if (!others.length) throw new ValidationFailed({ variant_id: ['admin.last_variant'] });
    }
    const named = await tx.execute(
      sql`select 1 from order_lines where variant_id = ${variantId} union all select 1 from cart_lines where variant_id = ${variantId} limit 1`,
    );
    if ((named as unknown as { rows: unknown[] }).rows.length) {
      await tx.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, variantId));
      await audit(tx, request, 'variant.retire', 'product', productId, { variant_id: variantId, sku: variant.sku });
      return { outcome: 'retired' as const, files: [] };
    }
    const images = await tx
      .select({ path: productImages.path, widths: productImages.widths })
      .from(productImages)
      .where(eq(productImages.variantId, variantId));
    // Its price history and photographs' rows go with it (foreign keys cascade).
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
    await audit(tx, request, 'variant.delete', 'product', productId, { variant_id: variantId, sku: variant.sku });
    return { outcome: 'deleted' as const, files: images };
  });
  catalogueVersion.bump();
  // Files go after the rows: a failure here leaves unused files, never a listed photograph without one.
  await Promise.all(
    files.flatMap((image) => image.widths.map((width) => storage.delete(`${image.path}-${width}.webp`))),
  );
  return outcome;
}

/** Ids of a product's variants (retired included), for checks of variant-bound requests elsewhere. */
export async function findProductVariant(db: Db | Tx, productId: number, variantId: number) {
  const [row] = await db
    .select({ id: productVariants.id, isActive: productVariants.isActive })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .orderBy(asc(productVariants.id));
  return row;
}
