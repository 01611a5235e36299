import { FREE_RETURN_DAYS, MONEY_BACK_DAYS, WITHDRAWAL_DAYS } from '@atelier/contracts';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Order, type OrderLine, returnLines, returns, withdrawals } from '../../db/schema';
import { refundableOfOrder, refundOrderAmount } from '../payments/payment-refunds';
import { endOfPeriod } from './business-days';
import {
  addPopularity,
  findOrderLines,
  insertHistory,
  insertWithdrawal,
  lockOrder,
  lockProducts,
  putBackVariantStock,
  setWithdrawalEmail,
  updateOrder,
} from './orders.repository';

/**
 * What a return (modules/returns, docs/decisions/022-returns-and-withdrawal.md) tells the order: the orders module
 * owns the order's periods, its history, the statement of withdrawal, its stock effects, its refunds and its
 * status, so a return reports here instead of writing order rows.
 */

export type ReturnPeriods = {
  /** The statutory withdrawal: to the end of day 14 after delivery. */
  withdrawalUntil: Date;
  /** Returns announced until then are refunded in money; later ones get a gift card. */
  moneyBackUntil: Date;
  /** The shop's voluntary return of unused items: to the end of day 90 after delivery. */
  returnUntil: Date;
};

/**
 * The periods of a delivered order, each to the end of its last day (Warsaw), moved to the next business day when
 * that day is a Saturday, Sunday or holiday — as the civil code counts the statutory one, so all three count alike.
 */
export function returnPeriods(order: Pick<Order, 'deliveredAt'>): ReturnPeriods | null {
  if (!order.deliveredAt) return null;
  return {
    withdrawalUntil: endOfPeriod(order.deliveredAt, WITHDRAWAL_DAYS),
    moneyBackUntil: endOfPeriod(order.deliveredAt, MONEY_BACK_DAYS),
    returnUntil: endOfPeriod(order.deliveredAt, FREE_RETURN_DAYS),
  };
}

/** The order and its lines under the order's lock: two returns of one order are registered one after another. */
export async function lockOrderForReturn(
  tx: Tx,
  orderId: number,
): Promise<{ order: Order; lines: OrderLine[] } | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order) return undefined;
  return { order, lines: await findOrderLines(tx, [order.id]) };
}

/** A return was registered: the order's history says so; a statutory one also records the statement of withdrawal. */
export async function recordReturnRegistered(
  tx: Tx,
  order: Order,
  input: {
    returnNumber: string;
    statement: {
      name: string;
      email: string;
      reason: string | null;
      lines: { orderLineId: number; quantity: number }[];
    } | null;
    by: number | null;
    now: Date;
  },
): Promise<{ withdrawalId: number | null }> {
  let withdrawalId: number | null = null;
  if (input.statement) {
    const withdrawal = await insertWithdrawal(tx, {
      orderId: order.id,
      name: input.statement.name,
      email: input.statement.email,
      reason: input.statement.reason,
      submittedAt: input.now,
      lines: input.statement.lines,
    });
    await insertHistory(tx, { orderId: order.id, status: 'withdrawal', note: input.returnNumber, at: input.now });
    withdrawalId = withdrawal.id;
  }
  await insertHistory(tx, {
    orderId: order.id,
    status: 'return:registered',
    note: input.returnNumber,
    changedBy: input.by,
    at: input.now,
  });
  return { withdrawalId };
}

/** The confirmation e-mail of a statement of withdrawal, kept with it. */
export async function rememberWithdrawalEmail(tx: Tx, withdrawalId: number, emailId: number): Promise<void> {
  await setWithdrawalEmail(tx, withdrawalId, emailId);
}

/** A return step staff took (received, inspected), in the order's history. */
export async function recordReturnStep(
  tx: Tx,
  order: Order,
  step: 'received' | 'inspected',
  input: { returnNumber: string; by: number | null; now: Date },
): Promise<void> {
  await insertHistory(tx, {
    orderId: order.id,
    status: `return:${step}`,
    note: input.returnNumber,
    changedBy: input.by,
    at: input.now,
  });
}

