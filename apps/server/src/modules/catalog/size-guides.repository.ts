import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type CategorySizeGuide, categories, categorySizeGuides, products } from '../../db/schema';

/** Size guides as stored (docs/product-rules.md#size-guides): one row per category that has one. */

export async function findSizeGuide(db: DbOrTx, categoryId: number): Promise<CategorySizeGuide | undefined> {
  const [row] = await db.select().from(categorySizeGuides).where(eq(categorySizeGuides.categoryId, categoryId));
  return row;
}

/** The guide of an active product's category, found from the product's id or slug (one query). */
export async function findSizeGuideOfProduct(
  db: Db,
  product: { id: number } | { slug: string },
): Promise<CategorySizeGuide | undefined> {
  const [row] = await db
    .select({ guide: categorySizeGuides })
    .from(categorySizeGuides)
    .innerJoin(products, eq(products.categoryId, categorySizeGuides.categoryId))
    .where(
      and(eq(products.isActive, true), 'id' in product ? eq(products.id, product.id) : eq(products.slug, product.slug)),
    )
    .limit(1);
  return row?.guide;
}

/** The guide of a category the shop shows; a hidden category's guide is as hidden as the category. */
export async function findShownSizeGuide(db: Db, categoryId: number): Promise<CategorySizeGuide | undefined> {
  const [row] = await db
    .select({ guide: categorySizeGuides })
    .from(categorySizeGuides)
    .innerJoin(categories, eq(categories.id, categorySizeGuides.categoryId))
    .where(and(eq(categorySizeGuides.categoryId, categoryId), eq(categories.isActive, true)));
  return row?.guide;
}

export async function categoryExists(db: DbOrTx, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

export type SizeGuideValues = Omit<CategorySizeGuide, 'categoryId' | 'createdAt' | 'updatedAt'>;

export async function upsertSizeGuide(tx: DbOrTx, categoryId: number, values: SizeGuideValues, now: Date) {
  await tx
    .insert(categorySizeGuides)
    .values({ ...values, categoryId, updatedAt: now })
    .onConflictDoUpdate({ target: categorySizeGuides.categoryId, set: { ...values, updatedAt: now } });
}

export async function deleteSizeGuide(tx: DbOrTx, categoryId: number): Promise<boolean> {
  const rows = await tx
    .delete(categorySizeGuides)
    .where(eq(categorySizeGuides.categoryId, categoryId))
    .returning({ id: categorySizeGuides.categoryId });
  return rows.length > 0;
}
