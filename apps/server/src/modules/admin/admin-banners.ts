import { type AdminBanner, type AdminBannerInput, BANNER_IMAGE_ASPECT } from '@atelier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type Banner, banners, categories } from '../../db/schema';
import { BANNER_WIDTHS } from '../../db/seed/images';
import { NotFound, ValidationFailed } from '../../errors';
import { catalogueVersion } from '../catalog/catalog-cache';
import type { MediaStorage } from '../media/storage';
import { audit } from './admin-audit';
import { deleteContentPicture, presentContentImage, type StoredPicture } from './admin-content-media';
import { changedFields, saveListOrder } from './admin-content-support';

/*
 * The home page's carousel (area `marketing`). Banners are catalogue data for the caches: every change
 * bumps the catalogue version after its commit, which drops the cached carousel API and every cached page
 * (the home page among them), here and — through Redis — in the other processes.
 */

/** Banner photographs are wide (12:5) with the subject on the right, like the seed's. */
export const BANNER_PICTURE = { folder: 'banners', widths: BANNER_WIDTHS, aspect: BANNER_IMAGE_ASPECT } as const;

function present(row: Banner, publicUrl: string): AdminBanner {
  const widest = Math.max(0, ...row.widths);
  return {
    id: row.id,
    title_pl: row.titlePl,
    title_en: row.titleEn,
    subtitle_pl: row.subtitlePl,
    subtitle_en: row.subtitleEn,
    button_label_pl: row.buttonLabelPl,
    button_label_en: row.buttonLabelEn,
    button_url: row.buttonUrl,
    category_id: row.categoryId,
    is_active: row.isActive,
    position: row.position,
    image: presentContentImage(publicUrl, {
      path: row.imagePath,
      widths: row.widths,
      width: widest,
      height: Math.round(widest / BANNER_IMAGE_ASPECT),
    }),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listAdminBanners(db: Db, publicUrl: string): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => present(row, publicUrl));
}

export async function getAdminBanner(db: Db, id: number, publicUrl: string): Promise<AdminBanner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw new NotFound();
  return present(row, publicUrl);
}

async function assertCategory(db: Db, categoryId: number | null) {
  if (categoryId === null) return;
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw new ValidationFailed({ category_id: ['admin.unknown_category'] });
}

function values(input: AdminBannerInput) {
  return {
    titlePl: input.title_pl,
    titleEn: input.title_en,
    subtitlePl: input.subtitle_pl,
    subtitleEn: input.subtitle_en,
    buttonLabelPl: input.button_label_pl,
    buttonLabelEn: input.button_label_en,
    buttonUrl: input.button_url,
    categoryId: input.category_id,
    isActive: input.is_active,
  };
}

const AUDITED = ['title_pl', 'title_en', 'subtitle_pl', 'subtitle_en', 'button_url', 'is_active'] as const;

/** A new banner at the end of the carousel; its picture is stored before the row, and removed if the row fails. */
export async function createAdminBanner(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  input: AdminBannerInput,
  picture: StoredPicture,
): Promise<number> {
  try {
    await assertCategory(db, input.category_id);
    const id = await db.transaction(async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${banners.position}) + 1, 0)`.mapWith(Number) })
        .from(banners);
      const [row] = await tx
        .insert(banners)
        .values({ ...values(input), imagePath: picture.path, widths: picture.widths, position: next })
        .returning({ id: banners.id });
      await audit(tx, request, 'banner.create', 'banner', row.id, { title: input.title_pl, active: input.is_active });
      return row.id;
    });
    catalogueVersion.bump();
    return id;
  } catch (error) {
    await deleteContentPicture(storage, picture);
    throw error;
  }
}

export async function updateAdminBanner(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: AdminBannerInput,
): Promise<void> {
  await assertCategory(db, input.category_id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw new NotFound();
    await tx
      .update(banners)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(banners.id, id));
    const before = present(current, '');
    await audit(tx, request, 'banner.update', 'banner', id, changedFields(before, input, AUDITED));
  });
  catalogueVersion.bump();
}

/** Swaps the picture; the old files go once the row points at the new ones. */
export async function replaceBannerPicture(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  id: number,
  picture: StoredPicture,
): Promise<void> {
  let previous: { path: string; widths: number[] };
  try {
    previous = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!current) throw new NotFound();
      await tx
        .update(banners)
        .set({ imagePath: picture.path, widths: picture.widths, updatedAt: new Date() })
        .where(eq(banners.id, id));
      await audit(tx, request, 'banner.image', 'banner', id);
      return { path: current.imagePath, widths: current.widths };
    });
  } catch (error) {
    await deleteContentPicture(storage, picture);
    throw error;
  }
  catalogueVersion.bump();
  await deleteContentPicture(storage, previous);
}

export async function deleteAdminBanner(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw new NotFound();
    await audit(tx, request, 'banner.delete', 'banner', id, { title: row.titlePl });
    return row;
  });
  catalogueVersion.bump();
  await deleteContentPicture(storage, { path: removed.imagePath, widths: removed.widths });
}

/** Puts the carousel in the given order (every banner named once). */
export async function orderAdminBanners(db: Db, request: FastifyRequest, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await saveListOrder(tx, banners, ids);
    await audit(tx, request, 'banner.reorder', 'banner', null, { order: ids });
  });
  catalogueVersion.bump();
}
