import { type Pdf, startPdf } from '../../shared/pdf';
import type { InvoiceDocument, InvoiceLine, SellerIdentity } from './invoice-document';

/**
 * The invoice as a PDF for people (docs/product-rules.md#invoices): Polish, the obligatory language, with the
 * English label beside each Polish one. Rendered by pdfkit with DejaVu Sans from the `dejavu-fonts-ttf` package
 * (it covers ą, ę, ł, ś, ż…); nothing is fetched at run time. Reads only the stored InvoiceDocument.
 */

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#1f1a17';
const MUTED = '#6b625b';
const RULE = '#c9beb4';

/** 124900 → "1 249,00" (Polish grouping, no currency: the table heading names it). */
export function plnAmount(grosze: number): string {
  return new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
    .format(grosze / 100)
    .replace(/\u202f/g, '\u00a0');
}

const TITLES: Record<InvoiceDocument['kind'], [string, string]> = {
  invoice: ['Faktura VAT', 'VAT invoice'],
  correction: ['Faktura korygująca', 'Corrective invoice'],
};

/** "Polish / English" label pair: Polish in ink, English muted beside it. */
function label(pdf: Pdf, pl: string, en: string, options: PDFKit.Mixins.TextOptions = {}) {
  pdf
    .font('bold')
    .fillColor(INK)
    .text(pl, { continued: true, ...options });
  pdf
    .font('regular')
    .fillColor(MUTED)
    .text(` / ${en}`, { ...options });
  pdf.fillColor(INK);
}

function header(pdf: Pdf, doc: InvoiceDocument) {
  const [pl, en] = TITLES[doc.kind];
  pdf.font('bold').fontSize(18).fillColor(INK).text(`${pl} nr ${doc.number}`, MARGIN, MARGIN);
  pdf.font('regular').fontSize(10).fillColor(MUTED).text(`${en} no. ${doc.number}`);
  if (doc.seller.demo) {
    pdf
      .moveDown(0.4)
      .font('bold')
      .fontSize(9)
      .fillColor('#a3341f')
      .text('DANE PRZYKŁADOWE — dokument demonstracyjny, nie jest fakturą / DEMO DATA — a sample, not a real invoice');
  }
  pdf.fillColor(INK).fontSize(9).moveDown(0.6);
  const facts: [string, string, string][] = [
    ['Data wystawienia', 'Date of issue', doc.issuedOn],
    ['Data sprzedaży', 'Date of sale', doc.soldOn],
    ['Miejsce wystawienia', 'Place of issue', doc.placeOfIssue],
    ['Zamówienie', 'Order', doc.orderNumber],
  ];
  for (const [pl, en, value] of facts) {
    pdf.font('bold').text(`${pl} `, { continued: true });
    pdf.font('regular').fillColor(MUTED).text(`/ ${en}: `, { continued: true });
    pdf.fillColor(INK).text(value);
  }
}

function partyLines(party: InvoiceDocument['buyer'] | SellerIdentity): string[] {
  const lines = [party.name, party.street, `${party.postalCode} ${party.city}`.trim()];
  if (party.country && party.country !== 'PL') lines.push(party.country);
  if (party.nip) lines.push(`NIP: ${party.nip}`);
  return lines;
}

function parties(pdf: Pdf, doc: InvoiceDocument) {
  const top = pdf.y + 12;
  const half = CONTENT_WIDTH / 2 - 10;
  const seller = doc.seller;
  const sellerLines = [
    ...partyLines(seller),
    `REGON: ${seller.regon}`,
    seller.registerEntry,
    `${seller.email}, ${seller.phone}`,
  ];
  const buyerLines = partyLines(doc.buyer);
  pdf.fontSize(9);
  pdf.x = MARGIN;
  pdf.y = top;
  label(pdf, 'Sprzedawca', 'Seller', { width: half });
  pdf.font('regular').text(sellerLines.join('\n'), MARGIN, pdf.y + 2, { width: half });
  const afterSeller = pdf.y;
  pdf.y = top;
  pdf.x = MARGIN + half + 20;
  label(pdf, 'Nabywca', 'Buyer', { width: half });
  pdf.font('regular').text(buyerLines.join('\n'), MARGIN + half + 20, pdf.y + 2, { width: half });
  pdf.y = Math.max(afterSeller, pdf.y) + 12;
  pdf.x = MARGIN;
}

