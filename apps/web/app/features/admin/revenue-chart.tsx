import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '~/i18n/format';
import type { Locale } from '~/i18n/locale';

export interface RevenueDay {
  /** A calendar day in the shop's time zone, `2025-10-25`. */
  date: string;
  revenue: number;
  orders: number;
}

/** `25 paź` / `25 Oct` for a calendar day (the date is already a Warsaw day, so it is read as UTC). */
export function formatDay(date: string, locale: Locale, withYear = false): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(value);
}

/** The best day and the total, for the chart's text summary. */
export function summariseRevenue(days: readonly RevenueDay[]): { total: number; best: RevenueDay | null } {
  let total = 0;
  let best: RevenueDay | null = null;
  for (const day of days) {
    total += day.revenue;
    if (day.revenue > 0 && (!best || day.revenue > best.revenue)) best = day;
  }
  return { total: Math.round(total * 100) / 100, best };
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 8, right: 0, bottom: 2, left: 0 };

/**
 * Paid revenue per day over 30 days as an inline SVG bar chart. The picture carries a one-sentence
 * summary for screen readers, every bar names its day and amount, and the exact figures are in a table
 * that can be opened under it.
 */
export function RevenueChart({ days, locale }: { days: readonly RevenueDay[]; locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const { total, best } = summariseRevenue(days);
  const max = Math.max(...days.map((day) => day.revenue), 0);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.64, 2);
  const summary = best
    ? t('admin.dashboard.chartSummary', {
        total: formatPrice(total, locale),
        day: formatDay(best.date, locale, true),
        best: formatPrice(best.revenue, locale),
      })
    : t('admin.dashboard.chartEmpty');

  return (
    <figure>
      <figcaption id={`${id}-summary`} className="mb-3 text-sm text-taupe">
        {summary}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        className="h-40 w-full sm:h-56"
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{t('admin.dashboard.chartTitle')}</title>
        {days.map((day, index) => {
          const height = max > 0 ? (day.revenue / max) * innerHeight : 0;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - PAD.bottom - height;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={day.revenue > 0 ? y : HEIGHT - PAD.bottom - 2}
                width={barWidth}
                height={day.revenue > 0 ? Math.max(height, 2) : 2}
                rx={2}
                fill={day.revenue > 0 ? '#8b4a24' : '#e4dcd2'}
              >
                <title>{`${formatDay(day.date, locale)}: ${formatPrice(day.revenue, locale)}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div aria-hidden="true" className="mt-1.5 flex justify-between text-xs text-taupe">
          <span>{formatDay(days[0].date, locale)}</span>
          <span>{formatDay(days[Math.floor(days.length / 2)].date, locale)}</span>
          <span>{formatDay(days[days.length - 1].date, locale)}</span>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-cognac underline-offset-4 hover:underline">
          {t('admin.dashboard.chartTable')}
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-sm border border-hairline">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin.dashboard.chartTitle')}</caption>
            <thead className="sticky top-0 bg-sand">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('admin.dashboard.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('admin.dashboard.orders')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('admin.dashboard.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} className="border-t border-hairline">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatDay(day.date, locale, true)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(day.revenue, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
