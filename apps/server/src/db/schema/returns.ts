import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, grosze, id, intArray, oneOf, timestamptz, updatedAt } from './columns';
import { giftCards } from './gift-cards';
import { orderLines, orders, withdrawals } from './orders';
import { users } from './users';

/** docs/decisions/022-returns-and-withdrawal.md: within 14 days of delivery a return is the statutory withdrawal. */
export const RETURN_KINDS = ['withdrawal', 'voluntary'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = ['registered', 'received', 'inspected', 'settled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How the parcel comes back: an InPost return code shown at a locker, or the customer's own shipment. */
export const RETURN_METHODS = ['inpost_code', 'own'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** Money back to the payment, a gift card (returns announced after day 30), or nothing (every line rejected). */
export const RETURN_SETTLEMENTS = ['refund', 'gift_card', 'none'] as const;
export type ReturnSettlement = (typeof RETURN_SETTLEMENTS)[number];

/** The NNNNNN part of return numbers ZW-YYYY-NNNNNN; `select nextval('return_number_seq')`. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1, increment: 1, minValue: 1 });

export const returns = pgTable(
  'returns',
  {
    id: id(),
    returnNumber: text('return_number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReturnKind>().notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('registered'),
    method: text('method').$type<ReturnMethod>().notNull(),
    /** The code the customer shows at an InPost locker (method inpost_code). */
    inpostCode: text('inpost_code'),
    /** A code of RETURN_REASON_CODES (contracts); null for a statement of withdrawal given without one. */
    reason: text('reason'),
    /** The customer's own words. */
    comment: text('comment'),
    /** The statement of withdrawal this return carries (kind withdrawal): its receipt is confirmed by e-mail. */
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id, { onDelete: 'set null' }),
    /** The customer who registered it; null for guests. */
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    settlement: text('settlement').$type<ReturnSettlement>(),
    /** What the customer got back (money or the gift card's value). */
    settledAmount: grosze('settled_amount'),
    /** The gift card a late return was settled with (gift-cards module). */
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    /** Refunds (payments module) the settlement ordered. */
    refundIds: intArray('refund_ids'),
    registeredAt: timestamptz('registered_at').notNull(),
    receivedAt: timestamptz('received_at'),
    inspectedAt: timestamptz('inspected_at'),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('returns_return_number_unique').on(t.returnNumber),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_registered_idx').on(t.status, t.registeredAt),
    check('returns_kind_valid', sql`${t.kind} in (${oneOf(RETURN_KINDS)})`),
    check('returns_status_valid', sql`${t.status} in (${oneOf(RETURN_STATUSES)})`),
    check('returns_method_valid', sql`${t.method} in (${oneOf(RETURN_METHODS)})`),
    check(
      'returns_settlement_valid',
      sql`${t.settlement} is null or ${t.settlement} in (${oneOf(RETURN_SETTLEMENTS)})`,
    ),
    check('returns_settled_amount_not_negative', sql`${t.settledAmount} is null or ${t.settledAmount} >= 0`),
  ],
);

export const RETURN_LINE_OUTCOMES = ['accepted', 'rejected'] as const;
export type ReturnLineOutcome = (typeof RETURN_LINE_OUTCOMES)[number];

export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Staff's inspection: accepted (money or card, back on stock) or rejected with a reason. */
    outcome: text('outcome').$type<ReturnLineOutcome>(),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('return_lines_return_line_unique').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('return_lines_outcome_valid', sql`${t.outcome} is null or ${t.outcome} in (${oneOf(RETURN_LINE_OUTCOMES)})`),
  ],
);

export type Return = typeof returns.$inferSelect;
export type NewReturn = typeof returns.$inferInsert;
export type ReturnLine = typeof returnLines.$inferSelect;
