import type { Locale } from './locale';

const NBSP = '\u00a0';

export type PriceUnit = 'pln' | 'grosze';

/**
 * Formats a gross price: `1 249,00 zł` (pl) or `PLN 1,249.00` (en), decisions D10.
 * The API shows PLN as numbers (or numeric strings) with two decimals; money kept as integer grosze
 * is passed with `{ unit: 'grosze' }`.
 * Built by hand rather than with Intl because Polish ICU data does not group four-digit numbers
 * (`1249,00 zł`) and server and browser ICU versions may differ, which would break hydration.
 */
export function formatPrice(amount: number | string, locale: Locale, options: { unit?: PriceUnit } = {}): string {
  const numeric = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const grosze = Math.round((Number.isFinite(numeric) ? numeric : 0) * (options.unit === 'grosze' ? 1 : 100));
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  const whole = Math.floor(absolute / 100).toString();
  const fraction = (absolute % 100).toString().padStart(2, '0');
  if (locale === 'pl') {
    return `${sign}${groupThousands(whole, NBSP)},${fraction}${NBSP}zł`;
  }
  return `${sign}PLN${NBSP}${groupThousands(whole, ',')}.${fraction}`;
}

export function formatGrosze(grosze: number, locale: Locale): string {
  return formatPrice(grosze, locale, { unit: 'grosze' });
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
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
