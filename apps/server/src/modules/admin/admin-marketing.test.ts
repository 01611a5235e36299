import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import { browserSession } from '../../test/helper';
import { seededApp } from '../catalog/catalog.test-support';

describe('admin: promo codes, delivery methods and review moderation', () => {
  let t: TestApp;
  let manager: string;
  let customer: string;
  const call = (token: string, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });

  beforeAll(async () => {
    t = await seededApp();
    const login = async (email: string, password: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().data.token;
    manager = await login('manager@atelier.pl', 'Manager123!');
    customer = await login('klient@atelier.pl', 'Klient123!');
  });
  afterAll(() => t.close());

  it('creates a promo code that a guest can apply at once, in any letter case', async () => {
    const created = await call(manager, 'POST', '/api/admin/coupons', {
      code: 'Zima15',
      type: 'percent',
      value: 15,
      description_pl: 'Zimowy rabat',
      description_en: 'Winter discount',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'ZIMA15', value: 15, used: 0, is_active: true });

    const session = browserSession('c'.repeat(43));
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?per_page=1' })).json().data;
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: session,
      payload: { product_id: products[0].id, quantity: 1 },
    });
    const cartCookie = add.cookies.find((c) => c.name === 'atelier_cart');
    const cookie = `${session.cookie}; atelier_cart=${cartCookie?.value}`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/promo-codes/apply',
      headers: { ...session, cookie },
      payload: { code: 'zima15' },
    });
    expect(applied.statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json().data;
    expect(cart.coupon.code).toBe('ZIMA15');
    expect(cart.totals.discount).toBeCloseTo(products[0].price * 0.15, 2);
  });

  it('refuses a percentage over 100, an end before the start and a code that exists in another case', async () => {
    const over = await call(manager, 'POST', '/api/admin/coupons', { code: 'DUZO', type: 'percent', value: 150 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.value).toEqual(['A percentage discount is a whole number from 1 to 100.']);
    const backwards = await call(manager, 'POST', '/api/admin/coupons', {
      code: 'WSTECZ',
      type: 'fixed',
      value: 20,
      starts_at: '2026-12-10T00:00:00+01:00',
      expires_at: '2026-12-01T00:00:00+01:00',
    });
    expect(backwards.json().errors.expires_at).toEqual(['The end date must be later than the start date.']);
    const twin = await call(manager, 'POST', '/api/admin/coupons', { code: 'witaj10', type: 'fixed', value: 20 });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors.code).toEqual(['A code with this name already exists.']);
  });

  it('keeps fixed amounts in PLN and deletes a code nobody used', async () => {
    const created = await call(manager, 'POST', '/api/admin/coupons', {
      code: 'MINUS25',
      type: 'fixed',
      value: 24.99,
      min_order_total: 150,
    });
    expect(created.json().data).toMatchObject({ value: 24.99, min_order_total: 150 });
    const removed = await call(manager, 'DELETE', `/api/admin/coupons/${created.json().data.id}`);
    expect(removed.json().message).toBe('The promo code has been deleted.');
    const codes = (await call(manager, 'GET', '/api/admin/coupons')).json().data.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('MINUS25');
  });

  it('changes a delivery price that the checkout uses at once', async () => {
    const methods = (await call(manager, 'GET', '/api/admin/delivery-methods')).json().data;
    const courier = methods[0];
    const res = await call(manager, 'PUT', `/api/admin/delivery-methods/${courier.code}`, {
      ...courier,
      price: courier.price + 3,
    });
    expect(res.statusCode).toBe(200);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shipping/methods' })).json().data;
    expect(shop.find((m: { code: string }) => m.code === courier.code).price).toBe(courier.price + 3);
    const wrongDays = await call(manager, 'PUT', `/api/admin/delivery-methods/${courier.code}`, {
      ...courier,
      min_days: 5,
      max_days: 2,
    });
    expect(wrongDays.json().errors.max_days).toEqual([
      'The longest delivery time cannot be shorter than the shortest.',
    ]);
    expect((await call(manager, 'PUT', '/api/admin/delivery-methods/teleport', courier)).statusCode).toBe(404);
  });

  it('changes the free-delivery threshold that the cart and checkout use, and records who did it', async () => {
    const before = await call(manager, 'GET', '/api/admin/delivery-settings');
    expect(before.json().data).toEqual({ free_shipping_threshold: 200 });
    const saved = await call(manager, 'PUT', '/api/admin/delivery-settings', { free_shipping_threshold: 249.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { free_shipping_threshold: 249.5 },
      message: 'Your changes have been saved.',
    });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shipping/methods' })).json();
    expect(shop.free_shipping_threshold).toBe(249.5);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.settings'));
    expect(trail.at(-1)?.data).toEqual({ free_shipping_threshold: { from: 200, to: 249.5 } });

    const negative = await call(manager, 'PUT', '/api/admin/delivery-settings', { free_shipping_threshold: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.free_shipping_threshold).toHaveLength(1);
    expect(
      (await call(customer, 'PUT', '/api/admin/delivery-settings', { free_shipping_threshold: 0 })).statusCode,
    ).toBe(403);
    await call(manager, 'PUT', '/api/admin/delivery-settings', { free_shipping_threshold: 200 });
  });

  it('publishes a pending review so the product shows it, and withdraws it again', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?per_page=1&sort_by=name' })).json()
      .data[0];
    const written = await call(customer, 'POST', `/api/products/${product.id}/reviews`, {
      rating: 5,
      title: 'Piękna robota',
      body: 'Skóra pachnie jak w pracowni, szwy równiutkie. Polecam każdemu.',
    });
    expect(written.statusCode).toBe(201);
    const pending = (await call(manager, 'GET', '/api/admin/reviews?status=pending')).json();
    const review = pending.data.find((r: { product: { id: number } }) => r.product.id === product.id);
    expect(review.author.email).toBe('klient@atelier.pl');
    // The product is named in the staff member's language.
    const [names] = await t.database.db
      .select({ pl: products.namePl, en: products.nameEn })
      .from(products)
      .where(eq(products.id, product.id));
    expect(review.product.name).toBe(names.en);
    const inPolish = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=pending',
      headers: { authorization: `Bearer ${manager}`, 'accept-language': 'pl' },
    });
    expect(inPolish.json().data.find((r: { id: number }) => r.id === review.id).product.name).toBe(names.pl);

    const publicBefore = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json();
    expect(JSON.stringify(publicBefore)).not.toContain('Piękna robota');
    await call(manager, 'PUT', `/api/admin/reviews/${review.id}/approval`, { approved: true });
    const publicAfter = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json();
    expect(JSON.stringify(publicAfter)).toContain('Piękna robota');

    await call(manager, 'PUT', `/api/admin/reviews/${review.id}/approval`, { approved: false });
    const withdrawn = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json();
    expect(JSON.stringify(withdrawn)).not.toContain('Piękna robota');
    expect((await call(manager, 'DELETE', `/api/admin/reviews/${review.id}`)).json().message).toBe(
      'The review has been deleted.',
    );
    expect((await call(manager, 'DELETE', `/api/admin/reviews/${review.id}`)).statusCode).toBe(404);
  });
});
