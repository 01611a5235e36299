import { formatGrosze } from '@atelier/contracts/money';

export { formatGrosze };

import type { Locale } from './locale';

export type PriceUnit = 'pln' | 'grosze';

/**
 * Formats a gross price with the shop's one money formatter (@atelier/contracts): `1 249,00 zł` (pl) or
 * `PLN 1,249.00` (en). The API shows PLN as numbers (or numeric strings) with two decimals; money kept as
 * integer grosze is passed with `{ unit: 'grosze' }`.
 */
export function formatPrice(amount: number | string, locale: Locale, options: { unit?: PriceUnit } = {}): string {
  const numeric = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const grosze = Math.round((Number.isFinite(numeric) ? numeric : 0) * (options.unit === 'grosze' ? 1 : 100));
  return formatGrosze(grosze, locale);
}

export type DateStyle = 'long' | 'short' | 'dateTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/**
 * Formats a date in the shop's time zone, so the server-rendered text equals the hydrated one
 * whatever zone the visitor's computer is in: `25 października 2025` / `25 October 2025`.
 */
export function formatDate(value: Date | string | number, locale: Locale, style: DateStyle = 'long'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    ...DATE_OPTIONS[style],
    timeZone: 'Europe/Warsaw',
  }).format(date);
}
