import type { AdminImageOrderInput } from '@atelier/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { catalogueVersion } from '../catalog/catalog-cache';
import { imageVariants, productImagePath, sniffImageType, UnreadableImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { audit } from './admin-audit';

export type UploadedFile = { filename: string; bytes: Buffer };

/** Photographs per set (the product's own, or one variant's); more would only slow the product page. */
export const MAX_IMAGES_PER_PRODUCT = 12;

const variantKey = (path: string, width: number) => `${path}-${width}.webp`;

/** One set of photographs: the product's own (variantId null) or one variant's; positions count within it. */
const sameSet = (productId: number, variantId: number | null): SQL =>
  and(
    eq(productImages.productId, productId),
    variantId === null ? isNull(productImages.variantId) : eq(productImages.variantId, variantId),
  ) as SQL;

/** The variant must be this product's (404 otherwise, as for a missing one). */
async function checkVariantOf(db: DbOrTx, productId: number, variantId: number | null) {
  if (variantId === null) return;
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw new NotFound('catalog.variant_not_found');
}

/**
 * Adds photographs to a product, or to one of its variants (`variantId`): each file is checked by its content (JPEG, PNG or WebP), turned into
 * responsive WebP variants and stored before its row is written, so the shop never lists a photograph
 * whose files are missing. One bad file refuses the whole upload with a message naming it.
 */
export async function addProductImages(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  productId: number,
  files: UploadedFile[],
  alt: { pl: string; en: string },
  variantId: number | null = null,
): Promise<void> {
  if (!files.length) throw new ValidationFailed({ images: ['admin.image_missing'] });
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new NotFound('catalog.product_not_found');
  await checkVariantOf(db, productId, variantId);
  const [{ existing }] = await db
    .select({ existing: sql<number>`count(*)`.mapWith(Number) })
    .from(productImages)
    .where(sameSet(productId, variantId));
  if (existing + files.length > MAX_IMAGES_PER_PRODUCT)
    throw new ValidationFailed({ images: ['admin.image_too_many'] });

  for (const file of files) {
    if (!sniffImageType(file.bytes)) throw new ValidationFailed({ images: ['admin.image_type'] });
  }
  const stored: { path: string; widths: number[] }[] = [];
  for (const file of files) {
    let variants: Awaited<ReturnType<typeof imageVariants>>;
    try {
      variants = await imageVariants(file.bytes);
    } catch (error) {
      if (error instanceof UnreadableImage) throw new ValidationFailed({ images: ['admin.image_unreadable'] });
      throw error;
    }
    const path = productImagePath(productId);
    await Promise.all(variants.map((v) => storage.put(variantKey(path, v.width), v.body, 'image/webp')));
    stored.push({ path, widths: variants.map((v) => v.width) });
  }

  await db.transaction(async (tx) => {
    // Positions follow the last photograph; the product row lock keeps two uploads from taking the same one.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)`.mapWith(Number) })
      .from(productImages)
      .where(sameSet(productId, variantId));
    await tx.insert(productImages).values(
      stored.map((image, index) => ({
        productId,
        variantId,
        position: next + index,
        path: image.path,
        widths: image.widths,
        altPl: alt.pl,
        altEn: alt.en,
      })),
    );
    await audit(tx, request, 'product.images.add', 'product', productId, {
      count: stored.length,
      ...(variantId === null ? {} : { variant_id: variantId }),
    });
  });
  catalogueVersion.bump();
}

/**
 * Puts one set of photographs — the product's own or one variant's — in the given order (the first is the main
 * one) and saves their alt texts.
 */
export async function arrangeProductImages(
  db: Db,
  request: FastifyRequest,
  productId: number,
  input: AdminImageOrderInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new NotFound('catalog.product_not_found');
    await checkVariantOf(tx, productId, input.variant_id);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(sameSet(productId, input.variant_id));
    const ids = new Set(current.map((row) => row.id));
    const given = input.images.map((image) => image.id);
    if (given.length !== ids.size || new Set(given).size !== given.length || given.some((id) => !ids.has(id))) {
      throw new ValidationFailed({ images: ['admin.image_order_mismatch'] });
    }
    // Two steps because (product, variant, position) is unique: first out of the way, then into place.
    await tx
      .update(productImages)
      .set({ position: sql`${productImages.position} + 1000` })
      .where(sameSet(productId, input.variant_id));
    for (const [position, image] of input.images.entries()) {
      await tx
        .update(productImages)
        .set({ position, altPl: image.alt_pl, altEn: image.alt_en })
        .where(and(eq(productImages.id, image.id), eq(productImages.productId, productId)));
    }
    await audit(tx, request, 'product.images.arrange', 'product', productId, {
      order: given,
      ...(input.variant_id === null ? {} : { variant_id: input.variant_id }),
    });
  });
  catalogueVersion.bump();
}

export async function removeProductImage(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  productId: number,
  imageId: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    const [image] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!image) throw new NotFound();
    // Close the gap in its set so the next photograph becomes the main one when the first is removed.
    const rest = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(sameSet(productId, image.variantId))
      .orderBy(asc(productImages.position));
    await tx
      .update(productImages)
      .set({ position: sql`${productImages.position} + 1000` })
      .where(sameSet(productId, image.variantId));
    for (const [position, row] of rest.entries()) {
      await tx.update(productImages).set({ position }).where(eq(productImages.id, row.id));
    }
    await audit(tx, request, 'product.images.remove', 'product', productId, { image: imageId });
    return image;
  });
  catalogueVersion.bump();
  // Files go after the row: a failure here leaves an unused file, never a listed photograph without one.
  await Promise.all(removed.widths.map((width) => storage.delete(variantKey(removed.path, width))));
}
