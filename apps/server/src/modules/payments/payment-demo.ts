import { randomInt } from 'node:crypto';
import type { DemoPaymentAction, DemoPaymentSessionResponse } from '@atelier/contracts';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { lockOrderForPayment, orderOfPayment, orderPaymentEnded } from '../orders/order-payments';
import { notificationSign } from './p24-signature';
import { DEMO_BLIK_CONFIRMED } from './payment-gateways';
import { findPaymentById, findPaymentBySession, lockPayment, type Payment, updatePayment } from './payments.repository';
import { endAttempt, receiveNotification } from './payments.service';
import type { PaymentsContext } from './payments-context';

/** The demo gateway: a simulated payment page that settles through the same path as Przelewy24. */

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
    await demoPay(ctx, payment);
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

/** The demo's "money arrived": a notification signed exactly as Przelewy24 signs it, through receiveNotification. */
async function demoPay(ctx: PaymentsContext, payment: Payment) {
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
}

/** How long the demo "bank app" takes to confirm or decline a BLIK code. */
export const DEMO_BLIK_DELAY_MS = 2_000;

type DemoBlikOutcome = 'confirm' | 'decline';
const demoBlikOutcome = (payment: Payment): DemoBlikOutcome | null => {
  const outcome = (payment.raw as { demo_blik?: unknown } | null)?.demo_blik;
  return outcome === 'confirm' || outcome === 'decline' ? outcome : null;
};

/**
 * Demo BLIK (docs/product-rules.md#payments): the outcome a code stands for (777000–777999 confirmed, 000000
 * declined) is kept on the attempt — never the code — and played about 2 s later, by a timer in this process
 * or, whichever comes first, by the status poll (settleDueDemoBlik), so a restart or a second process loses nothing.
 */
export async function scheduleDemoBlik(ctx: PaymentsContext, payment: Payment, blikCode: string) {
  const outcome: DemoBlikOutcome = DEMO_BLIK_CONFIRMED.test(blikCode) ? 'confirm' : 'decline';
  await updatePayment(ctx.db, payment.id, { raw: { demo_blik: outcome }, updatedAt: ctx.now });
  const later = { ...ctx, now: new Date(ctx.now.getTime() + DEMO_BLIK_DELAY_MS) };
  setTimeout(() => {
    settleDemoBlik(later, payment.id).catch((error) =>
      ctx.log.warn({ err: error, sessionId: payment.sessionId }, 'demo BLIK outcome failed'),
    );
  }, DEMO_BLIK_DELAY_MS).unref();
}

/** Plays a pending demo BLIK attempt's outcome through the same paths as the demo page's Pay and Fail buttons. */
export async function settleDemoBlik(ctx: PaymentsContext, paymentId: number) {
  const payment = await findPaymentById(ctx.db, paymentId);
  if (payment?.status !== 'pending' || payment.provider !== 'demo') return;
  const outcome = demoBlikOutcome(payment);
  if (outcome === 'confirm') await demoPay(ctx, payment);
  else if (outcome === 'decline') await endAttempt(ctx, payment, 'failed');
}

/** The status poll's part: demo BLIK attempts whose 2 s have passed are played now. */
export async function settleDueDemoBlik(ctx: PaymentsContext, payment: Payment) {
  if (payment.provider !== 'demo' || !demoBlikOutcome(payment)) return;
  if (ctx.now.getTime() - payment.createdAt.getTime() < DEMO_BLIK_DELAY_MS) return;
  await settleDemoBlik(ctx, payment.id);
}
