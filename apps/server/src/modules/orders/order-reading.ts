import type { Locale, OrderDetails, OrderListResponse, PaymentStatusResponse } from '@atelier/contracts';
import type { Db } from '../../db/client';
import type { Order } from '../../db/schema';
import { NotFound } from '../../errors';
import { toPln } from '../../shared/money';
import { hashToken } from '../../shared/secrets';
import { findColourNames } from '../catalog/catalog.repository';
import { findInvoicesOfOrders } from '../invoices/invoices.repository';
import { checkPendingPayments, latestAttempt } from '../payments/payments.service';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { amountToPay } from './order-gift-cards';
import { canPay, paymentOutcome, presentDetails, presentSummary } from './order-presenter';
import { findShipments } from './order-tracking';
import {
  findHistory,
  findOrder,
  findOrderIdByTokenHash,
  findOrderLines,
  findOrdersOfUser,
  findReturnsOfOrder,
  findWithdrawal,
} from './orders.repository';
import type { OrdersContext, OrderViewer } from './orders-context';

/** Reading orders: who may open one, its details, the customer's list, the payment status. */

/**
 * The order if the viewer may see it — their own, or the one a guest token opens — with that token (null for
 * a customer's own order); else 404, never 403. A token opens only its own order, whatever it is sent with.
 */
export async function openOrder(
  db: Db,
  orderId: number,
  viewer: OrderViewer,
): Promise<{ order: Order; guestToken: string | null }> {
  const order = await findOrder(db, orderId);
  if (order) {
    if (viewer.userId !== null && order.userId === viewer.userId) return { order, guestToken: null };
    for (const token of new Set(viewer.orderTokens ?? [])) {
      if (token && (await orderIdOfToken(db, token)) === order.id) return { order, guestToken: token };
    }
  }
  throw new NotFound('orders.not_found');
}

export async function accessibleOrder(db: Db, orderId: number, viewer: OrderViewer): Promise<Order> {
  return (await openOrder(db, orderId, viewer)).order;
}

async function orderIdOfToken(db: Db, token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return findOrderIdByTokenHash(db, hashToken(token));
}

/** The delivery method's name in this language, or its code when the method is gone. */
export async function deliveryNameOf(db: Db, order: Order, locale: Locale): Promise<string> {
  const method = findMethod(await loadShippingRules(db), order.deliveryMethodCode);
  return method ? methodName(method, locale) : order.deliveryMethodCode;
}

export async function orderDetails(ctx: OrdersContext, order: Order): Promise<OrderDetails> {
  const [lines, history, withdrawal, deliveryName, colourNames, parcels, invoices, returns] = await Promise.all([
    findOrderLines(ctx.db, [order.id]),
    findHistory(ctx.db, order.id),
    findWithdrawal(ctx.db, order.id),
    deliveryNameOf(ctx.db, order, ctx.locale),
    findColourNames(ctx.db, ctx.locale),
    findShipments(ctx.db, order.id),
    findInvoicesOfOrders(ctx.db, [order.id]),
    findReturnsOfOrder(ctx.db, order.id),
  ]);
  return presentDetails(
    { order, lines, history, withdrawal, deliveryName, colourNames, shipments: parcels, invoices, returns },
    { locale: ctx.locale, publicUrl: ctx.config.publicUrl, now: ctx.now },
  );
}

/** GET /api/orders/guest/{token}: the order a guest's link opens. */
export async function guestOrderDetails(ctx: OrdersContext, token: string): Promise<OrderDetails> {
  const id = await orderIdOfToken(ctx.db, token);
  const order = id ? await findOrder(ctx.db, id) : undefined;
  if (!order) throw new NotFound('orders.not_found');
  return orderDetails(ctx, order);
}

/** GET /api/orders: the customer's own orders, newest first. */
export async function listOrders(
  ctx: OrdersContext,
  userId: number,
  page: number,
  perPage: number,
): Promise<OrderListResponse> {
  const { rows, total } = await findOrdersOfUser(ctx.db, userId, page, perPage);
  const lines = await findOrderLines(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((order) =>
      presentSummary(
        order,
        lines.filter((l) => l.orderId === order.id),
        ctx.locale,
        ctx.config.publicUrl,
      ),
    ),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/**
 * GET /api/orders/{id}/payment-status: while the order waits for money, Przelewy24 is asked about its
 * sessions first (the customer's return may beat the notification), through the same settle path.
 */
export async function paymentStatus(ctx: OrdersContext, order: Order): Promise<PaymentStatusResponse> {
  if (order.paymentStatus === 'pending' && order.status === 'in_preparation') await checkPendingPayments(ctx, order.id);
  // The order and its latest attempt from one snapshot: a settlement committing between two separate reads showed
  // a failed attempt on an order still "pending" (seen under load by payments-blik.test.ts).
  const { current, attempt } = await ctx.db.transaction(
    async (tx) => {
      const current = (await findOrder(tx, order.id)) ?? order;
      return { current, attempt: await latestAttempt({ db: tx, now: ctx.now }, current.id) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    data: {
      order_id: current.id,
      order_number: current.orderNumber,
      status: current.status as PaymentStatusResponse['data']['status'],
      payment_status: current.paymentStatus as PaymentStatusResponse['data']['payment_status'],
      outcome: paymentOutcome(current),
      total_amount: toPln(amountToPay(current)),
      can_retry: canPay(current),
      order_status: current.status as PaymentStatusResponse['data']['status'],
      attempt,
    },
  };
}
