import type { AdminSizeGuide, AdminSizeGuideInput, Locale, SizeGuide } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CategorySizeGuide, SizeGuideText } from '../../db/schema';
import { NotFound } from '../../errors';
import { audit } from '../admin/admin-audit';
import { catalogueVersion } from './catalog-cache';
import {
  categoryExists,
  deleteSizeGuide,
  findShownSizeGuide,
  findSizeGuide,
  findSizeGuideOfProduct,
  upsertSizeGuide,
} from './size-guides.repository';

/**
 * Size guides (docs/product-rules.md#size-guides): a category's "how to measure" text and table, read by the
 * shop in one language and written by staff in both. A change bumps the catalogue version, so product pages
 * and the public guide show it at once.
 */

/** A heading or cell in one language; an English cell left empty reads as the Polish one (numbers, "A4"). */
const say = (locale: Locale, value: SizeGuideText) => (locale === 'en' && value.en.trim() ? value.en : value.pl);

export function presentSizeGuide(row: CategorySizeGuide, locale: Locale): SizeGuide {
  return {
    category_id: row.categoryId,
    title: locale === 'en' ? row.titleEn : row.titlePl,
    intro: locale === 'en' ? row.introEn : row.introPl,
    columns: row.columns.map((heading) => say(locale, heading)),
    rows: row.rows.map((cells) => cells.map((cell) => say(locale, cell))),
    note: locale === 'en' ? row.noteEn : row.notePl,
  };
}

/** GET /api/categories/{id}/size-guide: 404 for an unknown or hidden category and for one without a guide. */
export async function publicSizeGuide(db: Db, categoryId: number, locale: Locale): Promise<SizeGuide> {
  const row = await findShownSizeGuide(db, categoryId);
  if (!row) throw new NotFound('size_guide.not_found');
  return presentSizeGuide(row, locale);
}

/** The guide a product page shows: its category's, or null. */
export async function sizeGuideOfProduct(
  db: Db,
  product: { id: number } | { slug: string },
  locale: Locale,
): Promise<SizeGuide | null> {
  const row = await findSizeGuideOfProduct(db, product);
  return row ? presentSizeGuide(row, locale) : null;
}

function presentForStaff(row: CategorySizeGuide): AdminSizeGuide {
  return {
    category_id: row.categoryId,
    title_pl: row.titlePl,
    title_en: row.titleEn,
    intro_pl: row.introPl,
    intro_en: row.introEn,
    columns: row.columns,
    rows: row.rows,
    note_pl: row.notePl,
    note_en: row.noteEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/categories/{id}/size-guide: null while the category has none, 404 for no such category. */
export async function staffSizeGuide(db: Db, categoryId: number): Promise<AdminSizeGuide | null> {
  const row = await findSizeGuide(db, categoryId);
  if (row) return presentForStaff(row);
  if (!(await categoryExists(db, categoryId))) throw new NotFound('catalog.category_not_found');
  return null;
}

/** Whitespace trimmed by the contract; an empty line inside the texts is kept (it splits paragraphs). */
const trimmed = (value: { pl: string; en?: string }): SizeGuideText => ({ pl: value.pl, en: value.en ?? '' });

/** PUT /api/admin/categories/{id}/size-guide: writes the whole guide (creating it when there is none). */
export async function saveSizeGuide(
  db: Db,
  request: FastifyRequest,
  categoryId: number,
  input: AdminSizeGuideInput,
  now: Date,
): Promise<AdminSizeGuide> {
  await db.transaction(async (tx) => {
    if (!(await categoryExists(tx, categoryId))) throw new NotFound('catalog.category_not_found');
    const existed = (await findSizeGuide(tx, categoryId)) !== undefined;
    await upsertSizeGuide(
      tx,
      categoryId,
      {
        titlePl: input.title_pl,
        titleEn: input.title_en,
        introPl: input.intro_pl ?? '',
        introEn: input.intro_en ?? '',
        notePl: input.note_pl ?? '',
        noteEn: input.note_en ?? '',
        columns: input.columns.map(trimmed),
        rows: input.rows.map((cells) => cells.map(trimmed)),
      },
      now,
    );
    await audit(tx, request, 'category.size_guide_save', 'category', categoryId, {
      created: !existed,
      columns: input.columns.length,
      rows: input.rows.length,
    });
  });
  catalogueVersion.bump();
  const saved = await findSizeGuide(db, categoryId);
  if (!saved) throw new NotFound('size_guide.not_found');
  return presentForStaff(saved);
}

/** DELETE /api/admin/categories/{id}/size-guide: the category's products show their dimensions alone again. */
export async function removeSizeGuide(db: Db, request: FastifyRequest, categoryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteSizeGuide(tx, categoryId))) throw new NotFound('size_guide.not_found');
    await audit(tx, request, 'category.size_guide_delete', 'category', categoryId);
  });
  catalogueVersion.bump();
}
