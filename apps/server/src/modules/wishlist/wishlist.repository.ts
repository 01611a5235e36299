import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';

/** Newest first. */
export function findWishlist(db: DbOrTx, userId: number) {
  return db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
}

export async function countWishlist(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.count ?? 0;
}

/** Returns whether the product was on the list. */
export async function deleteWishlistItem(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

/** Adds products the list does not hold yet (a repeated add changes nothing). */
export async function insertWishlistItems(db: DbOrTx, userId: number, productIds: number[], now: Date): Promise<void> {
  if (!productIds.length) return;
  await db
    .insert(wishlistItems)
    .values(productIds.map((productId) => ({ userId, productId, addedAt: now })))
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
}

export async function deleteWishlist(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/** Which of the ids are products still sold. */
export async function findActiveProductIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  return rows.map((r) => r.id);
}
