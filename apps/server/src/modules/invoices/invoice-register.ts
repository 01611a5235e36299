import type { AdminInvoiceListQuery, AdminInvoiceListResponse, AdminInvoiceView, Locale } from '@atelier/contracts';
import { zipSync } from 'fflate';
import type { DbOrTx } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { MediaStorage } from '../media/storage';
import { invoiceXml, invoiceXmlFilename } from './invoice-downloads';
import { invoicePdf, invoicePdfFilename } from './invoice-files';
import { hasXml, presentAdminInvoice } from './invoice-presenter';
import { findInvoice, findInvoicesIssuedBetween, type InvoiceRow, listInvoices } from './invoices.repository';
import { retryKsefNow } from './ksef/ksef.repository';

/**
 * The accountant's view of the invoice register (docs/product-rules.md#invoices): the list with filters, the
 * month's documents as one ZIP, and the month's sales as a CSV for the bookkeeper.
 */

export async function listInvoiceRegister(
  db: DbOrTx,
  query: AdminInvoiceListQuery,
  publicUrl: string,
): Promise<AdminInvoiceListResponse> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const { rows, total } = await listInvoices(
    db,
    {
      from: query.from,
      to: query.to,
      buyer: query.buyer,
      ksefStatus: query.ksef_status,
      kind: query.kind,
      orderId: query.order_id,
    },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  return {
    data: rows.map((r) => presentAdminInvoice(r, publicUrl)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/**
 * Staff send a company invoice that KSeF refused (or that ran out of attempts) once more, after fixing what was
 * wrong — the seller's data, the token (docs/product-rules.md#invoices). Only a failed invoice with a buyer's NIP
 * goes back to the queue; the worker picks it up at its next round.
 */
export async function retryKsefSending(
  db: DbOrTx,
  id: number,
  now: Date,
  publicUrl: string,
): Promise<AdminInvoiceView> {
  if (!(await findInvoice(db, id))) throw new NotFound('invoices.not_found');
  if (!(await retryKsefNow(db, id, now))) throw new Conflict('invoices.ksef_retry_not_failed', {}, 'ksef_not_failed');
  const invoice = await findInvoice(db, id);
  return presentAdminInvoice(invoice!, publicUrl);
}

/** '2026-11' → the first and last day of that month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Every document of the month: PDFs (rendered now if missing), FA(3) XMLs of company ones, and the sales CSV. */
export async function monthZip(db: DbOrTx, storage: MediaStorage, month: string, locale: Locale): Promise<Buffer> {
  const { from, to } = monthRange(month);
  const rows = await findInvoicesIssuedBetween(db, from, to);
  const files: Record<string, Uint8Array> = {};
  for (const invoice of rows) {
    files[invoicePdfFilename(invoice.number)] = new Uint8Array(await invoicePdf(db, storage, invoice));
    if (hasXml(invoice)) files[invoiceXmlFilename(invoice.number)] = new Uint8Array(invoiceXml(invoice));
  }
  files[`sprzedaz-${month}.csv`] = new TextEncoder().encode(salesCsv(rows, locale));
  return Buffer.from(zipSync(files, { level: 6 }));
}

const COLUMNS = {
  number: { pl: 'Numer', en: 'Number' },
  kind: { pl: 'Rodzaj', en: 'Kind' },
  issued: { pl: 'Data wystawienia', en: 'Date of issue' },
  sold: { pl: 'Data sprzedaży', en: 'Date of sale' },
  buyer: { pl: 'Nabywca', en: 'Buyer' },
  nip: { pl: 'NIP nabywcy', en: 'Buyer NIP' },
  net: { pl: 'Netto 23%', en: 'Net 23%' },
  vat: { pl: 'VAT 23%', en: 'VAT 23%' },
  gross: { pl: 'Brutto', en: 'Gross' },
  corrects: { pl: 'Faktura korygowana', en: 'Corrected invoice' },
  order: { pl: 'Zamówienie', en: 'Order' },
  payment: { pl: 'Sposób płatności', en: 'Payment method' },
  ksef: { pl: 'Numer KSeF', en: 'KSeF number' },
} as const;

const KIND_NAMES = {
  invoice: { pl: 'faktura', en: 'invoice' },
  correction: { pl: 'korekta', en: 'correction' },
} as const;

/** Grosze as PLN with a decimal comma, minus sign kept (a correction lowers the sales): -1499 → `-14,99`. */
function amount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.round(grosze));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Text for a spreadsheet: quoted when needed, a formula-like start defused (CSV injection). */
function text(value: string | null | undefined): string {
  let t = value ?? '';
  if (/^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[";\r\n]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
}

/**
 * The month's sales register for the bookkeeper: one row per document, in number order. Invoices carry their
 * totals; corrections carry the change they make (after − before), so the column sums are the month's sales.
 * Same dialect as the other exports (decision 011): UTF-8 with BOM, `;`, decimal comma, CRLF.
 */
export function salesCsv(rows: InvoiceRow[], locale: Locale): string {
  const header = Object.values(COLUMNS).map((c) => text(c[locale]));
  const lines = rows.map((invoice) => {
    const doc = invoice.document;
    const before = doc.corrects?.totalsBefore ?? { netGrosze: 0, vatGrosze: 0, grossGrosze: 0 };
    return [
      text(invoice.number),
      text(KIND_NAMES[invoice.kind][locale]),
      text(doc.issuedOn),
      text(doc.soldOn),
      text(doc.buyer.name),
      text(invoice.buyerNip),
      amount(doc.totals.netGrosze - before.netGrosze),
      amount(doc.totals.vatGrosze - before.vatGrosze),
      amount(doc.totals.grossGrosze - before.grossGrosze),
      text(doc.corrects?.number),
      text(doc.orderNumber),
      text(doc.payment.method),
      text(invoice.ksefNumber),
    ].join(';');
  });
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

export async function monthSalesCsv(db: DbOrTx, month: string, locale: Locale): Promise<string> {
  const { from, to } = monthRange(month);
  return salesCsv(await findInvoicesIssuedBetween(db, from, to), locale);
}
