import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type Cart,
  carts,
  type NewOrder,
  type NewOrderLine,
  type Order,
  type OrderLine,
  orderAccessTokens,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  type Return,
  type ReturnLine,
  returnLines,
  returns,
  type Withdrawal,
  withdrawals,
} from '../../db/schema';

export type { Order, OrderLine, Withdrawal };

/** The cart row locked for the placement: two placements of one cart happen one after another. */
export async function lockCartById(tx: Tx, cartId: number): Promise<Cart | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

export async function findCartProductIds(tx: Tx, cartId: number): Promise<number[]> {
  const rows = await tx.execute<{ product_id: number }>(
    sql`select distinct product_id from cart_lines where cart_id = ${cartId}`,
  );
  return (rows as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
}

/**
 * Locks the products of an order, always in id order so two orders of overlapping products never
 * deadlock. Whoever holds them reads the stock that is really left.
 */
export async function lockProducts(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * Takes `fromStock` pieces off a variant's stock only if they are still there (the product lock above makes this
 * certain; the condition keeps it true even without it). False when short. The database triggers of migration
 * 0013 update the product's stock summary in the same statement.
 */
export async function takeVariantStock(tx: Tx, variantId: number, fromStock: number): Promise<boolean> {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${fromStock}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, fromStock)))
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

export async function putBackVariantStock(tx: Tx, variantId: number, pieces: number): Promise<void> {
  if (pieces <= 0) return;
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${pieces}` })
    .where(eq(productVariants.id, variantId));
}

/** Units sold count towards "popularity" sorting; a cancellation takes them back. */
export async function addPopularity(tx: Tx, productId: number, sold: number): Promise<void> {
  await tx
    .update(products)
    .set({ popularity: sql`greatest(${products.popularity} + ${sold}, 0)` })
    .where(eq(products.id, productId));
}

/**
 * Puts an order's pieces back: each line's `pieces(line)` on its variant's stock (a variant deleted since has
 * nothing to take them), and the units off its product's popularity. Products are locked first, in id order.
 */
export async function putBackLines(tx: Tx, lines: OrderLine[], pieces: (line: OrderLine) => number): Promise<void> {
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id !== null))];
  await lockProducts(tx, productIds);
  for (const line of lines) {
    if (line.variantId !== null) await putBackVariantStock(tx, line.variantId, pieces(line));
  }
  for (const id of productIds) {
    const sold = lines.filter((l) => l.productId === id).reduce((s, l) => s + l.quantity, 0);
    await addPopularity(tx, id, -sold);
  }
}

/** The next NNNNNN of LB-YYYY-NNNNNN (a sequence: no lock, no duplicates). */
export async function nextOrderSequence(tx: Tx): Promise<number> {
  const result = await tx.execute<{ n: string | number }>(sql`select nextval('order_number_seq') as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
}

export async function insertOrder(tx: Tx, order: NewOrder): Promise<Order> {
  const [row] = await tx.insert(orders).values(order).returning();
  return row;
}

export async function insertOrderLines(tx: Tx, lines: NewOrderLine[]): Promise<void> {
  if (lines.length) await tx.insert(orderLines).values(lines);
}

export async function insertHistory(
  db: DbOrTx,
  entry: { orderId: number; status: string; note?: string | null; changedBy?: number | null; at: Date },
): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId: entry.orderId,
    status: entry.status,
    note: entry.note ?? null,
    changedBy: entry.changedBy ?? null,
    createdAt: entry.at,
  });
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function insertAccessToken(db: DbOrTx, orderId: number, tokenHash: string, at: Date): Promise<void> {
  await db.insert(orderAccessTokens).values({ orderId, tokenHash, createdAt: at });
}

export async function findOrderIdByTokenHash(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.orderId;
}

export async function findOrder(db: DbOrTx, id: number): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function lockOrder(tx: Tx, id: number): Promise<Order | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return row;
}

export async function updateOrder(tx: DbOrTx, id: number, changes: Partial<NewOrder>): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, id));
}

export function findOrderLines(db: DbOrTx, orderIds: number[]): Promise<OrderLine[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

export function findHistory(db: DbOrTx, orderId: number) {
  return db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function findWithdrawal(db: DbOrTx, orderId: number): Promise<Withdrawal | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).limit(1);
  return row;
}

export async function insertWithdrawal(
  tx: Tx,
  values: {
    orderId: number;
    name: string;
    email: string;
    reason: string | null;
    submittedAt: Date;
    lines?: { orderLineId: number; quantity: number }[] | null;
  },
): Promise<Withdrawal> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row;
}

export async function setWithdrawalEmail(tx: Tx, id: number, emailId: number): Promise<void> {
  await tx.update(withdrawals).set({ confirmedEmailId: emailId }).where(eq(withdrawals.id, id));
}

export async function findOrdersOfUser(db: DbOrTx, userId: number, page: number, perPage: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: Number(total) };
}

/** Orders still in preparation whose bank transfer is overdue (index orders_payment_due_idx). */
export async function findOverdueOrderIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ['pending', 'failed', 'cancelled']),
        eq(orders.status, 'in_preparation'),
        lte(orders.paymentDueAt, now),
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The order's returns with their lines, oldest first: the order JSON shows them (docs/product-rules.md#after-sale). */
export async function findReturnsOfOrder(db: DbOrTx, orderId: number): Promise<{ ret: Return; lines: ReturnLine[] }[]> {
  const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(returnLines)
    .where(
      inArray(
        returnLines.returnId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  return rows.map((ret) => ({ ret, lines: lines.filter((l) => l.returnId === ret.id) }));
}
