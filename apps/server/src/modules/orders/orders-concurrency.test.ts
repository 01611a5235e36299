import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses, orderLines, orders, productVariants } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeCoupon, makeProduct } from '../cart/cart.test-support';
import { takeVariantStock } from './orders.repository';
import { Browser, guestBody, postOrder, stockOf } from './orders.test-support';

/**
 * Orders placed at the same moment. Meant for PostgreSQL, where transactions really run side by side (CI runs
 * this file there); on PGlite they are serialised and the same rules must hold. The placement has several
 * guards against races, and one test would pass with any of them alone, so each test below names the guard it
 * proves and is built so that it fails when that guard is removed (checked by removing each in turn):
 * - the product rows locked up front, in one statement in id order (`lockProducts`);
 * - the conditional stock decrement (`takeVariantStock`: `… where stock >= n`);
 * - the promo code's row lock while its uses are counted and recorded (`recordCouponUse` → `lockCoupon`);
 * - the cart row lock with the Idempotency-Key looked up again under it.
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

  /** Buyers with the given products in their carts (in that order), and the bodies their checkouts send. */
  async function buyersOf(carts: number[][]) {
    const buyers: Browser[] = [];
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (const productIds of carts) {
      const buyer = new Browser(t);
      for (const id of productIds) await buyer.add(id);
      buyers.push(buyer);
      bodies.push(guestBody(await buyer.cart()));
    }
    return { buyers, bodies, place: () => Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i]))) };
  }

  it('sells the last 3 pieces of a limited product to exactly 3 of 50 buyers; the other 47 get a clear 409', async () => {
    // What the customer sees; both the product lock and the conditional decrement guard it (the tests below
    // prove each one on its own).
    const product = await makeProduct(db(), { price: 40_000, stock: 3 });
    const { place } = await buyersOf(Array.from({ length: 50 }, () => [product.id]));
    const answers = await place();

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

  it('sells the last piece of one variant once to 20 buyers at the same moment, leaving its other colour alone', async () => {
    // docs/product-rules.md#variants: stock is per variant. The black bag has one piece left and the brown one five;
    // twenty buyers order the black one at once: one gets it, nineteen are told it is sold out, brown keeps its five.
    const bag = await makeProduct(db(), { price: 45_000, stock: 5, colours: ['black', 'brown'] });
    const [black, brown] = bag.variants;
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, black.id));
    const buyers: Browser[] = [];
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = new Browser(t);
      await buyer.add(bag.id, 1, { variant_id: black.id });
      buyers.push(buyer);
      bodies.push(guestBody(await buyer.cart()));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i])));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'out_of_stock' });
    const stock = await db()
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, bag.id));
    expect(new Map(stock.map((v) => [v.id, v.stock]))).toEqual(
      new Map([
        [black.id, 0],
        [brown.id, 5],
      ]),
    );
    expect(await stockOf(db(), bag.id)).toBe(5);
    const sold = await db().select().from(orderLines).where(eq(orderLines.productId, bag.id));
    expect(sold.map((l) => [l.variantId, l.colourCode, l.quantity])).toEqual([[black.id, 'black', 1]]);
  });

  it('[guard: product row lock] splits a made-to-order product exactly between stock and workshop', async () => {
    // 2 pieces in stock, then made to order: all 6 buyers get their piece, and exactly 2 of them from stock.
    // Without the lock, buyers read the stock before others took it, counted a piece from stock that was gone,
    // and the conditional decrement refused them with 409 although the product is made to order.
    const product = await makeProduct(db(), { price: 30_000, stock: 2, madeToOrder: true });
    const { place } = await buyersOf(Array.from({ length: 6 }, () => [product.id]));
    const answers = await place();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const lines = await db().select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(lines.map((l) => l.fromStock).sort()).toEqual([0, 0, 0, 0, 1, 1]);
    expect(lines.filter((l) => l.madeToOrder)).toHaveLength(4);
    expect(await stockOf(db(), product.id)).toBe(0);
  });

  it('[guard: product rows locked up front, in one order] places overlapping orders of two products without a deadlock', async () => {
    // Half the buyers put A then B in the cart, the other half B then A, and all order at once. The stock is
    // written line by line in cart order; only because every placement first locks both rows in one statement,
    // in id order, do the orders queue up instead of holding A while waiting for B (and B while waiting for A):
    // without the lock PostgreSQL aborts one of each such pair with a deadlock, a 500. (Dropping only the
    // ORDER BY is not caught here: PostgreSQL then still locks the rows in index order, the same for all.)
    const a = await makeProduct(db(), { price: 12_000, stock: 40 });
    const b = await makeProduct(db(), { price: 13_000, stock: 40 });
    const { place } = await buyersOf(Array.from({ length: 12 }, (_, i) => (i % 2 ? [a.id, b.id] : [b.id, a.id])));
    const answers = await place();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect([await stockOf(db(), a.id), await stockOf(db(), b.id)]).toEqual([28, 28]);
  });

  it('[guard: conditional stock decrement] takes pieces only while they are there, even without the lock', async () => {
    // The placement takes the product lock first, so this guard is its second line of defence (another path
    // that writes stock without the lock would still never sell what is not there). Twenty transactions take
    // one piece each of a stock of 3, without the lock: exactly 3 succeed and the rest are told "no" — not an
    // error from the stock constraint, not a negative stock.
    const product = await makeProduct(db(), { price: 9_000, stock: 3 });
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => db().transaction((tx) => takeVariantStock(tx, product.variantId, 1))),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await stockOf(db(), product.id)).toBe(0);
  });

  it('[guard: the promo code’s row lock] lets a single-use code discount only one of many orders placed at once', async () => {
    // Each buyer orders a product of their own, so nothing else (no shared product lock) queues the orders: only
    // the code's own lock makes them count its uses one after another. Without it several orders see no use yet
    // and all record one.
    const coupon = await makeCoupon(db(), { type: 'fixed', value: 2000, usageLimit: 1 });
    const products = [];
    for (let i = 0; i < 8; i++) products.push(await makeProduct(db(), { price: 10_000 + i * 100, stock: 5 }));
    const buyers: Browser[] = [];
    const bodies: ReturnType<typeof guestBody>[] = [];
    for (const product of products) {
      const buyer = new Browser(t);
      await buyer.add(product.id);
      await buyer.change('POST', '/api/cart/promo-codes/apply', { code: coupon.code });
      buyers.push(buyer);
      bodies.push(guestBody(await buyer.cart()));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postOrder(buyer, bodies[i])));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // The others saw a discount they no longer get (409) or lost the code at its lock (422): nothing written.
    for (const r of answers.filter((a) => a.statusCode !== 201)) expect([409, 422]).toContain(r.statusCode);
    expect(await db().select().from(orders).where(eq(orders.couponCode, coupon.code))).toHaveLength(1);
    expect(await db().select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(1);
  });

  it('[guard: cart row lock + Idempotency-Key] turns a double submit into one order answered five times', async () => {
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
});
