import type { Locale } from '~/i18n/locale';

/**
 * A moment in the shop's time zone, compact for tables and side panels: `22.11.2026, 21:21` (pl),
 * `22/11/2026, 21:21` (en). The long form (`22 listopada 2026 21:21`) stays in headings and the history.
 */
export function formatMoment(value: string | Date, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Warsaw',
  }).format(date);
}
