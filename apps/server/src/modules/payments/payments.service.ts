import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type {
  DemoPaymentAction,
  DemoPaymentSessionResponse,
  InitiatePaymentBody,
  InitiatePaymentResponse,
  Locale,
  P24Notification,
  P24RefundNotification,
} from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { Conflict, DomainError, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { orderLinks } from '../orders/order-notifications';
import {
  lockOrderForPayment,
  orderOfPayment,
  orderPaid,
  orderPaymentEnded,
  orderPaymentStarted,
  orderRefundRejected,
  paymentIsUnwanted,
} from '../orders/order-payments';
import { notificationSign, refundNotificationSign, sameSignature } from './p24-signature';
import { type Gateways, GatewayUnavailable, type RegisterInput } from './payment-gateways';
import {
  findPaymentById,
  findPaymentBySession,
  findPaymentsOfOrder,
  findRefund,
  findRefundByRequestId,
  findRefundsOfPayments,
  findUnsentRefunds,
  insertPayment,
  insertRefund,
  lockPayment,
  type Payment,
  updatePayment,
  updateRefund,
} from './payments.repository';

/**
 * Payments (docs/product-rules.md#payments): one attempt = one `payments` row with its own session id. Przelewy24's notification, the
 * customer's return (which asks Przelewy24 about the session) and the demo gateway's Pay button all end in
 * `settlePayment`, which locks the order and the payment, verifies once and marks the order paid exactly
 * once. Money that arrives for a cancelled (or already paid) order is refunded automatically.
 */

export type PaymentsContext = {
  db: Db;
  config: Config;
  gateways: Gateways;
  now: Date;
  locale: Locale;
  log: FastifyBaseLogger;
};

/** The notification endpoints of our API, given to Przelewy24 when registering and refunding. */
const statusUrl = (config: Config) => `${config.publicUrl}/api/payment/p24/status`;
const refundStatusUrl = (config: Config) => `${config.publicUrl}/api/payment/p24/refund-status`;

// ——— starting a payment ———

/** POST /api/payment/initiate for an order the caller may see (the route checks access). */
export async function initiatePayment(
  ctx: PaymentsContext,
  order: Order,
  body: InitiatePaymentBody,
  guestToken: string | null,
): Promise<InitiatePaymentResponse> {
  if (order.status === 'cancelled' || order.paymentStatus === 'refunded') {
    throw new Conflict('payments.order_cancelled', {}, 'order_cancelled');
  }
  if (order.paymentStatus === 'paid' || order.status !== 'in_preparation') {
    throw new Conflict('payments.already_paid', {}, 'already_paid');
  }
  if (body.amount !== undefined && Math.round(body.amount * 100) !== order.total) {
    throw new Conflict('payments.amount_mismatch', {}, 'prices_changed');
  }
  const gateway = ctx.gateways.current;
  if (!gateway) {
    // No Przelewy24 and no demo switched on: the order stays as it is, payable once payments are configured.
    ctx.log.error({ orderId: order.id }, 'online payment refused: no payment gateway configured');
    throw new DomainError(503, 'payments_unavailable', 'payments.unavailable');
  }
  const language: Locale = body.locale ?? (order.locale as Locale);
  const links = await orderLinks(ctx.db, order, { publicUrl: ctx.config.publicUrl, now: ctx.now, guestToken });
  const returnPath = links.paymentUrl.slice(ctx.config.publicUrl.length).replace(`/${order.locale}/`, `/${language}/`);
  // 96 random bits after the order number: a session id nobody can guess (the demo gateway page is public).
  const sessionId = `${order.orderNumber}-${randomBytes(12).toString('base64url')}`;
  const payment = await insertPayment(ctx.db, {
    orderId: order.id,
    provider: gateway.provider,
    sessionId,
    amount: order.total,
    currency: order.currency,
    status: 'pending',
    returnUrl: returnPath,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const registration: RegisterInput = {
    sessionId,
    amount: order.total,
    currency: order.currency,
    description: translate(language, 'payments.description', { number: order.orderNumber }),
    email: order.email,
    language,
    urlReturn: `${ctx.config.publicUrl}${returnPath}`,
    urlStatus: statusUrl(ctx.config),
    client: `${order.billingFirstName} ${order.billingLastName}`,
    address: `${order.billingStreet} ${order.billingHouse}${order.billingApartment ? `/${order.billingApartment}` : ''}`,
    zip: order.billingPostalCode,
    city: order.billingCity,
    phone: order.phone,
    shippingType: order.deliveryMethodCode === 'inpost' ? 2 : null,
  };
  let redirectUrl: string;
  try {
    const registered = await gateway.register(registration);
    redirectUrl = registered.redirectUrl;
    await updatePayment(ctx.db, payment.id, { token: registered.token, updatedAt: ctx.now });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id, sessionId }, 'payment registration failed');
    await updatePayment(ctx.db, payment.id, { status: 'cancelled', updatedAt: ctx.now });
    throw new DomainError(502, 'payment_initiate_failed', 'payments.initiate_failed');
  }
  await orderPaymentStarted(ctx.db, order, ctx.now);
  return {
    success: true,
    redirect_url: redirectUrl,
    data: { provider: gateway.provider, session_id: sessionId, amount: toPln(order.total) },
  };
}

// ——— settling: notification, return, demo ———

type ProviderConfirmation = {
  /** The provider's own transaction id. */
  providerOrderId: number;
  methodId: number;
  raw: unknown;
  /** The provider already counts the money as verified (Przelewy24 status 2): no verify call. */
  alreadyVerified: boolean;
};

class VerifyFailed extends DomainError {
  constructor() {
    super(502, 'payment_verify_failed', 'payments.initiate_failed');
  }
}

/**
 * The one way a payment becomes paid. Locks the order, then the payment (always in this order, like the
 * cancellation, so the two never deadlock); a payment already settled changes nothing. Verifies with the
 * provider before anything is written. Refund requests are sent after the commit.
 */
export async function settlePayment(ctx: PaymentsContext, payment: Payment, confirmation: ProviderConfirmation) {
  const gateway = ctx.gateways.of(payment.provider);
  if (!gateway) throw new NotFound('payments.session_not_found');
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, payment.orderId);
    const current = await lockPayment(tx, payment.id);
    if (!order || !current || current.status === 'paid' || current.status === 'refunded') {
      return { changed: false, refundIds: [] as number[] };
    }
    if (!confirmation.alreadyVerified) {
      const verified = await gateway
        .verify({
          sessionId: current.sessionId,
          orderId: confirmation.providerOrderId,
          amount: current.amount,
          currency: current.currency,
        })
        .catch((error) => {
          ctx.log.error({ err: error, sessionId: current.sessionId }, 'payment verification failed');
          return false;
        });
      if (!verified) throw new VerifyFailed();
    }
    await updatePayment(tx, current.id, {
      status: 'paid',
      verifiedAt: ctx.now,
      p24OrderId: confirmation.providerOrderId,
      methodId: confirmation.methodId,
      raw: confirmation.raw,
      updatedAt: ctx.now,
    });
    const event = {
      sessionId: current.sessionId,
      amount: current.amount,
      now: ctx.now,
      publicUrl: ctx.config.publicUrl,
    };
    if (paymentIsUnwanted(order)) {
      // Paid after the order was cancelled, or paid twice: the money goes back without anyone asking.
      const refundId = await requestRefund(tx, current, 'late_or_duplicate_payment', ctx.now);
      await orderPaid(tx, order, event);
      ctx.log.warn(
        { orderId: order.id, sessionId: current.sessionId },
        'payment for a cancelled or paid order: refunding',
      );
      return { changed: true, refundIds: [refundId] };
    }
    await orderPaid(tx, order, event);
    return { changed: true, refundIds: [] as number[] };
  });
  if (result.refundIds.length) await sendRefunds(ctx, result.refundIds);
  return result;
}

