import type { AdminPayment, AdminPaymentFilters, AdminPaymentListQuery, AdminRefund, Locale } from '@atelier/contracts';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type Payment, payments, type Refund } from '../../db/schema';
import { toPln } from '../../shared/money';
import { paymentStatusLabel } from '../orders/order-presenter';
import { findRefundsOfPayments } from '../payments/payments.repository';
import { type CsvColumns, csvAmount, csvDocument, headerOf } from './admin-orders-csv';
import {
  allOf,
  containing,
  dayRangeConditions,
  pageMeta,
  peopleByIds,
  type StaffRef,
  warsawDateTime,
} from './admin-orders-query';

/**
 * Payments and refunds as the admin panel reads them (area `payments`): lists and CSV. Refunds staff order are
 * the orders module's (orders/order-staff.ts).
 */

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
