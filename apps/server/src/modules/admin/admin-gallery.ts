import { randomBytes } from 'node:crypto';
import type { AdminGalleryInput, AdminGalleryItem } from '@atelier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type GalleryImage, galleryImages } from '../../db/schema';
import { COVER_WIDTHS } from '../../db/seed/images';
import { NotFound } from '../../errors';
import { catalogueVersion } from '../catalog/catalog-cache';
import type { MediaStorage } from '../media/storage';
import { audit } from './admin-audit';
import { deleteContentPicture, presentContentImage, type StoredPicture } from './admin-content-media';
import { changedFields, saveListOrder } from './admin-content-support';

/*
 * The gallery page's pictures (area `content`). Pictures keep their own shape (the gallery lays them out
 * by their width and height); alt texts are required in both languages. Changes drop the cached pages.
 */

/** The same widths as the seed's gallery pictures (480, 960, 1600). */
export const GALLERY_PICTURE = { folder: 'gallery', widths: COVER_WIDTHS } as const;

function present(row: GalleryImage, publicUrl: string): AdminGalleryItem {
  return {
    id: row.id,
    alt_pl: row.altPl,
    alt_en: row.altEn,
    caption_pl: row.captionPl,
    caption_en: row.captionEn,
    is_published: row.isPublished,
    position: row.position,
    image: presentContentImage(publicUrl, {
      path: row.imagePath,
      widths: row.widths,
      width: row.width,
      height: row.height,
    }),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listAdminGallery(db: Db, publicUrl: string): Promise<AdminGalleryItem[]> {
  const rows = await db.select().from(galleryImages).orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return rows.map((row) => present(row, publicUrl));
}

export async function getAdminGalleryItem(db: Db, id: number, publicUrl: string): Promise<AdminGalleryItem> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  if (!row) throw new NotFound();
  return present(row, publicUrl);
}

const values = (input: AdminGalleryInput) => ({
  altPl: input.alt_pl,
  altEn: input.alt_en,
  captionPl: input.caption_pl,
  captionEn: input.caption_en,
  isPublished: input.is_published,
});

const AUDITED = ['alt_pl', 'alt_en', 'caption_pl', 'caption_en', 'is_published'] as const;

/** A new picture at the end of the gallery; its files are stored before the row and removed if the row fails. */
export async function createAdminGalleryItem(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  input: AdminGalleryInput,
  picture: StoredPicture,
): Promise<number> {
  try {
    const id = await db.transaction(async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${galleryImages.position}) + 1, 0)`.mapWith(Number) })
        .from(galleryImages);
      const [row] = await tx
        .insert(galleryImages)
        .values({
          ...values(input),
          // Seeded pictures have readable keys; staff uploads get a unique one.
          key: `upload-${randomBytes(6).toString('hex')}`,
          imagePath: picture.path,
          widths: picture.widths,
          width: picture.width,
          height: picture.height,
          position: next,
        })
        .returning({ id: galleryImages.id });
      await audit(tx, request, 'gallery_image.create', 'gallery_image', row.id, { alt: input.alt_pl });
      return row.id;
    });
    catalogueVersion.bump();
    return id;
  } catch (error) {
    await deleteContentPicture(storage, picture);
    throw error;
  }
}

export async function updateAdminGalleryItem(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: AdminGalleryInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).for('update');
    if (!current) throw new NotFound();
    await tx
      .update(galleryImages)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(galleryImages.id, id));
    await audit(
      tx,
      request,
      'gallery_image.update',
      'gallery_image',
      id,
      changedFields(present(current, ''), input, AUDITED),
    );
  });
  catalogueVersion.bump();
}

export async function deleteAdminGalleryItem(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
    if (!row) throw new NotFound();
    await audit(tx, request, 'gallery_image.delete', 'gallery_image', id, { alt: row.altPl });
    return row;
  });
  catalogueVersion.bump();
  await deleteContentPicture(storage, { path: removed.imagePath, widths: removed.widths });
}

export async function orderAdminGallery(db: Db, request: FastifyRequest, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await saveListOrder(tx, galleryImages, ids);
    await audit(tx, request, 'gallery_image.reorder', 'gallery_image', null, { order: ids });
  });
  catalogueVersion.bump();
}
