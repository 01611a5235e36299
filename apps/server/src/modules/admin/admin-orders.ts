import type {
  AdminOrderDetails,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderSummary,
  Locale,
  OrderStatusCode,
} from '@atelier/contracts';
import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type Order,
  type OrderLine,
  orderNotes,
  orderStatusHistory,
  orders,
  shipments,
  withdrawals,
} from '../../db/schema';
import { NotFound } from '../../errors';
import { toPln } from '../../shared/money';
import { findColourNames } from '../catalog/catalog.repository';
import { findInvoicesOfOrders } from '../invoices/invoices.repository';
import { historyLabel, paymentStatusLabel, presentDetails, statusLabel } from '../orders/order-presenter';
import { deliveryNameOf } from '../orders/order-reading';
import { nextStatuses, trackingUrl } from '../orders/order-staff';
import { findOrder, findOrderLines, findReturnsOfOrder } from '../orders/orders.repository';
import type { OrdersContext } from '../orders/orders-context';
import { refundableOfOrder } from '../payments/payment-refunds';
import { type CsvColumns, csvAmount, csvDocument, headerOf } from './admin-orders-csv';
import { allOf, containing, dayRangeConditions, pageMeta, peopleByIds, warsawDateTime } from './admin-orders-query';
import { paymentsOfOrder } from './admin-payments';

/**
 * Orders as the admin panel reads them (area `orders`): the list with filters, the details staff need and the
 * CSV export. Changes to an order — its status, notes, withdrawals, refunds — belong to the orders module
 * (orders/order-staff.ts); admin-orders.routes.ts calls them with the staff member as the actor.
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
  lines: { pl: 'Pozycje', en: 'Items ordered' },
};

/**
 * The lines of an order in one cell, for packing and checking from a spreadsheet: each names the variant bought —
 * SKU, product, colour (in the file's language) and size ('one_size' is no choice and is left out) — and the quantity,
 * e.g. `TH-01-COF Torebka Hanka (kawowy, M) × 2 | PS-03 Pasek Classic × 1`.
 */
function linesCell(lines: OrderLine[], colours: Map<string, string>): string {
  return lines
    .map((line) => {
      const options = [
        line.colourCode ? (colours.get(line.colourCode) ?? line.colourCode) : '',
        line.size && line.size !== 'one_size' ? line.size : '',
      ].filter(Boolean);
      const details = options.length ? ` (${options.join(', ')})` : '';
      return `${line.sku} ${line.productName}${details} × ${line.quantity}`;
    })
    .join(' | ');
}

/** Every order matching the list's filters and sorting, as a CSV file (decision 011). */
export async function ordersCsv(db: Db, filters: AdminOrderFilters, locale: Locale): Promise<string> {
  const rows = await db
    .select({ order: orders, itemsCount, trackingNumber, refundedTotal })
    .from(orders)
    .where(orderConditions(filters))
    .orderBy(...orderSorting(filters));
  const [lines, colours] = await Promise.all([
    findOrderLines(
      db,
      rows.map(({ order }) => order.id),
    ),
    findColourNames(db, locale),
  ]);
  const linesOf = new Map<number, OrderLine[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
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
      linesCell(linesOf.get(order.id) ?? [], colours),
    ]),
  );
}

// ——— details ———

export async function adminOrderDetails(ctx: OrdersContext, orderId: number): Promise<AdminOrderDetails> {
  const { db, locale } = ctx;
  const order = await findOrder(db, orderId);
  if (!order) throw new NotFound('orders.not_found');
  const [
    lines,
    history,
    withdrawalRows,
    shipmentRows,
    notes,
    orderPayments,
    deliveryName,
    refundable,
    colourNames,
    invoiceRows,
  ] = await Promise.all([
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
    findColourNames(db, locale),
    findInvoicesOfOrders(db, [order.id]),
  ]);
  const returns = await findReturnsOfOrder(db, order.id);
  const people = await peopleByIds(db, [...history.map((h) => h.changedBy), ...notes.map((n) => n.authorId)]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const base = presentDetails(
    { order, lines, history, withdrawal: withdrawalRows[0], deliveryName, colourNames, invoices: invoiceRows, returns },
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
