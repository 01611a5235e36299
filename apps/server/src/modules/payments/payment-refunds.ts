import { randomUUID } from 'node:crypto';
import type { P24RefundNotification } from '@atelier/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { lockOrderForPayment, orderOfPayment, orderRefundRejected } from '../orders/order-payments';
import { refundNotificationSign, sameSignature } from './p24-signature';
import { GatewayUnavailable } from './payment-gateways';
import {
  findPaymentById,
  findPaymentBySession,
  findPaymentsOfOrder,
  findRefund,
  findRefundByRequestId,
  findRefundsOfPayments,
  findUnsentRefunds,
  insertRefund,
  lockPayment,
  type Payment,
  updatePayment,
  updateRefund,
} from './payments.repository';
import { InvalidNotification, type PaymentsContext, refundStatusUrl } from './payments-context';

/**
 * Refunds (docs/product-rules.md#payments): recorded with the payment locked, sent to the provider after the commit,
 * settled by the provider's refund notification.
 */

/**
 * What is still refundable of a payment: its amount less the refunds asked for. A refund the provider
 * rejected (`failed`) returned nothing, so its amount is refundable again.
 */
export async function refundableRest(db: DbOrTx, payment: Payment): Promise<number> {
  const asked = (await findRefundsOfPayments(db, [payment.id]))
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount, 0);
  return Math.max(payment.amount - asked, 0);
}

/**
 * Records a refund request of `amount` (default: the whole rest) of a locked payment. The payment becomes
 * `refunded` once nothing of it is left to refund; a partial refund leaves it `paid`.
 */
export async function requestRefund(
  tx: Tx,
  payment: Payment,
  reason: string,
  now: Date,
  options: { amount?: number; requestedBy?: number | null } = {},
): Promise<number> {
  const rest = await refundableRest(tx, payment);
  const amount = Math.min(options.amount ?? rest, rest);
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    amount,
    // ≤ 35 characters: Przelewy24's limit for refundsUuid, which we send equal to requestId.
    requestId: randomUUID().replaceAll('-', ''),
    reason,
    at: now,
    requestedBy: options.requestedBy,
  });
  if (amount >= rest) await updatePayment(tx, payment.id, { status: 'refunded', updatedAt: now });
  return refund.id;
}

/**
 * Inside the cancellation's transaction (the order row already locked): a refund request for every paid
 * payment of the order. Answers the refund ids (send them with sendRefunds after the commit) and the sum.
 */
export async function refundOrderPayments(
  tx: Tx,
  orderId: number,
  reason: string,
  now: Date,
): Promise<{ refundIds: number[]; amount: number }> {
  const refundIds: number[] = [];
  let amount = 0;
  for (const payment of await findPaymentsOfOrder(tx, orderId)) {
    if (payment.status !== 'paid') continue;
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status !== 'paid') continue;
    // A payment staff refunded in part returns only what is left of it.
    const rest = await refundableRest(tx, locked);
    if (rest <= 0) continue;
    refundIds.push(await requestRefund(tx, locked, reason, now));
    amount += rest;
  }
  return { refundIds, amount };
}

/** Payments whose money arrived (`paid`, or `refunded` in whole or in part since). */
const received = (payment: Payment) => payment.status === 'paid' || payment.status === 'refunded';

/** What a refund of the order may still return: the rests of its received payments. */
export async function refundableOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  let total = 0;
  for (const payment of await findPaymentsOfOrder(db, orderId)) {
    if (received(payment)) total += await refundableRest(db, payment);
  }
  return total;
}

/**
 * A refund staff order (admin panel): `amount` grosze taken from the order's received payments, oldest
 * first, each up to its rest. Runs in the caller's transaction with the order row locked; the caller
 * checked that the amount is refundable. Send the answered ids with sendRefunds after the commit.
 */
export async function refundOrderAmount(
  tx: Tx,
  orderId: number,
  amount: number,
  input: { reason: string; requestedBy: number | null; now: Date },
): Promise<{ refundIds: number[]; amount: number }> {
  const refundIds: number[] = [];
  let left = amount;
  for (const payment of await findPaymentsOfOrder(tx, orderId)) {
    if (left <= 0) break;
    if (!received(payment)) continue;
    const locked = await lockPayment(tx, payment.id);
    if (!locked || !received(locked)) continue;
    const part = Math.min(left, await refundableRest(tx, locked));
    if (part <= 0) continue;
    refundIds.push(
      await requestRefund(tx, locked, input.reason, input.now, { amount: part, requestedBy: input.requestedBy }),
    );
    left -= part;
  }
  return { refundIds, amount: amount - left };
}

/**
 * Sends refund requests to the provider. One that fails stays `pending` and is sent again by the periodic
 * job (retryUnsentRefunds); Przelewy24 refuses a repeated requestId, so a retry never pays out twice.
 */
