import type {
  AdminPayment,
  AdminPaymentFilters,
  AdminPaymentListQuery,
  AdminRefund,
  AdminRefundInput,
  Locale,
} from '@atelier/contracts';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { orders, type Payment, payments, type Refund } from '../../db/schema';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { formatPrice } from '../cart/money';
import { toPln } from '../catalog/product-presenter';
import { orderMailData, queueOrderEmail } from '../orders/order-notifications';
import { paymentStatusLabel } from '../orders/order-presenter';
import { insertHistory, lockOrder, updateOrder } from '../orders/orders.repository';
import type { OrdersContext } from '../orders/orders.service';
import { findRefund, findRefundsOfPayments } from '../payments/payments.repository';
import { refundableOfOrder, refundOrderAmount, sendRefunds } from '../payments/payments.service';
import { audit } from './admin-audit';
import { type CsvColumns, csvAmount, csvDocument, headerOf } from './admin-orders-csv';
import { orderRefundedEmail } from './admin-orders-mail';
import {
  allOf,
  containing,
  dayRangeConditions,
  pageMeta,
  peopleByIds,
  type StaffRef,
  warsawDateTime,
} from './admin-orders-query';

/** Payments and refunds in the admin panel (area `payments`, D8): lists, CSV, and refunds staff order. */

type PaymentRow = { payment: Payment; orderNumber: string; email: string };

const refundedOf = (refunds: Refund[]) =>
  refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);

function presentRefund(refund: Refund, people: Map<number, NonNullable<StaffRef>>): AdminRefund {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: toPln(refund.amount),
    status: refund.status as AdminRefund['status'],
    reason: refund.reason,
    requested_by: refund.requestedBy === null ? null : (people.get(refund.requestedBy) ?? null),
    created_at: refund.createdAt.toISOString(),
  };
}

/** Payments with their refunds, as the admin API shows them. */
export async function presentPayments(db: Db, rows: PaymentRow[], locale: Locale): Promise<AdminPayment[]> {
  const refunds = await findRefundsOfPayments(
    db,
    rows.map((r) => r.payment.id),
  );
  const people = await peopleByIds(
    db,
    refunds.map((r) => r.requestedBy),
  );
  return rows.map(({ payment, orderNumber, email }) => {
    const own = refunds.filter((r) => r.paymentId === payment.id).sort((a, b) => a.id - b.id);
    return {
      id: payment.id,
      order: { id: payment.orderId, order_number: orderNumber, email },
      provider: payment.provider as AdminPayment['provider'],
      session_id: payment.sessionId,
      provider_order_id: payment.p24OrderId,
      method_id: payment.methodId,
      amount: toPln(payment.amount),
      status: payment.status as AdminPayment['status'],
      status_label: paymentStatusLabel(locale, payment.status),
      refunded: toPln(refundedOf(own)),
      refunds: own.map((r) => presentRefund(r, people)),
      created_at: payment.createdAt.toISOString(),
      verified_at: payment.verifiedAt?.toISOString() ?? null,
    };
  });
}

function paymentConditions(filters: AdminPaymentFilters): SQL | undefined {
  const conditions: SQL[] = dayRangeConditions(payments.createdAt, filters);
  if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.provider) conditions.push(eq(payments.provider, filters.provider));
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(ilike(orders.orderNumber, pattern), ilike(orders.email, pattern), ilike(payments.sessionId, pattern)) as SQL,
    );
  }
  return allOf(conditions);
}

const paymentColumns = { payment: payments, orderNumber: orders.orderNumber, email: orders.email };

export async function listAdminPayments(db: Db, query: AdminPaymentListQuery, locale: Locale) {
  const where = paymentConditions(query);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { data: await presentPayments(db, rows, locale), meta: pageMeta(query.page, query.per_page, total) };
}

/** The payments of one order, oldest first (order details). */
export async function paymentsOfOrder(db: Db, orderId: number, locale: Locale): Promise<AdminPayment[]> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id);
  return presentPayments(db, rows, locale);
}

const PAYMENT_CSV: CsvColumns = {
  created_at: { pl: 'Data', en: 'Date' },
  order_number: { pl: 'Numer zamówienia', en: 'Order number' },
  email: { pl: 'E-mail klienta', en: 'Customer e-mail' },
  provider: { pl: 'Operator', en: 'Provider' },
  session_id: { pl: 'ID sesji', en: 'Session ID' },
  provider_order_id: { pl: 'ID transakcji Przelewy24', en: 'Przelewy24 transaction ID' },
  status: { pl: 'Status', en: 'Status' },
  amount: { pl: 'Kwota (zł)', en: 'Amount (PLN)' },
  refunded: { pl: 'Zwrócono (zł)', en: 'Refunded (PLN)' },
  verified_at: { pl: 'Zweryfikowano', en: 'Verified at' },
};

