import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct } from './cart.test-support';

/**
 * Cart changes that arrive together (double clicks, two tabs, a sign-in while the guest still adds): no line
 * and no piece may be lost. On PostgreSQL (DATABASE_URL) the requests really run in parallel transactions, and
 * each test fails there when the guard it names is removed (checked by removing it): the cart row lock
 * (`lockCart`, `SELECT … FOR UPDATE`) that every change and the merge at sign-in take first.
 */
describe('cart changes arriving at the same time', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  it('[guard: cart row lock] keeps every line and every piece when 20 requests add to one cart at once', async () => {
    // Without the lock the adds read the same line and write back their own count (pieces lost), or insert the
    // same line twice (one fails on the unique key).
    const browser = new Browser(t);
    const favourite = await makeProduct(db(), { price: 10_000, stock: 100 });
    await browser.add(favourite.id, 1);
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await makeProduct(db(), { price: 5_000 + i * 100, stock: 10 }));

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        browser.send('POST', '/api/cart/add', { product_id: favourite.id, quantity: 1 }),
      ),
      ...others.map((p) => browser.send('POST', '/api/cart/add', { product_id: p.id, quantity: 2 })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const cart = await browser.cart();
    expect(cart.items).toHaveLength(11);
    expect(cart.items.find((i) => i.product_id === favourite.id)?.quantity).toBe(11);
    for (const p of others) expect(cart.items.find((i) => i.product_id === p.id)?.quantity).toBe(2);
  });

  it('[guard: cart row lock] loses no line when a sign-in merges the guest cart while the guest adds another product', async () => {
    // The merge moves the guest cart's lines and deletes it; an add arriving meanwhile either goes first (and its
    // line is moved along) or finds the cart gone and starts a new one (merged by the next signed-in request).
    // Without the lock, a line added between the merge's read and its delete goes down with the guest cart.
    // The sign-in here is a signed-in request that still carries the guest cookie (as after social sign-in),
    // so the merge and the add really meet; the password check of a log-in would let the add finish first.
    const kept = await makeProduct(db(), { price: 12_000, stock: 500 });
    const added = await makeProduct(db(), { price: 8_000, stock: 500 });
    const owner = new Browser(t);
    await owner.register();
    for (let round = 0; round < 12; round++) {
      const guest = new Browser(t);
      await guest.add(kept.id, 1);
      const signedIn = new Browser(t);
      signedIn.token = owner.token;
      signedIn.cartToken = guest.cartToken;

      const [merge, add] = await Promise.all([
        signedIn.send('GET', '/api/cart'),
        guest.send('POST', '/api/cart/add', { product_id: added.id, quantity: 1 }),
      ]);
      expect([merge.statusCode, add.statusCode]).toEqual([200, 200]);

      // The browser's next signed-in request carries the cart cookie the add left it (the old one, or a new
      // guest cart made after the merge), and that cart joins the customer's.
      const next = new Browser(t);
      next.token = signedIn.token;
      next.cartToken = guest.cartToken;
      const cart = await next.cart();
      expect(cart.items.map((i) => [i.product_id, i.quantity]).sort(), `round ${round}`).toEqual(
        [
          [kept.id, round + 1],
          [added.id, round + 1],
        ].sort(),
      );
    }
  });
});
