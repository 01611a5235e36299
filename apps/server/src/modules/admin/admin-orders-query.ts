import { and, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ValidationFailed } from '../../errors';

/** Pieces shared by the admin lists of orders, payments and the inbox: pages, day filters, searches. */

const ZONE = 'Europe/Warsaw';
const DAY_MS = 24 * 60 * 60 * 1000;

export const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** `%text%` for ILIKE, with the wildcard characters staff may type taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Warsaw's clock is ahead of UTC at a moment (1 or 2 hours). */
function warsawOffsetMs(at: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment a Warsaw calendar day (`YYYY-MM-DD`) begins, right across daylight-saving changes. */
export function warsawDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const guess = midnightUtc - warsawOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - warsawOffsetMs(new Date(guess)));
}

/** `2026-11-02 10:15` in Warsaw time: how spreadsheets and printed slips show moments. */
export function warsawDateTime(at: Date | null): string {
  if (!at) return '';
  const p = Object.fromEntries(wallClock.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * Conditions for "placed from day A to day B" (both inclusive, Warsaw days) on a timestamp column. A range
 * ending before it starts is a 422 on `date_to`.
 */
export function dayRangeConditions(column: PgColumn, range: { date_from?: string; date_to?: string }): SQL[] {
  if (range.date_from && range.date_to && range.date_to < range.date_from) {
    throw new ValidationFailed({ date_to: ['admin.orders.date_range'] });
  }
  const conditions: SQL[] = [];
  if (range.date_from) conditions.push(gte(column, warsawDayStart(range.date_from)));
  if (range.date_to) {
    const next = new Date(Date.parse(`${range.date_to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    conditions.push(lt(column, warsawDayStart(next)));
  }
  return conditions;
}

export const allOf = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);

export type StaffRef = { id: number; email: string; name: string } | null;

/** Staff members (or customers) named in histories, notes and refunds, by id. */
export async function peopleByIds(db: Db, ids: (number | null)[]): Promise<Map<number, NonNullable<StaffRef>>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
