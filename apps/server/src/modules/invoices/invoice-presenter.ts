import type { AdminInvoiceView, OrderInvoiceView } from '@atelier/contracts';
import type { Order } from '../../db/schema';
import { toPln } from '../../shared/money';
import { warsawDay } from './invoice-builder';
import { invoiceNumberForUrl } from './invoice-numbering';
import type { InvoiceRow } from './invoices.repository';

/** How invoices appear in the order JSON and the admin list (docs/api.md#invoices). */

/** `${publicUrl}/api/orders/12/invoices/FV-2026-11-0001.pdf` */
export const invoiceFileUrl = (publicUrl: string, orderId: number, number: string, ext: 'pdf' | 'xml') =>
  `${publicUrl}/api/orders/${orderId}/invoices/${invoiceNumberForUrl(number)}.${ext}`;

/** Company invoices (a buyer NIP) have the FA(3) XML that goes to KSeF. */
export const hasXml = (invoice: Pick<InvoiceRow, 'buyerNip'>) => invoice.buyerNip !== null;

export function presentOrderInvoice(invoice: InvoiceRow, publicUrl: string): OrderInvoiceView {
  const view: OrderInvoiceView = {
    number: invoice.number,
    kind: invoice.kind,
    issued_at: invoice.issuedOn,
    pdf_url: invoiceFileUrl(publicUrl, invoice.orderId, invoice.number, 'pdf'),
  };
  if (hasXml(invoice)) {
    view.xml_url = invoiceFileUrl(publicUrl, invoice.orderId, invoice.number, 'xml');
    view.ksef_status = invoice.ksefStatus;
    if (invoice.ksefNumber) view.ksef_number = invoice.ksefNumber;
  }
  if (invoice.document.corrects) view.corrects = invoice.document.corrects.number;
  return view;
}

/**
 * The last day a buyer may ask for an invoice (VAT act art. 106b ust. 3): three months counted from the end of
 * the month in which the order was paid — i.e. the last day of the third month after it. Paid 2026-11-05 →
 * 2027-02-28.
 */
export function invoiceRequestDeadline(paidAt: Date): string {
  const [year, month] = warsawDay(paidAt).split('-').map(Number);
  // Date.UTC month is 0-based: (month - 1) + 3 + 1, day 0 = the last day of the third month after.
  const last = new Date(Date.UTC(year, month + 3, 0));
  return last.toISOString().slice(0, 10);
}

export function invoiceRequestInfo(order: Order, invoices: InvoiceRow[], now: Date) {
  if (!order.paidAt) return { available: false, deadline: null };
  const deadline = invoiceRequestDeadline(order.paidAt);
  const available =
    order.paymentStatus === 'paid' && !invoices.some((i) => i.kind === 'invoice') && warsawDay(now) <= deadline;
  return { available, deadline };
}

export function presentAdminInvoice(
  invoice: InvoiceRow,
  publicUrl: string,
  before?: { grossGrosze: number },
): AdminInvoiceView {
  const doc = invoice.document;
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    issued_on: invoice.issuedOn,
    order_id: invoice.orderId,
    order_number: doc.orderNumber,
    buyer_name: doc.buyer.name,
    buyer_nip: invoice.buyerNip,
    net: toPln(doc.totals.netGrosze),
    vat: toPln(doc.totals.vatGrosze),
    gross: toPln(doc.totals.grossGrosze),
    gross_change: doc.corrects
      ? toPln(doc.totals.grossGrosze - (before ?? doc.corrects.totalsBefore).grossGrosze)
      : null,
    corrects: doc.corrects?.number ?? null,
    ksef_status: invoice.ksefStatus,
    ksef_number: invoice.ksefNumber,
    ksef_error: invoice.ksefError,
    pdf_error: invoice.pdfError,
    pdf_url: invoiceFileUrl(publicUrl, invoice.orderId, invoice.number, 'pdf'),
    xml_url: hasXml(invoice) ? invoiceFileUrl(publicUrl, invoice.orderId, invoice.number, 'xml') : null,
  };
}
