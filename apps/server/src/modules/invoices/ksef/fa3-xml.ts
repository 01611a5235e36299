/**
 * The FA(3) structured invoice (schema "FA (3)" 1-0E, namespace below) that KSeF accepts, built from the same
 * InvoiceDocument the PDF prints, so the two can never disagree. Element names and their order follow the
 * Ministry's XSD (see docs/decisions/025-ksef-fa3.md for the exact source); the XSD is not in the repository.
 *
 * The shop prices in gross (art. 106e ust. 7 of the VAT act): lines carry the gross unit price (P_9B), the
 * discount (P_10) and the gross value (P_11A), plus the net value (P_11) the invoice document already rounded.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { InvoiceDocument, InvoiceLine, InvoiceParty, SellerIdentity } from '../invoice-document.js';

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** The form code KSeF expects in the session opening request for this structure. */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

/** Legal basis printed for a VAT-exempt seller (the small-business exemption). */
const EXEMPTION_BASIS = 'art. 113 ust. 1 ustawy o VAT';
const SYSTEM_INFO = 'Atelier';

export interface Fa3Options {
  /** When the XML is produced (Naglowek/DataWytworzeniaFa); defaults to now. */
  generatedAt?: Date;
}

export function buildFa3Xml(doc: InvoiceDocument, options: Fa3Options = {}): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FA3_NAMESPACE, 'Faktura');
  addHeader(root, options.generatedAt ?? new Date());
  addSeller(root.ele('Podmiot1'), doc.seller);
  addBuyer(root.ele('Podmiot2'), doc.buyer);
  addInvoiceBody(root.ele('Fa'), doc);
  addFooter(root.ele('Stopka'), doc.seller);
  return root.end({ prettyPrint: true });
}

function addHeader(root: XMLBuilder, generatedAt: Date): void {
  const header = root.ele('Naglowek');
  header
    .ele('KodFormularza', { kodSystemowy: FA3_FORM_CODE.systemCode, wersjaSchemy: FA3_FORM_CODE.schemaVersion })
    .txt(FA3_FORM_CODE.value);
  header.ele('WariantFormularza').txt('3');
  // Whole seconds in UTC: the schema's date-time accepts it and it reads the same everywhere.
  header.ele('DataWytworzeniaFa').txt(`${generatedAt.toISOString().slice(0, 19)}Z`);
  header.ele('SystemInfo').txt(SYSTEM_INFO);
}

function addAddress(parent: XMLBuilder, party: { street: string; postalCode: string; city: string; country: string }) {
  const address = parent.ele('Adres');
  address.ele('KodKraju').txt(party.country);
  address.ele('AdresL1').txt(party.street);
  address.ele('AdresL2').txt(`${party.postalCode} ${party.city}`);
}

function addSeller(podmiot1: XMLBuilder, seller: SellerIdentity): void {
  const id = podmiot1.ele('DaneIdentyfikacyjne');
  id.ele('NIP').txt(seller.nip);
  id.ele('Nazwa').txt(seller.name);
  addAddress(podmiot1, seller);
  if (seller.email || seller.phone) {
    const contact = podmiot1.ele('DaneKontaktowe');
    if (seller.email) contact.ele('Email').txt(seller.email);
    if (seller.phone) contact.ele('Telefon').txt(seller.phone);
  }
}

function addBuyer(podmiot2: XMLBuilder, buyer: InvoiceParty): void {
  const id = podmiot2.ele('DaneIdentyfikacyjne');
  // A consumer has no tax number: the schema says so explicitly with BrakID.
  if (buyer.nip) id.ele('NIP').txt(buyer.nip);
  else id.ele('BrakID').txt('1');
  id.ele('Nazwa').txt(buyer.name);
  addAddress(podmiot2, buyer);
  if (buyer.email) podmiot2.ele('DaneKontaktowe').ele('Email').txt(buyer.email);
  // Not a local-government sub-unit, not a VAT-group member (both required, "2" = no).
  podmiot2.ele('JST').txt('2');
  podmiot2.ele('GV').txt('2');
}

function addInvoiceBody(fa: XMLBuilder, doc: InvoiceDocument): void {
  const exempt = doc.seller.vatStatus === 'exempt';
  fa.ele('KodWaluty').txt(doc.currency);
  fa.ele('P_1').txt(doc.issuedOn);
  fa.ele('P_1M').txt(doc.placeOfIssue);
  fa.ele('P_2').txt(doc.number);
  fa.ele('P_6').txt(doc.soldOn);
  addTotals(fa, invoicedAmounts(doc), exempt);
  addAnnotations(fa.ele('Adnotacje'), exempt);
  fa.ele('RodzajFaktury').txt(doc.kind === 'correction' ? 'KOR' : 'VAT');
  if (doc.corrects) addCorrectedInvoice(fa, doc.corrects);
  fa.ele('DodatkowyOpis').ele('Klucz').txt('Zamówienie').up().ele('Wartosc').txt(doc.orderNumber);
  let row = 1;
  // A correction shows the lines as they were (StanPrzed) and as they are now, each numbered on its own.
  for (const line of doc.corrects?.linesBefore ?? []) addLine(fa, line, row++, exempt, true);
  for (const line of doc.lines) addLine(fa, line, row++, exempt, false);
  if (doc.kind === 'invoice') addPayment(fa.ele('Platnosc'), doc);
}

