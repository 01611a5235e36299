import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../db/schema';
import { DEMO_SELLER_IDENTITY } from '../seller/seller-identity';
import { buildInvoiceDocument, spreadInProportion, vatOfGross, warsawDay } from './invoice-builder';
import { formatInvoiceNumber, invoiceNumberForUrl, invoiceNumberFromUrl } from './invoice-numbering';

const order = (over: Partial<Order> = {}): Order =>
  ({
    id: 7,
    orderNumber: 'LB-2026-000007',
    email: 'firma@example.com',
    billingFirstName: 'Anna',
    billingLastName: 'Nowak',
    billingCompany: 'Nowak Design sp. z o.o.',
    billingNip: '5260250274',
    billingStreet: 'ul. Długa',
    billingHouse: '5',
    billingApartment: '2',
    billingPostalCode: '00-001',
    billingCity: 'Warszawa',
    billingCountry: 'PL',
    subtotal: 89_800,
    discount: 8_980,
    shipping: 1_499,
    total: 82_319,
    tax: vatOfGross(82_319, 23),
    ...over,
  }) as Order;

const line = (over: Partial<OrderLine>): OrderLine =>
  ({ productName: 'Torba', sku: 'X', size: '', colourCode: '', quantity: 1, ...over }) as OrderLine;

const lines = [
  line({ productName: 'Torba Aurelia', sku: 'AUR-1', unitPrice: 59_900, originalUnitPrice: 59_900, lineTotal: 59_900 }),
  line({
    productName: 'Portfel',
    sku: 'PRT-1',
    unitPrice: 14_950,
    originalUnitPrice: 16_900,
    quantity: 2,
    lineTotal: 29_900,
  }),
];

const build = (o: Order) =>
  buildInvoiceDocument({
    order: o,
    lines,
    deliveryName: 'Kurier InPost',
    number: 'FV/2026/11/0001',
    issuedOn: '2026-11-26',
    seller: DEMO_SELLER_IDENTITY,
    payment: { method: 'Przelewy24 — BLIK', paidOn: '2026-11-26', paidGrosze: o.total },
  });

describe('the invoice of an order [invoice-core]', () => {
  it('spreads the promo code over the product lines, adds delivery as a line, and adds up to what was paid', () => {
    const doc = build(order());
    expect(doc.lines.map((l) => l.grossGrosze)).toEqual([59_900 - 5_990, 29_900 - 2_990, 1_499]);
    expect(doc.lines[1].discountGrossGrosze).toBe(2 * 1_950 + 2_990);
    expect(doc.lines[2]).toMatchObject({ name: 'Dostawa: Kurier InPost', unit: 'usł.', vatRate: 23 });
    expect(doc.totals.grossGrosze).toBe(82_319);
    // VAT from the total gross, the same figure the order carries (art. 106e ust. 8 of the VAT act).
    expect(doc.totals.vatGrosze).toBe(order().tax);
    expect(doc.totals.netGrosze + doc.totals.vatGrosze).toBe(doc.totals.grossGrosze);
    for (const l of doc.lines) expect(l.netGrosze + l.vatGrosze).toBe(l.grossGrosze);
    expect(doc.buyer).toMatchObject({ name: 'Nowak Design sp. z o.o.', nip: '5260250274', street: 'ul. Długa 5/2' });
  });

  it('names a consumer by their name and leaves out the NIP; free delivery adds no line', () => {
    const doc = build(order({ billingNip: null, shipping: 0, total: 80_820, discount: 8_980 }));
    expect(doc.buyer.nip).toBeUndefined();
    expect(doc.buyer.name).toBe('Anna Nowak');
    expect(doc.lines).toHaveLength(2);
  });

  it('taxes only the money part of an order a sold gift card paid in part (ADR 021 R2), lines at full price', () => {
    const doc = buildInvoiceDocument({
      order: order({ giftCardsTotal: 10_000 }),
      lines,
      deliveryName: 'Kurier InPost',
      number: 'FV/2026/11/0003',
      issuedOn: '2026-11-26',
      seller: DEMO_SELLER_IDENTITY,
      payment: { method: 'Przelewy24 — BLIK', paidOn: '2026-11-26', paidGrosze: 72_319 },
      giftCards: [{ last4: 'ABCD', kind: 'sold', paidGrosze: 10_000 }],
    });
    // The lines still add up to 823,19 zł; the card's 100 zł was taxed when the card was sold.
    expect(doc.lines.reduce((sum, l) => sum + l.grossGrosze, 0)).toBe(82_319);
    expect(doc.totals).toEqual({
      grossGrosze: 72_319,
      vatGrosze: vatOfGross(72_319, 23),
      netGrosze: 72_319 - vatOfGross(72_319, 23),
    });
    expect(doc.giftCards).toEqual([{ last4: 'ABCD', kind: 'sold', paidGrosze: 10_000 }]);
    // An order the cards paid in full has a VAT summary of nothing.
    const whole = buildInvoiceDocument({
      order: order(),
      lines,
      deliveryName: 'Kurier InPost',
      number: 'FV/2026/11/0004',
      issuedOn: '2026-11-26',
      seller: DEMO_SELLER_IDENTITY,
      payment: { method: 'Karta podarunkowa', paidOn: '2026-11-26', paidGrosze: 0 },
      giftCards: [{ last4: 'WXYZ', kind: 'staff', paidGrosze: 82_319 }],
    });
    expect(whole.totals).toEqual({ grossGrosze: 0, vatGrosze: 0, netGrosze: 0 });
  });

  it('charges no VAT for an exempt seller', () => {
    const doc = buildInvoiceDocument({
      order: order(),
      lines,
      deliveryName: 'Kurier',
      number: 'FV/2026/11/0002',
      issuedOn: '2026-11-26',
      seller: { ...DEMO_SELLER_IDENTITY, vatStatus: 'exempt' },
      payment: { method: 'x', paidOn: '2026-11-26', paidGrosze: 1 },
    });
    expect(doc.totals.vatGrosze).toBe(0);
    expect(doc.lines.every((l) => l.vatRate === 0 && l.netGrosze === l.grossGrosze)).toBe(true);
  });

  it('rounds half-up to the grosz and spreads amounts without losing a grosz', () => {
    expect(vatOfGross(12_300, 23)).toBe(2_300);
    expect(vatOfGross(100, 23)).toBe(19); // 18.699…
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadInProportion(0, [5, 5])).toEqual([0, 0]);
  });

  it('writes numbers FV/YYYY/MM/NNNN, and dashes in URLs', () => {
    expect(formatInvoiceNumber(2026, 3, 7)).toBe('FV/2026/03/0007');
    expect(invoiceNumberForUrl('FV/2026/03/0007')).toBe('FV-2026-03-0007');
    expect(invoiceNumberFromUrl('FV-2026-03-0007')).toBe('FV/2026/03/0007');
    expect(invoiceNumberFromUrl('fv-2026-03-0007')).toBe('FV/2026/03/0007');
    expect(invoiceNumberFromUrl('../etc')).toBeNull();
    expect(warsawDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});
