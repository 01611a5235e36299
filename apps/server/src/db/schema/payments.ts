import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, oneOf, timestamptz, updatedAt } from './columns';
import { orders, PAYMENT_STATUSES } from './orders';
import { users } from './users';

export const PAYMENT_PROVIDERS = ['przelewy24', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One payment attempt (a Przelewy24 transaction or its demo twin, docs/product-rules.md#payments); an order may have several. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Our transaction id sent to the provider; notifications are matched by it. */
    sessionId: text('session_id').notNull(),
    /** Przelewy24's own order id, known after the notification. */
    p24OrderId: bigint('p24_order_id', { mode: 'number' }),
    /** Token of the provider's payment page. */
    token: text('token'),
    /** Our payment outcome page the customer returns to (the demo gateway sends them there). */
    returnUrl: text('return_url'),
    amount: grosze('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    status: text('status').notNull().default('pending'),
    methodId: integer('method_id'),
    /** The method the customer chose on our page (GET /api/payment/methods code); null when P24's picker chose. */
    methodCode: text('method_code'),
    /** Its group (blik, card, wallet, transfer, pay_later): a pending BLIK attempt holds off a second one. */
    methodGroup: text('method_group'),
    verifiedAt: timestamptz('verified_at'),
    /** Last notification or verification body, for support and audits. */
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_session_id_unique').on(t.sessionId),
    index('payments_order_id_idx').on(t.orderId),
    check('payments_provider_valid', sql`${t.provider} in (${oneOf(PAYMENT_PROVIDERS)})`),
    check('payments_status_valid', sql`${t.status} in (${oneOf(PAYMENT_STATUSES)})`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: grosze('amount').notNull(),
    /** Sent to the provider so a retried refund request is not paid out twice. */
    requestId: text('request_id').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_request_id_unique').on(t.requestId),
    index('refunds_payment_id_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status_valid', sql`${t.status} in (${oneOf(REFUND_STATUSES)})`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type Refund = typeof refunds.$inferSelect;
