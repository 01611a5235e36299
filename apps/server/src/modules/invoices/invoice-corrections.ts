import type { Tx } from '../../db/client';
import type { Order } from '../../db/schema';
import { findOrderForInvoice, lockOrderForInvoice, orderInvoiceIssued } from '../orders/order-invoicing';
import { spreadInProportion, totalsOf, VAT_RATE, vatOfGross, warsawDay } from './invoice-builder';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { nextInvoiceNumber } from './invoice-numbering';
import { findLatestOfOrder, findOrderInvoice, type InvoiceRow, insertInvoice } from './invoices.repository';

/**
 * Corrective invoices (faktury korygujące, VAT act art. 106j; docs/product-rules.md#invoices). When money goes
 * back to a buyer who has an invoice — a refund staff order, a cancelled paid order, a completed withdrawal or
 * a settled return — a correction is issued in the same transaction. It refers to the original invoice and shows
 * the lines as they stood before (the original, or the last correction) and after. Numbered in the same monthly
 * series as invoices, so the register has one gap-free sequence.
 */

const rateOf = (lines: InvoiceLine[]) => lines.find((l) => l.vatRate !== undefined)?.vatRate ?? VAT_RATE;

function withGross(line: InvoiceLine, gross: number, quantity = line.quantity): InvoiceLine {
  const vat = vatOfGross(gross, line.vatRate);
  const listGross = line.unitGrossGrosze * quantity;
  return {
    ...line,
    quantity,
    grossGrosze: gross,
    vatGrosze: vat,
    netGrosze: gross - vat,
    discountGrossGrosze: Math.max(0, listGross - gross),
  };
}

/** Everything given back: every line at quantity 0 and nothing to pay. */
export const linesAllReturned = (lines: InvoiceLine[]): InvoiceLine[] => lines.map((l) => withGross(l, 0, 0));

/** A part of the price given back (a partial refund): spread over the lines in proportion, quantities unchanged. */
export function linesLoweredBy(lines: InvoiceLine[], amount: number): InvoiceLine[] {
  const shares = spreadInProportion(
    Math.min(
      amount,
      lines.reduce((s, l) => s + l.grossGrosze, 0),
    ),
    lines.map((l) => l.grossGrosze),
  );
  return lines.map((l, i) => withGross(l, l.grossGrosze - shares[i]));
}

/** Pieces sent back: each named line loses those pieces at the price they were paid (promo share included). */
export function linesWithPiecesReturned(
  lines: InvoiceLine[],
  returned: { sku: string; quantity: number }[],
): InvoiceLine[] {
  return lines.map((line) => {
    const back = returned.filter((r) => line.sku && r.sku === line.sku).reduce((s, r) => s + r.quantity, 0);
    if (back <= 0 || line.quantity <= 0) return line;
    const kept = Math.max(0, line.quantity - back);
    return withGross(line, Math.round((line.grossGrosze * kept) / line.quantity), kept);
  });
}

export type CorrectionInput = {
  /** Why, as printed on the correction: "Zwrot części ceny", "Anulowanie zamówienia"… (Polish). */
  reason: string;
  /** The lines after the correction, from the lines before it. */
  after: (before: InvoiceLine[]) => InvoiceLine[];
  now: Date;
  by?: number | null;
  /** Money given back with this correction (positive), printed as the refund. */
  refundGrosze: number;
};

/**
 * Issues a correction of the order's invoice inside `tx` (the caller holds the order's lock). Answers null
 * when the order has no invoice (a consumer who asked for none) or when nothing would change.
 */
