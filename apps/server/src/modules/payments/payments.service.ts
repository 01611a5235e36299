import { randomBytes } from 'node:crypto';
import type {
  InitiateAnyPaymentResponse,
  InitiatePaymentBody,
  Locale,
  P24Notification,
  PaymentAttempt,
  PaymentMethodsResponse,
} from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import type { Order } from '../../db/schema';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { orderLinks } from '../orders/order-notifications';
import {
  amountToPay,
  lockOrderForPayment,
  orderPaid,
  orderPaymentEnded,
  orderPaymentStarted,
  paymentIsUnwanted,
} from '../orders/order-payments';
import { notificationSign, sameSignature } from './p24-signature';
import { scheduleDemoBlik, settleDueDemoBlik } from './payment-demo';
import type { BlikCharge, GatewayMethod, PaymentGateway, RegisterInput } from './payment-gateways';
import { requestRefund, sendRefunds } from './payment-refunds';
import {
  findPaymentBySession,
  findPaymentsOfOrder,
  insertPayment,
  lockPayment,
  type Payment,
  updatePayment,
} from './payments.repository';
import { InvalidNotification, type PaymentsContext, statusUrl } from './payments-context';

/**
 * Payments (docs/product-rules.md#payments): one attempt = one `payments` row with its own session id. Przelewy24's notification, the
 * customer's return (which asks Przelewy24 about the session) and the demo gateway's Pay button all end in
 * `settlePayment`, which locks the order and the payment, verifies once and marks the order paid exactly
 * once. Money that arrives for a cancelled (or already paid) order is refunded automatically.
 */

// ——— starting a payment ———

/** How long a pending BLIK attempt holds off another one: a double click, not a customer trying again. */
export const BLIK_HOLD_MS = 10_000;
/**
 * After this a BLIK attempt nobody confirmed counts as expired (a code lives 2 minutes, then the bank app asks;
 * docs/decisions/020). Przelewy24 notifies successes only, so a declined BLIK payment looks the same.
 */
export const BLIK_EXPIRES_MS = 3 * 60_000;

const SIX_DIGITS = /^\d{6}$/;

/** Who is paying, for Przelewy24's BLIK charge (`additional.PSU`). */
export type Payer = { ip: string; userAgent: string };

/**
 * POST /api/payment/initiate for an order the caller may see (the route checks access). With `method_code`
 * the chosen method is preselected at Przelewy24; with BLIK the code is charged at once and the customer
 * stays on our page (docs/product-rules.md#payments).
 */
