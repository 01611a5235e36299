import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../errors';
import type { MediaStorage } from '../media/storage';
import { invoicePdf, invoicePdfFilename } from './invoice-files';
import { invoiceNumberForUrl, invoiceNumberFromUrl } from './invoice-numbering';
import { hasXml } from './invoice-presenter';
import { findInvoiceByNumber, type InvoiceRow } from './invoices.repository';
import { buildFa3Xml } from './ksef/fa3-xml';

/** One invoice file as sent to a browser: the PDF, or the FA(3) XML of a company invoice. */
export type InvoiceFile = { filename: string; contentType: string; body: Buffer };

/** `FV-2026-11-0001.pdf` → the invoice of that order and the wanted format; 404 for anything else. */
export async function findOrderInvoiceFile(
  db: DbOrTx,
  orderId: number,
  file: string,
): Promise<{ invoice: InvoiceRow; format: 'pdf' | 'xml' }> {
  const match = /^(.+)\.(pdf|xml)$/i.exec(file);
  const number = match ? invoiceNumberFromUrl(match[1]) : null;
  const invoice = number ? await findInvoiceByNumber(db, number) : undefined;
  const format = match?.[2].toLowerCase() as 'pdf' | 'xml';
  if (!invoice || invoice.orderId !== orderId) throw new NotFound('invoices.not_found');
  if (format === 'xml' && !hasXml(invoice)) throw new NotFound('invoices.not_found');
  return { invoice, format };
}

export const invoiceXmlFilename = (number: string) => `Faktura-${invoiceNumberForUrl(number)}.xml`;

/** The FA(3) XML, built from the stored document (the same one KSeF receives; dated when the invoice was written). */
export const invoiceXml = (invoice: InvoiceRow) =>
  Buffer.from(buildFa3Xml(invoice.document, { generatedAt: invoice.createdAt }), 'utf8');

export async function invoiceFile(
  db: DbOrTx,
  storage: MediaStorage,
  invoice: InvoiceRow,
  format: 'pdf' | 'xml',
): Promise<InvoiceFile> {
  if (format === 'xml') {
    return { filename: invoiceXmlFilename(invoice.number), contentType: 'application/xml', body: invoiceXml(invoice) };
  }
  return {
    filename: invoicePdfFilename(invoice.number),
    contentType: 'application/pdf',
    body: await invoicePdf(db, storage, invoice),
  };
}
