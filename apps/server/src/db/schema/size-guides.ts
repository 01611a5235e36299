import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { createdAt, updatedAt } from './columns';

/** A heading or a cell in both languages; an empty English cell shows the Polish one. */
export type SizeGuideText = { pl: string; en: string };

/** A category's size guide (docs/product-rules.md#size-guides): at most one, read and written whole. */
export const categorySizeGuides = pgTable(
  'category_size_guides',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    titlePl: text('title_pl').notNull(),
    titleEn: text('title_en').notNull(),
    introPl: text('intro_pl').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    notePl: text('note_pl').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    columns: jsonb('columns').$type<SizeGuideText[]>().notNull(),
    rows: jsonb('rows').$type<SizeGuideText[][]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('category_size_guides_columns_array', sql`jsonb_typeof(${t.columns}) = 'array'`),
    check('category_size_guides_rows_array', sql`jsonb_typeof(${t.rows}) = 'array'`),
  ],
);
export type CategorySizeGuide = typeof categorySizeGuides.$inferSelect;
