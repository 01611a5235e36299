import { randomInt } from 'node:crypto';
import type { DemoPaymentAction, DemoPaymentSessionResponse } from '@atelier/contracts';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { lockOrderForPayment, orderOfPayment, orderPaymentEnded } from '../orders/order-payments';
import { notificationSign } from './p24-signature';
import { findPaymentBySession, lockPayment, type Payment, updatePayment } from './payments.repository';
import { receiveNotification } from './payments.service';
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
