import path from 'node:path';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { EmailAttachmentRef } from '../../db/schema';
import { DomainError } from '../../errors';
import type { MailAttachment } from '../mail/mail.transport';
import { localStorage, type MediaStorage, s3Storage } from '../media/storage';
import { invoiceNumberForUrl } from './invoice-numbering';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice, findUnrenderedInvoiceIds, type InvoiceRow, setInvoicePdf } from './invoices.repository';

/**
 * Where invoice PDFs are kept: DATA_DIR/invoices on disk (outside the public uploads folder), or the object
 * storage under `private/invoices/` when S3 is configured (never served by /uploads, which knows only images).
 * A PDF is rendered from the stored document after the invoice's transaction commits, and again whenever it
 * is asked for and missing — the number and the document are already safe in the database.
 */

export class InvoicePdfUnavailable extends DomainError {
  constructor() {
    super(503, 'invoice_pdf_unavailable', 'invoices.pdf_unavailable');
  }
}

export function invoiceStorageFor(config: Pick<Config, 's3' | 'dataDir'>): MediaStorage {
  if (!config.s3) return localStorage(path.join(config.dataDir, 'invoices'));
  const bucket = s3Storage(config.s3);
  const key = (k: string) => `private/invoices/${k}`;
  return {
    kind: 's3',
    put: (k, body, type) => bucket.put(key(k), body, type),
    get: (k) => bucket.get(key(k)),
    delete: (k) => bucket.delete(key(k)),
  };
}

/** 'FV/2026/11/0001' → '2026/11/FV-2026-11-0001.pdf'. */
const pdfKeyOf = (invoice: InvoiceRow) =>
  `${invoice.issuedOn.slice(0, 4)}/${invoice.issuedOn.slice(5, 7)}/${invoiceNumberForUrl(invoice.number)}.pdf`;

/** The file name a download or an attachment carries: 'Faktura-FV-2026-11-0001.pdf'. */
export const invoicePdfFilename = (number: string) => `Faktura-${invoiceNumberForUrl(number)}.pdf`;

/** The PDF's bytes: the stored file, or rendered and stored now. Throws InvoicePdfUnavailable when it cannot be. */
export async function invoicePdf(db: DbOrTx, storage: MediaStorage, invoice: InvoiceRow): Promise<Buffer> {
  if (invoice.pdfKey) {
    const stored = await storage.get(invoice.pdfKey).catch(() => null);
    if (stored) return stored;
  }
  try {
    const pdf = await renderInvoicePdf(invoice.document);
    const key = pdfKeyOf(invoice);
    await storage.put(key, pdf, 'application/pdf');
    await setInvoicePdf(db, invoice.id, { pdfKey: key, pdfError: null });
    return pdf;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await setInvoicePdf(db, invoice.id, { pdfKey: null, pdfError: message.slice(0, 1000) }).catch(() => undefined);
    throw new InvoicePdfUnavailable();
  }
}

/** Renders the PDFs not rendered yet (after a payment's commit, and by the periodic job); answers how many. */
export async function renderPendingInvoicePdfs(db: DbOrTx, storage: MediaStorage, limit = 20): Promise<number> {
  let rendered = 0;
  for (const id of await findUnrenderedInvoiceIds(db, limit)) {
    const invoice = await findInvoice(db, id);
    if (!invoice || invoice.pdfKey) continue;
    try {
      await invoicePdf(db, storage, invoice);
      rendered += 1;
    } catch {
      // pdf_error says why; the next run or the first download tries again.
    }
  }
  return rendered;
}

/** The mail worker's resolver for invoice attachments. */
export function invoiceAttachmentResolver(db: DbOrTx, storage: MediaStorage) {
  return async (ref: EmailAttachmentRef): Promise<MailAttachment> => {
    const invoice = await findInvoice(db, ref.invoiceId);
    if (!invoice) throw new Error(`invoice ${ref.invoiceId} is gone`);
    return { filename: ref.filename, content: await invoicePdf(db, storage, invoice), contentType: 'application/pdf' };
  };
}

export const invoiceAttachment = (invoice: Pick<InvoiceRow, 'id' | 'number'>): EmailAttachmentRef => ({
  kind: 'invoice',
  invoiceId: invoice.id,
  filename: invoicePdfFilename(invoice.number),
});