/** What the invoice reports in its totals: the whole sale, or for a correction the difference it makes. */
function invoicedAmounts(doc: InvoiceDocument): InvoiceDocument['totals'] {
  const before = doc.corrects?.totalsBefore;
  if (!before) return doc.totals;
  return {
    netGrosze: doc.totals.netGrosze - before.netGrosze,
    vatGrosze: doc.totals.vatGrosze - before.vatGrosze,
    grossGrosze: doc.totals.grossGrosze - before.grossGrosze,
  };
}

function addTotals(fa: XMLBuilder, totals: InvoiceDocument['totals'], exempt: boolean): void {
  if (exempt) {
    // Exempt sales have their own box (P_13_7) and no VAT.
    fa.ele('P_13_7').txt(amount(totals.grossGrosze));
  } else {
    fa.ele('P_13_1').txt(amount(totals.netGrosze));
    fa.ele('P_14_1').txt(amount(totals.vatGrosze));
  }
  fa.ele('P_15').txt(amount(totals.grossGrosze));
}

function addAnnotations(annotations: XMLBuilder, exempt: boolean): void {
  // "2" = the annotation does not apply: no cash accounting, no self-billing, no reverse charge, no split payment.
  for (const flag of ['P_16', 'P_17', 'P_18', 'P_18A']) annotations.ele(flag).txt('2');
  const exemption = annotations.ele('Zwolnienie');
  if (exempt) exemption.ele('P_19').txt('1').up().ele('P_19A').txt(EXEMPTION_BASIS);
  else exemption.ele('P_19N').txt('1');
  annotations.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  annotations.ele('P_23').txt('2');
  annotations.ele('PMarzy').ele('P_PMarzyN').txt('1');
}

function addCorrectedInvoice(fa: XMLBuilder, corrects: NonNullable<InvoiceDocument['corrects']>): void {
  fa.ele('PrzyczynaKorekty').txt(corrects.reason);
  // Type 2: the correction takes effect on its own date of issue (a refund or return happens after the sale).
  fa.ele('TypKorekty').txt('2');
  const corrected = fa.ele('DaneFaKorygowanej');
  corrected.ele('DataWystFaKorygowanej').txt(corrects.issuedOn);
  corrected.ele('NrFaKorygowanej').txt(corrects.number);
  if (corrects.ksefNumber) {
    corrected.ele('NrKSeF').txt('1');
    corrected.ele('NrKSeFFaKorygowanej').txt(corrects.ksefNumber);
  } else {
    // The original never reached KSeF (e.g. a consumer invoice): say so instead of a number.
    corrected.ele('NrKSeFN').txt('1');
  }
}

function addLine(fa: XMLBuilder, line: InvoiceLine, row: number, exempt: boolean, before: boolean): void {
  const wiersz = fa.ele('FaWiersz');
  wiersz.ele('NrWierszaFa').txt(String(row));
  wiersz.ele('P_7').txt(line.name);
  if (line.sku) wiersz.ele('Indeks').txt(line.sku);
  wiersz.ele('P_8A').txt(line.unit);
  wiersz.ele('P_8B').txt(String(line.quantity));
  wiersz.ele('P_9B').txt(amount(line.unitGrossGrosze));
  if (line.discountGrossGrosze > 0) wiersz.ele('P_10').txt(amount(line.discountGrossGrosze));
  wiersz.ele('P_11').txt(amount(line.netGrosze));
  wiersz.ele('P_11A').txt(amount(line.grossGrosze));
  wiersz.ele('P_12').txt(exempt ? 'zw' : String(line.vatRate));
  if (before) wiersz.ele('StanPrzed').txt('1');
}

function addPayment(platnosc: XMLBuilder, doc: InvoiceDocument): void {
  platnosc.ele('Zaplacono').txt('1');
  platnosc.ele('DataZaplaty').txt(doc.payment.paidOn);
  const form = paymentForm(doc.payment.method);
  if (form) platnosc.ele('FormaPlatnosci').txt(String(form));
  else platnosc.ele('PlatnoscInna').txt('1').up().ele('OpisPlatnosci').txt(doc.payment.method);
}

/**
 * FA(3) payment forms: 2 card, 6 transfer, 7 mobile (BLIK, phone wallets); anything else (pay later) is
 * described in words. The invoice names the method like "Przelewy24 — BLIK" (invoice-issuing.ts).
 */
function paymentForm(method: string): 2 | 6 | 7 | null {
  // The group after the provider's name ("Przelewy24" itself says nothing about the form).
  const name = (method.split('—').at(-1) ?? method).toLowerCase();
  if (/\bblik\b/.test(name) && !name.includes('później')) return 7;
  if (/\b(portfel|wallet)\b/.test(name)) return 7;
  if (/\b(karta|card)\b/.test(name)) return 2;
  if (/\b(przelew|transfer)\b/.test(name)) return 6;
  return null;
}

function addFooter(stopka: XMLBuilder, seller: SellerIdentity): void {
  if (seller.demo) stopka.ele('Informacje').ele('StopkaFaktury').txt('Dane sprzedawcy demonstracyjne.');
  const registers = stopka.ele('Rejestry');
  registers.ele('PelnaNazwa').txt(seller.name);
  const krs = /KRS\s*(\d{10})/i.exec(seller.registerEntry)?.[1];
  if (krs) registers.ele('KRS').txt(krs);
  if (/^\d{9}$/.test(seller.regon)) registers.ele('REGON').txt(seller.regon);
}

/** Grosze as the schema's decimal with two places ("-12.30" for a negative correction). */
export function amount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
