import type { OrderDetails } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { Conflict } from '../../errors';
import { translate } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import { CORRECTION_REASONS, issueCorrection, linesAllReturned } from '../invoices/invoice-corrections';
import { refundOrderPayments, sendRefunds } from '../payments/payment-refunds';
import { mailCorrection } from './order-invoicing';
import { type CancellationReason, orderCancelledEmail } from './order-mail';
import { orderMailData, queueOrderEmail } from './order-notifications';
import { canCancel } from './order-presenter';
import { orderDetails } from './order-reading';
import {
  findOrder,
  findOrderLines,
  findOverdueOrderIds,
  insertHistory,
  lockOrder,
  putBackLines,
  updateOrder,
} from './orders.repository';
import type { OrdersContext } from './orders-context';

/** Cancelling an order in preparation: by the customer, by staff, by the unpaid-order job. */

/**
 * Cancels an order in preparation: puts back what was taken from stock, starts a refund of what was paid,
 * queues the e-mail. `reason` says who: the customer (docs/product-rules.md#orders) or the unpaid-order job (docs/product-rules.md#payments). Answers false when
 * the order is no longer in preparation (the job's race with a payment or a shipment is then lost, safely).
 */
async function cancelInTransaction(
  ctx: OrdersContext,
  orderId: number,
  input: {
    reason: CancellationReason;
    changedBy: number | null;
    requireUnpaid: boolean;
    /** Shown in the status history instead of the reason (a staff member's note). */
    note?: string | null;
    /** More writes that must commit with the cancellation (the admin panel's audit entry). */
    within?: (tx: Tx, order: Order) => Promise<void>;
  },
): Promise<{ cancelled: boolean; refundIds: number[]; refunded: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !canCancel(order)) return { cancelled: false, refundIds: [], refunded: false };
    if (input.requireUnpaid && !['pending', 'failed', 'cancelled'].includes(order.paymentStatus)) {
      return { cancelled: false, refundIds: [], refunded: false };
    }
    const lines = await findOrderLines(tx, [order.id]);
    // What was taken from stock goes back; pieces to be made to order were never taken.
    await putBackLines(tx, lines, (l) => l.fromStock);
    const refunds = await refundOrderPayments(tx, order.id, `order_cancelled_${input.reason}`, ctx.now);
    const refunded = refunds.refundIds.length > 0;
    const paymentStatus = refunded ? 'refunded' : order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus;
    await updateOrder(tx, order.id, { status: 'cancelled', paymentStatus, cancelledAt: ctx.now, updatedAt: ctx.now });
    await insertHistory(tx, {
      orderId: order.id,
      status: 'cancelled',
      note: input.note ?? input.reason,
      changedBy: input.changedBy,
      at: ctx.now,
    });
    if (refunded) await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', at: ctx.now });
    const cancelled = { ...order, status: 'cancelled', paymentStatus, cancelledAt: ctx.now };
    const data = await orderMailData(tx, cancelled, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    await queueOrderEmail(
      tx,
      cancelled,
      'order-cancelled',
      (l) => orderCancelledEmail(l, data, { reason: input.reason, refund: refunded ? refunds.amount : null }),
      ctx.now,
    );
    // A paid order with an invoice gets its correction to zero, sent with its own e-mail.
    if (refunded) {
      const correction = await issueCorrection(tx, cancelled, {
        reason: CORRECTION_REASONS.cancelled,
        after: linesAllReturned,
        refundGrosze: refunds.amount,
        now: ctx.now,
        by: input.changedBy,
      });
      await mailCorrection(tx, cancelled, correction, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    }
    await input.within?.(tx, cancelled);
    return { cancelled: true, refundIds: refunds.refundIds, refunded };
  });
}

/** POST /api/orders/{id}/cancel (the route checked the viewer may see the order). */
export async function cancelOrder(
  ctx: OrdersContext,
  order: Order,
  changedBy: number | null,
): Promise<{ details: OrderDetails; message: string }> {
  const result = await cancelInTransaction(ctx, order.id, { reason: 'customer', changedBy, requireUnpaid: false });
  if (!result.cancelled) throw new Conflict('orders.cancel_not_allowed', {}, 'cancel_not_allowed');
  catalogueVersion.bump();
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  const fresh = (await findOrder(ctx.db, order.id)) ?? order;
  return {
    details: await orderDetails(ctx, fresh),
    message: translate(ctx.locale, result.refunded ? 'orders.cancelled_refund' : 'orders.cancelled', {
      number: order.orderNumber,
    }),
  };
}

/**
 * Staff cancel an order in preparation from the admin panel: the same restock, refund and e-mail as the
 * customer's cancellation (docs/product-rules.md#orders). `within` runs in the cancellation's transaction. Answers cancelled: false
 * when the order is not in preparation (any more).
 */
export async function cancelOrderAsStaff(
  ctx: OrdersContext,
  orderId: number,
  input: { changedBy: number | null; note?: string | null; within?: (tx: Tx, order: Order) => Promise<void> },
): Promise<{ cancelled: boolean; refunded: boolean }> {
  const result = await cancelInTransaction(ctx, orderId, { reason: 'staff', requireUnpaid: false, ...input });
  if (!result.cancelled) return { cancelled: false, refunded: false };
  catalogueVersion.bump();
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  return { cancelled: true, refunded: result.refunded };
}

/**
 * The scheduled job of docs/product-rules.md#payments: orders still unpaid when their due moment (PAYMENT_DUE_BUSINESS_DAYS business days after placement)
 * has passed are cancelled and restocked. Driven only by the database, so it survives restarts and several
 * processes may run it (each order is re-checked under its lock). Answers how many it cancelled.
 */
export async function cancelOverdueOrders(ctx: OrdersContext, batch = 50): Promise<number> {
  let cancelled = 0;
  for (const id of await findOverdueOrderIds(ctx.db, ctx.now, batch)) {
    try {
      const result = await cancelInTransaction(ctx, id, { reason: 'unpaid', changedBy: null, requireUnpaid: true });
      if (result.cancelled) cancelled += 1;
    } catch (error) {
      ctx.log.error({ err: error, orderId: id }, 'cancelling an unpaid order failed');
    }
  }
  if (cancelled) catalogueVersion.bump();
  return cancelled;
}
