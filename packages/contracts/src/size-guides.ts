import { z } from 'zod';
import { requiredText, text } from './admin-shapes';
import { IdParams } from './common';

/**
 * Size guides (docs/product-rules.md#size-guides): a category may have one — a title, how to measure, a
 * table and a note — shown from the pages of its products. The shop reads it in one language; staff write
 * both languages at once.
 */

/** Limits that keep a guide a table one can read on a phone. */
export const SIZE_GUIDE_LIMITS = {
  columns: { min: 2, max: 6 },
  rows: { min: 1, max: 40 },
  heading: 60,
  cell: 80,
  title: 120,
  text: 2000,
} as const;

/** GET /api/categories/{id}/size-guide and a product's `size_guide`: the guide in the request's language. */
export const SizeGuide = z.object({
  category_id: z.number().int(),
  title: z.string(),
  /** How to measure; plain text, paragraphs split by blank lines. */
  intro: z.string(),
  /** Column headings, left to right; the first column names the size. */
  columns: z.array(z.string()),
  /** Rows of cells, one per column. */
  rows: z.array(z.array(z.string())),
  /** A closing remark (tolerances, made-to-measure); empty when there is none. */
  note: z.string(),
});
export type SizeGuide = z.infer<typeof SizeGuide>;
export const SizeGuideResponse = z.object({ data: SizeGuide });
export const SizeGuideParams = IdParams;

const Heading = z.object({
  pl: requiredText(SIZE_GUIDE_LIMITS.heading),
  en: requiredText(SIZE_GUIDE_LIMITS.heading),
});
/** A cell: the English text may be left empty where it reads the same (numbers, "A4"). */
const Cell = z.object({
  pl: requiredText(SIZE_GUIDE_LIMITS.cell),
  en: text(SIZE_GUIDE_LIMITS.cell).default(''),
});

/** PUT /api/admin/categories/{id}/size-guide: the whole guide in both languages. */
export const AdminSizeGuideInput = z
  .object({
    title_pl: requiredText(SIZE_GUIDE_LIMITS.title),
    title_en: requiredText(SIZE_GUIDE_LIMITS.title),
    intro_pl: text(SIZE_GUIDE_LIMITS.text).default(''),
    intro_en: text(SIZE_GUIDE_LIMITS.text).default(''),
    columns: z.array(Heading).min(SIZE_GUIDE_LIMITS.columns.min).max(SIZE_GUIDE_LIMITS.columns.max),
    rows: z.array(z.array(Cell)).min(SIZE_GUIDE_LIMITS.rows.min).max(SIZE_GUIDE_LIMITS.rows.max),
    note_pl: text(SIZE_GUIDE_LIMITS.text).default(''),
    note_en: text(SIZE_GUIDE_LIMITS.text).default(''),
  })
  .superRefine((guide, ctx) => {
    guide.rows.forEach((row, index) => {
      if (row.length !== guide.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', index], message: 'size_guide.row_length' });
      }
    });
  });
export type AdminSizeGuideInput = z.input<typeof AdminSizeGuideInput>;

/** The guide as staff edit it: both languages, the English cells as written (possibly empty). */
export const AdminSizeGuide = z.object({
  category_id: z.number().int(),
  title_pl: z.string(),
  title_en: z.string(),
  intro_pl: z.string(),
  intro_en: z.string(),
  columns: z.array(z.object({ pl: z.string(), en: z.string() })),
  rows: z.array(z.array(z.object({ pl: z.string(), en: z.string() }))),
  note_pl: z.string(),
  note_en: z.string(),
  updated_at: z.string(),
});
export type AdminSizeGuide = z.infer<typeof AdminSizeGuide>;
/** `data` is null while the category has no guide. */
export const AdminSizeGuideResponse = z.object({ data: AdminSizeGuide.nullable(), message: z.string().optional() });
