/*
 * Calendar days in the shop's time zone (Europe/Warsaw) for the panel's date fields. A promo code is valid
 * "from 1 December to 31 December": the API stores instants, so the first day starts at Warsaw midnight
 * and the code expires at the midnight after the last day, whatever zone the staff member's laptop is in.
 */

const SHOP_ZONE = 'Europe/Warsaw';
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-12-01` when `value` is a moment of 1 December in Warsaw. */
export function warsawDay(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat.format(date);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (what `<input type="date">` gives). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `2026-12-01T00:00:00+01:00`: the start of a day in Warsaw (+02:00 in summer time). */
export function warsawMidnight(day: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = match.slice(1).map(Number);
  // Poland is one or two hours ahead of UTC; the right offset is the one whose instant reads 00:00 there.
  for (const hours of [1, 2]) {
    const instant = new Date(Date.UTC(year, month - 1, date) - hours * 3_600_000);
    if (warsawDay(instant) === day && timeFormat.format(instant) === '00:00') {
      return `${day}T00:00:00+0${hours}:00`;
    }
  }
  // Unreachable for Europe/Warsaw; UTC keeps the value valid if the zone data were ever missing.
  return `${day}T00:00:00+00:00`;
}

/** `2026-12-31` → `2027-01-01`. */
export function nextDay(day: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The last day a code is valid on, from the instant it expires (the midnight after that day). */
export function lastValidDay(expiresAt: string): string {
  const time = Date.parse(expiresAt);
  return Number.isNaN(time) ? '' : warsawDay(time - 1);
}
