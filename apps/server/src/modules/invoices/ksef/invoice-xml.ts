import type { DbOrTx } from '../../../db/client';
import { findInvoice, type InvoiceRow } from '../invoices.repository';
import { buildFa3Xml } from './fa3-xml';

/**
 * The FA(3) XML of an invoice as issued. Its creation time stands in the header, so the accountant's download
 * and what was sent to KSeF are the same bytes. A correction names the KSeF number its original got.
 */
export function invoiceFa3Xml(invoice: InvoiceRow, corrected?: Pick<InvoiceRow, 'ksefNumber'>): string {
  const document = structuredClone(invoice.document);
  if (document.corrects && corrected?.ksefNumber) document.corrects.ksefNumber = corrected.ksefNumber;
  return buildFa3Xml(document, { generatedAt: invoice.createdAt });
}

/**
 * What `GET /api/orders/{id}/invoices/{number}.xml` answers (after the route has checked who may see the order):
 * the XML of a company invoice or of a correction of one; null for a consumer's (no NIP, not a KSeF document).
 */
export async function companyInvoiceXml(db: DbOrTx, invoice: InvoiceRow): Promise<string | null> {
  if (!invoice.buyerNip) return null;
  const corrected = invoice.correctsInvoiceId ? await findInvoice(db, invoice.correctsInvoiceId) : undefined;
  return invoiceFa3Xml(invoice, corrected);
}

/** File name for the download: the number with its slashes made safe ("FV-2026-11-0007.xml"). */
export const invoiceXmlFileName = (number: string) => `${number.replaceAll('/', '-')}.xml`;
