import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { orders, payments, shopSettings } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { makeOrder, makeProduct } from '../modules/cart/cart.test-support';
import { notificationSign } from '../modules/payments/p24-signature';
import { type ShopProcess, scratchPostgres, startShopProcess } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const DEMO_CRC = 'demo-key-of-an-earlier-demo-0123456789';

/**
 * A production server deployed without Przelewy24 credentials and without DEMO_PAYMENTS, tested as deployed: a
 * real process (NODE_ENV=production) on PostgreSQL when DATABASE_URL is set, else on the embedded database. It
 * says at start that online payment is off, refuses it with 503 in the customer's language, and nothing a
 * customer can send marks an order paid — not even a demo session left in the database, through its page or a
 * notification signed with the demo key. The guest places the order as the first version does (no postal
 * code, to a locker) and is recognised by the order cookie alone.
 */
describe('a production server with no payment gateway configured', () => {
  let shop: ShopProcess;
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let productId: number;
  let leftover: { orderId: number; sessionId: string };

  const openShopDatabase = () =>
    openDatabase(scratch ? { databaseUrl: scratch.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'db') });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-payments-off-'));
    scratch = databaseUrl ? await scratchPostgres(databaseUrl) : undefined;
    const database = await openShopDatabase();
    try {
      await database.migrate();
      await seedDatabase(database.db, { dataDir, images: false });
      productId = (await makeProduct(database.db, { price: 18_000, stock: 4 })).id;
      // An order with a pending session of the demo gateway, left from the time the demo was on.
      const orderId = await makeOrder(database.db, { email: 'dawny.klient@example.pl', now: new Date() });
      const sessionId = `LB-2026-DEMO-left-behind-${orderId}`;
      await database.db.insert(payments).values({ orderId, provider: 'demo', sessionId, amount: 11_500 });
      await database.db.insert(shopSettings).values({ key: 'demo_payment_crc', value: DEMO_CRC });
      leftover = { orderId, sessionId };
    } finally {
      await database.close();
    }
    shop = await startShopProcess(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser: it keeps the cookies it is given and sends them back, with the page's CSRF token. */
  const cookies = new Map<string, string>();
  let csrf = '';
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${shop.url}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'pl',
        'x-requested-with': 'XMLHttpRequest',
        'sec-fetch-site': 'same-origin',
        origin: shop.url,
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };

  it('says at start that online payment is off', async () => {
    // The line is written before the server listens; its pipe may deliver it a moment after readiness.
    for (let i = 0; i < 100 && !shop.output().includes('payments: OFF'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shop.output()).toContain(
      'payments: OFF, online payment is refused: Przelewy24 is not configured (P24_MERCHANT_ID, P24_API_KEY, P24_CRC); for a demo shop set DEMO_PAYMENTS=true',
    );
  });

  it('takes a first-version guest order but refuses to start its payment, in the customer’s language', async () => {
    csrf = ((await (await call('GET', '/api/security/csrf')).json()) as { token: string }).token;
    expect((await call('POST', '/api/cart/add', { product_id: productId, quantity: 1 })).status).toBe(200);
    const cart = ((await (await call('GET', '/api/cart')).json()) as { data: { totals: Record<string, number> } }).data;
    const placed = await call('POST', '/api/orders/guest', {
      items: [{ product_id: productId, quantity: 1, price: 180 }],
      customer_info: {
        name: 'Ewa',
        surname: 'Nowak',
        email: 'ewa.nowak@example.pl',
        phone: '+48 600 300 400',
        country: 'PL',
        city: 'Wrocław',
        street: 'Ruska',
        house: '46',
        apartment: '',
      },
      delivery_method: 'inpost',
      payment_method: 'przelew24',
      notes: '',
      subtotal: cart.totals.subtotal,
      discount_amount: cart.totals.discount,
      coupon_code: null,
      total: cart.totals.total,
      inpost_point: 'WRO01M',
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number; total_amount: number; order_number: string } }).data;
    const setCookie = placed.headers.getSetCookie().find((c) => c.startsWith(`atelier_order_${order.id}=`));
    expect(setCookie).toMatch(/; Path=\/api(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);

    // The first version's call, with nothing but the cookie to say whose order it is.
    const body = {
      order_id: order.id,
      amount: order.total_amount,
      description: order.order_number,
      method: 0,
      shipping: 0,
      locale: 'pl',
    };
    const refused = await call('POST', '/api/payment/initiate', body);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      code: 'payments_unavailable',
      message:
        'Płatności online są chwilowo niedostępne. Zamówienie czeka na płatność — spróbuj później lub napisz do nas.',
    });
    const english = await call('POST', '/api/payment/initiate', body, { 'accept-language': 'en' });
    expect(english.status).toBe(503);
    expect(((await english.json()) as { message: string }).message).toMatch(/^Online payment is not available/);
    const status = await call('GET', `/api/orders/${order.id}/payment-status`);
    expect(((await status.json()) as { data: { payment_status: string } }).data.payment_status).toBe('pending');
  });

  it('lets no one pay a demo session, through its page or a notification signed with the demo key', async () => {
    const { sessionId } = leftover;
    expect((await call('GET', `/api/payment/demo/${sessionId}`)).status).toBe(404);
    expect((await call('POST', `/api/payment/demo/${sessionId}/pay`)).status).toBe(404);
    // A script without the page's cookies fares no better.
    const bare = await fetch(`${shop.url}/api/payment/demo/${sessionId}/pay`, { method: 'POST' });
    expect(bare.status).toBe(404);
    const fields = {
      merchantId: 0,
      posId: 0,
      sessionId,
      amount: 11_500,
      originAmount: 11_500,
      currency: 'PLN',
      orderId: 777,
      methodId: 0,
      statement: 'demo',
    };
    const notification = await fetch(`${shop.url}/api/payment/p24/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, sign: notificationSign({ ...fields, crc: DEMO_CRC }) }),
    });
    expect(notification.status).toBe(400);

    await shop.stop();
    const database = await openShopDatabase();
    try {
      const [order] = await database.db.select().from(orders).where(eq(orders.id, leftover.orderId));
      expect(order).toMatchObject({ paymentStatus: 'pending', paidAt: null });
      const [payment] = await database.db.select().from(payments).where(eq(payments.sessionId, sessionId));
      expect(payment).toMatchObject({ status: 'pending', verifiedAt: null });
      expect(await database.db.select().from(payments).where(eq(payments.provider, 'przelewy24'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
