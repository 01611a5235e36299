import { formatGrosze, type Locale } from '@atelier/contracts';

/**
 * Money as the shop keeps and writes it (docs/product-rules.md#money): integer grosze everywhere inside, PLN
 * numbers with two decimals in the API, and `1 249,00 zł` / `PLN 1,249.00` inside sentences.
 */

export type Grosze = number;

/** Grosze to PLN as the API shows money: 74900 → 749, 34990 → 349.9. */
export function toPln(grosze: Grosze): number {
  return Math.round(grosze) / 100;
}

/** VAT included in Polish gross prices (docs/product-rules.md#money). */
export const VAT_RATE_PERCENT = 23;

/** The VAT part of a gross amount, rounded to the grosz: 12300 → 2300. */
export function vatPart(gross: Grosze): Grosze {
  return Math.round((gross * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

/** An amount inside a sentence, as pages and e-mails write it (the one formatter: @atelier/contracts). */
export function formatPrice(amount: Grosze, locale: Locale): string {
  return formatGrosze(amount, locale);
}

/** A calendar date in Poland: `2 listopada 2026` / `2 November 2026`. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeZone: 'Europe/Warsaw',
  }).format(date);
}