export async function initiatePayment(
  ctx: PaymentsContext,
  order: Order,
  body: InitiatePaymentBody,
  guestToken: string | null,
  payer: Payer | null = null,
): Promise<InitiateAnyPaymentResponse> {
  refuseUnpayable(order);
  if (body.amount !== undefined && Math.round(body.amount * 100) !== amountToPay(order)) {
    throw new Conflict('payments.amount_mismatch', {}, 'prices_changed');
  }
  const gateway = ctx.gateways.current;
  if (!gateway) {
    // No Przelewy24 and no demo switched on: the order stays as it is, payable once payments are configured.
    ctx.log.error({ orderId: order.id }, 'online payment refused: no payment gateway configured');
    throw new DomainError(503, 'payments_unavailable', 'payments.unavailable');
  }
  const language: Locale = body.locale ?? (order.locale as Locale);
  const method = await chosenMethod(ctx, order, body, language);
  const blikCode = method?.group === 'blik' ? (body.blik_code ?? '') : null;
  if (blikCode !== null && !SIX_DIGITS.test(blikCode)) {
    throw new ValidationFailed({ blik_code: [blikCode ? 'payments.blik_code_format' : 'payments.blik_code_required'] });
  }
  const links = await orderLinks(ctx.db, order, { publicUrl: ctx.config.publicUrl, now: ctx.now, guestToken });
  const returnPath = links.paymentUrl.slice(ctx.config.publicUrl.length).replace(`/${order.locale}/`, `/${language}/`);
  // 96 random bits after the order number: a session id nobody can guess (the demo gateway page is public).
  const sessionId = `${order.orderNumber}-${randomBytes(12).toString('base64url')}`;
  // The attempt is written under the order's lock: two clicks at once see each other (docs/product-rules.md#payments).
  const payment = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderForPayment(tx, order.id);
    if (!locked) throw new NotFound('orders.not_found');
    refuseUnpayable(locked);
    const since = ctx.now.getTime() - BLIK_HOLD_MS;
    const blikPending = (await findPaymentsOfOrder(tx, order.id)).some(
      (p) => p.status === 'pending' && p.methodGroup === 'blik' && p.createdAt.getTime() > since,
    );
    if (blikPending) throw new Conflict('payments.in_progress', {}, 'payment_in_progress');
    return insertPayment(tx, {
      orderId: order.id,
      provider: gateway.provider,
      sessionId,
      amount: amountToPay(order),
      currency: order.currency,
      status: 'pending',
      returnUrl: returnPath,
      methodCode: method?.code ?? null,
      methodGroup: method?.group ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  });
  const registration: RegisterInput = {
    sessionId,
    amount: amountToPay(order),
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
    methodId: method?.providerId ?? null,
    psu: blikCode !== null ? payer : null,
  };
  let registered: { token: string | null; redirectUrl: string };
  try {
    registered = await gateway.register(registration);
    await updatePayment(ctx.db, payment.id, { token: registered.token, updatedAt: ctx.now });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id, sessionId }, 'payment registration failed');
    await updatePayment(ctx.db, payment.id, { status: 'cancelled', updatedAt: ctx.now });
    throw new DomainError(502, 'payment_initiate_failed', 'payments.initiate_failed');
  }
  // Under the order's lock: a payment settled meanwhile (a demo BLIK timer, a notification) is never undone.
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderForPayment(tx, order.id);
    if (locked && !paymentIsUnwanted(locked)) await orderPaymentStarted(tx, locked, ctx.now);
  });
  const data = { provider: gateway.provider, session_id: sessionId, amount: toPln(amountToPay(order)) };
  if (blikCode === null) return { success: true, redirect_url: registered.redirectUrl, data };
  await chargeBlik(ctx, gateway, payment, registered.token, blikCode);
  return { success: true, redirect_url: null, data: { ...data, status: 'pending' } };
}

/** Nothing to pay: a cancelled or refunded order, or one paid already (409). */
function refuseUnpayable(order: Order) {
  if (order.status === 'cancelled' || order.paymentStatus === 'refunded') {
    throw new Conflict('payments.order_cancelled', {}, 'order_cancelled');
  }
  if (order.paymentStatus === 'paid' || order.status !== 'in_preparation') {
    throw new Conflict('payments.already_paid', {}, 'already_paid');
  }
}

/**
 * The method named by `method_code`, which must be one the gateway offers for the order's amount (422 on
 * `method_code` otherwise). A BLIK code without a method means BLIK. Neither: Przelewy24's own picker.
 */
async function chosenMethod(
  ctx: PaymentsContext,
  order: Order,
  body: InitiatePaymentBody,
  language: Locale,
): Promise<GatewayMethod | null> {
  if (!body.method_code && body.blik_code === undefined) return null;
  let offered: GatewayMethod[];
  try {
    offered = await ctx.gateways.offeredMethods(language, amountToPay(order));
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'payment methods unavailable');
    throw new DomainError(502, 'payment_initiate_failed', 'payments.initiate_failed');
  }
  const method = body.method_code
    ? offered.find((m) => m.code === body.method_code)
    : offered.find((m) => m.group === 'blik');
  if (!method) throw new ValidationFailed({ method_code: ['payments.method_not_offered'] });
  return method;
}

/**
 * BLIK on our page: the registered transaction is charged with the code. Accepted: the customer confirms in
 * the bank app and the notification settles it as any payment. Refused: the attempt fails, the order stays
 * payable, and the customer is told on the code field (422) to generate a new code.
 */
