import {
  type AdminOrderStatusInput,
  type AdminRefundInput,
  type AdminWithdrawalCompleteInput,
  type Locale,
  type OrderStatusCode,
  TRACKING_NUMBER_PATTERN,
  WITHDRAWAL_DAYS,
} from '@atelier/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Order, orderNotes, type Shipment, shipments, withdrawals } from '../../db/schema';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { formatDate, formatPrice, toPln } from '../../shared/money';
import { catalogueVersion } from '../catalog/catalog-cache';
import { CORRECTION_REASONS, issueCorrectionForRefund } from '../invoices/invoice-corrections';
import { anyRefundPending, refundableOfOrder, refundOrderAmount, sendRefunds } from '../payments/payment-refunds';
import { warsawDay, warsawNoon } from './business-days';
import { cancelOrderAsStaff } from './order-cancelling';
import { mailCorrection } from './order-invoicing';
import { orderMailData, queueOrderEmail } from './order-notifications';
import { statusLabel, withdrawalDeadline } from './order-presenter';
import { settleReturnsOfWithdrawal } from './order-returns';
import {
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
  withdrawalCompletedEmail,
} from './order-staff-mail';
import { findOrder, findOrderLines, insertHistory, lockOrder, putBackLines, updateOrder } from './orders.repository';
import type { OrdersContext } from './orders-context';

/**
 * What staff do to an order: move it along its states (docs/product-rules.md#orders), add a note, complete a
 * withdrawal (docs/product-rules.md#after-sale) and refund money. The orders module owns these changes, their
 * history and the customer's e-mails; the admin panel is only the HTTP edge that calls them, passing who acts
 * and how to record it in its audit log — written in the same transaction as the change it records.
 */
export type StaffActor = {
  /** The staff member's user id (null for a deleted account). */
  id: number | null;
  /** Writes the audit-log entry for `action` on this order inside the change's transaction. */
  record: (tx: Tx, action: string, details: Record<string, unknown>) => Promise<void>;
};

// ——— the states staff may move an order to ———

