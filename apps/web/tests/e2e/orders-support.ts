import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Orders for journeys that need one already paid (admin: shipping it, refunding it), made through the
 * shop's API as its web client does: log in, fill the cart, place the order (courier delivery), start the
 * payment and pay it on whichever gateway this project's server has — the fake Przelewy24 on desktop
 * (registered by the shop, then paid through the fake's control endpoint, which sends the signed
 * notification the shop verifies), the demo gateway on the phone. The server's answer to
 * /api/payment/initiate says which, so nothing here depends on the project's name.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Made to order (docs/product-rules.md#stock): always orderable, so repeated runs never exhaust its stock. */
const PRODUCT = 'portfel-wisla-granatowy';

/**
 * Bearer tokens by project and e-mail, one login per worker (each project has one worker and its own
 * server): the server allows 5 logins a minute per account.
 */
const sessions = new Map<string, Promise<string>>();

function customerToken(request: APIRequestContext, customer: { email: string; password: string }) {
  const key = `${test.info().project.name} ${customer.email.toLowerCase()}`;
  let token = sessions.get(key);
  if (!token) {
    token = request
      .post('/api/auth/login', { data: { email: customer.email, password: customer.password }, headers: XHR })
      .then(async (response) => {
        expect(response.status(), `logging ${customer.email} in`).toBe(200);
        return (await response.json()).data.token as string;
      });
    // A failed login is not cached: the next journey tries again.
    token.catch(() => sessions.delete(key));
    sessions.set(key, token);
  }
  return token;
}

/** The journeys' delivery address in Wrocław (phone, street, house, city, country, postcode). */
export const DELIVERY_ADDRESS = {
  phone: '600100200',
  street: 'Ruska',
  house: '12',
  city: 'Wrocław',
  country: 'PL',
  postal_code: '50-079',
};

/**
 * Places an order of one made-to-order wallet for the customer (courier to Wrocław; the customer's cart is
 * emptied and refilled for it) and pays it; answers the order's id and number once the shop counts it paid.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  customer: { email: string; password: string },
  /** Another made-to-order product's slug (always orderable), e.g. a bag. */
  slug: string = PRODUCT,
  /** More placement fields, e.g. `company_name` and `nip` for a company invoice. */
  extra: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const headers = { ...XHR, authorization: `Bearer ${await customerToken(request, customer)}` };

  const product = await request.get(`/api/products/slug/${slug}`, { headers: XHR });
  expect(product.ok()).toBe(true);
  const { id: productId, variants = [] }: { id: number; variants?: { id: number }[] } = (await product.json()).data;
  await request.delete('/api/cart/clear', { headers });
  // A product in several sizes or colours needs its variant named (the first one will do).
  const variant = variants.length > 1 ? { variant_id: variants[0].id } : {};
  const added = await request.post('/api/cart/add', {
    data: { product_id: productId, quantity: 1, ...variant },
    headers,
  });
  expect(added.ok(), `${slug} in the cart`).toBe(true);
  const cart = await request.get('/api/cart', { headers });
  expect(cart.ok()).toBe(true);
  const total: number = (await cart.json()).data.totals.total;

  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-paid-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      shipping_address: {
        first_name: 'Ala',
        last_name: 'Testowa',
        email: customer.email,
        ...DELIVERY_ADDRESS,
      },
      delivery_method: 'courier',
      terms_accepted: true,
      total,
      ...extra,
    },
  });
  expect(placed.status(), 'the order placed').toBe(201);
  const order: { id: number; order_number: string; total_amount: number } = (await placed.json()).data;

  const initiated = await request.post('/api/payment/initiate', {
    headers,
    data: {
      order_id: order.id,
      amount: order.total_amount,
      description: order.order_number,
      method: 0,
      shipping: 0,
      locale: 'pl',
    },
  });
  expect(initiated.status(), 'the payment started').toBe(200);
  const payment: { redirect_url: string; data: { provider: string; session_id: string } } = await initiated.json();

  if (payment.data.provider === 'przelewy24') {
    // {P24}/trnRequest/{token}: the fake pays the token and notifies the shop, answering the shop's status.
    const gateway = new URL(payment.redirect_url);
    const token = gateway.pathname.split('/').pop() ?? '';
    const paid = await request.post(`${gateway.origin}/__fake/pay/${token}`);
    expect(paid.ok(), 'the fake Przelewy24 paid').toBe(true);
    expect((await paid.json()).data.notification, 'the shop accepted the notification').toBe(200);
  } else {
    const paid = await request.post(`/api/payment/demo/${encodeURIComponent(payment.data.session_id)}/pay`, {
      headers,
    });
    expect(paid.status(), 'the demo gateway paid').toBe(200);
  }

  const status = await request.get(`/api/orders/${order.id}/payment-status`, { headers });
  expect(status.ok()).toBe(true);
  expect((await status.json()).data.payment_status, `order ${order.order_number} paid`).toBe('paid');
  return { id: order.id, number: order.order_number };
}

/** The refunds the fake Przelewy24 has received (newest last), e.g. after a refund in the admin panel. */
export async function fakeP24Refunds(
  request: APIRequestContext,
  p24BaseUrl: string,
): Promise<
  { requestId: string; orderId: number; sessionId: string; amount: number; notified: number | string | null }[]
> {
  const response = await request.get(`${p24BaseUrl}/__fake/refunds`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}
