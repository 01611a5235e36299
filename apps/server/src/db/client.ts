import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The shop's database, whichever engine is behind it: code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (for /metrics); absent on the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
};

/**
 * The migrations folder sits beside this file in the source tree and is copied next to the bundle
 * (dist/migrations) by the server build, so both layouts are tried.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[0];
}

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  pgliteDir?: string;
  poolSize?: number;
  /** Called with the SQL of every query Drizzle sends (tests count queries with it). */
  onQuery?: (sql: string) => void;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onQuery);
  return openPglite(options.pgliteDir, options.onQuery);
}

function queryLogger(onQuery?: (sql: string) => void) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

async function openPostgres(url: string, poolSize: number, onQuery?: (sql: string) => void): Promise<Database> {
  // Connections are kept while the process lives (node-postgres closes one idle for 10 s by default). A new
  // connection is a PostgreSQL process started, signed in and its catalogue caches filled: the first statement
  // planned on one took 23 ms instead of 0.3 ms. With the default, a visitor after any quiet 10 seconds paid that
  // on each of the connections a product page reads in parallel. Idle connections do not keep a script alive.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0, allowExitOnIdle: true });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, ...queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migrateUnderLock(url, () => migrateNodePg(db as never, { migrationsFolder: migrationsFolder() })),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Any fixed number: the advisory lock every process takes around its migrations. */
const MIGRATION_LOCK = 7_316_201;

/**
 * Several processes starting at once on the same PostgreSQL (a deploy) must not apply the same migration
 * twice: drizzle's migrator takes no lock, so each process holds a session advisory lock — on a connection of
 * its own, outside the pool the migrator uses — while it migrates. The first applies what is new; the others
 * wait, then find nothing left to do.
 */
async function migrateUnderLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

async function openPglite(dir?: string, onQuery?: (sql: string) => void): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(
    dir ? { dataDir: dir, extensions: { pg_trgm, unaccent } } : { extensions: { pg_trgm, unaccent } },
  );
  const db = drizzlePglite(client, { schema, ...queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** An open transaction of the shop's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: repositories take either. */
export type DbOrTx = Db | Tx;