export async function issueCorrection(tx: Tx, order: Order, input: CorrectionInput): Promise<InvoiceRow | null> {
  const original = await findOrderInvoice(tx, order.id);
  if (!original) return null;
  const latest = (await findLatestOfOrder(tx, order.id)) ?? original;
  const before = latest.document.lines;
  const lines = input.after(before);
  const unchanged = lines.every((l, i) => l.grossGrosze === before[i].grossGrosze && l.quantity === before[i].quantity);
  if (unchanged) return null;
  const issuedOn = warsawDay(input.now);
  const number = await nextInvoiceNumber(tx, issuedOn);
  const source = original.document;
  const document: InvoiceDocument = {
    ...source,
    number,
    kind: 'correction',
    issuedOn,
    lines,
    totals: totalsOf(lines, rateOf(before)),
    payment: { method: source.payment.method, paidOn: issuedOn, paidGrosze: -input.refundGrosze },
    corrects: {
      number: original.number,
      issuedOn: original.issuedOn,
      ...(original.ksefNumber ? { ksefNumber: original.ksefNumber } : {}),
      reason: input.reason,
      linesBefore: before,
      totalsBefore: latest.document.totals,
    },
  };
  const row = await insertInvoice(tx, {
    number,
    orderId: order.id,
    kind: 'correction',
    correctsInvoiceId: original.id,
    issuedOn,
    buyerNip: original.buyerNip,
    document,
    ksefStatus: original.buyerNip ? 'pending' : 'not_required',
    ksefNextAttemptAt: original.buyerNip ? input.now : null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await orderInvoiceIssued(tx, order, { number, kind: 'correction', now: input.now, by: input.by });
  return row;
}

/** Reasons printed on corrections, in Polish (the invoice's language). */
export const CORRECTION_REASONS = {
  cancelled: 'Anulowanie opłaconego zamówienia — zwrot całej zapłaty',
  refundWhole: 'Zwrot całej zapłaty',
  refundPart: 'Obniżenie ceny — zwrot części zapłaty',
  withdrawal: 'Odstąpienie od umowy — zwrot towaru',
  returned: 'Zwrot towaru',
} as const;

/** A refund of `amount` grosze: the whole rest → everything returned; less → the price lowered by it. */
export function issueCorrectionForRefund(
  tx: Tx,
  order: Order,
  input: { amount: number; whole: boolean; reason?: string; now: Date; by?: number | null },
): Promise<InvoiceRow | null> {
  return issueCorrection(tx, order, {
    reason: input.reason ?? (input.whole ? CORRECTION_REASONS.refundWhole : CORRECTION_REASONS.refundPart),
    after: (before) => (input.whole ? linesAllReturned(before) : linesLoweredBy(before, input.amount)),
    refundGrosze: input.amount,
    now: input.now,
    by: input.by,
  });
}

/**
 * For the returns module: a settled return of some pieces (by SKU) and the money given back. Runs in the
 * settlement's transaction; locks the order (a no-op when the caller already holds the lock). When the
 * refund is not what the pieces cost (e.g. delivery refunded too, or a deduction), the refund amount wins:
 * the pieces' quantities go down and the rest of the difference lowers the remaining lines' price.
 */
export async function issueCorrectionForReturn(
  tx: Tx,
  input: {
    orderId: number;
    pieces: { sku: string; quantity: number }[];
    refundGrosze: number;
    now: Date;
    by?: number | null;
    reason?: string;
  },
): Promise<InvoiceRow | null> {
  const order = (await lockOrderForInvoice(tx, input.orderId)) ?? (await findOrderForInvoice(tx, input.orderId));
  if (!order) return null;
  return issueCorrection(tx, order, {
    reason: input.reason ?? CORRECTION_REASONS.returned,
    after: (before) => {
      const afterPieces = linesWithPiecesReturned(before, input.pieces);
      const removed = sum(before) - sum(afterPieces);
      const rest = input.refundGrosze - removed;
      return rest > 0 ? linesLoweredBy(afterPieces, rest) : afterPieces;
    },
    refundGrosze: input.refundGrosze,
    now: input.now,
    by: input.by,
  });
}

const sum = (lines: InvoiceLine[]) => lines.reduce((s, l) => s + l.grossGrosze, 0);
