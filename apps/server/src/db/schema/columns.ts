import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key shared by every table; "by default" so fixtures and imports may set explicit ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Drizzle bumps this on every update it issues; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Amount of money in grosze (1 zł = 100 gr). */
export const grosze = (name: string) => integer(name);

export const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/** Renders a list of literals for CHECK constraints, e.g. `status in ('a','b')`. */
export function oneOf(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
}

export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
