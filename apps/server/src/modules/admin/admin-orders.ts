import {
  type AdminOrderDetails,
  type AdminOrderFilters,
  type AdminOrderListQuery,
  type AdminOrderStatusInput,
  type AdminOrderSummary,
  type AdminWithdrawalCompleteInput,
  type Locale,
  type OrderStatusCode,
  TRACKING_NUMBER_PATTERN,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  type Order,
  orderNotes,
  orderStatusHistory,
  orders,
  type Shipment,
  shipments,
  withdrawals,
} from '../../db/schema';
import { Conflict, DomainError, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import { toPln } from '../catalog/product-presenter';
import { orderMailData, queueOrderEmail } from '../orders/order-notifications';
import {
  historyLabel,
  paymentStatusLabel,
  presentDetails,
  statusLabel,
  withdrawalDeadline,
} from '../orders/order-presenter';
import {
  findOrder,
  findOrderLines,
  insertHistory,
  lockOrder,
  lockProducts,
  putBackStock,
  type Tx,
  updateOrder,
} from '../orders/orders.repository';
import { cancelOrderAsStaff, type OrdersContext } from '../orders/orders.service';
import { refundableOfOrder, refundOrderAmount, sendRefunds } from '../payments/payments.service';
import { findMethod, loadShippingRules, methodName } from '../shipping/shipping.service';
import { audit } from './admin-audit';
import { type CsvColumns, csvAmount, csvDocument, headerOf } from './admin-orders-csv';
import { orderDeliveredEmail, orderShippedEmail, withdrawalCompletedEmail } from './admin-orders-mail';
import { allOf, containing, dayRangeConditions, pageMeta, peopleByIds, warsawDateTime } from './admin-orders-query';
import { paymentsOfOrder, refundGrosze, refundMessage, refundTooLarge } from './admin-payments';

/**
 * Orders in the admin panel (area `orders`, D7): the list with filters, the details staff need, the status
 * transitions D7 allows, staff notes, completing withdrawals (D13) and the CSV export. Every change writes
 * the status history, the audit log and the customer's e-mail in one transaction.
 */

// ——— list and CSV ———

function orderConditions(filters: AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = dayRangeConditions(orders.createdAt, filters);
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.payment_status) conditions.push(eq(orders.paymentStatus, filters.payment_status));
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(or(ilike(orders.orderNumber, pattern), ilike(orders.email, pattern)) as SQL);
  }
  return allOf(conditions);
}

function orderSorting(filters: AdminOrderFilters) {
  const direction = filters.sort_order === 'asc' ? asc : desc;
  const column = filters.sort_by === 'total' ? orders.total : orders.createdAt;
  return [direction(column), direction(orders.id)];
}

