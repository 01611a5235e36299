import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import type { Order, OrderLine } from '../../../db/schema';
import { DEMO_SELLER_IDENTITY } from '../../seller/seller-identity';
import { buildInvoiceDocument, totalsOf } from '../invoice-builder';
import { linesAllReturned, linesLoweredBy } from '../invoice-corrections';
import type { InvoiceDocument, InvoiceLine } from '../invoice-document';
import { sampleCorrection, sampleInvoice } from './fa3-sample.test-support.js';
import { amount, buildFa3Xml, FA3_NAMESPACE } from './fa3-xml.js';

/** The part of a DOM element the tests read (the server's TypeScript has no DOM library). */
interface Element {
  nodeType: number;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
  getAttribute(name: string): string | null;
}

/** The XML read back as a DOM, so the test checks what a reader of the file sees, not our builder calls. */
function parse(xml: string): Element {
  return create(xml).root().node as unknown as Element;
}
function elements(parent: Element): Element[] {
  return Array.from(parent.childNodes).filter((n) => n.nodeType === 1);
}
function names(parent: Element): string[] {
  return elements(parent).map((e) => e.localName);
}
function child(parent: Element, name: string): Element {
  const found = elements(parent).find((e) => e.localName === name);
  if (!found) throw new Error(`no <${name}> in <${parent.localName}>`);
  return found;
}
function text(parent: Element, path: string): string {
  return path.split('/').reduce(child, parent).textContent ?? '';
}
function all(parent: Element, name: string): Element[] {
  return elements(parent).filter((e) => e.localName === name);
}

const generatedAt = new Date('2026-11-26T10:15:00.123Z');