type Column = { pl: string; en: string; width: number; align: 'left' | 'right'; value: (l: InvoiceLine) => string };

const COLUMNS: Column[] = [
  { pl: 'Lp.', en: 'No.', width: 22, align: 'left', value: (l) => String(l.position) },
  { pl: 'Nazwa', en: 'Description', width: 141, align: 'left', value: (l) => l.name },
  { pl: 'Ilość', en: 'Qty', width: 28, align: 'right', value: (l) => String(l.quantity) },
  { pl: 'J.m.', en: 'Unit', width: 28, align: 'left', value: (l) => l.unit },
  { pl: 'Cena brutto', en: 'Unit gross', width: 52, align: 'right', value: (l) => plnAmount(l.unitGrossGrosze) },
  { pl: 'Rabat', en: 'Discount', width: 46, align: 'right', value: (l) => plnAmount(l.discountGrossGrosze) },
  { pl: 'Netto', en: 'Net', width: 52, align: 'right', value: (l) => plnAmount(l.netGrosze) },
  { pl: 'VAT %', en: 'Rate', width: 30, align: 'right', value: (l) => (l.vatRate ? `${l.vatRate}` : 'zw') },
  { pl: 'VAT', en: 'VAT', width: 46, align: 'right', value: (l) => plnAmount(l.vatGrosze) },
  { pl: 'Brutto', en: 'Gross', width: 55, align: 'right', value: (l) => plnAmount(l.grossGrosze) },
];

function ensureRoom(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.height - MARGIN - 30) {
    pdf.addPage();
    pdf.y = MARGIN;
  }
}

function row(pdf: Pdf, cells: string[], options: { bold?: boolean; muted?: boolean; size?: number }) {
  pdf.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? 8);
  const heights = COLUMNS.map((c, i) => pdf.heightOfString(cells[i], { width: c.width - 4 }));
  const height = Math.max(...heights) + 4;
  ensureRoom(pdf, height);
  const top = pdf.y;
  let x = MARGIN;
  pdf.fillColor(options.muted ? MUTED : INK);
  COLUMNS.forEach((c, i) => {
    pdf.text(cells[i], x + 2, top + 2, { width: c.width - 4, align: c.align });
    x += c.width;
  });
  pdf.fillColor(INK);
  pdf
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + CONTENT_WIDTH, top + height)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  pdf.y = top + height;
  pdf.x = MARGIN;
}

/** ADR 021: a card that paid part of the order, as its own row (R2 paid by a voucher; R4 a shop's gift as a discount). */
function giftCardRowName(card: NonNullable<InvoiceDocument['giftCards']>[number]): string {
  return card.kind === 'staff'
    ? `Rabat — karta podarunkowa od sklepu …${card.last4} / Discount — the shop's gift card`
    : `Zapłacono kartą podarunkową …${card.last4} / Paid with a gift card`;
}

function linesTable(
  pdf: Pdf,
  title: [string, string] | null,
  lines: InvoiceLine[],
  totals: InvoiceDocument['totals'],
  giftCards: InvoiceDocument['giftCards'] = [],
) {
  if (title) {
    ensureRoom(pdf, 40);
    pdf.fontSize(9);
    label(pdf, title[0], title[1]);
    pdf.moveDown(0.2);
  }
  row(
    pdf,
    COLUMNS.map((c) => c.pl),
    { bold: true },
  );
  row(
    pdf,
    COLUMNS.map((c) => c.en),
    { muted: true, size: 7 },
  );
  for (const line of lines)
    row(
      pdf,
      COLUMNS.map((c) => c.value(line)),
      {},
    );
  if (giftCards.length > 0) {
    const goods = COLUMNS.map(() => '');
    goods[1] = 'Towary i dostawa / Goods and delivery';
    goods[9] = plnAmount(lines.reduce((sum, line) => sum + line.grossGrosze, 0));
    row(pdf, goods, {});
    for (const card of giftCards) {
      const cells = COLUMNS.map(() => '');
      cells[1] = giftCardRowName(card);
      cells[9] = `−${plnAmount(card.paidGrosze)}`;
      row(pdf, cells, {});
    }
  }
  const totalCells = COLUMNS.map(() => '');
  totalCells[1] = giftCards.length > 0 ? 'Razem do zapłaty / Total to pay' : 'Razem / Total';
  totalCells[6] = plnAmount(totals.netGrosze);
  totalCells[8] = plnAmount(totals.vatGrosze);
  totalCells[9] = plnAmount(totals.grossGrosze);
  row(pdf, totalCells, { bold: true });
  pdf.moveDown(0.8);
}