/** Where staff may move an order from each state; `returned` comes only from completing a withdrawal. */
const TRANSITIONS: Record<OrderStatusCode, OrderStatusCode[]> = {
  in_preparation: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** The states staff may move the order to now: only paid orders leave the workshop (no cash on delivery). */
export function nextStatuses(order: Order): OrderStatusCode[] {
  const allowed = TRANSITIONS[order.status as OrderStatusCode] ?? [];
  return allowed.filter((status) => status !== 'shipped' || order.paymentStatus === 'paid');
}

/** InPost's public tracking page; couriers differ, so their number stands alone. */
export function trackingUrl(shipment: Pick<Shipment, 'carrier' | 'trackingNumber'>): string | null {
  if (!shipment.trackingNumber || shipment.carrier !== 'inpost') return null;
  return `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(shipment.trackingNumber)}`;
}

/** 409 in the staff member's language saying why the order cannot take this status now. */
function refuseTransition(order: Order, to: OrderStatusCode, locale: Locale): never {
  const from = order.status as OrderStatusCode;
  if (from === to) {
    throw new Conflict('admin.orders.same_status', { status: statusLabel(locale, from) }, 'status_unchanged');
  }
  if (from === 'delivered' && to === 'returned') {
    throw new Conflict('admin.orders.returned_by_withdrawal', {}, 'status_transition_not_allowed');
  }
  if (TRANSITIONS[from]?.includes(to) && to === 'shipped') {
    throw new Conflict('admin.orders.not_paid', {}, 'order_not_paid');
  }
  throw new Conflict(
    'admin.orders.transition_not_allowed',
    { from: statusLabel(locale, from), to: statusLabel(locale, to) },
    'status_transition_not_allowed',
  );
}

function trackingFieldError(key: 'admin.orders.tracking_required' | 'admin.orders.tracking_invalid'): DomainError {
  return new DomainError(422, 'validation_failed', key, {}, { tracking_number: [key] });
}

function checkedTrackingNumber(given: string | undefined): string {
  if (!given) throw trackingFieldError('admin.orders.tracking_required');
  if (!TRACKING_NUMBER_PATTERN.test(given)) throw trackingFieldError('admin.orders.tracking_invalid');
  return given;
}

const mailInput = (ctx: OrdersContext) => ({ publicUrl: ctx.config.publicUrl, now: ctx.now });

async function markShipped(
  ctx: OrdersContext,
  actor: StaffActor,
  tx: Tx,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<void> {
  const tracking = checkedTrackingNumber(input.tracking_number);
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId: order.id,
      carrier: order.deliveryMethodCode,
      trackingNumber: tracking,
      status: 'shipped',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await updateOrder(tx, order.id, { status: 'shipped', shippedAt: ctx.now, updatedAt: ctx.now });
  const shipped = { ...order, status: 'shipped', shippedAt: ctx.now };
  const data = await orderMailData(tx, shipped, mailInput(ctx));
  const url = trackingUrl(shipment);
  await queueOrderEmail(
    tx,
    shipped,
    'order-shipped',
    (l) => orderShippedEmail(l, data, { trackingNumber: tracking, trackingUrl: url }),
    ctx.now,
  );
  await actor.record(tx, 'order.status', { from: order.status, to: 'shipped', tracking_number: tracking });
}

/**
 * When the parcel reached the customer: now, or noon (Warsaw) of the day staff name when they learn of it later
 * (the carrier's report, a late scan) — not in the future and at most a year back. The withdrawal and return
 * periods count from it.
 */
function deliveryMoment(ctx: OrdersContext, day: string | undefined): Date {
  if (!day) return ctx.now;
  const moment = warsawNoon(day);
  const today = warsawNoon(warsawDay(ctx.now));
  const yearAgo = today.getTime() - 366 * 24 * 60 * 60 * 1000;
  if (moment.getTime() > today.getTime() || moment.getTime() < yearAgo) {
    throw new DomainError(
      422,
      'validation_failed',
      'admin.orders.delivered_on_invalid',
      {},
      {
        delivered_on: ['admin.orders.delivered_on_invalid'],
      },
    );
  }
  return moment.getTime() === today.getTime() ? ctx.now : moment;
}

async function markDelivered(
  ctx: OrdersContext,
  actor: StaffActor,
  tx: Tx,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<void> {
  const deliveredAt = deliveryMoment(ctx, input.delivered_on);
  await updateOrder(tx, order.id, { status: 'delivered', deliveredAt, updatedAt: ctx.now });
  const delivered = { ...order, status: 'delivered', deliveredAt };
  const deadline = withdrawalDeadline(delivered);
  if (input.notify_customer && deadline) {
    const data = await orderMailData(tx, delivered, mailInput(ctx));
    await queueOrderEmail(tx, delivered, 'order-delivered', (l) => orderDeliveredEmail(l, data, deadline), ctx.now);
  }
  await actor.record(tx, 'order.status', {
    from: order.status,
    to: 'delivered',
    customer_notified: input.notify_customer,
    delivered_at: deliveredAt.toISOString(),
  });
}

async function cancelByStaff(
  ctx: OrdersContext,
  actor: StaffActor,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<string> {
  if (!nextStatuses(order).includes('cancelled')) refuseTransition(order, 'cancelled', ctx.locale);
  const result = await cancelOrderAsStaff(ctx, order.id, {
    changedBy: actor.id,
    note: input.note ?? null,
    within: (tx, cancelled) =>
      actor.record(tx, 'order.status', {
        from: order.status,
        to: 'cancelled',
        payment_status: cancelled.paymentStatus,
      }),
  });
  if (!result.cancelled) {
    // Someone else moved the order while we looked (a shipment, another cancellation).
    refuseTransition((await findOrder(ctx.db, order.id)) ?? order, 'cancelled', ctx.locale);
  }
  return translate(ctx.locale, result.refunded ? 'admin.orders.cancelled_refund' : 'admin.orders.cancelled', {
    number: order.orderNumber,
  });
}

/**
 * Moves an order to the status staff chose. Shipping and delivery are checked and written under the order's
 * lock; cancelling goes through the customer's cancellation path (restock, refund if paid, e-mail).
 * Answers the staff message.
 */
export async function changeOrderStatus(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: number,
  input: AdminOrderStatusInput,
): Promise<string> {
  const current = await findOrder(ctx.db, orderId);
  if (!current) throw new NotFound('orders.not_found');
  if (input.status === 'cancelled') return cancelByStaff(ctx, actor, current, input);
  const order = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new NotFound('orders.not_found');
    if (!nextStatuses(locked).includes(input.status)) refuseTransition(locked, input.status, ctx.locale);
    if (input.status === 'shipped') await markShipped(ctx, actor, tx, locked, input);
    else await markDelivered(ctx, actor, tx, locked, input);
    await insertHistory(tx, {
      orderId: locked.id,
      status: input.status,
      note: input.note ?? null,
      changedBy: actor.id,
      at: ctx.now,
    });
    return locked;
  });
  if (input.status === 'delivered' && input.delivered_on) {
    // Delivered on an earlier day: the periods count from that day, not from today.
    return translate(ctx.locale, 'admin.orders.delivered_on', {
      number: order.orderNumber,
      date: formatDate(warsawNoon(input.delivered_on), ctx.locale),
    });
  }
  return translate(ctx.locale, input.status === 'shipped' ? 'admin.orders.shipped' : 'admin.orders.delivered', {
    number: order.orderNumber,
    days: WITHDRAWAL_DAYS,
  });
}

// ——— notes ———

/** A note staff keep on the order (never shown to the customer). */
export async function addStaffNote(ctx: OrdersContext, actor: StaffActor, orderId: number, body: string) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorId: actor.id, body, createdAt: ctx.now })
      .returning({ id: orderNotes.id });
    await actor.record(tx, 'order.note', { note_id: note.id });
  });
}