describe('FA(3) XML of a VAT invoice', () => {
  const root = parse(buildFa3Xml(sampleInvoice(), { generatedAt }));

  it('is a Faktura in the FA(3) namespace with the form code, variant 3 and sections in schema order', () => {
    expect(root.localName).toBe('Faktura');
    expect(root.namespaceURI).toBe(FA3_NAMESPACE);
    expect(names(root)).toEqual(['Naglowek', 'Podmiot1', 'Podmiot2', 'Fa', 'Stopka']);
    const code = child(child(root, 'Naglowek'), 'KodFormularza');
    expect(code.getAttribute('kodSystemowy')).toBe('FA (3)');
    expect(code.getAttribute('wersjaSchemy')).toBe('1-0E');
    expect(code.textContent).toBe('FA');
    expect(text(root, 'Naglowek/WariantFormularza')).toBe('3');
    expect(text(root, 'Naglowek/DataWytworzeniaFa')).toBe('2026-11-26T10:15:00Z');
  });

  it('names the seller and the buyer by NIP with their addresses', () => {
    expect(text(root, 'Podmiot1/DaneIdentyfikacyjne/NIP')).toBe('6751234560');
    expect(text(root, 'Podmiot1/DaneIdentyfikacyjne/Nazwa')).toBe('Atelier Skóry sp. z o.o.');
    expect(names(child(child(root, 'Podmiot1'), 'Adres'))).toEqual(['KodKraju', 'AdresL1', 'AdresL2']);
    expect(text(root, 'Podmiot1/Adres/AdresL2')).toBe('31-001 Kraków');
    expect(names(child(root, 'Podmiot2'))).toEqual(['DaneIdentyfikacyjne', 'Adres', 'DaneKontaktowe', 'JST', 'GV']);
    expect(text(root, 'Podmiot2/DaneIdentyfikacyjne/NIP')).toBe('5261040828');
    expect(text(root, 'Podmiot2/DaneIdentyfikacyjne/Nazwa')).toBe('Pracownia Nowak & Syn sp. j.');
  });

  it('puts dates, number, totals, annotations, lines and payment in the order of the schema', () => {
    const fa = child(root, 'Fa');
    expect(names(fa)).toEqual([
      'KodWaluty',
      'P_1',
      'P_1M',
      'P_2',
      'P_6',
      'P_13_1',
      'P_14_1',
      'P_15',
      'Adnotacje',
      'RodzajFaktury',
      'DodatkowyOpis',
      'FaWiersz',
      'FaWiersz',
      'Platnosc',
    ]);
    expect(text(fa, 'P_1')).toBe('2026-11-26');
    expect(text(fa, 'P_2')).toBe('FV/2026/11/0007');
    expect(text(fa, 'P_6')).toBe('2026-11-26');
    expect(text(fa, 'RodzajFaktury')).toBe('VAT');
    expect(names(child(fa, 'Adnotacje'))).toEqual([
      'P_16',
      'P_17',
      'P_18',
      'P_18A',
      'Zwolnienie',
      'NoweSrodkiTransportu',
      'P_23',
      'PMarzy',
    ]);
    expect(text(fa, 'Platnosc/Zaplacono')).toBe('1');
    expect(text(fa, 'Platnosc/DataZaplaty')).toBe('2026-11-26');
    expect(text(fa, 'Platnosc/FormaPlatnosci')).toBe('7');
  });

  it('carries the amounts in złoty with two decimals, and the lines add up to the totals', () => {
    const fa = child(root, 'Fa');
    expect(text(fa, 'P_13_1')).toBe('966.01');
    expect(text(fa, 'P_14_1')).toBe('222.18');
    expect(text(fa, 'P_15')).toBe('1188.19');
    const lines = all(fa, 'FaWiersz');
    expect(names(lines[0])).toEqual([
      'NrWierszaFa',
      'P_7',
      'Indeks',
      'P_8A',
      'P_8B',
      'P_9B',
      'P_10',
      'P_11',
      'P_11A',
      'P_12',
    ]);
    expect(lines.map((l) => text(l, 'NrWierszaFa'))).toEqual(['1', '2']);
    expect(text(lines[0], 'P_9B')).toBe('649.00');
    expect(text(lines[0], 'P_10')).toBe('129.80');
    expect(text(lines[0], 'P_11A')).toBe('1168.20');
    expect(text(lines[0], 'P_12')).toBe('23');
    const sum = (tag: string) => lines.reduce((s, l) => s + Math.round(Number(text(l, tag)) * 100), 0);
    expect(sum('P_11')).toBe(96_601);
    expect(sum('P_11A')).toBe(118_819);
  });

  it('names a consumer buyer without a tax number (BrakID) and describes an unknown payment method', () => {
    const doc = sampleInvoice({ payment: { method: 'PayPo', paidOn: '2026-11-26', paidGrosze: 118_819 } });
    doc.buyer = { name: 'Jan Kowalski', street: 'ul. Polna 1', postalCode: '30-001', city: 'Kraków', country: 'PL' };
    const consumer = parse(buildFa3Xml(doc, { generatedAt }));
    expect(names(child(child(consumer, 'Podmiot2'), 'DaneIdentyfikacyjne'))).toEqual(['BrakID', 'Nazwa']);
    expect(names(child(child(consumer, 'Fa'), 'Platnosc'))).toEqual([
      'Zaplacono',
      'DataZaplaty',
      'PlatnoscInna',
      'OpisPlatnosci',
    ]);
  });

  it('reports a VAT-exempt seller’s sale as exempt with the legal basis', () => {
    const doc = sampleInvoice();
    doc.seller = { ...doc.seller, vatStatus: 'exempt' };
    const fa = child(parse(buildFa3Xml(doc, { generatedAt })), 'Fa');
    expect(names(fa).slice(5, 7)).toEqual(['P_13_7', 'P_15']);
    expect(text(fa, 'Adnotacje/Zwolnienie/P_19')).toBe('1');
    expect(text(fa, 'Adnotacje/Zwolnienie/P_19A')).toContain('art. 113');
    expect(all(fa, 'FaWiersz').map((l) => text(l, 'P_12'))).toEqual(['zw', 'zw']);
  });
});

