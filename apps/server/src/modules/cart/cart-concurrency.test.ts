import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct } from './cart.test-support';

/**
 * Cart changes that arrive together (double clicks, two tabs, a sign-in while the guest still adds): no line
 * and no piece may be lost. On PostgreSQL (DATABASE_URL) the requests really run in parallel transactions.
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

  it('keeps every line and every piece when 20 requests add to one cart at once', async () => {
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

  it('loses no line when a sign-in merges the guest cart while the guest adds another product', async () => {
    const kept = await makeProduct(db(), { price: 12_000, stock: 50 });
    const added = await makeProduct(db(), { price: 8_000, stock: 50 });
    for (let round = 0; round < 3; round++) {
      const owner = new Browser(t);
      const { email } = await owner.register();
      const guest = new Browser(t);
      await guest.add(kept.id, 1);
      const otherTab = new Browser(t);
      otherTab.cartToken = guest.cartToken;

      const [login, add] = await Promise.all([
        guest.login(email, 'Skorzana123'),
        otherTab.send('POST', '/api/cart/add', { product_id: added.id, quantity: 1 }),
      ]);
      expect([login.statusCode, add.statusCode]).toEqual([200, 200]);

      // Whichever came first, the browser's next signed-in request carries the cart cookie the add left it
      // (the old one, or a new guest cart made after the merge), and that cart joins the customer's.
      const next = new Browser(t);
      next.token = guest.token;
      next.cartToken = otherTab.cartToken;
      const cart = await next.cart();
      expect(cart.items.map((i) => [i.product_id, i.quantity]).sort()).toEqual(
        [
          [kept.id, 1],
          [added.id, 1],
        ].sort(),
      );
    }
  });
});
