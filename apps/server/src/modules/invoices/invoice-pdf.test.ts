import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../db/schema';
import { DEMO_SELLER_IDENTITY } from '../seller/seller-identity';
import { buildInvoiceDocument } from './invoice-builder';
import { plnAmount, renderInvoicePdf } from './invoice-pdf';

const order = {
  id: 1,
  orderNumber: 'LB-2026-000042',
  email: 'biuro@nowak.example',
  billingFirstName: 'Zofia',
  billingLastName: 'Łęcka-Żółć',
  billingCompany: 'Pracownia Łęcka sp. z o.o.',
  billingNip: '5260250274',
  billingStreet: 'ul. Świętojańska',
  billingHouse: '12',
  billingApartment: null,
  billingPostalCode: '81-368',
  billingCity: 'Gdynia',
  billingCountry: 'PL',
  discount: 5_990,
  shipping: 1_499,
  total: 59_900 - 5_990 + 1_499,
} as unknown as Order;

const lines = [
  {
    productName: 'Torba Aurelia — skóra licowa, koniak',
    sku: 'AUR-M-COG',
    size: 'M',
    colourCode: '',
    quantity: 1,
    unitPrice: 59_900,
    originalUnitPrice: 59_900,
    lineTotal: 59_900,
  },
] as unknown as OrderLine[];

describe('the invoice PDF', () => {
  it('renders a real PDF with the Polish letters embedded (DejaVu Sans)', async () => {
    const doc = buildInvoiceDocument({
      order,
      lines,
      deliveryName: 'Kurier InPost',
      number: 'FV/2026/11/0001',
      issuedOn: '2026-11-26',
      seller: DEMO_SELLER_IDENTITY,
      payment: { method: 'Przelewy24 — BLIK', paidOn: '2026-11-26', paidGrosze: order.total },
    });
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
    if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, pdf);
  });

  it('renders the gift cards that paid part of the order and the note on their VAT (ADR 021)', async () => {
    const input = {
      order,
      lines,
      deliveryName: 'Kurier InPost',
      number: 'FV/2026/11/0002',
      issuedOn: '2026-11-26',
      seller: DEMO_SELLER_IDENTITY,
      payment: { method: 'Przelewy24 — BLIK', paidOn: '2026-11-26', paidGrosze: order.total - 10_000 },
    };
    const plain = await renderInvoicePdf(buildInvoiceDocument(input));
    const withCards = await renderInvoicePdf(
      buildInvoiceDocument({
        ...input,
        giftCards: [
          { last4: 'ABCD', kind: 'sold', paidGrosze: 8_000 },
          { last4: 'WXYZ', kind: 'staff', paidGrosze: 2_000 },
        ],
      }),
    );
    expect(withCards.subarray(0, 5).toString()).toBe('%PDF-');
    // Three more rows and the note: a longer document than the same invoice without cards.
    expect(withCards.length).toBeGreaterThan(plain.length);
  });

  it('writes amounts the Polish way', () => {
    expect(plnAmount(124_900)).toBe('1\u00a0249,00');
    expect(plnAmount(-1_499)).toBe('-14,99');
  });
});