describe('FA(3) XML of a correction (KOR)', () => {
  const fa = child(parse(buildFa3Xml(sampleCorrection(), { generatedAt })), 'Fa');

  it('is a KOR that refers to the corrected invoice and its KSeF number', () => {
    expect(text(fa, 'RodzajFaktury')).toBe('KOR');
    expect(text(fa, 'PrzyczynaKorekty')).toBe('Zwrot towaru');
    expect(text(fa, 'TypKorekty')).toBe('2');
    const corrected = child(fa, 'DaneFaKorygowanej');
    expect(names(corrected)).toEqual(['DataWystFaKorygowanej', 'NrFaKorygowanej', 'NrKSeF', 'NrKSeFFaKorygowanej']);
    expect(text(corrected, 'NrFaKorygowanej')).toBe('FV/2026/11/0007');
    expect(text(corrected, 'NrKSeFFaKorygowanej')).toBe('6751234560-20261126-0A1B2C3D4E5F-7A');
    const order = names(fa);
    expect(order.indexOf('RodzajFaktury')).toBeLessThan(order.indexOf('PrzyczynaKorekty'));
    expect(order.indexOf('DaneFaKorygowanej')).toBeLessThan(order.indexOf('FaWiersz'));
    expect(order).not.toContain('Platnosc');
  });

  it('totals the difference and lists the lines before (StanPrzed) and after', () => {
    expect(text(fa, 'P_13_1')).toBe('-474.88');
    expect(text(fa, 'P_14_1')).toBe('-109.22');
    expect(text(fa, 'P_15')).toBe('-584.10');
    const lines = all(fa, 'FaWiersz');
    expect(lines.map((l) => text(l, 'NrWierszaFa'))).toEqual(['1', '2', '3', '4']);
    expect(lines.map((l) => names(l).includes('StanPrzed'))).toEqual([true, true, false, false]);
    expect(text(lines[2], 'P_8B')).toBe('1');
  });

  it('says when the corrected invoice has no KSeF number', () => {
    const doc = sampleCorrection();
    doc.corrects = { ...doc.corrects!, ksefNumber: undefined };
    const corrected = child(child(parse(buildFa3Xml(doc, { generatedAt })), 'Fa'), 'DaneFaKorygowanej');
    expect(names(corrected)).toEqual(['DataWystFaKorygowanej', 'NrFaKorygowanej', 'NrKSeFN']);
  });
});

describe('payment forms', () => {
  const form = (method: string) => {
    const fa = child(
      parse(buildFa3Xml(sampleInvoice({ payment: { method, paidOn: '2026-11-26', paidGrosze: 1 } }))),
      'Fa',
    );
    const platnosc = child(fa, 'Platnosc');
    return names(platnosc).includes('FormaPlatnosci')
      ? text(platnosc, 'FormaPlatnosci')
      : text(platnosc, 'OpisPlatnosci');
  };
  it('names the form the way the invoice names the method', () => {
    expect(form('Przelewy24 — BLIK')).toBe('7');
    expect(form('Przelewy24 — karta płatnicza')).toBe('2');
    expect(form('Przelewy24 — portfel elektroniczny')).toBe('7');
    expect(form('Przelewy24 — przelew online')).toBe('6');
    expect(form('Przelewy24 — płatność odroczona')).toBe('Przelewy24 — płatność odroczona');
    expect(form('Przelewy24')).toBe('Przelewy24');
  });
});

describe('amounts', () => {
  it('writes grosze as złoty with two decimals, negative for a correction', () => {
    expect(amount(0)).toBe('0.00');
    expect(amount(5)).toBe('0.05');
    expect(amount(118_819)).toBe('1188.19');
    expect(amount(-58_410)).toBe('-584.10');
  });
});

