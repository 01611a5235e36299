import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { type Database, openDatabase } from './client';
import {
  attributeValues,
  banners,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  cartLines,
  carts,
  categories,
  coupons,
  deliveryMethods,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
  roles,
  shopSettings,
  userRoles,
  users,
} from './schema';
import { isDatabaseEmpty, seedDatabase } from './seed';

const SEEDED_TABLES = {
  roles,
  users,
  userRoles,
  attributeValues,
  categories,
  products,
  productImages,
  productAttributeValues,
  priceHistory,
  banners,
  deliveryMethods,
  coupons,
  blogCategories,
  blogTags,
  blogPosts,
  blogPostTags,
  shopSettings,
};

/** PGlite in memory, or a new PostgreSQL database of its own when DATABASE_URL is set (dropped afterwards). */
async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    return { database, dispose: () => database.close() };
  }
  const name = `atelier_db_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  return {
    database,
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) counts[name] = await database.db.$count(table);
  return counts;
}

describe('shop database', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-db-test-'));
  const now = new Date('2026-10-15T10:00:00Z');

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('folds Polish accents and finds words despite typos', async () => {
    const { db } = database;
    const [row] = await db
      .select({
        folded: sql<string>`unaccent('skóra')`,
        pinned: sql<string>`immutable_unaccent('Łódź żółć')`,
        similarity: sql<number>`similarity('torebka', 'torbeka')`,
      })
      .from(sql`(select 1) as one`);
    expect(row.folded).toBe('skora');
    expect(row.pinned).toBe('Lodz zolc');
    expect(Number(row.similarity)).toBeGreaterThan(0.3);
  });

  it('applying the migrations again changes nothing', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('seeds the demo shop once, however often the seed runs', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const first = await seedDatabase(database.db, { dataDir, images: false, now });
    expect(first.created).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const afterFirst = await countRows(database);

    // A day later, as when `npm run seed` is run again by hand.
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const second = await seedDatabase(database.db, { dataDir, images: false, now: later });
    expect(second.created).toBe(false);
    expect(await countRows(database)).toEqual(afterFirst);

    expect(afterFirst.products).toBeGreaterThanOrEqual(36);
    expect(afterFirst.categories).toBeGreaterThanOrEqual(6);
    expect(afterFirst.blogPosts).toBeGreaterThanOrEqual(8);
    expect(afterFirst.blogCategories).toBeGreaterThanOrEqual(3);
    expect(afterFirst.banners).toBe(3);
    expect(afterFirst.deliveryMethods).toBe(2);
    expect(afterFirst.productImages).toBeGreaterThanOrEqual(afterFirst.products * 3);
  }, 120_000);

  it('gives every product photographs, a category and filterable attributes', async () => {
    const { db } = database;
    const all = await db.query.products.findMany({
      with: { images: true, attributeValues: { with: { attributeValue: true } }, category: true, variants: true },
    });
    for (const p of all) {
      expect(p.images.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(
        p.images.every((i) => i.path.startsWith(`products/${p.slug}/`) && i.widths.length > 0 && i.altPl && i.altEn),
      ).toBe(true);
      const kinds = new Set(p.attributeValues.map((a) => a.attributeValue.kind));
      expect([...kinds].sort(), p.slug).toEqual(expect.arrayContaining(['gender', 'style']));
      // Colours are the variants' (docs/product-rules.md#variants): each product has at least one, each in a colour.
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.variants.every((v) => v.colourCode !== null)).toBe(true);
    }
    const blogCategoriesInUse = await db.selectDistinct({ id: blogPosts.categoryId }).from(blogPosts);
    expect(blogCategoriesInUse.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a price history that makes the Omnibus price of every reduced product meaningful', async () => {
    const { db } = database;
    const onSale = await db.select().from(products).where(isNotNull(products.salePrice));
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) {
      const history = await db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, p.id))
        .orderBy(asc(priceHistory.effectiveFrom));
      const reduction = history[history.length - 1];
      expect(reduction.price, p.slug).toBe(p.salePrice);
      const before = history.filter((h) => h.effectiveFrom < reduction.effectiveFrom);
      expect(before.length, p.slug).toBeGreaterThan(0);
      // The price in force when the 30-day window opened, or any set during it, is above the sale price.
      expect(Math.min(...before.map((h) => h.price)), p.slug).toBeGreaterThan(p.salePrice ?? 0);
    }
  });

  it('has the coupons, customers and staff of the demo', async () => {
    const { db } = database;
    const all = await db.select().from(coupons);
    const byCode = new Map(all.map((c) => [c.code, c]));
    expect(byCode.has('WITAJ10')).toBe(true);
    expect(byCode.has('JESIEN50')).toBe(true);
    expect(all.some((c) => c.expiresAt !== null && c.expiresAt < now)).toBe(true);

    const roleHolders = await db
      .select({ role: roles.name, email: users.email, hash: users.passwordHash })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId));
    for (const role of ['customer', 'super_admin', 'manager', 'accountant']) {
      expect(
        roleHolders.some((r) => r.role === role),
        role,
      ).toBe(true);
    }
    expect(roleHolders.every((r) => r.hash?.startsWith('$argon2id$'))).toBe(true);
  });

  it('refuses negative stock and out-of-range cart quantities', async () => {
    const { db } = database;
    const [variant] = await db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .limit(1);
    const line = { productId: variant.productId, variantId: variant.id };
    await expect(
      db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, variant.id)),
    ).rejects.toThrow();
    const [cart] = await db.insert(carts).values({ guestTokenHash: 'test-guest' }).returning();
    await expect(db.insert(cartLines).values({ cartId: cart.id, ...line, quantity: 100 })).rejects.toThrow();
    await db.insert(cartLines).values({ cartId: cart.id, ...line, quantity: 2 });
    // The same variant twice is one line, not two.
    await expect(db.insert(cartLines).values({ cartId: cart.id, ...line, quantity: 1 })).rejects.toThrow();
    await db.delete(carts).where(eq(carts.id, cart.id));
    expect(await db.$count(cartLines, and(eq(cartLines.cartId, cart.id)))).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'keeps its PostgreSQL connections through a quiet spell, so the next visitor meets warm ones',
    async () => {
      const backends = async () =>
        new Set(
          await Promise.all(
            [1, 2, 3].map(async () => {
              const result = (await database.db.execute(
                sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
              )) as unknown as {
                rows: { pid: number }[];
              };
              return result.rows[0].pid;
            }),
          ),
        );
      const before = await backends();
      expect(before.size).toBe(3);
      // Longer than node-postgres' default idle timeout (10 s), after which it closed a connection.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await backends()).toEqual(before);
    },
    30_000,
  );

  it('hands out order numbers from a sequence', async () => {
    const { db } = database;
    const next = async () => {
      // Both drivers answer raw SQL with `rows`; the shared Db type cannot know which one it is.
      const result = (await db.execute(sql`select nextval('order_number_seq') as n`)) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(result.rows[0].n);
    };
    const first = await next();
    expect(await next()).toBe(first + 1);
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Skórzana torba 1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Skórzana torba 1!')).toBe(true);
    expect(await verifyPassword(hash, 'skórzana torba 1!')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
