import { WishlistChangeResponse, WishlistResponse, WishlistToggleResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct, setProduct } from '../cart/cart.test-support';

describe('wishlist', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const toggle = (browser: Browser, payload: unknown) => browser.send('POST', '/api/user/wishlist/toggle', payload);

  it('is for signed-in customers only (401 for guests)', async () => {
    const guest = new Browser(t, 'en');
    for (const [method, url, payload] of [
      ['GET', '/api/user/wishlist', undefined],
      ['POST', '/api/user/wishlist/toggle', { product_id: 1 }],
      ['DELETE', '/api/user/wishlist/clear', undefined],
      ['POST', '/api/user/wishlist/merge', { product_ids: [1] }],
    ] as const) {
      const res = await guest.send(method, url, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please log in again.');
    }
  });

  it('toggles a product on and off, answering the list each time', async () => {
    const first = await makeProduct(db(), { price: 10_000 });
    const second = await makeProduct(db(), { price: 20_000, salePrice: 15_000 });
    const browser = new Browser(t);
    await browser.register();

    let res = await toggle(browser, { product_id: first.id });
    expect(res.statusCode).toBe(200);
    let body = WishlistToggleResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, in_wishlist: true, message: 'Dodano do listy życzeń.' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      product: { id: first.id, name: first.name, price: 100, orderable: true },
      added_at: now.toISOString(),
    });

    body = WishlistToggleResponse.parse((await toggle(browser, { product_id: second.id })).json());
    expect(body.data.map((i) => i.product.id)).toEqual([second.id, first.id]);
    expect(body.data[0].product).toMatchObject({
      price: 150,
      discount_info: { has_discount: true, discount_percentage: 25 },
    });

    res = await toggle(browser, { product_id: first.id });
    body = WishlistToggleResponse.parse(res.json());
    expect(body).toMatchObject({ in_wishlist: false, message: 'Usunięto z listy życzeń.' });
    expect(body.data.map((i) => i.product.id)).toEqual([second.id]);

    const list = WishlistResponse.parse((await browser.send('GET', '/api/user/wishlist')).json());
    expect(list.data.map((i) => i.product.id)).toEqual([second.id]);
    // Another customer's list is their own.
    const other = new Browser(t);
    await other.register();
    expect(WishlistResponse.parse((await other.send('GET', '/api/user/wishlist')).json()).data).toEqual([]);
  });

  it('answers "No product ID" without a product id and 404 for an unknown or withdrawn product', async () => {
    const withdrawn = await makeProduct(db(), { price: 10_000, isActive: false });
    for (const [locale, message, notFound] of [
      ['pl', 'Brak identyfikatora produktu', 'Nie znaleziono produktu. Mógł zostać wycofany ze sprzedaży.'],
      ['en', 'No product ID', 'Product not found. It may have been withdrawn from sale.'],
    ] as const) {
      const browser = new Browser(t, locale);
      await browser.register();
      for (const payload of [{}, { product_id: 'abc' }, { product_id: 0 }, undefined]) {
        const res = await toggle(browser, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message, code: 'validation_failed', errors: { product_id: [message] } });
      }
      const extra = await toggle(browser, { product_id: 5, note: 'x' });
      expect(extra.statusCode).toBe(422);
      expect(extra.json().errors).toHaveProperty('note');
      for (const id of [999_999, withdrawn.id]) {
        const res = await toggle(browser, { product_id: id });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(notFound);
      }
    }
  });

  it('keeps a product withdrawn after it was listed (not orderable) and lets it be toggled off', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const browser = new Browser(t, 'en');
    await browser.register();
    await toggle(browser, { product_id: product.id });
    await setProduct(db(), product.id, { isActive: false });
    const list = WishlistResponse.parse((await browser.send('GET', '/api/user/wishlist')).json());
    expect(list.data[0].product).toMatchObject({ id: product.id, orderable: false });
    const res = await toggle(browser, { product_id: product.id });
    expect(res.json()).toMatchObject({ in_wishlist: false, data: [] });
  });

  it('clears the list', async () => {
    const product = await makeProduct(db(), { price: 10_000 });
    const browser = new Browser(t);
    await browser.register();
    await toggle(browser, { product_id: product.id });
    const res = await browser.send('DELETE', '/api/user/wishlist/clear');
    expect(res.statusCode).toBe(200);
    expect(WishlistChangeResponse.parse(res.json())).toEqual({
      success: true,
      message: 'Lista życzeń jest pusta.',
      data: [],
    });
    expect(WishlistResponse.parse((await browser.send('GET', '/api/user/wishlist')).json()).data).toEqual([]);
  });

  it("merges the guest's local list after login, skipping unknown, withdrawn and repeated products", async () => {
    const kept = await makeProduct(db(), { price: 10_000 });
    const local = await makeProduct(db(), { price: 20_000 });
    const withdrawn = await makeProduct(db(), { price: 30_000, isActive: false });
    const browser = new Browser(t, 'en');
    await browser.register();
    await toggle(browser, { product_id: kept.id });
    const res = await browser.send('POST', '/api/user/wishlist/merge', {
      product_ids: [local.id, kept.id, local.id, 999_999, withdrawn.id],
    });
    expect(res.statusCode).toBe(200);
    const body = WishlistChangeResponse.parse(res.json());
    expect(body.message).toBe('The wishlist from this device has been added to your account.');
    expect(body.data.map((i) => i.product.id).sort()).toEqual([kept.id, local.id].sort());

    for (const payload of [{}, { product_ids: 'x' }, { product_ids: Array.from({ length: 201 }, (_, i) => i + 1) }]) {
      expect((await browser.send('POST', '/api/user/wishlist/merge', payload)).statusCode).toBe(422);
    }
  });
});
