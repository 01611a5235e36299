import { randomBytes } from 'node:crypto';
import type { InitiatePaymentBody, InitiatePaymentResponse, Locale, P24Notification } from '@atelier/contracts';
import type { Order } from '../../db/schema';
import { Conflict, DomainError, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { orderLinks } from '../orders/order-notifications';
import { lockOrderForPayment, orderPaid, orderPaymentStarted, paymentIsUnwanted } from '../orders/order-payments';
import { notificationSign, sameSignature } from './p24-signature';
import type { RegisterInput } from './payment-gateways';
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
