import type { Order, OrderLine } from '../../db/schema';
import type { InvoiceDocument, InvoiceLine, InvoiceParty, SellerIdentity } from './invoice-document';

/**
 * An InvoiceDocument from a paid order (docs/product-rules.md#invoices, docs/decisions/024-invoices-and-seller-identity.md).
 * Pure: the caller reads the order, its lines, the seller and the payment; this only does the arithmetic.
 *
 * The shop's prices are gross, so the invoice is computed "from gross" (VAT act art. 106e ust. 7–8): each line's
 * gross is what the buyer paid for it (promo code spread over the product lines in proportion), its VAT is
 * gross × 23/123 rounded half-up to the grosz (art. 106e ust. 11); the invoice's total VAT is computed once from
 * the total gross (KP = WS × SP / (100 + SP)), which is also the order's `tax`. Line VATs may therefore add up to
 * a grosz or two more or less than the total; the total is the binding figure.
 */

export const VAT_RATE = 23;

/** The VAT inside a gross amount at `rate` percent, half-up to the grosz. */
export function vatOfGross(gross: number, rate: number): number {
  return Math.round((gross * rate) / (100 + rate));
}

/** Calendar day in Warsaw, 'YYYY-MM-DD' — what invoices print as dates. */
export function warsawDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * Splits `amount` over `weights` in proportion, every share whole grosze, the remainders going to the largest
 * fractions first (ties: earlier line) — the shares always add up to `amount` exactly.
 */
export function spreadInProportion(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

export type InvoiceOrderInput = {
  order: Order;
  lines: OrderLine[];
  /** The delivery method's name in Polish (the invoice's obligatory language). */
  deliveryName: string;
  /** Colour code → Polish name, for the product line's description; optional. */
  colourNames?: ReadonlyMap<string, string>;
};

export type InvoiceBuildInput = InvoiceOrderInput & {
  number: string;
  issuedOn: string;
  seller: SellerIdentity;
  payment: InvoiceDocument['payment'];
  /** What the order's gift cards paid (ADR 021): the VAT summary covers the rest only. */
  giftCards?: InvoiceDocument['giftCards'];
};

function lineName(line: OrderLine, colourNames?: ReadonlyMap<string, string>): string {
  const colour = line.colourCode ? (colourNames?.get(line.colourCode) ?? line.colourCode) : '';
  const extras = [line.size && line.size !== 'one_size' ? line.size : '', colour].filter(Boolean).join(', ');
  return extras ? `${line.productName} (${extras})` : line.productName;
}

function moneyOfLine(gross: number, rate: number) {
  const vat = vatOfGross(gross, rate);
  return { netGrosze: gross - vat, vatGrosze: vat, grossGrosze: gross };
}

/** The invoice lines of an order: its products (sale and promo code as the line's discount), then delivery. */
export function invoiceLinesOf(input: InvoiceOrderInput, vatRate: number): InvoiceLine[] {
  const { order, lines } = input;
  const promo = spreadInProportion(
    order.discount,
    lines.map((l) => l.lineTotal),
  );
  const productLines: InvoiceLine[] = lines.map((line, i) => {
    const sale = (line.originalUnitPrice - line.unitPrice) * line.quantity;
    const gross = line.lineTotal - promo[i];
    return {
      position: i + 1,
      name: lineName(line, input.colourNames),
      sku: line.sku,
      unit: 'szt.',
      quantity: line.quantity,
      unitGrossGrosze: line.originalUnitPrice,
      discountGrossGrosze: sale + promo[i],
      ...moneyOfLine(gross, vatRate),
      vatRate,
    };
  });
  if (order.shipping <= 0) return productLines;
  return [
    ...productLines,
    {
      position: productLines.length + 1,
      name: `Dostawa: ${input.deliveryName}`,
      unit: 'usł.',
      quantity: 1,
      unitGrossGrosze: order.shipping,
      discountGrossGrosze: 0,
      ...moneyOfLine(order.shipping, vatRate),
      vatRate,
    },
  ];
}

/** Totals from the total gross at one rate (art. 106e ust. 8), never from the sum of the lines' VAT. */
export function totalsOf(lines: InvoiceLine[], vatRate: number): InvoiceDocument['totals'] {
  const gross = lines.reduce((sum, line) => sum + line.grossGrosze, 0);
  const vat = vatOfGross(gross, vatRate);
  return { netGrosze: gross - vat, vatGrosze: vat, grossGrosze: gross };
}

/** The buyer as the billing address names them: the company with its NIP, or the person. */
export function buyerOf(order: Order): InvoiceParty {
  const apartment = order.billingApartment ? `/${order.billingApartment}` : '';
  const person = `${order.billingFirstName} ${order.billingLastName}`.trim();
  const party: InvoiceParty = {
    name: order.billingNip && order.billingCompany ? order.billingCompany : person,
    street: `${order.billingStreet} ${order.billingHouse}${apartment}`.trim(),
    postalCode: order.billingPostalCode ?? '',
    city: order.billingCity,
    country: order.billingCountry,
    email: order.email,
  };
  if (order.billingNip) party.nip = order.billingNip;
  return party;
}

/** The VAT invoice of a paid order. An exempt seller (art. 113) charges no VAT: rate 0, net = gross. */
export function buildInvoiceDocument(input: InvoiceBuildInput): InvoiceDocument {
  const rate = input.seller.vatStatus === 'exempt' ? 0 : VAT_RATE;
  const lines = invoiceLinesOf(input, rate);
  const cards = (input.giftCards ?? []).filter((card) => card.paidGrosze > 0);
  const byCards = cards.reduce((sum, card) => sum + card.paidGrosze, 0);
  const full = totalsOf(lines, rate);
  // ADR 021 R2/R4: what the cards paid was taxed when they were sold (or is a discount): VAT on the money part.
  const moneyGross = full.grossGrosze - byCards;
  const moneyVat = vatOfGross(moneyGross, rate);
  return {
    number: input.number,
    kind: 'invoice',
    issuedOn: input.issuedOn,
    soldOn: input.payment.paidOn,
    placeOfIssue: input.seller.city,
    orderNumber: input.order.orderNumber,
    seller: input.seller,
    buyer: buyerOf(input.order),
    lines,
    totals: byCards > 0 ? { netGrosze: moneyGross - moneyVat, vatGrosze: moneyVat, grossGrosze: moneyGross } : full,
    payment: input.payment,
    currency: 'PLN',
    ...(cards.length > 0 ? { giftCards: cards } : {}),
  };
}
