import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { demoContent, plannedVariants, seedDatabase } from '../../db/seed';
import type { ProductSeed } from '../../db/seed/data/types';
import { buildTestApp, type TestApp } from '../../test/helper';

/** Test support for the catalogue tests: the demo shop seeded at a fixed moment, and seed facts to check against. */

/** The moment the demo shop was seeded; the app's clock runs an hour later. */
export const SEEDED_AT = new Date('2026-10-15T10:00:00Z');
export const clock = () => new Date(SEEDED_AT.getTime() + 60 * 60 * 1000);

export const seedProducts: ProductSeed[] = demoContent.products;
export const seedProduct = (slug: string): ProductSeed => {
  const found = seedProducts.find((p) => p.slug === slug);
  if (!found) throw new Error(`no seed product ${slug}`);
  return found;
};
/** Pieces in stock over all of a seed product's variants (the product's stock summary). */
export const seedStock = (p: ProductSeed) => plannedVariants(p).reduce((sum, v) => sum + v.stock, 0);
/** Colours a customer can order now: those of variants in stock or made to order (what the colour filter finds). */
export const orderableColours = (p: ProductSeed): string[] => [
  ...new Set(
    plannedVariants(p)
      .filter((v) => v.stock > 0 || p.madeToOrder)
      .map((v) => v.colour)
      .filter((c): c is NonNullable<typeof c> => c !== null),
  ),
];
/** What a customer pays for a seed product, in grosze. */
export const currentPrice = (p: ProductSeed) => p.salePrice ?? p.basePrice;

/** A fresh app on a fresh database holding the demo shop (without rendering photographs). */
export async function seededApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp({ clock, env });
  await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
  return t;
}

/**
 * Like seededApp, but every SQL statement the app sends is reported to `onQuery` — buildTestApp's database
 * has no observer, so this one creates its own (PGlite, or a scratch PostgreSQL database when DATABASE_URL is set).
 */
export async function seededAppObservingQueries(onQuery: (sql: string) => void): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-catalog-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (adminUrl) {
    const name = `atelier_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, onQuery });
    drop = async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    };
  } else {
    database = await openDatabase({ onQuery });
  }
  await database.migrate();
  await seedDatabase(database.db, { dataDir, images: false, now: SEEDED_AT });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_ON_START: 'false' });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Folds a name the way the API sorts names: accents off, lower case, compared code unit by code unit. */
export function nameSortKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}
