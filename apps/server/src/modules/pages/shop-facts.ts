import { formatGrosze, type Locale, type ShopFacts } from '@atelier/contracts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../shared/read-together';
import { escapeHtml } from '../mail/mail.templates';
import { loadSellerView } from '../seller/seller-identity';
import { findShopSettings } from '../shipping/shipping.repository';
import { listDeliveryMethods, loadShippingRules } from '../shipping/shipping.service';

/**
 * The shop's facts (docs/product-rules.md#delivery, #content) — the one place every figure a customer reads comes from. Delivery methods,
 * prices and the free-delivery threshold are the checkout's own (shipping module: delivery_methods and
 * shop_settings); fulfilment, bank-transfer and regulations settings come from shop_settings; the
 * statutory and policy periods below are constants. Information pages and FAQ answers are stored with
 * `{{placeholders}}` that `fillFacts` replaces when a page is served, so no figure is ever typed twice.
 */

export const SHOP_POLICY = {
  /** Statutory withdrawal from a distance contract (consumer rights act, art. 27). */
  withdrawalDays: 14,
  /** Our voluntary free return of unused goods. */
  freeReturnDays: 90,
  /** A free return announced after this many days is refunded as a gift card… */
  giftCardAfterDays: 30,
  /** …valid this many months. */
  giftCardValidMonths: 12,
  refundDays: 14,
  complaintAnswerDays: 14,
  warrantyMonths: 24,
  dataRetentionYears: 5,
  minCustomerAge: 13,
  adultAge: 18,
} as const;

/** Settings the shop starts with when shop_settings lacks them (same values as the seed's defaults). */
const SETTING_FALLBACKS = {
  fulfilment_business_days: 7,
  bank_transfer_due_business_days: 3,
  terms_version: '2025-10-25',
} as const;

export const SHOP_CONTACT = {
  phone: '+48 71 307 46 46',
  office: { name: 'Atelier', street: 'ul. Ruska 46', postal_code: '50-079', city: 'Wrocław' },
  hours: [
    { days: 'mon-fri', opens: '08:00', closes: '20:00' },
    { days: 'sat-sun', opens: '10:00', closes: '18:00' },
  ],
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/atelier.wroclaw' },
    { network: 'facebook', url: 'https://www.facebook.com/atelier.wroclaw' },
    { network: 'pinterest', url: 'https://www.pinterest.com/atelier_wroclaw' },
  ],
} as const satisfies Pick<ShopFacts['contact'], 'phone' | 'office' | 'hours' | 'social'>;

const wholeNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** Everything a page, the footer or an e-mail may quote, in the request's language. */
export async function loadShopFacts(db: DbOrTx, locale: Locale, config: Pick<Config, 'shopEmail'>): Promise<ShopFacts> {
  const [delivery, rules, settings, seller] = await readTogether(
    db,
    () => listDeliveryMethods(db, locale),
    () => loadShippingRules(db),
    () => findShopSettings(db, ['fulfilment_business_days', 'bank_transfer_due_business_days', 'terms_version']),
    () => loadSellerView(db),
  );
  const termsVersion = settings.get('terms_version');
  const version = typeof termsVersion === 'string' && termsVersion ? termsVersion : SETTING_FALLBACKS.terms_version;
  return {
    shop_name: 'Atelier',
    seller,
    delivery: {
      methods: delivery.data,
      free_shipping_threshold: delivery.free_shipping_threshold,
      country: 'PL',
      fulfilment_business_days: wholeNumber(
        settings.get('fulfilment_business_days'),
        SETTING_FALLBACKS.fulfilment_business_days,
      ),
      made_to_order_days: rules.madeToOrderDays,
    },
    payment: {
      provider: 'Przelewy24',
      bank_transfer_due_business_days: wholeNumber(
        settings.get('bank_transfer_due_business_days'),
        SETTING_FALLBACKS.bank_transfer_due_business_days,
      ),
    },
    returns: {
      withdrawal_days: SHOP_POLICY.withdrawalDays,
      free_return_days: SHOP_POLICY.freeReturnDays,
      gift_card_after_days: SHOP_POLICY.giftCardAfterDays,
      gift_card_valid_months: SHOP_POLICY.giftCardValidMonths,
      refund_days: SHOP_POLICY.refundDays,
    },
    complaints: { answer_days: SHOP_POLICY.complaintAnswerDays, warranty_months: SHOP_POLICY.warrantyMonths },
    data: {
      retention_years: SHOP_POLICY.dataRetentionYears,
      min_customer_age: SHOP_POLICY.minCustomerAge,
      adult_age: SHOP_POLICY.adultAge,
    },
    // The version code is the date the regulations took effect (docs/product-rules.md#legal: "in force from 25 October 2025").
    regulations: { version, in_force_from: /^\d{4}-\d{2}-\d{2}$/.test(version) ? version : '2025-10-25' },
    contact: {
      email: config.shopEmail,
      phone: SHOP_CONTACT.phone,
      office: { ...SHOP_CONTACT.office },
      hours: SHOP_CONTACT.hours.map((h) => ({ ...h })),
      social: SHOP_CONTACT.social.map((s) => ({ ...s })),
    },
  };
}

/** PLN as the facts carry it (149.9), written as the shop writes money. */
export function formatPln(amount: number, locale: Locale): string {
  return formatGrosze(Math.round(amount * 100), locale);
}