/** An invoice exactly as the invoices module builds it from an order (promo code spread, delivery as a line). */
function builtFromOrder() {
  const order = {
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
  } as Order;
  const line = (over: Partial<OrderLine>) =>
    ({ productName: 'Torba', sku: 'X', size: '', colourCode: '', quantity: 1, ...over }) as OrderLine;
  return buildInvoiceDocument({
    order,
    lines: [
      line({
        productName: 'Torba Aurelia',
        sku: 'AUR-1',
        unitPrice: 59_900,
        originalUnitPrice: 59_900,
        lineTotal: 59_900,
      }),
      line({
        productName: 'Portfel',
        sku: 'PRT-1',
        unitPrice: 14_950,
        originalUnitPrice: 16_900,
        quantity: 2,
        lineTotal: 29_900,
      }),
    ],
    deliveryName: 'Kurier InPost',
    number: 'FV/2026/11/0001',
    issuedOn: '2026-11-26',
    seller: DEMO_SELLER_IDENTITY,
    payment: { method: 'Przelewy24 — BLIK', paidOn: '2026-11-26', paidGrosze: order.total },
  });
}

/** A correction as the invoices module issues it when money goes back (lines after, lines before, totals). */
function correctionOf(original: InvoiceDocument, after: InvoiceLine[]): InvoiceDocument {
  return {
    ...original,
    number: 'FV/2026/12/0001',
    kind: 'correction',
    issuedOn: '2026-12-02',
    lines: after,
    totals: totalsOf(after, 23),
    corrects: {
      number: original.number,
      issuedOn: original.issuedOn,
      ksefNumber: '8971234578-20261126-0A1B2C3D4E5F-7A',
      reason: 'Anulowanie zamówienia',
      linesBefore: original.lines,
      totalsBefore: original.totals,
    },
  };
}

describe('FA(3) XML of an invoice built from an order by the invoices module', () => {
  it('corrects everything back to zero: the difference is minus what was paid', () => {
    const original = builtFromOrder();
    const fa = child(
      parse(buildFa3Xml(correctionOf(original, linesAllReturned(original.lines)), { generatedAt })),
      'Fa',
    );
    expect(text(fa, 'P_15')).toBe('-823.19');
    expect(all(fa, 'FaWiersz').map((l) => text(l, 'P_8B'))).toEqual(['1', '2', '1', '0', '0', '0']);
  });

  it('adds up: lines to the totals, totals to what was paid', () => {
    const fa = child(parse(buildFa3Xml(builtFromOrder(), { generatedAt })), 'Fa');
    const lines = all(fa, 'FaWiersz');
    const grosze = (s: string) => Math.round(Number(s) * 100);
    expect(lines.reduce((s, l) => s + grosze(text(l, 'P_11A')), 0)).toBe(82_319);
    expect(grosze(text(fa, 'P_15'))).toBe(82_319);
    expect(grosze(text(fa, 'P_13_1')) + grosze(text(fa, 'P_14_1'))).toBe(82_319);
    expect(text(fa, 'Platnosc/FormaPlatnosci')).toBe('7');
  });
});

/**
 * Optional: validate against the Ministry's XSD when KSEF_FA3_XSD points at a local copy (with its base schemas
 * beside it) and xmllint is installed. The XSD is not kept in the repository (docs/decisions/025-ksef-fa3.md).
 */
const xsd = process.env.KSEF_FA3_XSD;
describe.skipIf(!xsd)('FA(3) XML against the XSD (KSEF_FA3_XSD)', () => {
  it.each([
    ['invoice', sampleInvoice()],
    ['correction', sampleCorrection()],
    ['invoice built from an order', builtFromOrder()],
    ['full correction built from it', correctionOf(builtFromOrder(), linesAllReturned(builtFromOrder().lines))],
    [
      'partial correction built from it',
      correctionOf(builtFromOrder(), linesLoweredBy(builtFromOrder().lines, 10_000)),
    ],
  ])('the %s validates', (_kind, doc) => {
    const file = join(mkdtempSync(join(tmpdir(), 'fa3-')), 'invoice.xml');
    writeFileSync(file, buildFa3Xml(doc, { generatedAt }));
    expect(() => execFileSync('xmllint', ['--noout', '--schema', xsd!, file], { stdio: 'pipe' })).not.toThrow();
  });
});