async function chargeBlik(
  ctx: PaymentsContext,
  gateway: PaymentGateway,
  payment: Payment,
  token: string | null,
  blikCode: string,
): Promise<void> {
  let charge: BlikCharge;
  try {
    charge = await gateway.chargeBlik(token, blikCode);
  } catch (error) {
    ctx.log.error({ err: error, sessionId: payment.sessionId }, 'BLIK charge failed');
    await endAttempt(ctx, payment, 'cancelled');
    throw new DomainError(502, 'payment_initiate_failed', 'payments.initiate_failed');
  }
  if (!charge.accepted) {
    ctx.log.info({ sessionId: payment.sessionId, errorCode: charge.errorCode }, 'BLIK code refused');
    await endAttempt(ctx, payment, 'failed');
    const invalid = charge.errorCode === 28 || charge.errorCode === 29;
    throw new ValidationFailed({ blik_code: [invalid ? 'payments.blik_code_invalid' : 'payments.blik_code_refused'] });
  }
  if (gateway.provider === 'demo') await scheduleDemoBlik(ctx, payment, blikCode);
}

/** A pending attempt that ended without money: failed or cancelled, and its order says so (stays payable). */
export async function endAttempt(ctx: PaymentsContext, payment: Payment, status: 'failed' | 'cancelled') {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, payment.orderId);
    const current = await lockPayment(tx, payment.id);
    if (!order || current?.status !== 'pending') return;
    await updatePayment(tx, current.id, { status, updatedAt: ctx.now });
    await orderPaymentEnded(tx, order, status, { sessionId: current.sessionId, now: ctx.now });
  });
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
  const attempts = (await findPaymentsOfOrder(ctx.db, orderId)).filter((p) => p.status === 'pending');
  for (const payment of attempts.filter((p) => p.provider === 'demo')) {
    await settleDueDemoBlik(ctx, payment).catch((error) =>
      ctx.log.warn({ err: error, sessionId: payment.sessionId }, 'demo BLIK outcome failed'),
    );
  }
  const pending = attempts.filter((p) => p.provider === 'przelewy24');
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

// ——— reading ———

/** GET /api/payment/methods?amount=<PLN>: what the customer can choose, in the request's language. */
export async function paymentMethods(ctx: PaymentsContext, amountPln: number | null): Promise<PaymentMethodsResponse> {
  if (!ctx.gateways.current) throw new DomainError(503, 'payments_unavailable', 'payments.unavailable');
  const amount = amountPln === null ? null : Math.round(amountPln * 100);
  let methods: GatewayMethod[];
  try {
    methods = await ctx.gateways.offeredMethods(ctx.locale, amount);
  } catch (error) {
    ctx.log.error({ err: error }, 'payment methods unavailable');
    throw new DomainError(502, 'payment_initiate_failed', 'payments.initiate_failed');
  }
  return {
    data: methods.map((m) => ({
      code: m.code,
      name: m.name,
      group: m.group,
      ...(m.imageUrl ? { image_url: m.imageUrl } : {}),
      ...(m.min !== undefined ? { min_amount: toPln(m.min) } : {}),
      ...(m.max !== undefined ? { max_amount: toPln(m.max) } : {}),
    })),
  };
}

/**
 * The order's latest attempt as GET /api/orders/{id}/payment-status shows it: a BLIK attempt nobody confirmed
 * within BLIK_EXPIRES_MS is `expired`; a refunded one was `paid`.
 */
export async function latestAttempt(ctx: { db: DbOrTx; now: Date }, orderId: number): Promise<PaymentAttempt | null> {
  const attempts = await findPaymentsOfOrder(ctx.db, orderId);
  const last = attempts.at(-1);
  if (!last) return null;
  let status: PaymentAttempt['status'];
  if (last.status === 'refunded' || last.status === 'paid') status = 'paid';
  else if (last.status === 'failed' || last.status === 'cancelled') status = last.status;
  else if (last.methodGroup === 'blik' && ctx.now.getTime() - last.createdAt.getTime() >= BLIK_EXPIRES_MS) {
    status = 'expired';
  } else status = 'pending';
  return {
    session_id: last.sessionId,
    method_code: last.methodCode,
    status,
    created_at: last.createdAt.toISOString(),
  };
}
