import type { DbOrTx, Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { invoiceAttachment } from '../invoices/invoice-files';
import { issueInvoiceIfDue } from '../invoices/invoice-issuing';
import { latePaymentRefundedEmail, paymentReceivedEmail } from './order-mail';
import { orderMailData, queueOrderEmail } from './order-notifications';
import { findOrder, insertHistory, lockOrder, updateOrder } from './orders.repository';

/**
 * What a payment tells its order. The payments module talks to the providers and keeps its own rows; an
 * order's payment status, its history and the customer's e-mails about money change only here
 * (docs/product-rules.md#payments). Every function that takes a `tx` runs inside the payment's transaction,
 * after `lockOrderForPayment` — the order is locked before the payment, everywhere, so the two never deadlock.
 */

export type PaymentEvent = { sessionId: string; now: Date; publicUrl: string };

/** The order a payment belongs to, read without a lock. */
export const orderOfPayment = (db: DbOrTx, orderId: number) => findOrder(db, orderId);

/** Locks the order before its payment is locked or changed. */
export const lockOrderForPayment = (tx: Tx, orderId: number) => lockOrder(tx, orderId);

/** Money for an order that no longer wants it (cancelled, or paid already) goes back without anyone asking. */
export function paymentIsUnwanted(order: Order): boolean {
  return order.status === 'cancelled' || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
}

/** The customer went to pay: the order waits for the provider's word. */
export async function orderPaymentStarted(db: DbOrTx, order: Order, now: Date): Promise<void> {
  if (order.paymentStatus !== 'pending') await updateOrder(db, order.id, { paymentStatus: 'pending', updatedAt: now });
}

/**
 * The provider confirmed the money. A wanted payment makes the order paid and tells the customer; an unwanted
 * one (paymentIsUnwanted — the payments module has already asked for it back) makes it refunded, unless an
 * earlier payment keeps it paid, and tells the customer the money is on its way back.
 */
export async function orderPaid(tx: Tx, order: Order, payment: PaymentEvent & { amount: number }): Promise<void> {
  const { now } = payment;
  await insertHistory(tx, { orderId: order.id, status: 'payment:paid', note: payment.sessionId, at: now });
  const mailInput = { publicUrl: payment.publicUrl, now };
  if (paymentIsUnwanted(order)) {
    if (order.paymentStatus !== 'paid') await updateOrder(tx, order.id, { paymentStatus: 'refunded', updatedAt: now });
    await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', note: payment.sessionId, at: now });
    const data = await orderMailData(tx, order, mailInput);
    await queueOrderEmail(
      tx,
      order,
      'order-late-payment-refunded',
      (l) => latePaymentRefundedEmail(l, data, payment.amount),
      now,
    );
    return;
  }
  await updateOrder(tx, order.id, { paymentStatus: 'paid', paidAt: now, updatedAt: now });
  const paid = { ...order, paymentStatus: 'paid', paidAt: now };
  // A company's invoice (or one a consumer asked for at checkout) is numbered in this very transaction and
  // travels with the e-mail; its PDF is rendered when the e-mail is sent, if not before.
  const invoice = await issueInvoiceIfDue(tx, paid, now);
  const data = await orderMailData(tx, paid, mailInput);
  await queueOrderEmail(
    tx,
    paid,
    'order-payment-received',
    (l) => paymentReceivedEmail(l, data, invoice?.number ?? null),
    now,
    invoice ? [invoiceAttachment(invoice)] : [],
  );
}

/** The customer failed or cancelled at the provider: a still-pending order says so and stays payable. */
export async function orderPaymentEnded(
  tx: Tx,
  order: Order,
  status: 'failed' | 'cancelled',
  payment: Pick<PaymentEvent, 'sessionId' | 'now'>,
): Promise<void> {
  if (order.paymentStatus === 'pending')
    await updateOrder(tx, order.id, { paymentStatus: status, updatedAt: payment.now });
  await insertHistory(tx, { orderId: order.id, status: `payment:${status}`, note: payment.sessionId, at: payment.now });
}

/** The provider rejected a refund: the money stayed with the shop, so a refunded order is paid again. */
export async function orderRefundRejected(tx: Tx, order: Order, refundRequestId: string, now: Date): Promise<void> {
  if (order.paymentStatus === 'refunded') await updateOrder(tx, order.id, { paymentStatus: 'paid', updatedAt: now });
  await insertHistory(tx, { orderId: order.id, status: 'payment:refund_failed', note: refundRequestId, at: now });
}
