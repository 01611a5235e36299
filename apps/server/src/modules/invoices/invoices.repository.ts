import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Invoice, invoices, type KsefStatus, type NewInvoice } from '../../db/schema';
import type { InvoiceDocument } from './invoice-document';

/** An invoices row with its document typed (the column is plain jsonb to keep the schema free of feature types). */
export type InvoiceRow = Omit<Invoice, 'document'> & { document: InvoiceDocument };

const typed = (row: Invoice): InvoiceRow => row as InvoiceRow;

export async function insertInvoice(db: DbOrTx, row: Omit<NewInvoice, 'document'> & { document: InvoiceDocument }) {
  const [inserted] = await db.insert(invoices).values(row).returning();
  return typed(inserted);
}

export async function findInvoicesOfOrders(db: DbOrTx, orderIds: number[]): Promise<InvoiceRow[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  return rows.map(typed);
}

/** The order's VAT invoice (not its corrections), if one was issued. */
export async function findOrderInvoice(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .limit(1);
  return row && typed(row);
}

/** The latest document of the order's invoice chain: the last correction, or the invoice itself. */
export async function findLatestOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row && typed(row);
}

export async function findInvoiceByNumber(db: DbOrTx, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return row && typed(row);
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row && typed(row);
}

export async function setInvoicePdf(
  db: DbOrTx,
  id: number,
  change: { pdfKey: string | null; pdfError: string | null },
) {
  await db
    .update(invoices)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/** Invoices whose PDF is not rendered yet (a failed or interrupted rendering): the job renders them again. */
export async function findUnrenderedInvoiceIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(isNull(invoices.pdfKey))
    .orderBy(asc(invoices.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type InvoiceFilter = {
  from?: string;
  to?: string;
  buyer?: 'company' | 'consumer';
  ksefStatus?: KsefStatus;
  kind?: 'invoice' | 'correction';
  orderId?: number;
};

export async function listInvoices(
  db: DbOrTx,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(invoices.issuedOn, filter.from));
  if (filter.to) where.push(lte(invoices.issuedOn, filter.to));
  if (filter.buyer === 'company') where.push(isNotNull(invoices.buyerNip));
  if (filter.buyer === 'consumer') where.push(isNull(invoices.buyerNip));
  if (filter.ksefStatus) where.push(eq(invoices.ksefStatus, filter.ksefStatus));
  if (filter.kind) where.push(eq(invoices.kind, filter.kind));
  if (filter.orderId) where.push(eq(invoices.orderId, filter.orderId));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(invoices)
    .where(condition)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const all = await db.$count(invoices, condition);
  return { rows: rows.map(typed), total: all };
}

/** Every document issued within the dates, oldest first (the month's ZIP and CSV). */
export async function findInvoicesIssuedBetween(db: DbOrTx, from: string, to: string): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
    .orderBy(asc(invoices.number));
  return rows.map(typed);
}
