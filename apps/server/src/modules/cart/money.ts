import type { Locale } from '@atelier/contracts';

/** How the API writes amounts and dates inside sentences (D10): `1 249,00 zł` / `PLN 1,249.00`. */

export type Grosze = number;

/** VAT included in Polish gross prices (D2). */
export const VAT_RATE_PERCENT = 23;

/** The VAT part of a gross amount, rounded to the grosz: 12300 → 2300. */
export function vatPart(gross: Grosze): Grosze {
  return Math.round((gross * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

function grouped(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export function formatPrice(amount: Grosze, locale: Locale): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return locale === 'en' ? `${sign}PLN ${grouped(whole, ',')}.${cents}` : `${sign}${grouped(whole, ' ')},${cents} zł`;
}

/** A calendar date in Poland: `2 listopada 2026` / `2 November 2026`. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeZone: 'Europe/Warsaw',
  }).format(date);
}
