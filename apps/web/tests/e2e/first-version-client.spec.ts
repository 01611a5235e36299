import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './playwright-utils';

/**
 * The first version's client, unchanged (its calls are a public contract: docs/product-rules.md#api-contract).
 * It runs inside one of the shop's own pages, as that client did: every call goes to the page's origin with
 * the browser's cookies, an X-Requested-With header, Accept-Language, an X-CSRF-TOKEN header only when the
 * page's csrf-token meta holds a value (the cached pages leave it empty), and a bearer token once logged in.
 * Its payloads are those of the first version, field for field — no postal code for a guest, no terms flag,
 * no guest token when it starts paying. Nothing in it knows about anything this shop added later.
 */

// The client does not wait for React: it needs only the page's meta, and it leaves for the payment provider's page.
test.use({ waitForHydration: false });

type Call<Data> = { status: number; body: { success?: boolean; message?: string; redirect_url?: string; data: Data } };
type CartLine = { product_id: number; quantity: number; price: number; name: string };
type Cart = {
  items: CartLine[];
  coupon: { code: string } | null;
  totals: { subtotal: number; discount: number; total: number };
};

/** One call of the first version's client, made by the page itself (so the browser adds what a browser adds). */
async function call<Data = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  bearer?: string,
): Promise<Call<Data>> {
  return page.evaluate(
    async ({ method, path, body, bearer }) => {
      const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': document.documentElement.lang || 'pl',
      };
      if (csrf) headers['X-CSRF-TOKEN'] = csrf;
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
    { method, path, body, bearer },
  );
}

test('the first version’s client registers, logs in, fills a guest cart, applies a coupon, orders to a parcel locker and starts paying', async ({
  page,
  consoleErrors,
}) => {
  const locale = isPhone(page) ? 'en' : 'pl';
  await page.goto(`/${locale}`);
  // The meta the first version reads is there; on this cached page it is empty, so no token is sent.
  await expect(page.locator('meta[name="csrf-token"]')).toHaveCount(1);

  const email = `e2e-v1-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.pl`;
  const password = 'Skorzana-Torba-77';
  const registered = await call<{ user: { email: string }; token: string }>(page, 'POST', '/api/auth/register', {
    phone: '+48 600 700 800',
    email,
    password,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  expect(registered.body.data).toMatchObject({ user: { email }, token: expect.any(String) });

  const loggedIn = await call<{ token: string }>(page, 'POST', '/api/auth/login', { email, password });
  expect(loggedIn.status, JSON.stringify(loggedIn.body)).toBe(200);
  const token = loggedIn.body.data.token;
  expect((await call(page, 'GET', '/api/auth/me', undefined, token)).body.data).toMatchObject({ email });
  await call(page, 'POST', '/api/auth/logout', undefined, token);

  // As a guest: the cart lives in the browser's cookie.
  const list = await call<{ id: number; in_stock: boolean; sizes: string[]; colors: unknown[] }[]>(
    page,
    'GET',
    `/api/products?per_page=12&locale=${locale}`,
  );
  // Added by its id alone, as that client adds a product with nothing to choose: one size (`one_size`) and at
  // most one colour. (The newest product, the gift card, comes in several amounts.)
  const product = list.body.data.find(
    (p) => p.in_stock && p.sizes.length === 1 && p.sizes[0] === 'one_size' && p.colors.length <= 1,
  );
  expect(product).toBeDefined();
  const added = await call(page, 'POST', '/api/cart/add', { product_id: product!.id, quantity: 1 });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const applied = await call(page, 'POST', '/api/cart/promo-codes/apply', { code: 'WITAJ10' });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  expect(applied.body).toMatchObject({ success: true, message: expect.any(String) });
  await call(page, 'POST', '/api/cart/select-shipping', {
    method_code: 'inpost_branch',
    price: 0,
    label: 'InPost Paczkomat',
    inpost_point: 'WRO01M',
  });
  const cart = (await call<Cart>(page, 'GET', '/api/cart')).body.data;
  expect(cart.items).toHaveLength(1);
  expect(cart.coupon).toMatchObject({ code: 'WITAJ10' });
  expect(cart.totals.discount).toBeGreaterThan(0);

  // The guest's order exactly as the first version sends it: customer_info without a postal code.
  const placed = await call<{ id: number; total_amount: number; order_number: string }>(
    page,
    'POST',
    '/api/orders/guest',
    {
      items: cart.items.map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        variant_id: null,
        size: null,
        price: line.price,
        product_name: line.name,
        product_image: null,
      })),
      customer_info: {
        name: 'Anna',
        surname: 'Kowalska',
        email: `guest-${email}`,
        phone: '+48 600 700 801',
        country: 'PL',
        city: 'Wrocław',
        street: 'Rynek',
        house: '12',
        apartment: '',
      },
      delivery_method: 'inpost',
      payment_method: 'przelew24',
      notes: '',
      subtotal: cart.totals.subtotal,
      discount_amount: cart.totals.discount,
      coupon_code: 'WITAJ10',
      total: cart.totals.total,
      inpost_point: 'WRO01M',
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body).toMatchObject({ success: true });
  const order = placed.body.data;
  expect(order.total_amount).toBe(cart.totals.total);

  // Starting to pay carries nothing but the first version's fields: the browser that ordered is recognised.
  const payment = await call(page, 'POST', '/api/payment/initiate', {
    order_id: order.id,
    amount: order.total_amount,
    description: `Zamówienie ${order.order_number}`,
    method: 0,
    shipping: 0,
    locale,
  });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
  expect(payment.body).toMatchObject({ success: true, redirect_url: expect.any(String) });
  // The browser navigates to it, as the first version does, and reaches a payment page.
  const redirect = await page.goto(payment.body.redirect_url ?? '');
  expect(redirect?.status()).toBe(200);

  expect(consoleErrors).toEqual([]);
});
