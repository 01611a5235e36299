/**
 * What an invoice says, independent of how it is rendered (PDF for people, FA(3) XML for KSeF).
 * The invoices module builds one from an order; the PDF renderer and the KSeF XML builder only read it,
 * so the two documents can never disagree. Money in integer grosze; dates as calendar days in Warsaw
 * ('YYYY-MM-DD'), because that is what both documents print.
 */

/** The shop's legal identity, kept as a shop setting editable by super_admin (docs/product-rules.md#legal-duties). */
export interface SellerIdentity {
  /** Full registered name including the legal form, e.g. "Atelier Skóry sp. z o.o.". */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, "PL". */
  country: string;
  /** Ten digits, no dashes. */
  nip: string;
  regon: string;
  /** "KRS 0000123456" or "CEIDG" with the entry, as the register names it. */
  registerEntry: string;
  /** Polish IBAN for transfers, e.g. "PL61109010140000071219812874". */
  bankAccount: string;
  email: string;
  phone: string;
  /** 'active' = czynny podatnik VAT; 'exempt' = zwolniony (art. 113) — then invoices carry no VAT. */
  vatStatus: 'active' | 'exempt';
  /** True while the values are the seeded demo ones: pages and invoices say so. */
  demo: boolean;
}

export interface InvoiceParty {
  name: string;
  /** Ten digits for a company buyer; absent for a consumer. */
  nip?: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email?: string;
}

export interface InvoiceLine {
  /** Position on the invoice, from 1. */
  position: number;
  /** In the invoice's language (Polish is always present; see InvoiceDocument.language). */
  name: string;
  /** Stock-keeping code when the line is a product; absent for delivery. */
  sku?: string;
  /** 'szt.' for items, 'usł.' for delivery. */
  unit: string;
  quantity: number;
  /** Gross unit price before discounts. */
  unitGrossGrosze: number;
  /** Discount on the whole line (promo code, sale) in gross. */
  discountGrossGrosze: number;
  netGrosze: number;
  vatGrosze: number;
  grossGrosze: number;
  /** Percent; 23 for everything the shop sells today. */
  vatRate: number;
}

export interface InvoiceDocument {
  number: string;
  kind: 'invoice' | 'correction';
  /** Date of issue (P_1). */
  issuedOn: string;
  /** Date of sale / delivery (P_6), the day the order was paid. */
  soldOn: string;
  placeOfIssue: string;
  /** Order number as the customer knows it. */
  orderNumber: string;
  seller: SellerIdentity;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  totals: { netGrosze: number; vatGrosze: number; grossGrosze: number };
  payment: { method: string; paidOn: string; paidGrosze: number };
  currency: 'PLN';
  /**
   * Gift cards that paid part of the order (docs/decisions/021 R2, R4). A sold card (and one issued for a return)
   * was taxed when it was sold, so the VAT summary covers only what was paid in money; a card staff gave away works
   * as a discount, with the same arithmetic. The lines stay at their full price; `totals` are the money part.
   */
  giftCards?: { last4: string; kind: 'sold' | 'return' | 'staff'; paidGrosze: number }[];
  /** For a correction: the invoice it corrects, why, and the lines as they were before. */
  corrects?: {
    number: string;
    issuedOn: string;
    ksefNumber?: string;
    reason: string;
    linesBefore: InvoiceLine[];
    totalsBefore: { netGrosze: number; vatGrosze: number; grossGrosze: number };
  };
}
