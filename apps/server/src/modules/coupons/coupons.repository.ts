import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type Coupon, coupons, couponUses, orders } from '../../db/schema';

/** Who is using a code: a customer (account and e-mail) or a guest at checkout (e-mail only). */
export type CouponCustomer = { userId?: number | null; email?: string | null };

export async function findCouponByCode(db: DbOrTx, code: string): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

export async function findCouponById(db: DbOrTx, id: number): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** Locks the coupon row so concurrent orders count and record its uses one after another. */
export async function lockCoupon(tx: Tx, id: number): Promise<Coupon | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

function customerCondition(customer: CouponCustomer, userColumn: SQL, emailColumn: SQL): SQL | undefined {
  const parts: SQL[] = [];
  if (customer.userId) parts.push(sql`${userColumn} = ${customer.userId}`);
  if (customer.email) parts.push(sql`${emailColumn} = ${customer.email.trim().toLowerCase()}`);
  return parts.length ? or(...parts) : undefined;
}

/** Uses of a coupon by anybody (`total`) and by this customer, matched by account or e-mail (`byCustomer`). */
export async function countCouponUses(
  db: DbOrTx,
  couponId: number,
  customer: CouponCustomer = {},
): Promise<{ total: number; byCustomer: number }> {
  const mine = customerCondition(customer, sql`${couponUses.userId}`, sql`${couponUses.email}`);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      byCustomer: (mine ? sql<number>`(count(*) filter (where ${mine}))::int` : sql<number>`0`).mapWith(Number),
    })
    .from(couponUses)
    .where(eq(couponUses.couponId, couponId));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/** Whether the customer has an earlier order that was not cancelled (by account or e-mail). */
export async function hasEarlierOrder(
  db: DbOrTx,
  customer: CouponCustomer,
  /** The order being placed, already inserted in the caller's transaction. */
  exceptOrderId?: number,
): Promise<boolean> {
  const mine = customerCondition(customer, sql`${orders.userId}`, sql`${orders.email}`);
  if (!mine) return false;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(mine, ne(orders.status, 'cancelled'), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertCouponUse(
  tx: Tx,
  use: { couponId: number; orderId: number; userId: number | null; email: string; usedAt: Date },
): Promise<void> {
  await tx.insert(couponUses).values({
    couponId: use.couponId,
    orderId: use.orderId,
    userId: use.userId,
    email: use.email.trim().toLowerCase(),
    usedAt: use.usedAt,
  });
}