const itemsCount =
  sql<number>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = "orders"."id")`.mapWith(
    Number,
  );
const trackingNumber = sql<
  string | null
>`(select s.tracking_number from shipments s where s.order_id = "orders"."id" order by s.id desc limit 1)`;
const withdrawalPending = sql<boolean>`exists (select 1 from withdrawals w where w.order_id = "orders"."id" and w.completed_at is null)`;
const refundedTotal =
  sql<number>`(select coalesce(sum(r.amount), 0) from refunds r join payments p on p.id = r.payment_id where p.order_id = "orders"."id" and r.status <> 'failed')`.mapWith(
    Number,
  );

const customerName = (order: Order) => `${order.billingFirstName} ${order.billingLastName}`.trim();

export async function listAdminOrders(db: Db, query: AdminOrderListQuery, locale: Locale) {
  const where = orderConditions(query);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ order: orders, itemsCount, trackingNumber, withdrawalPending })
      .from(orders)
      .where(where)
      .orderBy(...orderSorting(query))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const data: AdminOrderSummary[] = rows.map(({ order, ...row }) => ({
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    status: order.status as OrderStatusCode,
    status_label: statusLabel(locale, order.status),
    payment_status: order.paymentStatus as AdminOrderSummary['payment_status'],
    payment_status_label: paymentStatusLabel(locale, order.paymentStatus),
    customer: { name: customerName(order), email: order.email, user_id: order.userId },
    total: toPln(order.total),
    items_count: row.itemsCount,
    delivery_method: order.deliveryMethodCode,
    tracking_number: row.trackingNumber,
    withdrawal_pending: Boolean(row.withdrawalPending),
  }));
  return { data, meta: pageMeta(query.page, query.per_page, total) };
}

const ORDER_CSV: CsvColumns = {
  order_number: { pl: 'Numer zamówienia', en: 'Order number' },
  created_at: { pl: 'Data złożenia', en: 'Placed at' },
  status: { pl: 'Status', en: 'Status' },
  payment_status: { pl: 'Płatność', en: 'Payment' },
  customer: { pl: 'Klient', en: 'Customer' },
  email: { pl: 'E-mail', en: 'E-mail' },
  phone: { pl: 'Telefon', en: 'Phone' },
  company: { pl: 'Firma', en: 'Company' },
  nip: { pl: 'NIP', en: 'Tax ID (NIP)' },
  delivery: { pl: 'Dostawa', en: 'Delivery' },
  tracking: { pl: 'Numer przesyłki', en: 'Tracking number' },
  items: { pl: 'Liczba sztuk', en: 'Items' },
  subtotal: { pl: 'Produkty (zł)', en: 'Products (PLN)' },
  discount: { pl: 'Rabat (zł)', en: 'Discount (PLN)' },
  shipping: { pl: 'Dostawa (zł)', en: 'Delivery (PLN)' },
  total: { pl: 'Razem (zł)', en: 'Total (PLN)' },
  tax: { pl: 'W tym VAT (zł)', en: 'Including VAT (PLN)' },
  refunded: { pl: 'Zwrócono (zł)', en: 'Refunded (PLN)' },
  coupon: { pl: 'Kod rabatowy', en: 'Promo code' },
  paid_at: { pl: 'Opłacono', en: 'Paid at' },
};

/** Every order matching the list's filters and sorting, as a CSV file (decision 011). */
export async function ordersCsv(db: Db, filters: AdminOrderFilters, locale: Locale): Promise<string> {
  const rows = await db
    .select({ order: orders, itemsCount, trackingNumber, refundedTotal })
    .from(orders)
    .where(orderConditions(filters))
    .orderBy(...orderSorting(filters));
  return csvDocument(
    headerOf(ORDER_CSV, locale),
    rows.map(({ order, ...row }) => [
      order.orderNumber,
      warsawDateTime(order.createdAt),
      statusLabel(locale, order.status),
      paymentStatusLabel(locale, order.paymentStatus),
      customerName(order),
      order.email,
      order.phone,
      order.billingCompany,
      order.billingNip,
      order.deliveryMethodCode,
      row.trackingNumber,
      row.itemsCount,
      csvAmount(order.subtotal),
      csvAmount(order.discount),
      csvAmount(order.shipping),
      csvAmount(order.total),
      csvAmount(order.tax),
      csvAmount(row.refundedTotal),
      order.couponCode,
      warsawDateTime(order.paidAt),
    ]),
  );
}

// ——— details ———

/** D7 as staff may move an order; `returned` comes only from completing a withdrawal. */
const TRANSITIONS: Record<OrderStatusCode, OrderStatusCode[]> = {
  in_preparation: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Only paid orders leave the workshop: Przelewy24 is the only way to pay (D8). */
function nextStatuses(order: Order): OrderStatusCode[] {
  const allowed = TRANSITIONS[order.status as OrderStatusCode] ?? [];
  return allowed.filter((status) => status !== 'shipped' || order.paymentStatus === 'paid');
}

/** InPost's public tracking page; couriers differ, so their number stands alone. */
function trackingUrl(shipment: Pick<Shipment, 'carrier' | 'trackingNumber'>): string | null {
  if (!shipment.trackingNumber || shipment.carrier !== 'inpost') return null;
  return `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(shipment.trackingNumber)}`;
}

async function deliveryNameOf(db: Db, order: Order, locale: Locale): Promise<string> {
  const method = findMethod(await loadShippingRules(db), order.deliveryMethodCode);
  return method ? methodName(method, locale) : order.deliveryMethodCode;
}

export async function adminOrderDetails(ctx: OrdersContext, orderId: number): Promise<AdminOrderDetails> {
  const { db, locale } = ctx;
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFound('orders.not_found');
  const [lines, history, withdrawalRows, shipmentRows, notes, orderPayments, deliveryName, refundable] =
    await Promise.all([
      findOrderLines(db, [order.id]),
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id)).orderBy(asc(withdrawals.id)),
      db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(desc(shipments.id)).limit(1),
      db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.id)),
      paymentsOfOrder(db, order.id, locale),
      deliveryNameOf(db, order, locale),
      refundableOfOrder(db, order.id),
    ]);
  const people = await peopleByIds(db, [...history.map((h) => h.changedBy), ...notes.map((n) => n.authorId)]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const base = presentDetails(
    { order, lines, history, withdrawal: withdrawalRows[0], deliveryName },
    { locale, publicUrl: ctx.config.publicUrl, now: ctx.now },
  );
  const refunds = orderPayments.flatMap((p) => p.refunds);
  const paid = orderPayments
    .filter((p) => p.status === 'paid' || p.status === 'refunded')
    .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  const shipment = shipmentRows[0];
  return {
    ...base,
    locale: order.locale,
    user_id: order.userId,
    history: history.map((h) => ({
      status: h.status,
      label: historyLabel(locale, h.status),
      note: h.note,
      at: h.createdAt.toISOString(),
      by: person(h.changedBy),
    })),
    money: {
      paid: toPln(paid),
      refunded: toPln(refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + Math.round(r.amount * 100), 0)),
      refundable: toPln(refundable),
    },
    payments: orderPayments,
    refunds,
    shipment: shipment
      ? {
          id: shipment.id,
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          tracking_url: trackingUrl(shipment),
          created_at: shipment.createdAt.toISOString(),
        }
      : null,
    withdrawals: withdrawalRows.map((w) => ({
      id: w.id,
      name: w.name,
      email: w.email,
      reason: w.reason,
      submitted_at: w.submittedAt.toISOString(),
      completed_at: w.completedAt?.toISOString() ?? null,
    })),
    staff_notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: person(n.authorId),
      created_at: n.createdAt.toISOString(),
    })),
    next_statuses: nextStatuses(order),
  };
}

// ——— status changes ———

/** 409 in the staff member's language saying why the order cannot take this status now. */
function refuseTransition(order: Order, to: OrderStatusCode, locale: Locale): never {
  const from = order.status as OrderStatusCode;
  if (from === to) {
    throw new Conflict('admin.orders.same_status', { status: statusLabel(locale, from) }, 'status_unchanged');
  }
  if (from === 'delivered' && to === 'returned') {
    throw new Conflict('admin.orders.returned_by_withdrawal', {}, 'status_transition_not_allowed');
  }
  if (TRANSITIONS[from]?.includes(to) && to === 'shipped') {
    throw new Conflict('admin.orders.not_paid', {}, 'order_not_paid');
  }
  throw new Conflict(
    'admin.orders.transition_not_allowed',
    { from: statusLabel(locale, from), to: statusLabel(locale, to) },
    'status_transition_not_allowed',
  );
}

function checkedTrackingNumber(given: string | undefined): string {
  if (!given)
    throw new DomainError(
      422,
      'validation_failed',
      'admin.orders.tracking_required',
      {},
      {
        tracking_number: ['admin.orders.tracking_required'],
      },
    );
  if (!TRACKING_NUMBER_PATTERN.test(given)) {
    throw new DomainError(
      422,
      'validation_failed',
      'admin.orders.tracking_invalid',
      {},
      {
        tracking_number: ['admin.orders.tracking_invalid'],
      },
    );
  }
  return given;
}

const mailInput = (ctx: OrdersContext) => ({ publicUrl: ctx.config.publicUrl, now: ctx.now });

async function markShipped(
  ctx: OrdersContext,
  request: FastifyRequest,
  tx: Tx,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<void> {
  const tracking = checkedTrackingNumber(input.tracking_number);
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId: order.id,
      carrier: order.deliveryMethodCode,
      trackingNumber: tracking,
      status: 'shipped',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await updateOrder(tx, order.id, { status: 'shipped', shippedAt: ctx.now, updatedAt: ctx.now });
  const shipped = { ...order, status: 'shipped', shippedAt: ctx.now };
  const data = await orderMailData(tx, shipped, mailInput(ctx));
  const url = trackingUrl(shipment);
  await queueOrderEmail(
    tx,
    shipped,
    'order-shipped',
    (l) => orderShippedEmail(l, data, { trackingNumber: tracking, trackingUrl: url }),
    ctx.now,
  );
  await audit(tx, request, 'order.status', 'order', order.id, {
    from: order.status,
    to: 'shipped',
    tracking_number: tracking,
  });
}

async function markDelivered(
  ctx: OrdersContext,
  request: FastifyRequest,
  tx: Tx,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<void> {
  await updateOrder(tx, order.id, { status: 'delivered', deliveredAt: ctx.now, updatedAt: ctx.now });
  const delivered = { ...order, status: 'delivered', deliveredAt: ctx.now };
  const deadline = withdrawalDeadline(delivered);
  if (input.notify_customer && deadline) {
    const data = await orderMailData(tx, delivered, mailInput(ctx));
    await queueOrderEmail(tx, delivered, 'order-delivered', (l) => orderDeliveredEmail(l, data, deadline), ctx.now);
  }
  await audit(tx, request, 'order.status', 'order', order.id, {
    from: order.status,
    to: 'delivered',
    customer_notified: input.notify_customer,
  });
}

async function cancelByStaff(
  ctx: OrdersContext,
  request: FastifyRequest,
  order: Order,
  input: AdminOrderStatusInput,
): Promise<string> {
  if (!nextStatuses(order).includes('cancelled')) refuseTransition(order, 'cancelled', ctx.locale);
  const result = await cancelOrderAsStaff(ctx, order.id, {
    changedBy: request.user?.id ?? null,
    note: input.note ?? null,
    within: (tx, cancelled) =>
      audit(tx, request, 'order.status', 'order', order.id, {
        from: order.status,
        to: 'cancelled',
        payment_status: cancelled.paymentStatus,
      }),
  });
  if (!result.cancelled) {
    // Someone else moved the order while we looked (a shipment, another cancellation).
    refuseTransition((await findOrder(ctx.db, order.id)) ?? order, 'cancelled', ctx.locale);
  }
  return translate(ctx.locale, result.refunded ? 'admin.orders.cancelled_refund' : 'admin.orders.cancelled', {
    number: order.orderNumber,
  });
}

/**
 * `POST /api/admin/orders/{id}/status`. Shipping and delivery are checked and written under the order's
 * lock; cancelling goes through the orders module's cancellation (restock, refund if paid, e-mail).
 * Answers the staff message.
 */
export async function changeOrderStatus(
  ctx: OrdersContext,
  request: FastifyRequest,
  orderId: number,
  input: AdminOrderStatusInput,
): Promise<string> {
  const current = await findOrder(ctx.db, orderId);
  if (!current) throw new NotFound('orders.not_found');
  if (input.status === 'cancelled') return cancelByStaff(ctx, request, current, input);
  const order = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new NotFound('orders.not_found');
    if (!nextStatuses(locked).includes(input.status)) refuseTransition(locked, input.status, ctx.locale);
    if (input.status === 'shipped') await markShipped(ctx, request, tx, locked, input);
    else await markDelivered(ctx, request, tx, locked, input);
    await insertHistory(tx, {
      orderId: locked.id,
      status: input.status,
      note: input.note ?? null,
      changedBy: request.user?.id ?? null,
      at: ctx.now,
    });
    return locked;
  });
  return translate(ctx.locale, input.status === 'shipped' ? 'admin.orders.shipped' : 'admin.orders.delivered', {
    number: order.orderNumber,
  });
}

// ——— notes ———

export async function addOrderNote(
  ctx: OrdersContext,
  request: FastifyRequest,
  orderId: number,
  body: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorId: request.user?.id ?? null, body, createdAt: ctx.now })
      .returning({ id: orderNotes.id });
    await audit(tx, request, 'order.note', 'order', orderId, { note_id: note.id });
  });
}

// ——— withdrawals (D13) ———

async function restockOrder(tx: Tx, orderId: number): Promise<void> {
  const lines = await findOrderLines(tx, [orderId]);
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id !== null))];
  await lockProducts(tx, productIds);
  for (const id of productIds) {
    const pieces = lines.filter((l) => l.productId === id).reduce((sum, l) => sum + l.quantity, 0);
    await putBackStock(tx, id, pieces, pieces);
  }
}

/**
 * `POST /api/admin/orders/{id}/withdrawals/{withdrawalId}/complete`: the products are back. The order becomes
 * `returned`, the payment is refunded (all that is left, or the amount staff give), optionally the pieces go
 * back on stock, and the customer is told — all in one transaction; the refund request leaves after it.
 */
export async function completeWithdrawal(
  ctx: OrdersContext,
  request: FastifyRequest,
  orderId: number,
  withdrawalId: number,
  input: AdminWithdrawalCompleteInput,
): Promise<string> {
  const wanted = input.refund_amount === undefined ? undefined : refundGrosze(input.refund_amount, 'refund_amount');
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const [withdrawal] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.orderId, order.id)))
      .for('update');
    if (!withdrawal) throw new NotFound('admin.orders.withdrawal_not_found');
    if (withdrawal.completedAt) throw new Conflict('admin.orders.withdrawal_done', {}, 'withdrawal_completed');
    if (order.status !== 'delivered') {
      throw new Conflict('admin.orders.withdrawal_not_delivered', {}, 'status_transition_not_allowed');
    }
    const refundable = await refundableOfOrder(tx, order.id);
    if (wanted !== undefined && wanted > refundable) throw refundTooLarge('refund_amount', refundable, ctx.locale);
    const amount = wanted ?? refundable;
    const refund =
      amount > 0
        ? await refundOrderAmount(tx, order.id, amount, {
            reason: 'withdrawal',
            requestedBy: request.user?.id ?? null,
            now: ctx.now,
          })
        : { refundIds: [], amount: 0 };
    const whole = refundable > 0 && refund.amount >= refundable;
    await tx.update(withdrawals).set({ completedAt: ctx.now }).where(eq(withdrawals.id, withdrawal.id));
    await updateOrder(tx, order.id, {
      status: 'returned',
      ...(whole ? { paymentStatus: 'refunded' } : {}),
      updatedAt: ctx.now,
    });
    await insertHistory(tx, {
      orderId: order.id,
      status: 'returned',
      note: withdrawal.name,
      changedBy: request.user?.id ?? null,
      at: ctx.now,
    });
    if (whole) await insertHistory(tx, { orderId: order.id, status: 'payment:refunded', at: ctx.now });
    if (input.restock) await restockOrder(tx, order.id);
    const returned = { ...order, status: 'returned' };
    const data = await orderMailData(tx, returned, mailInput(ctx));
    await queueOrderEmail(
      tx,
      returned,
      'order-withdrawal-completed',
      (l) => withdrawalCompletedEmail(l, data, refund.amount),
      ctx.now,
    );
    await audit(tx, request, 'order.withdrawal_complete', 'order', order.id, {
      withdrawal_id: withdrawal.id,
      refund: toPln(refund.amount),
      restock: input.restock,
    });
    return { refund, orderNumber: order.orderNumber };
  });
  if (input.restock) catalogueVersion.bump();
  if (!result.refund.refundIds.length) {
    return translate(ctx.locale, 'admin.orders.withdrawal_completed', { number: result.orderNumber });
  }
  await sendRefunds(ctx, result.refund.refundIds);
  return refundMessage(ctx, result.refund.refundIds, 'admin.orders.withdrawal_completed_refund', {
    number: result.orderNumber,
    amount: result.refund.amount,
  });
}
