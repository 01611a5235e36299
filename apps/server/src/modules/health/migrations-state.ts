import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '../../db/client';

let journal: number[] | undefined;

/** When each checked-in migration was generated (drizzle's journal), read once. */
function migrationTimes(): number[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when);
  return journal;
}

/**
 * How many checked-in migrations the database has not applied yet. Drizzle records each applied migration
 * with its journal time in `drizzle.__drizzle_migrations`; a database without that table has applied none.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const times = migrationTimes();
  try {
    const result = await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
    // Both drivers answer `{ rows }`; the shared Db type does not say so.
    const last = Number((result as unknown as { rows: { last: string | null }[] }).rows[0]?.last ?? 0);
    return times.filter((when) => when > last).length;
  } catch (error) {
    // 42P01: undefined table — nothing was ever migrated here (drizzle wraps the driver's error as `cause`).
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === '42P01' || cause?.code === '42P01') return times.length;
    throw error;
  }
}
