import { CART_COOKIE } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { hashToken } from '../../shared/secrets';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct, setProduct } from './cart.test-support';
import { mergeGuestCart } from './guest-carts';

/**
 * The guest cart joins the customer's at login and registration (docs/product-rules.md#carts), in the sign-in transaction. On
 * PostgreSQL (DATABASE_URL) the concurrent logins really run in parallel transactions.
 */
describe('merging the guest cart at sign-in', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const cookieCleared = (res: LightMyRequestResponse) =>
    res.cookies.some((c) => c.name === CART_COOKIE && c.value === '' && c.maxAge === 0);

  /** A customer account with a password; its own browser keeps the token. */
  async function customer() {
    const device = new Browser(t);
    const { email, userId } = await device.register();
    return { device, email, userId };
  }

  async function guestCart(token: string | undefined) {
    if (!token) return [];
    return db()
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashToken(token)));
  }

  it('adds quantities up (capped by stock and at 99), carries the code and delivery over and deletes the guest cart', async () => {
    const limited = await makeProduct(db(), { price: 10_000, stock: 4 });
    const handmade = await makeProduct(db(), { price: 20_000, stock: 0, madeToOrder: true });
    const many = await makeProduct(db(), { price: 1_000, stock: 500 });
    const withdrawn = await makeProduct(db(), { price: 5_000, stock: 3 });
    const sized = await makeProduct(db(), { price: 30_000, stock: 10, sizes: ['S', 'M'] });

    const { device, email } = await customer();
    await device.add(limited.id, 2);
    await device.add(many.id, 5);
    await device.add(sized.id, 1, { size: 'S' });

    const guest = new Browser(t);
    await guest.add(limited.id, 3);
    await guest.add(handmade.id, 2);
    await guest.add(many.id, 98);
    await guest.add(withdrawn.id, 1);
    await guest.add(sized.id, 1, { size: 'M' });
    await guest.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
    await guest.change('POST', '/api/cart/select-shipping', { method_code: 'courier' });
    await setProduct(db(), withdrawn.id, { isActive: false });
    const guestToken = guest.cartToken;

    const res = await guest.login(email, 'Skorzana123');
    expect(res.statusCode).toBe(200);
    expect(cookieCleared(res)).toBe(true);
    expect(guest.cartToken).toBeUndefined();
    expect(await guestCart(guestToken)).toEqual([]);

    const cart = await guest.cart();
    expect(cart.items.map((i) => [i.product_id, i.size, i.quantity, i.unavailable])).toEqual([
      [limited.id, 'one_size', 4, false],
      [many.id, 'one_size', 99, false],
      [sized.id, 'S', 1, false],
      [handmade.id, 'one_size', 2, false],
      [withdrawn.id, 'one_size', 1, true],
      [sized.id, 'M', 1, false],
    ]);
    expect(cart.coupon).toMatchObject({ code: 'WITAJ10', applicable: true });
    expect(cart.shipping_method?.code).toBe('courier');
    expect(cart.warnings.map((w) => w.code)).toEqual(['product_unavailable']);
    // The customer's other device sees the merged cart.
    expect((await device.cart()).items).toHaveLength(6);
  });

  it("keeps the customer's own code and delivery choice", async () => {
    const product = await makeProduct(db(), { price: 40_000 });
    const { device, email } = await customer();
    await device.add(product.id);
    await device.change('POST', '/api/cart/promo-codes/apply', { code: 'JESIEN50' });
    const guest = new Browser(t);
    await guest.add(product.id);
    await guest.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
    await guest.change('POST', '/api/cart/select-shipping', { method_code: 'courier' });
    await device.change('POST', '/api/cart/select-shipping', { method_code: 'inpost', inpost_point: 'WRO01M' });
    await guest.login(email, 'Skorzana123');
    const cart = await guest.cart();
    expect(cart.items.map((i) => i.quantity)).toEqual([2]);
    expect(cart.coupon?.code).toBe('JESIEN50');
    expect(cart.shipping_method).toMatchObject({ code: 'inpost', inpost_point: { id: 'WRO01M' } });
  });

  it('merges at registration, in the sign-up transaction', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const guest = new Browser(t);
    await guest.add(product.id, 2);
    const guestToken = guest.cartToken;
    const { res, userId } = await guest.register();
    expect(cookieCleared(res)).toBe(true);
    expect(await guestCart(guestToken)).toEqual([]);
    const [cart] = await db().select().from(carts).where(eq(carts.userId, userId));
    expect(cart).toBeDefined();
    expect((await guest.cart()).items.map((i) => [i.product_id, i.quantity])).toEqual([[product.id, 2]]);
  });

  it('leaves the guest cart alone when the login fails', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const { email } = await customer();
    const guest = new Browser(t);
    await guest.add(product.id);
    const res = await guest.login(email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(cookieCleared(res)).toBe(false);
    expect(await guestCart(guest.cartToken)).toHaveLength(1);
    expect((await guest.cart()).items).toHaveLength(1);
  });

  it('merges a guest cookie that still comes with a signed-in request (social sign-in does not pass the login route)', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const { device } = await customer();
    const guest = new Browser(t);
    await guest.add(product.id, 3);
    const guestToken = guest.cartToken;
    guest.token = device.token;
    const res = await guest.send('GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    expect(cookieCleared(res)).toBe(true);
    expect(res.json().data.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    expect(await guestCart(guestToken)).toEqual([]);
  });

  it('merges once when two logins carry the same guest cookie at the same time', async () => {
    const a = await makeProduct(db(), { price: 10_000, stock: 50 });
    const b = await makeProduct(db(), { price: 20_000, stock: 50 });
    for (let round = 0; round < 3; round++) {
      const { device, email, userId } = await customer();
      if (round === 1) await device.add(a.id, 1);
      const guest = new Browser(t);
      await guest.add(a.id, 2);
      await guest.add(b.id, 1);
      await guest.change('POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
      const guestToken = guest.cartToken;
      const twin = new Browser(t);
      twin.cartToken = guestToken;

      const [first, second] = await Promise.all([guest.login(email, 'Skorzana123'), twin.login(email, 'Skorzana123')]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

      const cart = await device.cart();
      expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
        [a.id, round === 1 ? 3 : 2],
        [b.id, 1],
      ]);
      expect(cart.coupon?.code).toBe('WITAJ10');
      expect(await db().select().from(carts).where(eq(carts.userId, userId))).toHaveLength(1);
      expect(await guestCart(guestToken)).toEqual([]);
    }
  });

  it('locks the guest cart: a second merge waits for the first to commit and then finds nothing to merge', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 50 });
    const { device, userId } = await customer();
    const guest = new Browser(t);
    await guest.add(product.id, 2);
    const input = { guestToken: guest.cartToken, userId, now };

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstMerged!: () => void;
    const merged = new Promise<void>((resolve) => {
      firstMerged = resolve;
    });
    const first = db().transaction(async (tx) => {
      const result = await mergeGuestCart(tx, input);
      firstMerged();
      await held;
      return result;
    });
    await merged;
    let secondDone = false;
    const second = db()
      .transaction((tx) => mergeGuestCart(tx, input))
      .finally(() => {
        secondDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondDone).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect((await device.cart()).items.map((i) => i.quantity)).toEqual([2]);
  });
});
