import {
  ErrorBody,
  InitiateBlikPaymentResponse,
  InitiatePaymentResponse,
  PaymentMethodsResponse,
  PaymentStatusResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { Browser, emailsTo, orderRequest, orderRow, type Placed, placeGuestOrder } from '../orders/orders.test-support';
import { FAKE_P24_BLIK_ID, type FakeP24, freePort, startFakeP24 } from './p24.test-support';

/**
 * BLIK on our page, the list of methods and paying again (docs/product-rules.md#payments,
 * docs/decisions/020-blik-and-payment-methods.md): against the fake Przelewy24 (real signatures, the app
 * listening on loopback so the fake can notify it) and against the demo gateway.
 */

async function placeOrder(t: TestApp, buyer: string, price = 24_900) {
  const product = await makeProduct(t.database.db, { price, stock: 5 });
  const browser = new Browser(t);
  const placed = await placeGuestOrder(browser, [{ productId: product.id }], {}, { email: buyer });
  return { browser, placed, buyer };
}

const initiate = (browser: Browser, placed: Placed, extra: Record<string, unknown> = {}) =>
  browser.send('POST', '/api/payment/initiate', {
    order_id: placed.id,
    amount: placed.total_amount,
    locale: 'pl',
    guest_token: placed.guest_token,
    ...extra,
  });

async function statusOf(browser: Browser, placed: Placed) {
  const res = await orderRequest(browser, 'GET', `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`);
  expect(res.statusCode).toBe(200);
  return PaymentStatusResponse.parse(res.json()).data;
}

describe('BLIK and payment methods with Przelewy24', () => {
  let t: TestApp;
  let p24: FakeP24;
  let now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;

  beforeAll(async () => {
    p24 = await startFakeP24();
    const port = await freePort();
    t = await buildTestApp({ clock: () => now, env: { ...p24.env, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await p24.close();
  });

  const order = () => placeOrder(t, `blik.p24.${++seq}@example.pl`);
  const methodCalls = (lang: string) => p24.requests.filter((r) => r === `GET /api/v1/payment/methods/${lang}`).length;
  const attemptsOf = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));

  it('lists Przelewy24’s methods in the request’s language, grouped, without inactive or excluded ones, cached', async () => {
    const before = methodCalls('pl');
    const pl = await t.app.inject({
      method: 'GET',
      url: '/api/payment/methods?amount=249',
      headers: { 'accept-language': 'pl' },
    });
    expect(pl.statusCode).toBe(200);
    const list = PaymentMethodsResponse.parse(pl.json()).data;
    expect(list.map((m) => [m.code, m.group])).toEqual([
      [String(FAKE_P24_BLIK_ID), 'blik'],
      ['241', 'card'],
      ['238', 'wallet'],
      ['25', 'transfer'],
      ['31', 'transfer'],
      ['227', 'pay_later'],
    ]);
    expect(list[1]).toEqual({
      code: '241',
      name: 'Karta płatnicza',
      group: 'card',
      image_url: 'https://fake-p24.example/img/241.png',
    });
    expect(p24.requests.filter((r) => r === 'GET /api/v1/payment/methods/pl')).toHaveLength(before + 1);

    const again = await t.app.inject({ method: 'GET', url: '/api/payment/methods?amount=249' });
    expect(again.json()).toEqual(pl.json());
    expect(methodCalls('pl')).toBe(before + 1);

    const en = await t.app.inject({
      method: 'GET',
      url: '/api/payment/methods?amount=249',
      headers: { 'accept-language': 'en' },
    });
    expect(PaymentMethodsResponse.parse(en.json()).data[1].name).toBe('Payment card');

    // PayPo's limits (40–3 000 zł in the fake) exclude 20 zł; Przelewy24 filters by the amount in grosze.
    const small = await t.app.inject({ method: 'GET', url: '/api/payment/methods?amount=20' });
    expect(PaymentMethodsResponse.parse(small.json()).data.map((m) => m.code)).not.toContain('227');

    const odd = await t.app.inject({ method: 'GET', url: '/api/payment/methods?amount=abc' });
    expect(odd.statusCode).toBe(422);
  });

  it('pays by BLIK on our page: registered with BLIK preselected, charged by code, settled by the notification', async () => {
    const { browser, placed } = await order();
    p24.blikOutcomes.set('123456', 'pay');
    const res = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '123456' });
    expect(res.statusCode).toBe(200);
    const answer = InitiateBlikPaymentResponse.parse(res.json());
    expect(answer).toMatchObject({
      success: true,
      redirect_url: null,
      data: { provider: 'przelewy24', status: 'pending' },
    });
    const session = p24.sessionOf(placed.order_number);
    expect(session.register).toMatchObject({
      method: FAKE_P24_BLIK_ID,
      additional: { shipping: { type: 2 }, PSU: { IP: browser.ip, userAgent: expect.any(String) } },
    });
    expect(p24.blikCharges.at(-1)).toEqual({ token: session.token, blikCode: '123456', sessionId: session.sessionId });

    expect(await Promise.all(p24.blikNotifications)).not.toContain(400);
    const status = await statusOf(browser, placed);
    expect(status).toMatchObject({
      order_status: 'in_preparation',
      payment_status: 'paid',
      attempt: {
        session_id: answer.data.session_id,
        method_code: String(FAKE_P24_BLIK_ID),
        status: 'paid',
        created_at: now.toISOString(),
      },
    });
    const again = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_paid');
  });

  it('answers 422 on blik_code when Przelewy24 refuses the code; the attempt fails and paying again starts at once', async () => {
    const { browser, placed } = await order();
    p24.blikOutcomes.set('111111', 'refuse');
    const refused = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '111111' });
    expect(refused.statusCode).toBe(422);
    const body = ErrorBody.parse(refused.json());
    expect(body.errors?.blik_code?.[0]).toBe('Ten kod BLIK jest nieprawidłowy. Wygeneruj nowy kod w aplikacji banku.');
    expect((await attemptsOf(placed.id)).map((p) => p.status)).toEqual(['failed']);
    const status = await statusOf(browser, placed);
    expect(status).toMatchObject({ payment_status: 'failed', can_retry: true, attempt: { status: 'failed' } });

    p24.blikOutcomes.set('222222', 'pay');
    const retry = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '222222' });
    expect(retry.statusCode).toBe(200);
    await Promise.all(p24.blikNotifications);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('paid');
    expect((await attemptsOf(placed.id)).map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('refuses a malformed or missing BLIK code and a method not offered, before anything is registered', async () => {
    const { browser, placed } = await order();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method_code: String(FAKE_P24_BLIK_ID), blik_code: '12345' }, 'blik_code', 'Kod BLIK to dokładnie 6 cyfr.'],
      [{ method_code: String(FAKE_P24_BLIK_ID), blik_code: '12a456' }, 'blik_code', 'Kod BLIK to dokładnie 6 cyfr.'],
      [{ method_code: String(FAKE_P24_BLIK_ID) }, 'blik_code', 'Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.'],
      [
        { method_code: '112' },
        'method_code',
        'Ta metoda płatności nie jest dostępna dla tego zamówienia. Wybierz inną.',
      ],
      [
        { method_code: '999999' },
        'method_code',
        'Ta metoda płatności nie jest dostępna dla tego zamówienia. Wybierz inną.',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await initiate(browser, placed, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(ErrorBody.parse(res.json()).errors?.[field]).toEqual([message]);
    }
    const mismatch = await initiate(browser, placed, {
      amount: 1,
      method_code: String(FAKE_P24_BLIK_ID),
      blik_code: '123456',
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('prices_changed');
    expect(await attemptsOf(placed.id)).toEqual([]);
    expect(
      p24.blikCharges.filter((c) => c.blikCode === '123456' && c.sessionId.startsWith(placed.order_number)),
    ).toEqual([]);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('pending');
  });

  it('preselects another method at Przelewy24 and still redirects; a first-version client gets P24’s picker', async () => {
    const { browser, placed } = await order();
    const res = await initiate(browser, placed, { method_code: '25' });
    expect(res.statusCode).toBe(200);
    const answer = InitiatePaymentResponse.parse(res.json());
    const [first] = [...p24.transactions.values()].filter((x) => x.sessionId === answer.data.session_id);
    expect(answer.redirect_url).toBe(`${p24.baseUrl}/trnRequest/${first.token}`);
    expect(first.register.method).toBe(25);
    expect((await statusOf(browser, placed)).attempt).toMatchObject({ method_code: '25', status: 'pending' });

    const plain = await initiate(browser, placed);
    expect(plain.statusCode).toBe(200);
    const second = p24.transactions.get(InitiatePaymentResponse.parse(plain.json()).data.session_id);
    expect(second?.register).not.toHaveProperty('method');
    expect(second?.register).not.toHaveProperty('additional.PSU');
    expect((await statusOf(browser, placed)).attempt).toMatchObject({ method_code: null, status: 'pending' });
  });

  it('holds off a second initiate while a BLIK attempt is seconds old; later it may start, and an unconfirmed one expires', async () => {
    const start = now;
    try {
      const { browser, placed } = await order();
      const first = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '333333' });
      expect(first.statusCode).toBe(200);
      const double = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '333333' });
      expect(double.statusCode).toBe(409);
      expect(double.json()).toMatchObject({
        code: 'payment_in_progress',
        message:
          'Płatność BLIK za to zamówienie czeka właśnie na potwierdzenie w aplikacji banku. Poczekaj chwilę na jej wynik.',
      });
      const redirect = await initiate(browser, placed, { method_code: '25' });
      expect(redirect.statusCode).toBe(409);

      now = new Date(start.getTime() + 11_000);
      const later = await initiate(browser, placed, { method_code: '25' });
      expect(later.statusCode).toBe(200);
      expect((await attemptsOf(placed.id)).map((p) => [p.methodCode, p.status])).toEqual([
        [String(FAKE_P24_BLIK_ID), 'pending'],
        ['25', 'pending'],
      ]);

      // Nobody confirmed in the bank app (Przelewy24 sends no word of a decline): the attempt expires.
      const blik = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '444444' });
      expect(blik.statusCode).toBe(200);
      expect((await statusOf(browser, placed)).attempt?.status).toBe('pending');
      now = new Date(start.getTime() + 11_000 + 3 * 60_000);
      expect(await statusOf(browser, placed)).toMatchObject({
        payment_status: 'pending',
        attempt: { status: 'expired' },
      });
      const payAgain = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '555555' });
      expect(payAgain.statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refunds an older attempt’s late payment after a newer BLIK attempt paid the order, never marking it twice', async () => {
    const { browser, placed, buyer } = await order();
    const abandoned = InitiatePaymentResponse.parse((await initiate(browser, placed)).json()).data.session_id;
    p24.blikOutcomes.set('666666', 'pay');
    const blik = await initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '666666' });
    expect(blik.statusCode).toBe(200);
    await Promise.all(p24.blikNotifications);
    const paid = await orderRow(db(), placed.id);
    expect(paid.paymentStatus).toBe('paid');

    expect(await p24.pay(abandoned)).toBe(200);
    const after = await orderRow(db(), placed.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.paidAt).toEqual(paid.paidAt);
    expect(p24.refunds.filter((r) => r.sessionId === abandoned)).toHaveLength(1);
    const rows = await attemptsOf(placed.id);
    const late = rows.find((r) => r.sessionId === abandoned);
    expect(
      (
        await db()
          .select()
          .from(refunds)
          .where(eq(refunds.paymentId, late?.id ?? 0))
      ).map((r) => r.reason),
    ).toEqual(['late_or_duplicate_payment']);
    const mails = (await emailsTo(db(), buyer)).map((m) => m.template);
    expect(mails.filter((m) => m === 'order-payment-received')).toHaveLength(1);
    expect(mails.filter((m) => m === 'order-late-payment-refunded')).toHaveLength(1);
  });

  it('lets only one of two BLIK initiates for one order at the same moment start an attempt', async () => {
    const { browser, placed } = await order();
    const [a, b] = await Promise.all([
      initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '777777' }),
      initiate(browser, placed, { method_code: String(FAKE_P24_BLIK_ID), blik_code: '777777' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().code).toBe('payment_in_progress');
    expect(await attemptsOf(placed.id)).toHaveLength(1);
  });
});

