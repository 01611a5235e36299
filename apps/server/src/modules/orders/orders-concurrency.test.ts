import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeCoupon, makeProduct } from '../cart/cart.test-support';
import { Browser, guestBody, postOrder, stockOf } from './orders.test-support';

/**
 * Orders placed at the same moment (meant for PostgreSQL, where transactions really run side by side; on
 * PGlite they are serialised and the same rules must hold).
 */
describe('orders placed at the same time', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  it('sells the last 3 pieces of a limited product to exactly 3 of 50 buyers; the other 47 get a clear 409', async () => {
    const product = await makeProduct(db(), { price: 40_000, stock: 3 });
    const buyers = Array.from({ length: 50 }, () => new Browser(t));
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (const buyer of buyers) {
      await buyer.add(product.id);
      bodies.push(guestBody(await buyer.cart()));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i])));

    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.json()).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining(product.name) });
    }
    expect(await stockOf(db(), product.id)).toBe(0);
    const sold = await db().select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(sold.reduce((s, l) => s + l.quantity, 0)).toBe(3);
  });

  it('turns a double submit with one Idempotency-Key into one order answered twice', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t);
    await browser.add(product.id);
    const body = guestBody(await browser.cart());
    const key = 'double-click-5b0f1d2e';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postOrder(browser, body, { idempotencyKey: key })),
    );

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(db(), product.id)).toBe(4);
  });

  it('lets a single-use promo code discount only one of many orders placed at once', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 50 });
    const coupon = await makeCoupon(db(), { type: 'fixed', value: 2000, usageLimit: 1 });
    const buyers = Array.from({ length: 8 }, () => new Browser(t));
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (const buyer of buyers) {
      await buyer.add(product.id);
      await buyer.change('POST', '/api/cart/promo-codes/apply', { code: coupon.code });
      bodies.push(guestBody(await buyer.cart()));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i])));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // The others saw a discount they no longer get (409) or lost the code at its lock (422): nothing written.
    for (const r of answers.filter((a) => a.statusCode !== 201)) expect([409, 422]).toContain(r.statusCode);
    const discounted = await db().select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(discounted).toHaveLength(1);
    expect(await stockOf(db(), product.id)).toBe(49);
  });
});
