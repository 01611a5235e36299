import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { orders } from './orders';

export const INVOICE_KINDS = ['invoice', 'correction'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Where an invoice stands with KSeF, the national e-invoicing system: 'not_required' for consumers (no buyer NIP),
 * 'pending' until sent, 'sent' while KSeF processes it, 'accepted' with a KSeF number and UPO, 'failed' after
 * the last retry (shown on the admin invoice list).
 */
export const KSEF_STATUSES = ['not_required', 'pending', 'sent', 'accepted', 'failed'] as const;
export type KsefStatus = (typeof KSEF_STATUSES)[number];

/**
 * VAT invoices and corrections (docs/product-rules.md#invoices). `document` is the InvoiceDocument
 * (modules/invoices/invoice-document.ts) exactly as issued: the PDF and the KSeF XML are both rendered from it,
 * never from the order, which may change later.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** FV/YYYY/MM/NNNN, gap-free within a month (invoice_counters). */
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /** Calendar day of issue in Warsaw, 'YYYY-MM-DD'. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Ten digits when the buyer is a company; null for a consumer. */
    buyerNip: text('buyer_nip'),
    document: jsonb('document').notNull(),
    /** Key of the rendered PDF in the invoice storage; null until rendered. */
    pdfKey: text('pdf_key'),
    /** Why the last rendering failed; the PDF is rendered again when asked for. */
    pdfError: text('pdf_error'),
    ksefStatus: text('ksef_status').$type<KsefStatus>().notNull().default('not_required'),
    ksefNumber: text('ksef_number'),
    ksefReference: text('ksef_reference'),
    ksefUpo: text('ksef_upo'),
    ksefError: text('ksef_error'),
    ksefAttempts: integer('ksef_attempts').notNull().default(0),
    ksefNextAttemptAt: timestamptz('ksef_next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_on_idx').on(t.issuedOn),
    index('invoices_corrects_idx').on(t.correctsInvoiceId),
    index('invoices_ksef_due_idx').on(t.ksefStatus, t.ksefNextAttemptAt),
    check('invoices_kind_valid', sql`${t.kind} in (${oneOf(INVOICE_KINDS)})`),
    check('invoices_ksef_status_valid', sql`${t.ksefStatus} in (${oneOf(KSEF_STATUSES)})`),
    check('invoices_correction_refers', sql`(${t.kind} = 'correction') = (${t.correctsInvoiceId} is not null)`),
    check('invoices_buyer_nip_digits', sql`${t.buyerNip} is null or ${t.buyerNip} ~ '^[0-9]{10}$'`),
    check('invoices_ksef_attempts_not_negative', sql`${t.ksefAttempts} >= 0`),
  ],
);

/**
 * The last invoice number given in a month. Incremented under the row's lock in the transaction that writes
 * the invoice: a rollback gives the number back, two payments at once wait for each other (no gaps, no twins).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'invoice_counters_year_month_pk', columns: [t.year, t.month] }),
    check('invoice_counters_month_range', sql`${t.month} between 1 and 12`),
    check('invoice_counters_last_number_not_negative', sql`${t.lastNumber} >= 0`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