export async function sendRefunds(
  ctx: Pick<PaymentsContext, 'db' | 'config' | 'gateways' | 'now' | 'log'>,
  ids: number[],
) {
  for (const id of ids) {
    const refund = await findRefund(ctx.db, id);
    if (refund?.status !== 'pending') continue;
    const payment = await findPaymentById(ctx.db, refund.paymentId);
    const gateway = payment ? ctx.gateways.of(payment.provider) : undefined;
    if (!payment || !gateway) {
      ctx.log.error({ refundId: id }, 'refund cannot be sent: payment provider not configured');
      continue;
    }
    const order = await orderOfPayment(ctx.db, payment.orderId);
    try {
      const accepted = await gateway.refund({
        requestId: refund.requestId,
        orderId: payment.p24OrderId ?? 0,
        sessionId: payment.sessionId,
        amount: refund.amount,
        description: `Zwrot ${order?.orderNumber ?? payment.sessionId}`,
        urlStatus: refundStatusUrl(ctx.config),
      });
      if (accepted) {
        await updateRefund(ctx.db, id, {
          status: 'completed',
          raw: { accepted_at: ctx.now.toISOString() },
          updatedAt: ctx.now,
        });
      } else {
        ctx.log.error({ refundId: id }, 'refund refused by the provider; will retry');
      }
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      ctx.log.warn({ err: error, refundId: id }, 'refund request failed; will retry');
    }
  }
}

/** Whether any of these refunds still waits for the provider to accept it (sent again by the retry job). */
export async function anyRefundPending(db: DbOrTx, refundIds: number[]): Promise<boolean> {
  for (const id of refundIds) {
    if ((await findRefund(db, id))?.status === 'pending') return true;
  }
  return false;
}

/** Refund requests not accepted yet, older than a minute (a request in flight is left alone). */
export async function retryUnsentRefunds(ctx: Pick<PaymentsContext, 'db' | 'config' | 'gateways' | 'now' | 'log'>) {
  const due = await findUnsentRefunds(ctx.db, new Date(ctx.now.getTime() - 60_000), 20);
  await sendRefunds(
    ctx,
    due.map((r) => r.id),
  );
  return due.length;
}

/**
 * POST /api/payment/p24/refund-status: Przelewy24 reports a refund done (status 0) or rejected (1). A forged,
 * unknown or mismatched notification changes nothing and is answered 400. A rejected refund returned no money:
 * the refund becomes `failed` (its amount refundable again in the admin panel), the payment and the order are no
 * longer "refunded" but paid, and the order's history says so — staff see it and refund again. Repeated
 * notifications are harmless.
 */
export async function receiveRefundNotification(ctx: PaymentsContext, body: P24RefundNotification): Promise<void> {
  const reject = (reason: string): never => {
    ctx.log.warn({ reason, requestId: body.requestId }, 'refund notification refused');
    throw new InvalidNotification();
  };
  const refund = await findRefundByRequestId(ctx.db, body.requestId);
  const payment = refund ? await findPaymentBySession(ctx.db, body.sessionId) : undefined;
  const gateway = payment ? ctx.gateways.of(payment.provider) : undefined;
  if (!refund || !payment || !gateway || payment.id !== refund.paymentId) return reject('unknown refund');
  const expected = refundNotificationSign({ ...body, crc: await gateway.crc() });
  if (!sameSignature(expected, body.sign)) return reject('bad signature');
  if (body.merchantId !== gateway.merchantId) return reject('other merchant');
  if (body.amount !== refund.amount || body.currency !== payment.currency) return reject('amount or currency differs');
  if (body.status === 0) {
    await updateRefund(ctx.db, refund.id, { status: 'completed', raw: body, updatedAt: ctx.now });
    return;
  }
  const rejected = await ctx.db.transaction(async (tx) => {
    // The order, then the payment: the order's lock order everywhere (settlePayment, cancellation).
    const order = await lockOrderForPayment(tx, payment.orderId);
    const current = await lockPayment(tx, payment.id);
    const again = await findRefund(tx, refund.id);
    if (!order || !current || !again || again.status === 'failed') return false;
    await updateRefund(tx, refund.id, { status: 'failed', raw: body, updatedAt: ctx.now });
    // The money stayed with the shop: what is left of the payment is paid, not refunded.
    if (current.status === 'refunded' && (await refundableRest(tx, current)) > 0) {
      await updatePayment(tx, current.id, { status: 'paid', updatedAt: ctx.now });
    }
    await orderRefundRejected(tx, order, refund.requestId, ctx.now);
    return true;
  });
  if (rejected) {
    ctx.log.error(
      { refundId: refund.id, orderId: payment.orderId },
      'Przelewy24 rejected a refund: the money is still with the shop, staff must refund again',
    );
  }
}
