import type { InvoiceDocument, InvoiceLine } from '../invoice-document.js';

/** Test support: invoice documents as the invoices module builds them, for the FA(3) and KSeF tests. */

const bag: InvoiceLine = {
  position: 1,
  name: 'Torba Aurelia, koniak',
  sku: 'AUR-M-CON',
  unit: 'szt.',
  quantity: 2,
  unitGrossGrosze: 64_900,
  discountGrossGrosze: 12_980,
  // 129 800 − 12 980 = 116 820 gross; net = round(116 820 / 1.23) = 94 976; VAT = 21 844.
  netGrosze: 94_976,
  vatGrosze: 21_844,
  grossGrosze: 116_820,
  vatRate: 23,
};

const delivery: InvoiceLine = {
  position: 2,
  name: 'Dostawa kurierem',
  unit: 'usł.',
  quantity: 1,
  unitGrossGrosze: 1_999,
  discountGrossGrosze: 0,
  netGrosze: 1_625,
  vatGrosze: 374,
  grossGrosze: 1_999,
  vatRate: 23,
};

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: 'FV/2026/11/0007',
    kind: 'invoice',
    issuedOn: '2026-11-26',
    soldOn: '2026-11-26',
    placeOfIssue: 'Kraków',
    orderNumber: 'AT-2026-000123',
    seller: {
      name: 'Atelier Skóry sp. z o.o.',
      street: 'ul. Rymarska 5',
      postalCode: '31-001',
      city: 'Kraków',
      country: 'PL',
      nip: '6751234560',
      regon: '123456785',
      registerEntry: 'KRS 0000123456',
      bankAccount: 'PL61109010140000071219812874',
      email: 'sklep@atelier.example',
      phone: '+48 12 345 67 89',
      vatStatus: 'active',
      demo: true,
    },
    buyer: {
      name: 'Pracownia Nowak & Syn sp. j.',
      nip: '5261040828',
      street: 'ul. Długa 12/3',
      postalCode: '00-238',
      city: 'Warszawa',
      country: 'PL',
      email: 'biuro@nowak.example',
    },
    lines: [bag, delivery],
    totals: { netGrosze: 96_601, vatGrosze: 22_218, grossGrosze: 118_819 },
    payment: { method: 'blik', paidOn: '2026-11-26', paidGrosze: 118_819 },
    currency: 'PLN',
    ...overrides,
  };
}

/** A correction after one of the two bags came back: the line after, and the lines as they were. */
export function sampleCorrection(): InvoiceDocument {
  const original = sampleInvoice();
  const bagAfter: InvoiceLine = {
    ...bag,
    quantity: 1,
    discountGrossGrosze: 6_490,
    netGrosze: 47_488,
    vatGrosze: 10_922,
    grossGrosze: 58_410,
  };
  return sampleInvoice({
    number: 'FV/2026/12/0002',
    kind: 'correction',
    issuedOn: '2026-12-03',
    lines: [bagAfter, { ...delivery, position: 2 }],
    totals: { netGrosze: 49_113, vatGrosze: 11_296, grossGrosze: 60_409 },
    corrects: {
      number: original.number,
      issuedOn: original.issuedOn,
      ksefNumber: '6751234560-20261126-0A1B2C3D4E5F-7A',
      reason: 'Zwrot towaru',
      linesBefore: original.lines,
      totalsBefore: original.totals,
    },
  });
}