/** Every payment matching the filters, oldest first, as a CSV file for the accountant. */
export async function paymentsCsv(db: Db, filters: AdminPaymentFilters, locale: Locale): Promise<string> {
  const rows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(paymentConditions(filters))
    .orderBy(payments.createdAt, payments.id);
  const refunds = await findRefundsOfPayments(
    db,
    rows.map((r) => r.payment.id),
  );
  return csvDocument(
    headerOf(PAYMENT_CSV, locale),
    rows.map(({ payment, orderNumber, email }) => [
      warsawDateTime(payment.createdAt),
      orderNumber,
      email,
      payment.provider === 'demo' ? (locale === 'en' ? 'demo' : 'demonstracyjny') : 'Przelewy24',
      payment.sessionId,
      payment.p24OrderId,
      paymentStatusLabel(locale, payment.status),
      csvAmount(payment.amount),
      csvAmount(refundedOf(refunds.filter((r) => r.paymentId === payment.id))),
      warsawDateTime(payment.verifiedAt),
    ]),
  );
}

/** PLN as staff typed it → grosze; more than two decimals or nothing at all is a 422 on the field. */
export function refundGrosze(pln: number, field: string): number {
  const grosze = Math.round(pln * 100);
  if (grosze <= 0 || Math.abs(pln * 100 - grosze) > 1e-6) {
    throw new ValidationFailed({ [field]: ['admin.payments.refund_amount'] });
  }
  return grosze;
}

/** More than the rest: 422 on the field, the message naming what can still be refunded. */
export function refundTooLarge(field: string, refundable: number, locale: Locale): DomainError {
  return new DomainError(
    422,
    'validation_failed',
    'admin.payments.refund_too_much',
    { amount: formatPrice(refundable, locale) },
    { [field]: ['admin.payments.refund_over_rest'] },
  );
}

/** Answers the staff message for refunds just sent: accepted by the provider, or waiting for a retry. */
export async function refundMessage(
  ctx: OrdersContext,
  refundIds: number[],
  key: 'admin.payments.refund_ordered' | 'admin.orders.withdrawal_completed_refund',
  params: { number: string; amount: number },
): Promise<string> {
  const amount = formatPrice(params.amount, ctx.locale);
  for (const id of refundIds) {
    if ((await findRefund(ctx.db, id))?.status === 'pending') {
      return translate(ctx.locale, 'admin.payments.refund_pending', { amount });
    }
  }
  return translate(ctx.locale, key, { number: params.number, amount });
}

/**
 * `POST /api/admin/orders/{id}/refunds`: a full or partial refund through the payments module's refund path
 * (Przelewy24 or the demo provider), at most what is still refundable. The order row is locked, so two
 * staff members cannot refund the same money twice; the request leaves for the provider after the commit.
 */
export async function refundOrder(
  ctx: OrdersContext,
  request: FastifyRequest,
  orderId: number,
  input: AdminRefundInput,
): Promise<string> {
  const wanted = refundGrosze(input.amount, 'amount');
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound('orders.not_found');
    const refundable = await refundableOfOrder(tx, order.id);
    if (refundable <= 0) throw new Conflict('admin.payments.refund_nothing', {}, 'nothing_to_refund');
    if (wanted > refundable) throw refundTooLarge('amount', refundable, ctx.locale);
    const refund = await refundOrderAmount(tx, order.id, wanted, {
      reason: input.reason,
      requestedBy: request.user?.id ?? null,
      now: ctx.now,
    });
    const whole = refund.amount >= refundable;
    if (whole) {
      await updateOrder(tx, order.id, { paymentStatus: 'refunded', updatedAt: ctx.now });
      await insertHistory(tx, {
        orderId: order.id,
        status: 'payment:refunded',
        note: input.reason,
        changedBy: request.user?.id ?? null,
        at: ctx.now,
      });
    }
    const data = await orderMailData(tx, order, { publicUrl: ctx.config.publicUrl, now: ctx.now });
    await queueOrderEmail(tx, order, 'order-refund', (l) => orderRefundedEmail(l, data, refund.amount), ctx.now);
    await audit(tx, request, 'order.refund', 'order', order.id, {
      amount: toPln(refund.amount),
      reason: input.reason,
      whole,
      refund_ids: refund.refundIds,
    });
    return { refund, orderNumber: order.orderNumber };
  });
  await sendRefunds(ctx, result.refund.refundIds);
  return refundMessage(ctx, result.refund.refundIds, 'admin.payments.refund_ordered', {
    number: result.orderNumber,
    amount: result.refund.amount,
  });
}
