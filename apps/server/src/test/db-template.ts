import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder, openDatabase } from '../db/client';
import * as schema from '../db/schema';

/**
 * Test databases start from a migrated copy instead of running every migration again (ADR 013): creating a
 * PGlite runs initdb in WebAssembly (2–4 s on this machine), migrating adds 0.5–1 s, while loading a dump of
 * an already migrated data folder takes 0.4–0.7 s. The dump (PGlite) and the template database
 * (PostgreSQL) are keyed by a hash of the migrations folder and the PGlite version, so a new migration makes
 * a new one and a stale one is never used. Production start-up still runs `database.migrate()`.
 */

const extensions = { pg_trgm, unaccent };

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

let cachedKey: string | undefined;
/** 12 hex digits naming the migrations as they are now (every file's path and content) and the PGlite build. */
export function migrationsKey(): string {
  if (cachedKey) return cachedKey;
  const folder = migrationsFolder();
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const file of filesUnder(folder)) {
    hash.update(`${path.relative(folder, file)}\n`).update(readFileSync(file));
  }
  cachedKey = hash.digest('hex').slice(0, 12);
  return cachedKey;
}

// ——— PGlite: a dump of a migrated data folder in the temp folder ———

export const pgliteSnapshotPath = () => path.join(tmpdir(), `atelier-pglite-migrated-${migrationsKey()}.tar`);

let snapshot: Blob | undefined;

/**
 * The migrated data folder as a tar (made once per migrations key: by the global setup before the workers
 * start, or by whichever test gets here first; written under a temporary name and renamed, so a reader
 * never sees half a file).
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  if (snapshot) return snapshot;
  const file = pgliteSnapshotPath();
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions });
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  snapshot = new Blob([readFileSync(file)]);
  return snapshot;
}

/**
 * An in-memory PGlite holding the migrated schema, shaped like openDatabase's (`onQuery` as there: called
 * with the SQL of every query Drizzle sends).
 */
export async function openMigratedPglite(options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  const client = await PGlite.create({ extensions, loadDataDir: await migratedPgliteSnapshot() });
  const { onQuery } = options;
  const logger = onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
  const db = drizzle(client, { schema, ...logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // Already migrated; kept idempotent like the production one (it finds nothing to apply).
    migrate: () => migrate(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

// ——— PostgreSQL: a migrated template database ———

export const postgresTemplateName = () => `atelier_template_${migrationsKey()}`;

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const templateReady = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server of `adminUrl`, created when missing: migrated
 * under a temporary name, then renamed, so `create database … template` never copies a half-migrated one.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  let ready = templateReady.get(adminUrl);
  if (!ready) {
    ready = ensureTemplate(adminUrl, name);
    templateReady.set(adminUrl, ready);
  }
  return ready;
}

async function ensureTemplate(adminUrl: string, name: string): Promise<string> {
  const exists = (client: pg.Client) =>
    client.query('select 1 from pg_database where datname = $1', [name]).then((r) => (r.rowCount ?? 0) > 0);
  if (await withAdmin(adminUrl, exists)) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${building}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run made it meanwhile: use theirs.
      await client.query(`drop database if exists ${building} with (force)`);
      if (!(await exists(client))) throw error;
    }
  });
  return name;
}

/** A new PostgreSQL database copied from the migrated template; answers its URL. */
export async function createDatabaseFromTemplate(adminUrl: string, name: string): Promise<string> {
  const template = await migratedPostgresTemplate(adminUrl);
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // "source database … is being accessed by other users": only for the moment someone else copies it.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return databaseUrl(adminUrl, name);
}
