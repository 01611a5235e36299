import { type Locale, WISHLIST_MAX_ITEMS, type WishlistItem } from '@atelier/contracts';
import type { Db } from '../../db/client';
import { DomainError, NotFound } from '../../errors';
import { loadProducts } from '../cart/cart-products';
import {
  countWishlist,
  deleteWishlist,
  deleteWishlistItem,
  findActiveProductIds,
  findWishlist,
  insertWishlistItems,
} from './wishlist.repository';

/** A customer's wishlist (docs/product-rules.md#orders): toggled on the server for customers; guests keep theirs locally until login. */

export type WishlistContext = { db: Db; publicUrl: string; now: Date; locale: Locale };

/** Entries newest first, each with the product as the catalogue presents it (withdrawn ones too, not orderable). */
export async function listWishlist(ctx: WishlistContext, userId: number): Promise<WishlistItem[]> {
  const rows = await findWishlist(ctx.db, userId);
  const products = await loadProducts(
    ctx.db,
    rows.map((r) => r.productId),
    ctx,
  );
  return rows.flatMap((row) => {
    const loaded = products.get(row.productId);
    if (!loaded) return [];
    const product = loaded.active ? loaded.product : { ...loaded.product, orderable: false };
    return [{ id: row.id, product, added_at: row.addedAt.toISOString() }];
  });
}

const wishlistFull = () => new DomainError(422, 'wishlist_full', 'wishlist.full', { max: WISHLIST_MAX_ITEMS });

/** Removes the product when it is on the list, otherwise adds it (only products still sold). */
export async function toggleWishlist(
  ctx: WishlistContext,
  userId: number,
  productId: number,
): Promise<{ inWishlist: boolean; items: WishlistItem[] }> {
  const removed = await deleteWishlistItem(ctx.db, userId, productId);
  if (!removed) {
    if (!(await findActiveProductIds(ctx.db, [productId])).length) throw new NotFound('catalog.product_not_found');
    if ((await countWishlist(ctx.db, userId)) >= WISHLIST_MAX_ITEMS) throw wishlistFull();
    await insertWishlistItems(ctx.db, userId, [productId], ctx.now);
  }
  return { inWishlist: !removed, items: await listWishlist(ctx, userId) };
}

export async function clearWishlist(ctx: WishlistContext, userId: number): Promise<void> {
  await deleteWishlist(ctx.db, userId);
}

/**
 * The guest's local wishlist joins the account after login: products still sold and not yet listed are
 * added (up to the list's limit); unknown or withdrawn ids are skipped, as the local copy may be stale.
 */
export async function mergeWishlist(
  ctx: WishlistContext,
  userId: number,
  productIds: number[],
): Promise<WishlistItem[]> {
  const wanted = [...new Set(productIds)];
  const active = new Set(await findActiveProductIds(ctx.db, wanted));
  const listed = new Set((await findWishlist(ctx.db, userId)).map((r) => r.productId));
  const room = Math.max(0, WISHLIST_MAX_ITEMS - listed.size);
  const added = wanted.filter((id) => active.has(id) && !listed.has(id)).slice(0, room);
  await insertWishlistItems(ctx.db, userId, added, ctx.now);
  return listWishlist(ctx, userId);
}
