import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, type Db, openDatabase } from '../../db/client';
import { products, productVariants, reviews, users } from '../../db/schema';
import { demoContent, plannedVariants, seedDatabase } from '../../db/seed';
import type { ProductSeed } from '../../db/seed/data/types';
import { buildTestApp, type TestApp } from '../../test/helper';
import { refreshProductSearch } from './search';

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
export async function seededAppObservingQueries(
  onQuery: (sql: string) => void,
  /** These tests count the SQL path's statements; the catalogue index has its own (catalog-index.test.ts). */
  env: Record<string, string> = { CATALOGUE_INDEX: 'off' },
): Promise<TestApp> {
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
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_ON_START: 'false', ...env });
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

/** A repeatable pseudo-random sequence (mulberry32), so a failing generated catalogue can be replayed. */
export function randomSequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS = [
  ['Torebka', 'handbag'],
  ['Portfel', 'wallet'],
  ['Plecak', 'backpack'],
  ['Pasek', 'belt'],
  ['Etui', 'case'],
  ['Teczka', 'briefcase'],
];
const MODELS = ['Wisła', 'Odra', 'Kmieć', 'Żuraw', 'Łania', 'Sójka', 'Bóbr', 'Hanka', 'Zośka', 'Gęś'];
const SHADES = [
  ['czarna', 'black'],
  ['brązowy', 'brown'],
  ['koniakowa', 'cognac'],
  ['granatowy', 'navy'],
  ['bordowa', 'burgundy'],
];
const SIZES = ['S', 'M', 'L', 'XL', '95', '100', 'one_size'];

/**
 * Adds `count` generated products to a seeded shop (names from Polish words with accents, random prices,
 * reductions, stock, colours, sizes, popularity, age, a few inactive and featured ones, some reviews), built
 * from the demo products so attributes and descriptions stay realistic. Returns nothing; read the database.
 */
export async function addGeneratedProducts(db: Db, count: number, seed = 1): Promise<void> {
  const random = randomSequence(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const sources = await db.select().from(products).where(sql`not ${products.isGiftCard}`);
  const colourRows = await db.execute(sql`select code from attribute_values where kind = 'colour' order by id`);
  const colours = (colourRows as unknown as { rows: { code: string }[] }).rows.map((r) => r.code);
  const [reviewer] = await db
    .insert(users)
    .values({ email: `generated${seed}@example.com`, name: 'Generated reviewer' })
    .returning({ id: users.id });
  for (let i = 0; i < count; i++) {
    const source = pick(sources);
    const [noun, model, shade] = [pick(NOUNS), pick(MODELS), pick(SHADES)];
    const basePrice = Math.round(5_000 + random() * 100_000);
    const [created] = await db
      .insert(products)
      .values({
        slug: `generated-${seed}-${i}`,
        sku: `GEN-${seed}-${i}`,
        categoryId: source.categoryId,
        kind: source.kind,
        namePl: `${noun[0]} ${model} ${shade[0]}`,
        nameEn: `${model} ${noun[1]}, ${shade[1]}`,
        descriptionPl: source.descriptionPl,
        descriptionEn: source.descriptionEn,
        basePrice,
        featured: random() < 0.1,
        isActive: random() > 0.05,
        popularity: Math.floor(random() * 50),
        createdAt: new Date(SEEDED_AT.getTime() - Math.floor(random() * 400) * 86_400_000),
      })
      .returning({ id: products.id });
    const variants = 1 + Math.floor(random() * 3);
    const firstSize = Math.floor(random() * SIZES.length);
    for (let v = 0; v < variants; v++) {
      const vBase = basePrice + v * 1000;
      await db.insert(productVariants).values({
        productId: created.id,
        sku: `GEN-${seed}-${i}-${v}`,
        colourCode: random() < 0.9 ? pick(colours) : null,
        size: SIZES[(firstSize + v) % SIZES.length], // one variant per option
        basePrice: vBase,
        salePrice: random() < 0.25 ? Math.round(vBase * 0.8) : null,
        stock: random() < 0.3 ? 0 : Math.floor(random() * 10),
        madeToOrder: random() < 0.1,
        position: v,
      });
    }
    await db.execute(sql`insert into product_attribute_values (product_id, attribute_value_id)
      select ${created.id}, attribute_value_id from product_attribute_values where product_id = ${source.id}
      on conflict do nothing`);
    if (random() < 0.15) {
      await db.insert(reviews).values({
        productId: created.id,
        userId: reviewer.id,
        rating: 1 + Math.floor(random() * 5),
        isApproved: random() < 0.8,
      });
    }
  }
  await refreshProductSearch(db);
}