// ——— money staff give back ———

/** PLN as staff typed it → grosze; more than two decimals or nothing at all is a 422 on the field. */
function refundGrosze(pln: number, field: string): number {
  const grosze = Math.round(pln * 100);
  if (grosze <= 0 || Math.abs(pln * 100 - grosze) > 1e-6) {
    throw new ValidationFailed({ [field]: ['admin.payments.refund_amount'] });
  }
  return grosze;
}

/** More than the rest: 422 on the field, the message naming what can still be refunded. */
function refundTooLarge(field: string, refundable: number, locale: Locale): DomainError {
  return new DomainError(
    422,
    'validation_failed',
    'admin.payments.refund_too_much',
    { amount: formatPrice(refundable, locale) },
    { [field]: ['admin.payments.refund_over_rest'] },
  );
}

/** Answers the staff message for refunds just sent: accepted by the provider, or waiting for a retry. */
async function refundMessage(
  ctx: OrdersContext,
  refundIds: number[],
  key: 'admin.payments.refund_ordered' | 'admin.orders.withdrawal_completed_refund',
  params: { number: string; amount: number },
): Promise<string> {
  const amount = formatPrice(params.amount, ctx.locale);
  if (await anyRefundPending(ctx.db, refundIds))
    return translate(ctx.locale, 'admin.payments.refund_pending', { amount });
  return translate(ctx.locale, key, { number: params.number, amount });
}

/**
 * A full or partial refund staff order, at most what is still refundable, through the payments module's
 * refund path (Przelewy24 or the demo provider). The order row is locked, so two staff members cannot refund
 * the same money twice; the request leaves for the provider after the commit.
 */
export async function refundOrder(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: number,
  input: AdminRefundInput,
): Promise<string> {
  const wanted = refundGrosze(input.amount, 'amount');
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const refundable = await refundableOfOrder(tx, order.id);
    if (refundable <= 0) throw new Conflict('admin.payments.refund_nothing', {}, 'nothing_to_refund');
    if (wanted > refundable) throw refundTooLarge('amount', refundable, ctx.locale);
    const refund = await refundOrderAmount(tx, order.id, wanted, {
      reason: input.reason,
      requestedBy: actor.id,
      now: ctx.now,
    });
    const whole = refund.amount >= refundable;
    if (whole) {
      await updateOrder(tx, order.id, { paymentStatus: 'refunded', updatedAt: ctx.now });
      await insertHistory(tx, {
        orderId: order.id,
        status: 'payment:refunded',
        note: input.reason,
        changedBy: actor.id,
        at: ctx.now,
      });
    }
    const data = await orderMailData(tx, order, mailInput(ctx));
    await queueOrderEmail(tx, order, 'order-refund', (l) => orderRefundedEmail(l, data, refund.amount), ctx.now);
    const correction = await issueCorrectionForRefund(tx, order, {
      amount: refund.amount,
      whole,
      now: ctx.now,
      by: actor.id,
    });
    await mailCorrection(tx, order, correction, mailInput(ctx));
    await actor.record(tx, 'order.refund', {
      amount: toPln(refund.amount),
      reason: input.reason,
      whole,
      refund_ids: refund.refundIds,
    });
    return { refund, orderNumber: order.orderNumber };
  });
  await sendRefunds(ctx, result.refund.refundIds);
  return refundMessage(ctx, result.refund.refundIds, 'admin.payments.refund_ordered', {
    number: result.orderNumber,
    amount: result.refund.amount,
  });
}

