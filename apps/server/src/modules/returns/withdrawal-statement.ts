import { type GuestWithdrawBody, type Locale, WITHDRAWAL_DAYS, type WithdrawBody } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { formatDateTime } from '../orders/business-days';
import { type OrderMailData, withdrawalReceivedEmail } from '../orders/order-mail';
import { orderMailData, queueOrderEmail } from '../orders/order-notifications';
import { blank } from '../orders/order-placement';
import { withdrawalDeadline } from '../orders/order-presenter';
import { findOrder, findOrderByNumber, findOrderLines, findWithdrawal } from '../orders/orders.repository';
import { registerReturn } from './return-registering';
import { returnedPieces } from './returns.repository';
import type { ReturnsContext } from './returns-context';

/**
 * The statutory withdrawal from the whole order (docs/product-rules.md#legal, docs/decisions/022-returns-and-withdrawal.md):
 * the consumer's statement with their name and e-mail, confirmed by e-mail with date and time. It is registered as
 * a return of every piece not yet returned (to be sent back by the customer), so staff see it in the one list of
 * returns and settle it like any other.
 */

async function withdraw(
  ctx: ReturnsContext,
  orderId: number,
  body: { name: string; email: string; reason?: string | null },
): Promise<{ withdrawalId: number; order: Order; submittedAt: Date }> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new NotFound('orders.not_found');
  if (await findWithdrawal(ctx.db, order.id)) throw new Conflict('orders.withdraw_already', {}, 'withdrawal_exists');
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
  const returned = await returnedPieces(ctx.db, order.id);
  const lines = (await findOrderLines(ctx.db, [order.id]))
    .map((l) => ({ order_item_id: l.id, quantity: l.quantity - (returned.get(l.id) ?? 0) }))
    .filter((l) => l.quantity > 0);
  const reason = blank(body.reason);
  const render = (data: OrderMailData) => (l: Locale) =>
    withdrawalReceivedEmail(l, data, { name: body.name, submittedAt: ctx.now, reason });
  const confirm = async (tx: Tx, locked: Order) => {
    const data = await orderMailData(tx, locked, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    const emailId = await queueOrderEmail(tx, locked, 'order-withdrawal-received', render(data), ctx.now);
    // The confirmation also goes to the address the consumer gave, when it is another one.
    if (body.email.toLowerCase() !== locked.email.toLowerCase()) {
      await queueOrderEmail(tx, { ...locked, email: body.email }, 'order-withdrawal-received', render(data), ctx.now);
    }
    return emailId;
  };
  const { withdrawalId } = await registerReturn(
    ctx,
    order.id,
    {
      lines,
      reason: null,
      comment: reason,
      method: 'own',
      by: null,
      statement: { name: body.name, email: body.email, reason, confirm },
    },
    async () => '',
  );
  if (withdrawalId === null) throw new Conflict('orders.withdraw_not_delivered', {}, 'withdrawal_not_available');
  return { withdrawalId, order, submittedAt: ctx.now };
}

function withdrawalAnswer(ctx: ReturnsContext, result: Awaited<ReturnType<typeof withdraw>>) {
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
export async function withdrawFromOrder(ctx: ReturnsContext, order: Order, body: WithdrawBody) {
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}

/** POST /api/orders/withdraw: a guest names the order by number and its e-mail (404 when they do not match). */
export async function withdrawByOrderNumber(ctx: ReturnsContext, body: GuestWithdrawBody) {
  const order = await findOrderByNumber(ctx.db, body.order_number.trim().toUpperCase());
  if (!order || order.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new NotFound('orders.guest_order_not_found');
  }
  return withdrawalAnswer(ctx, await withdraw(ctx, order.id, body));
}
