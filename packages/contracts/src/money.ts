import type { Locale } from './common';

const NBSP = '\u00a0';

/**
 * The one way the shop writes an amount of money — pages, the API's messages and e-mails alike
 * (docs/product-rules.md#money): `1 249,00 zł` in Polish, `PLN 1,249.00` in English, with non-breaking spaces
 * so "zł" never wraps away from its number. Built by hand rather than with Intl: Polish ICU data does not group
 * four-digit numbers (`1249,00 zł`), and the server's and the browser's ICU may differ, which would break
 * hydration.
 */
export function formatGrosze(grosze: number, locale: Locale): string {
  const rounded = Math.round(Number.isFinite(grosze) ? grosze : 0);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100).toString();
  const fraction = (absolute % 100).toString().padStart(2, '0');
  if (locale === 'pl') return `${sign}${groupThousands(whole, NBSP)},${fraction}${NBSP}zł`;
  return `${sign}PLN${NBSP}${groupThousands(whole, ',')}.${fraction}`;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