// ——— withdrawals ———

async function restockOrder(tx: Tx, orderId: number): Promise<void> {
  // Every piece came back, those made to order too: all go on their variant's stock.
  await putBackLines(tx, await findOrderLines(tx, [orderId]), (l) => l.quantity);
}

/**
 * The products of a withdrawal are back. The order becomes `returned`, the payment is refunded (all that is
 * left, or the amount staff give), optionally the pieces go back on stock, and the customer is told — all in
 * one transaction; the refund request leaves after it.
 */
export async function completeWithdrawal(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: number,
  withdrawalId: number,
  input: AdminWithdrawalCompleteInput,
): Promise<string> {
  const wanted = input.refund_amount === undefined ? undefined : refundGrosze(input.refund_amount, 'refund_amount');
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const [withdrawal] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.orderId, order.id)))
      .for('update');
    if (!withdrawal) throw new NotFound('admin.orders.withdrawal_not_found');
    if (withdrawal.completedAt) throw new Conflict('admin.orders.withdrawal_done', {}, 'withdrawal_completed');
    if (order.status !== 'delivered') {
      throw new Conflict('admin.orders.withdrawal_not_delivered', {}, 'status_transition_not_allowed');
    }
    const refundable = await refundableOfOrder(tx, order.id);
    if (wanted !== undefined && wanted > refundable) throw refundTooLarge('refund_amount', refundable, ctx.locale);
    const amount = wanted ?? refundable;
    const refund =
      amount > 0
        ? await refundOrderAmount(tx, order.id, amount, { reason: 'withdrawal', requestedBy: actor.id, now: ctx.now })
        : { refundIds: [], amount: 0 };
    const whole = refundable > 0 && refund.amount >= refundable;
    await tx.update(withdrawals).set({ completedAt: ctx.now }).where(eq(withdrawals.id, withdrawal.id));
    // The withdrawal's return (docs/decisions/022-returns-and-withdrawal.md) is settled with it: one list stays true.
    await settleReturnsOfWithdrawal(tx, withdrawal.id, {
      refunded: refund.amount,
      refundIds: refund.refundIds,
      now: ctx.now,
    });
    await updateOrder(tx, order.id, {
      status: 'returned',
      ...(whole ? { paymentStatus: 'refunded' } : {}),
      updatedAt: ctx.now,
    });
    await insertHistory(tx, {
      orderId: order.id,
      status: 'returned',
      note: withdrawal.name,
      changedBy: actor.id,
      at: ctx.now,
    });
    if (whole) await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', at: ctx.now });
    if (input.restock) await restockOrder(tx, order.id);
    const returned = { ...order, status: 'returned' };
    if (refund.amount > 0) {
      const correction = await issueCorrectionForRefund(tx, returned, {
        amount: refund.amount,
        whole,
        reason: CORRECTION_REASONS.withdrawal,
        now: ctx.now,
        by: actor.id,
      });
      await mailCorrection(tx, returned, correction, mailInput(ctx));
    }
    const data = await orderMailData(tx, returned, mailInput(ctx));
    await queueOrderEmail(
      tx,
      returned,
      'order-withdrawal-completed',
      (l) => withdrawalCompletedEmail(l, data, refund.amount),
      ctx.now,
    );
    await actor.record(tx, 'order.withdrawal_complete', {
      withdrawal_id: withdrawal.id,
      refund: toPln(refund.amount),
      restock: input.restock,
    });
    return { refund, orderNumber: order.orderNumber };
  });
  if (input.restock) catalogueVersion.bump();
  if (!result.refund.refundIds.length) {
    return translate(ctx.locale, 'admin.orders.withdrawal_completed', { number: result.orderNumber });
  }
  await sendRefunds(ctx, result.refund.refundIds);
  return refundMessage(ctx, result.refund.refundIds, 'admin.orders.withdrawal_completed_refund', {
    number: result.orderNumber,
    amount: result.refund.amount,
  });
}
