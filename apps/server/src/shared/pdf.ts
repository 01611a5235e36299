import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The shop's PDF documents (invoices, the model withdrawal form): A4, rendered by pdfkit with DejaVu Sans from the
 * `dejavu-fonts-ttf` package (it covers ą, ę, ł, ś, ż…) registered as `regular` and `bold`; nothing is fetched
 * at run time.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type Pdf = PDFKit.PDFDocument;

export type PdfOptions = {
  margin: number;
  /** Shown by PDF readers; the title also names the document for screen readers. */
  info: PDFKit.DocumentInfo;
  lang: string;
  bufferPages?: boolean;
};

/** A new A4 document with the shop's fonts, and its bytes once `pdf.end()` is called. */
export function startPdf(options: PdfOptions): { pdf: Pdf; bytes: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    info: options.info,
    lang: options.lang,
    displayTitle: true,
  });
  pdf.registerFont('regular', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}