/** "2025-10-25" → "25 października 2025" / "25 October 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  }).format(date);
}

const DAY_NAMES: Record<Locale, Record<ShopFacts['contact']['hours'][number]['days'], string>> = {
  pl: { 'mon-fri': 'pon.–pt.', 'sat-sun': 'sob.–niedz.' },
  en: { 'mon-fri': 'Mon–Fri', 'sat-sun': 'Sat–Sun' },
};

/** "pon.–pt. 8:00–20:00". */
export function formatHours(hours: ShopFacts['contact']['hours'][number], locale: Locale): string {
  const time = (t: string) => t.replace(/^0(\d)/, '$1');
  return `${DAY_NAMES[locale][hours.days]} ${time(hours.opens)}–${time(hours.closes)}`;
}

const range = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`);

function deliveryTable(facts: ShopFacts, locale: Locale): string {
  const head =
    locale === 'en'
      ? ['Delivery method', 'Price', 'Delivery time (business days)']
      : ['Sposób dostawy', 'Cena', 'Czas dostawy (dni robocze)'];
  const rows = facts.delivery.methods
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.name)}</td><td>${escapeHtml(formatPln(m.price, locale))}</td><td>${range(m.min_days, m.max_days)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** "Atelier Skóry sp. z o.o., ul. Ruska 46, 50-079 Wrocław, NIP …, REGON …, KRS …" — the seller as the law names it. */
export function sellerLine(seller: ShopFacts['seller'], locale: Locale): string {
  const nip = locale === 'en' ? 'Tax ID (NIP)' : 'NIP';
  return `${seller.name}, ${seller.street}, ${seller.postal_code} ${seller.city}, ${nip} ${seller.nip}, REGON ${seller.regon}, ${seller.register_entry}`;
}

/** What a `{{placeholder}}` may stand for: plain text, or ready HTML (the delivery table). */
export type FactValues = { text: Record<string, string>; html: Record<string, string> };

/** The values of every `{{placeholder}}` a stored page may use. */
export function factValues(facts: ShopFacts, locale: Locale): FactValues {
  const method = (code: string) => facts.delivery.methods.find((m) => m.code === code);
  const inpost = method('inpost');
  const courier = method('courier');
  const [weekdays, weekend] = facts.contact.hours;
  const office = facts.contact.office;
  const text: Record<string, string> = {
    shop_name: facts.shop_name,
    free_shipping_threshold: formatPln(facts.delivery.free_shipping_threshold, locale),
    inpost_price: inpost ? formatPln(inpost.price, locale) : '',
    inpost_days: inpost ? range(inpost.min_days, inpost.max_days) : '',
    courier_price: courier ? formatPln(courier.price, locale) : '',
    courier_days: courier ? range(courier.min_days, courier.max_days) : '',
    fulfilment_days: String(facts.delivery.fulfilment_business_days),
    made_to_order_days: range(facts.delivery.made_to_order_days.min, facts.delivery.made_to_order_days.max),
    payment_provider: facts.payment.provider,
    bank_transfer_due_days: String(facts.payment.bank_transfer_due_business_days),
    withdrawal_days: String(facts.returns.withdrawal_days),
    free_return_days: String(facts.returns.free_return_days),
    gift_card_after_days: String(facts.returns.gift_card_after_days),
    gift_card_valid_months: String(facts.returns.gift_card_valid_months),
    refund_days: String(facts.returns.refund_days),
    complaint_answer_days: String(facts.complaints.answer_days),
    warranty_months: String(facts.complaints.warranty_months),
    retention_years: String(facts.data.retention_years),
    min_customer_age: String(facts.data.min_customer_age),
    adult_age: String(facts.data.adult_age),
    regulations_date: formatDate(facts.regulations.in_force_from, locale),
    shop_email: facts.contact.email,
    seller_identity: sellerLine(facts.seller, locale),
    seller_name: facts.seller.name,
    seller_nip: facts.seller.nip,
    seller_regon: facts.seller.regon,
    seller_register: facts.seller.register_entry,
    seller_bank_account: facts.seller.bank_account,
    shop_phone: facts.contact.phone,
    office_address: `${office.street}, ${office.postal_code} ${office.city}`,
    hours_weekdays: weekdays ? formatHours(weekdays, locale) : '',
    hours_weekend: weekend ? formatHours(weekend, locale) : '',
  };
  return { text, html: { delivery_table: deliveryTable(facts, locale) } };
}

export class UnknownFactPlaceholder extends Error {}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Replaces `{{name}}` in stored HTML with the fact's value (text escaped). An unknown name is a mistake
 * in the stored text, so it throws rather than showing braces to a customer (tests render every page).
 */
export function fillFactsInHtml(html: string, values: FactValues): string {
  return html.replace(PLACEHOLDER, (_match, name: string) => {
    const generated = values.html[name];
    if (generated !== undefined) return generated;
    const text = values.text[name];
    if (text === undefined) throw new UnknownFactPlaceholder(`Unknown fact placeholder {{${name}}}`);
    return escapeHtml(text);
  });
}

/** The same for plain text (FAQ questions, descriptions); HTML-only facts are not allowed there. */
export function fillFactsInText(text: string, values: FactValues): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values.text[name];
    if (value === undefined) throw new UnknownFactPlaceholder(`Unknown fact placeholder {{${name}}}`);
    return value;
  });
}

/** Where returned parcels go (docs/product-rules.md#after-sale): the workshop in Wrocław, as the information pages say. */
export function returnAddress(): string {
  const { name, street, postal_code, city } = SHOP_CONTACT.office;
  return `${name}, ${street}, ${postal_code} ${city}`;
}
