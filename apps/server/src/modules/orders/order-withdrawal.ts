import { type GuestWithdrawBody, type Locale, WITHDRAWAL_DAYS, type WithdrawBody } from '@atelier/contracts';
import type { Order } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { formatDateTime } from './business-days';
import { withdrawalReceivedEmail } from './order-mail';
import { orderMailData, queueOrderEmail } from './order-notifications';
import { blank } from './order-placement';
import { withdrawalDeadline } from './order-presenter';
import {
  findOrderByNumber,
  findWithdrawal,
  insertHistory,
  insertWithdrawal,
  lockOrder,
  setWithdrawalEmail,
} from './orders.repository';
import type { OrdersContext } from './orders-context';

/** Withdrawing from a delivered order (docs/product-rules.md#legal). */

async function withdraw(
  ctx: OrdersContext,
  orderId: number,
  body: { name: string; email: string; reason?: string | null },
): Promise<{ withdrawalId: number; order: Order; submittedAt: Date }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    if (await findWithdrawal(tx, order.id)) throw new Conflict('orders.withdraw_already', {}, 'withdrawal_exists');
    const deadline = withdrawalDeadline(order);
    if (order.status !== 'delivered' || !deadline) {
      throw new Conflict('orders.withdraw_not_delivered', {}, 'withdrawal_not_available');
    }
    if (ctx.now.getTime() > deadline.getTime()) {
      throw new Conflict(
        'orders.withdraw_expired',
        { date: formatDateTime(deadline, ctx.locale), days: WITHDRAWAL_DAYS },
        'withdrawal_expired',
      );
    }
    const withdrawal = await insertWithdrawal(tx, {
      orderId: order.id,
      name: body.name,
      email: body.email,
      reason: blank(body.reason),
      submittedAt: ctx.now,
    });
    await insertHistory(tx, { orderId: order.id, status: 'withdrawal', note: body.name, at: ctx.now });
    const data = await orderMailData(tx, order, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    const render = (l: Locale) =>
      withdrawalReceivedEmail(l, data, { name: body.name, submittedAt: ctx.now, reason: blank(body.reason) });
    const emailId = await queueOrderEmail(tx, order, 'order-withdrawal-received', render, ctx.now);
    // The confirmation also goes to the address the consumer gave, when it is another one.
    if (body.email.toLowerCase() !== order.email.toLowerCase()) {
      await queueOrderEmail(tx, { ...order, email: body.email }, 'order-withdrawal-received', render, ctx.now);
    }
    await setWithdrawalEmail(tx, withdrawal.id, emailId);
    return { withdrawalId: withdrawal.id, order, submittedAt: ctx.now };
  });
}

function withdrawalAnswer(ctx: OrdersContext, result: Awaited<ReturnType<typeof withdraw>>) {
  return {
    success: true as const,
    message: translate(ctx.locale, 'orders.withdrawal_received', {
      date: formatDateTime(result.submittedAt, ctx.locale),
    }),
    data: {
      withdrawal_id: result.withdrawalId,
      order_id: result.order.id,
      order_number: result.order.orderNumber,
      submitted_at: result.submittedAt.toISOString(),
    },
  };
}

/** POST /api/orders/{id}/withdraw (the route checked access). */
export async function withdrawFromOrder(ctx: OrdersContext, order: Order, body: WithdrawBody) {
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}

/** POST /api/orders/withdraw: a guest names the order by number and its e-mail (404 when they do not match). */
export async function withdrawByOrderNumber(ctx: OrdersContext, body: GuestWithdrawBody) {
  const order = await findOrderByNumber(ctx.db, body.order_number.trim().toUpperCase());
  if (!order || order.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new NotFound('orders.guest_order_not_found');
  }
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}
