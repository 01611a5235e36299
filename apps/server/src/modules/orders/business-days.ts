/**
 * Shop time in Poland: business days (no weekends, no Polish public holidays) for the bank-transfer due
 * date (docs/product-rules.md#payments), and the 14-day withdrawal period (docs/product-rules.md#legal). Computed on the Warsaw calendar whatever the server's
 * time zone.
 */

const ZONE = 'Europe/Warsaw';
const DAY_MS = 24 * 60 * 60 * 1000;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Local = { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number };

function toLocal(instant: Date): Local {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    ms: instant.getUTCMilliseconds(),
  };
}

const localAsUtc = (l: Local) => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second, l.ms);

/** The instant at which Warsaw clocks show `local` (the later one in the autumn hour that repeats). */
function fromLocal(local: Local): Date {
  const guess = localAsUtc(local);
  let instant = guess - (localAsUtc(toLocal(new Date(guess))) - guess);
  instant = guess - (localAsUtc(toLocal(new Date(instant))) - instant);
  return new Date(instant);
}

function plusDays(local: Local, days: number): Local {
  const shifted = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { ...local, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Easter Sunday (Gregorian, anonymous algorithm) as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const holidayCache = new Map<number, Set<string>>();

/** Polish public holidays (Christmas Eve is one from 2025). */
function holidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const [em, ed] = easter(year);
  const easterDay = Date.UTC(year, em - 1, ed);
  const movable = [0, 1, 49, 60].map((offset) => {
    const d = new Date(easterDay + offset * DAY_MS);
    return `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
  });
  const fixed = ['1-1', '1-6', '5-1', '5-3', '8-15', '11-1', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  const set = new Set([...fixed, ...movable]);
  holidayCache.set(year, set);
  return set;
}

function isBusinessDay(local: Local): boolean {
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidays(local.year).has(`${local.month}-${local.day}`);
}

/** `days` business days after `from`, at the same Warsaw clock time: Friday 10:00 + 3 → Wednesday 10:00. */
export function addBusinessDays(from: Date, days: number): Date {
  let local = toLocal(from);
  let counted = 0;
  while (counted < days) {
    local = plusDays(local, 1);
    if (isBusinessDay(local)) counted += 1;
  }
  return fromLocal(local);
}

/**
 * The last moment of a period of `days` calendar days starting the day after `from` (Warsaw), moved to the
 * end of the next business day when it ends on a Saturday, Sunday or holiday (Civil Code art. 115).
 */
export function endOfPeriod(from: Date, days: number): Date {
  let local = plusDays(toLocal(from), days);
  while (!isBusinessDay(local)) local = plusDays(local, 1);
  const nextMidnight = fromLocal({ ...plusDays(local, 1), hour: 0, minute: 0, second: 0, ms: 0 });
  return new Date(nextMidnight.getTime() - 1);
}

/** The year on Warsaw calendars (order numbers LB-YYYY-…). */
export function warsawYear(instant: Date): number {
  return toLocal(instant).year;
}

/** "2 listopada 2026, 10:15" / "2 November 2026, 10:15" in Warsaw time. */
export function formatDateTime(instant: Date, locale: 'pl' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(instant);
}

/** The Warsaw calendar day of a moment, `YYYY-MM-DD`. */
export function warsawDay(instant: Date): string {
  const l = toLocal(instant);
  return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
}

/** Noon on Warsaw clocks of a calendar day `YYYY-MM-DD`. */
export function warsawNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return fromLocal({ year, month, day: date, hour: 12, minute: 0, second: 0, ms: 0 });
}