class InvalidNotification extends DomainError {
  constructor() {
    super(400, 'invalid_notification', 'payments.notification_invalid');
  }
}

/**
 * POST /api/payment/p24/status (and the demo gateway's Pay button): the signature in constant time with the
 * gateway's CRC, merchant, session and amount against our payment; then settlePayment. A forged or
 * mismatched notification changes nothing, is logged and answered 400; a repeated one is harmless.
 */
export async function receiveNotification(ctx: PaymentsContext, body: P24Notification): Promise<void> {
  const reject = (reason: string): never => {
    ctx.log.warn({ reason, sessionId: body.sessionId, amount: body.amount }, 'payment notification refused');
    throw new InvalidNotification();
  };
  const payment = await findPaymentBySession(ctx.db, body.sessionId);
  if (!payment) return reject('unknown session');
  const gateway = ctx.gateways.of(payment.provider);
  if (!gateway) return reject('provider not configured');
  const expected = notificationSign({ ...body, crc: await gateway.crc() });
  if (!sameSignature(expected, body.sign)) return reject('bad signature');
  if (body.merchantId !== gateway.merchantId || body.posId !== gateway.posId) return reject('other merchant');
  if (body.amount !== payment.amount || body.currency !== payment.currency) return reject('amount or currency differs');
  await settlePayment(ctx, payment, {
    providerOrderId: body.orderId,
    methodId: body.methodId,
    raw: body,
    alreadyVerified: false,
  });
}