describe('BLIK and payment methods with the demo gateway', () => {
  let t: TestApp;
  let now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const order = () => placeOrder(t, `blik.demo.${++seq}@example.pl`, 10_000);

  it('lists the demo methods, names in the request’s language, PayPo only within its limits', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/methods?amount=115',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const list = PaymentMethodsResponse.parse(res.json()).data;
    expect(list.map((m) => m.code)).toEqual(['blik', 'card', 'google_pay', 'mbank', 'pko', 'ing', 'pekao', 'paypo']);
    expect(list.find((m) => m.code === 'card')?.name).toBe('Payment card');
    expect(list.find((m) => m.code === 'paypo')).toEqual({
      code: 'paypo',
      name: 'PayPo — pay later',
      group: 'pay_later',
      min_amount: 40,
      max_amount: 3000,
    });
    const small = await t.app.inject({ method: 'GET', url: '/api/payment/methods?amount=20' });
    expect(PaymentMethodsResponse.parse(small.json()).data.map((m) => m.code)).not.toContain('paypo');
    const pl = await t.app.inject({ method: 'GET', url: '/api/payment/methods' });
    expect(PaymentMethodsResponse.parse(pl.json()).data.find((m) => m.code === 'card')?.name).toBe('Karta płatnicza');
  });

  it('confirms a 777xxx code about 2 s later through the signed notification path', async () => {
    const start = now;
    try {
      const { browser, placed, buyer } = await order();
      const res = await initiate(browser, placed, { method_code: 'blik', blik_code: '777123' });
      expect(res.statusCode).toBe(200);
      expect(InitiateBlikPaymentResponse.parse(res.json()).data).toMatchObject({
        provider: 'demo',
        status: 'pending',
        amount: 115,
      });
      expect(await statusOf(browser, placed)).toMatchObject({
        payment_status: 'pending',
        attempt: { status: 'pending', method_code: 'blik' },
      });
      // The poll after two seconds plays the outcome (the timer would too, in real time).
      now = new Date(start.getTime() + 2_500);
      const status = await statusOf(browser, placed);
      expect(status).toMatchObject({ payment_status: 'paid', outcome: 'success', attempt: { status: 'paid' } });
      const [row] = await db().select().from(payments).where(eq(payments.orderId, placed.id));
      expect(row.verifiedAt).not.toBeNull();
      expect(row.raw).toMatchObject({ sessionId: row.sessionId, sign: expect.any(String) });
      const mails = (await emailsTo(db(), buyer)).map((m) => m.template);
      expect(mails.filter((m) => m === 'order-payment-received')).toHaveLength(1);
    } finally {
      now = start;
    }
  });

  it('declines 000000 after the delay (its own timer); the order stays unpaid and can be paid again at once', async () => {
    const { browser, placed } = await order();
    const res = await initiate(browser, placed, { blik_code: '000000' });
    expect(res.statusCode).toBe(200);
    let status = await statusOf(browser, placed);
    for (let i = 0; i < 40 && status.attempt?.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await statusOf(browser, placed);
    }
    expect(status).toMatchObject({
      payment_status: 'failed',
      can_retry: true,
      attempt: { status: 'failed', method_code: 'blik' },
    });
    const again = await initiate(browser, placed, { method_code: 'blik', blik_code: '777001' });
    expect(again.statusCode).toBe(200);
    const card = await initiate(browser, placed, { method_code: 'card' });
    expect(card.statusCode).toBe(409);
  });

  it('answers 422 “invalid code” for other codes, in pl and en; the attempt is failed', async () => {
    const { browser, placed } = await order();
    const pl = await initiate(browser, placed, { method_code: 'blik', blik_code: '123456' });
    expect(pl.statusCode).toBe(422);
    expect(ErrorBody.parse(pl.json()).errors?.blik_code).toEqual([
      'Ten kod BLIK jest nieprawidłowy. Wygeneruj nowy kod w aplikacji banku.',
    ]);
    const en = await initiate(browser, placed, { method_code: 'blik', blik_code: '654321', locale: 'en' });
    expect(en.statusCode).toBe(422);
    const enBody = await t.app.inject({
      method: 'POST',
      url: '/api/payment/initiate',
      headers: { ...browser.headers(), 'accept-language': 'en' },
      remoteAddress: browser.ip,
      payload: { order_id: placed.id, guest_token: placed.guest_token, method_code: 'blik', blik_code: '12' },
    });
    expect(ErrorBody.parse(enBody.json()).errors?.blik_code).toEqual(['A BLIK code is exactly 6 digits.']);
    const rows = await db().select().from(payments).where(eq(payments.orderId, placed.id));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    const card = await initiate(browser, placed, { method_code: 'card' });
    expect(InitiatePaymentResponse.parse(card.json()).redirect_url).toMatch(/^\/pl\/payment\/demo\//);
  });
});

describe('payment methods without a gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_PAYMENTS: 'false' } });
  });
  afterAll(() => t.close());

  it('answers 503 payments_unavailable, as starting a payment does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/methods?amount=100' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payments_unavailable');
  });
});
