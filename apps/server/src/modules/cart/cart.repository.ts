import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  attributeValues,
  type CartLine as CartLineRow,
  type Cart as CartRow,
  cartLines,
  carts,
  categories,
  type InpostPointSnapshot,
  products,
  productVariants,
} from '../../db/schema';
import { type ProductRow, productColumns } from '../catalog/catalog.repository';

export type { CartLineRow, CartRow };

/** A customer's cart is found by account, a guest's by the hash of the cookie token. */
export type CartOwner = { userId: number } | { guestTokenHash: string };

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, owner.guestTokenHash);

export async function findCart(db: DbOrTx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownerCondition(owner)).limit(1);
  return row;
}

export async function findCartById(db: DbOrTx, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).limit(1);
  return row;
}

/** The cart row locked for this transaction: changes of one cart happen one after another. */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(ownerCondition(owner)).for('update');
  return row;
}

export async function insertGuestCart(tx: Tx, guestTokenHash: string, now: Date): Promise<CartRow> {
  const [row] = await tx.insert(carts).values({ guestTokenHash, createdAt: now, updatedAt: now }).returning();
  return row;
}

/** The customer's cart, created when missing (two requests at once create one), locked. */
export async function ensureCustomerCart(tx: Tx, userId: number, now: Date): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: carts.userId });
  const row = await lockCart(tx, { userId });
  if (!row) throw new Error(`cart of user ${userId} vanished`);
  return row;
}

export async function touchCart(tx: Tx, cartId: number, now: Date): Promise<void> {
  await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function deleteCart(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

export async function deleteStaleGuestCarts(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return rows.length;
}

export async function setCartCheckoutEmail(db: DbOrTx, cartId: number, email: string | null, now: Date): Promise<void> {
  await db.update(carts).set({ checkoutEmail: email, updatedAt: now }).where(eq(carts.id, cartId));
}

export async function setCartCoupon(tx: Tx, cartId: number, couponId: number | null, now: Date): Promise<void> {
  await tx.update(carts).set({ couponId, updatedAt: now }).where(eq(carts.id, cartId));
}

export async function setCartDelivery(
  tx: Tx,
  cartId: number,
  delivery: { code: string; inpostPoint: string | null; inpostPointData: InpostPointSnapshot | null },
  now: Date,
): Promise<void> {
  await tx
    .update(carts)
    .set({
      deliveryMethodCode: delivery.code,
      inpostPoint: delivery.inpostPoint,
      inpostPointData: delivery.inpostPointData,
      updatedAt: now,
    })
    .where(eq(carts.id, cartId));
}

/** Lines in the order they were added. */
export function findLines(db: DbOrTx, cartId: number): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
}

export async function insertLine(
  tx: Tx,
  line: { cartId: number; productId: number; variantId: number; quantity: number; now: Date },
): Promise<CartLineRow> {
  const [row] = await tx
    .insert(cartLines)
    .values({
      cartId: line.cartId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      addedAt: line.now,
      updatedAt: line.now,
    })
    .returning();
  return row;
}

export async function setLineQuantity(tx: Tx, lineId: number, quantity: number, now: Date): Promise<void> {
  await tx.update(cartLines).set({ quantity, updatedAt: now }).where(eq(cartLines.id, lineId));
}

export async function deleteLine(tx: Tx, cartId: number, lineId: number): Promise<boolean> {
  const rows = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteAllLines(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

/** Moves a line to another cart (the merge at login). */
export async function moveLine(tx: Tx, lineId: number, cartId: number, quantity: number, now: Date): Promise<void> {
  await tx.update(cartLines).set({ cartId, quantity, updatedAt: now }).where(eq(cartLines.id, lineId));
}

/**
 * Products as the catalogue presenter reads them (catalog.repository ProductRow), whether or not they are
 * still sold, so a cart can flag a withdrawn product instead of losing the line. Ratings are not needed here.
 */
export async function findProductRows(db: DbOrTx, ids: number[]): Promise<(ProductRow & { isActive: boolean })[]> {
  if (!ids.length) return [];
  return db
    .select({
      ...productColumns,
      ratingCount: sql<number>`0`.mapWith(Number),
      ratingAverage: sql<number | null>`null::float8`,
      isActive: products.isActive,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
}

/** Stock facts of variants (sold only while both the variant and its product are), for capping quantities at the merge. */
export function findVariantStock(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      madeToOrder: productVariants.madeToOrder,
      isActive: sql<boolean>`${productVariants.isActive} and ${products.isActive}`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
}

/** Every colour value (a handful of rows): ids, codes, labels and swatches. */
export function findColours(db: DbOrTx) {
  return db
    .select({
      id: attributeValues.id,
      code: attributeValues.code,
      labelPl: attributeValues.labelPl,
      labelEn: attributeValues.labelEn,
      hex: attributeValues.hex,
    })
    .from(attributeValues)
    .where(eq(attributeValues.kind, 'colour'))
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
}
export type ColourRow = Awaited<ReturnType<typeof findColours>>[number];
