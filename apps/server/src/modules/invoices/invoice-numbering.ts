import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

/**
 * Invoice numbers FV/YYYY/MM/NNNN (docs/product-rules.md#invoices): a new series every month, without gaps or
 * duplicates. The month's counter row is created if missing and incremented in one statement, which takes the
 * row's lock until the calling transaction ends: a second payment on another process waits for the first to
 * commit (and then gets the next number) or to roll back (and then gets the same one — no gap).
 */
export async function nextInvoiceNumber(tx: Tx, issuedOn: string): Promise<string> {
  const [year, month] = issuedOn.split('-').map(Number);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, month, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.year, invoiceCounters.month],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const next = row.lastNumber;
  return formatInvoiceNumber(year, month, next);
}

export function formatInvoiceNumber(year: number, month: number, sequence: number): string {
  return `FV/${year}/${String(month).padStart(2, '0')}/${String(sequence).padStart(4, '0')}`;
}

/**
 * Invoice numbers contain slashes, so URLs write them with dashes: FV/2026/11/0001 ↔ FV-2026-11-0001.
 * Null when the text is no invoice number.
 */
export function invoiceNumberFromUrl(text: string): string | null {
  const match = /^FV[-/](\d{4})[-/](\d{2})[-/](\d{4,})$/.exec(text.trim().toUpperCase());
  return match ? `FV/${match[1]}/${match[2]}/${match[3]}` : null;
}

export const invoiceNumberForUrl = (number: string) => number.replaceAll('/', '-');
