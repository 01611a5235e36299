import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type NewPayment, type Payment, payments, type Refund, refunds } from '../../db/schema';

export type { Payment, Refund };

export async function insertPayment(db: DbOrTx, values: NewPayment): Promise<Payment> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

export async function findPaymentById(db: DbOrTx, id: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentBySession(db: DbOrTx, sessionId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId)).limit(1);
  return row;
}

/** The payment row locked: notifications, the return page and the demo buttons settle it one at a time. */
export async function lockPayment(tx: Tx, id: number): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(db: DbOrTx, id: number, changes: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(changes).where(eq(payments.id, id));
}

export function findPaymentsOfOrder(db: DbOrTx, orderId: number): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function insertRefund(
  tx: Tx,
  values: {
    paymentId: number;
    amount: number;
    requestId: string;
    reason: string;
    at: Date;
    /** The staff member who ordered it; null for the shop's own refunds. */
    requestedBy?: number | null;
  },
): Promise<Refund> {
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: values.paymentId,
      amount: values.amount,
      requestId: values.requestId,
      reason: values.reason,
      requestedBy: values.requestedBy ?? null,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row;
}

export async function findRefund(db: DbOrTx, id: number): Promise<Refund | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function findRefundByRequestId(db: DbOrTx, requestId: string): Promise<Refund | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.requestId, requestId)).limit(1);
  return row;
}

export async function updateRefund(db: DbOrTx, id: number, changes: Partial<Refund>): Promise<void> {
  await db.update(refunds).set(changes).where(eq(refunds.id, id));
}

/** Refunds the provider has not accepted yet (a failed call is retried by the periodic job). */
export async function findUnsentRefunds(db: DbOrTx, createdBefore: Date, limit: number): Promise<Refund[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, createdBefore)))
    .orderBy(asc(refunds.id))
    .limit(limit);
}

export function findRefundsOfPayments(db: DbOrTx, paymentIds: number[]): Promise<Refund[]> {
  if (!paymentIds.length) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds));
}
