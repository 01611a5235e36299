import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { Clock } from '../shared/clock';
import { createDatabaseFromTemplate, openMigratedPglite } from './db-template';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh, migrated database: PGlite in memory, or — when DATABASE_URL is set — a new
 * PostgreSQL database created for this test file and dropped afterwards, so files never share state. Both
 * start as copies of a database migrated once per run (db-template.ts), not by migrating again.
 */
export async function buildTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Registers extra plugins (e.g. page routes) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** Told of every route as it is registered, page routes added by beforeReady included. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-'));
  const scratch = await openScratchDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_ON_START: 'false', ...options.env });
  const app = await buildApp({ config, database: scratch.database, clock: options.clock, onRoute: options.onRoute });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: scratch.database,
    config,
    async close() {
      await app.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openScratchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A copy of the migrated PGlite (db-template.ts) instead of initdb and every migration again.
    const database = await openMigratedPglite();
    return { database, drop: () => database.close() };
  }
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template database, so the migrations do not run again for every test app.
  const url = await createDatabaseFromTemplate(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** Cookie header and CSRF header of a browser that has loaded one of our pages. */
export function browserSession(token = 'test-csrf-token-0123456789abcdef') {
  return { cookie: `atelier_csrf=${token}`, 'x-csrf-token': token };
}