function correctionBlock(pdf: Pdf, doc: InvoiceDocument) {
  const corrects = doc.corrects;
  if (!corrects) return;
  pdf.fontSize(9);
  pdf.font('bold').text('Dotyczy faktury ', { continued: true });
  pdf.font('regular').fillColor(MUTED).text('/ Corrects invoice: ', { continued: true });
  pdf
    .fillColor(INK)
    .text(
      `${corrects.number} z dnia ${corrects.issuedOn}${corrects.ksefNumber ? ` (KSeF ${corrects.ksefNumber})` : ''}`,
    );
  pdf.font('bold').text('Przyczyna korekty ', { continued: true });
  pdf.font('regular').fillColor(MUTED).text('/ Reason: ', { continued: true });
  pdf.fillColor(INK).text(corrects.reason);
  pdf.moveDown(0.6);
  linesTable(pdf, ['Przed korektą', 'Before the correction'], corrects.linesBefore, corrects.totalsBefore);
}

function summary(pdf: Pdf, doc: InvoiceDocument) {
  ensureRoom(pdf, 120);
  pdf.fontSize(9);
  const money = (grosze: number) => `${plnAmount(grosze)} PLN`;
  if (doc.corrects) {
    const diff = {
      net: doc.totals.netGrosze - doc.corrects.totalsBefore.netGrosze,
      vat: doc.totals.vatGrosze - doc.corrects.totalsBefore.vatGrosze,
      gross: doc.totals.grossGrosze - doc.corrects.totalsBefore.grossGrosze,
    };
    label(pdf, 'Różnica (korekta)', 'Difference (correction)');
    pdf
      .font('regular')
      .text(`Netto / Net: ${money(diff.net)}   VAT: ${money(diff.vat)}   Brutto / Gross: ${money(diff.gross)}`);
    pdf.moveDown(0.6);
  }
  pdf
    .font('bold')
    .fontSize(11)
    .text(`Razem brutto / Total gross: ${money(doc.totals.grossGrosze)}`);
  pdf.fontSize(9).moveDown(0.4);
  const facts: [string, string, string][] = [
    ['Sposób płatności', 'Payment method', doc.payment.method],
    ['Zapłacono', 'Paid', `${money(doc.payment.paidGrosze)}, ${doc.payment.paidOn}`],
    ['Rachunek sprzedawcy', "Seller's account", doc.seller.bankAccount],
  ];
  for (const [pl, en, value] of facts) {
    pdf.font('bold').text(`${pl} `, { continued: true });
    pdf.font('regular').fillColor(MUTED).text(`/ ${en}: `, { continued: true });
    pdf.fillColor(INK).text(value);
  }
  if (doc.giftCards?.some((card) => card.kind !== 'staff')) {
    pdf
      .moveDown(0.4)
      .text(
        'Część zapłacona kartą podarunkową (bon jednego przeznaczenia) została opodatkowana przy sprzedaży karty — art. 8a ust. 2 ustawy o VAT. / The part paid with a gift card (a single-purpose voucher) was taxed when the card was sold.',
      );
  }
  if (doc.seller.vatStatus === 'exempt') {
    pdf
      .moveDown(0.4)
      .text(
        'Zwolnienie podmiotowe z VAT — art. 113 ust. 1 ustawy o VAT / VAT exempt seller (art. 113(1) of the VAT act)',
      );
  }
}

function footer(pdf: Pdf, seller: SellerIdentity) {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const text = `${seller.name} · NIP ${seller.nip} · REGON ${seller.regon} · ${i + 1}/${range.count}`;
    pdf
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(text, MARGIN, pdf.page.height - MARGIN - 10, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  }
}

/** The invoice's PDF bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, bytes } = startPdf({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${TITLES[doc.kind][0]} ${doc.number}`, Author: doc.seller.name, Subject: doc.orderNumber },
    lang: 'pl-PL',
  });
  header(pdf, doc);
  parties(pdf, doc);
  correctionBlock(pdf, doc);
  linesTable(pdf, doc.corrects ? ['Po korekcie', 'After the correction'] : null, doc.lines, doc.totals, doc.giftCards);
  summary(pdf, doc);
  footer(pdf, doc.seller);
  pdf.end();
  return bytes;
}