/** Accepted pieces go back on their variant's stock and off their product's popularity. */
export async function putBackReturnedPieces(tx: Tx, pieces: { line: OrderLine; quantity: number }[]): Promise<void> {
  const productIds = [...new Set(pieces.map((p) => p.line.productId).filter((id): id is number => id !== null))];
  await lockProducts(tx, productIds);
  for (const { line, quantity } of pieces) {
    if (line.variantId !== null) await putBackVariantStock(tx, line.variantId, quantity);
  }
  for (const id of productIds) {
    const back = pieces.filter((p) => p.line.productId === id).reduce((s, p) => s + p.quantity, 0);
    await addPopularity(tx, id, -back);
  }
}

/**
 * Money back for a return, at most what the order's payments can still give: ordered from the payments module
 * (Przelewy24 or the demo gateway) in the caller's transaction; send the ids with sendRefunds after the commit.
 */
export async function refundReturn(
  tx: Tx,
  order: Order,
  amount: number,
  input: { returnNumber: string; by: number | null; now: Date },
): Promise<{ refundIds: number[]; amount: number }> {
  const refundable = await refundableOfOrder(tx, order.id);
  const wanted = Math.min(amount, refundable);
  if (wanted <= 0) return { refundIds: [], amount: 0 };
  const refund = await refundOrderAmount(tx, order.id, wanted, {
    reason: `return ${input.returnNumber}`,
    requestedBy: input.by,
    now: input.now,
  });
  if (refund.amount >= refundable) {
    await updateOrder(tx, order.id, { paymentStatus: 'refunded', updatedAt: input.now });
    await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', changedBy: input.by, at: input.now });
  }
  return refund;
}

/**
 * A return was settled. Its statement of withdrawal is complete; when every piece of the order has come back and
 * been accepted, the order becomes `returned`.
 */
export async function recordReturnSettled(
  tx: Tx,
  order: Order,
  input: { returnNumber: string; withdrawalId: number | null; wholeOrderBack: boolean; by: number | null; now: Date },
): Promise<void> {
  if (input.withdrawalId !== null) {
    await tx.update(withdrawals).set({ completedAt: input.now }).where(eq(withdrawals.id, input.withdrawalId));
  }
  await insertHistory(tx, {
    orderId: order.id,
    status: 'return:settled',
    note: input.returnNumber,
    changedBy: input.by,
    at: input.now,
  });
  if (input.wholeOrderBack && order.status === 'delivered') {
    await updateOrder(tx, order.id, { status: 'returned', updatedAt: input.now });
    await insertHistory(tx, { orderId: order.id, status: 'returned', changedBy: input.by, at: input.now });
  }
}

/**
 * Staff completed a statement of withdrawal on the order page (the older flow): its return is settled with it —
 * every line accepted, the refund staff gave recorded — so the one list of returns says what happened.
 */
export async function settleReturnsOfWithdrawal(
  tx: Tx,
  withdrawalId: number,
  input: { refunded: number; refundIds: number[]; now: Date },
): Promise<void> {
  const settled = await tx
    .update(returns)
    .set({
      status: 'settled',
      settlement: input.refunded > 0 ? 'refund' : 'none',
      settledAmount: input.refunded,
      refundIds: input.refundIds,
      receivedAt: sql`coalesce(${returns.receivedAt}, ${input.now})`,
      inspectedAt: sql`coalesce(${returns.inspectedAt}, ${input.now})`,
      settledAt: input.now,
      updatedAt: input.now,
    })
    .where(and(eq(returns.withdrawalId, withdrawalId), ne(returns.status, 'settled')))
    .returning({ id: returns.id });
  if (!settled.length) return;
  await tx
    .update(returnLines)
    .set({ outcome: 'accepted' })
    .where(
      and(
        inArray(
          returnLines.returnId,
          settled.map((r) => r.id),
        ),
        isNull(returnLines.outcome),
      ),
    );
}