/**
 * The customer is back from Przelewy24 before (or instead of) the notification: ask Przelewy24 about the
 * order's pending sessions and settle those it reports paid, through the same path. Errors only log: the
 * notification will come anyway.
 */
export async function checkPendingPayments(ctx: PaymentsContext, orderId: number): Promise<void> {
  const pending = (await findPaymentsOfOrder(ctx.db, orderId)).filter(
    (p) => p.status === 'pending' && p.provider === 'przelewy24',
  );
  for (const payment of pending) {
    const gateway = ctx.gateways.of(payment.provider);
    if (!gateway) continue;
    try {
      const found = await gateway.lookup(payment.sessionId);
      if (!found || (found.status !== 1 && found.status !== 2)) continue;
      if (found.amount !== payment.amount || found.currency !== payment.currency) {
        ctx.log.warn({ sessionId: payment.sessionId }, 'provider reports another amount for the session');
        continue;
      }
      await settlePayment(ctx, payment, {
        providerOrderId: found.orderId,
        methodId: found.methodId,
        raw: found,
        alreadyVerified: found.status === 2,
      });
    } catch (error) {
      ctx.log.warn({ err: error, sessionId: payment.sessionId }, 'payment status check on return failed');
    }
  }
}

// ——— refunds ———

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
async function requestRefund(
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

// ——— the demo gateway ———

async function demoPayment(ctx: PaymentsContext, sessionId: string): Promise<Payment> {
  const payment = await findPaymentBySession(ctx.db, sessionId);
  if (payment?.provider !== 'demo' || !ctx.gateways.of('demo')) {
    throw new NotFound('payments.session_not_found');
  }
  return payment;
}

/** GET /api/payment/demo/{session_id}: what the simulated gateway page shows. */
export async function demoSession(ctx: PaymentsContext, sessionId: string): Promise<DemoPaymentSessionResponse> {
  const payment = await demoPayment(ctx, sessionId);
  const order = await orderOfPayment(ctx.db, payment.orderId);
  if (!order) throw new NotFound('payments.session_not_found');
  return {
    data: {
      session_id: payment.sessionId,
      order_id: order.id,
      order_number: order.orderNumber,
      amount: toPln(payment.amount),
      currency: payment.currency,
      description: translate(ctx.locale, 'payments.description', { number: order.orderNumber }),
      email: order.email,
      status: payment.status as DemoPaymentSessionResponse['data']['status'],
      return_url: payment.returnUrl ?? `/${order.locale}/payment/${order.id}`,
    },
  };
}

/**
 * POST /api/payment/demo/{session_id}/{action}. Pay: the gateway signs a notification exactly as
 * Przelewy24 does and hands it to receiveNotification. Fail / cancel: the customer comes back without
 * money, so the attempt (and the order's payment status) becomes failed or cancelled; a new attempt can start.
 */
export async function demoAction(ctx: PaymentsContext, sessionId: string, action: DemoPaymentAction) {
  const payment = await demoPayment(ctx, sessionId);
  if (payment.status !== 'pending') throw new Conflict('payments.session_closed', {}, 'payment_closed');
  const returnUrl = payment.returnUrl ?? '/';
  if (action === 'pay') {
    const gateway = ctx.gateways.of('demo');
    if (!gateway) throw new NotFound('payments.session_not_found');
    const fields = {
      merchantId: gateway.merchantId,
      posId: gateway.posId,
      sessionId: payment.sessionId,
      amount: payment.amount,
      originAmount: payment.amount,
      currency: payment.currency,
      orderId: randomInt(1, 2_147_483_647),
      methodId: 0,
      statement: `p24-demo-${payment.id}`,
    };
    await receiveNotification(ctx, { ...fields, sign: notificationSign({ ...fields, crc: await gateway.crc() }) });
    return { redirectUrl: returnUrl, status: 'paid' as const };
  }
  const status = action === 'fail' ? ('failed' as const) : ('cancelled' as const);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, payment.orderId);
    const current = await lockPayment(tx, payment.id);
    if (!order || current?.status !== 'pending') throw new Conflict('payments.session_closed', {}, 'payment_closed');
    await updatePayment(tx, current.id, { status, updatedAt: ctx.now });
    await orderPaymentEnded(tx, order, status, { sessionId: current.sessionId, now: ctx.now });
  });
  return { redirectUrl: returnUrl, status };
}
