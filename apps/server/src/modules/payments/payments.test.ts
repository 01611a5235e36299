import {
  DemoPaymentActionResponse,
  DemoPaymentSessionResponse,
  InitiatePaymentResponse,
  PaymentStatusResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, payments, refunds, shopSettings } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { Browser, emailsTo, orderRequest, orderRow, placeGuestOrder, stockOf } from '../orders/orders.test-support';
import { notificationSign } from './p24-signature';

/** Payments in a demo shop (DEMO_PAYMENTS=true, no Przelewy24): the demo gateway of docs/product-rules.md#payments drives the notification path. */
describe('payments with the demo gateway', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;
  const email = () => `platnik.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  async function orderAndInitiate(buyer = email()) {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }], {}, { email: buyer });
    const res = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: placed.total_amount,
      description: 'Zamówienie',
      method: 0,
      shipping: 0,
      locale: 'pl',
      guest_token: placed.guest_token,
    });
    expect(res.statusCode).toBe(200);
    const initiated = InitiatePaymentResponse.parse(res.json());
    return { browser, placed, initiated, product, buyer };
  }

  it('starts a demo payment and answers our own gateway page', async () => {
    const { initiated, placed } = await orderAndInitiate();
    expect(initiated.data.provider).toBe('demo');
    expect(initiated.redirect_url).toBe(`/pl/payment/demo/${initiated.data.session_id}`);
    expect(initiated.data.session_id.startsWith(`${placed.order_number}-`)).toBe(true);
    const session = await t.app.inject({ method: 'GET', url: `/api/payment/demo/${initiated.data.session_id}` });
    expect(DemoPaymentSessionResponse.parse(session.json()).data).toMatchObject({
      order_id: placed.id,
      order_number: placed.order_number,
      amount: 115,
      currency: 'PLN',
      status: 'pending',
      return_url: `/pl/payment/${placed.id}?token=${placed.guest_token}`,
    });
  });

  it('pays through the signed notification path: the order is paid once and the customer told once', async () => {
    const { browser, initiated, placed, buyer } = await orderAndInitiate();
    const pay = await browser.send('POST', `/api/payment/demo/${initiated.data.session_id}/pay`);
    expect(pay.statusCode).toBe(200);
    expect(DemoPaymentActionResponse.parse(pay.json())).toMatchObject({
      redirect_url: `/pl/payment/${placed.id}?token=${placed.guest_token}`,
      data: { status: 'paid' },
    });
    const status = await orderRequest(
      browser,
      'GET',
      `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`,
    );
    expect(PaymentStatusResponse.parse(status.json()).data).toMatchObject({
      payment_status: 'paid',
      outcome: 'success',
      can_retry: false,
      total_amount: 115,
    });
    const order = await orderRow(db(), placed.id);
    expect(order.paidAt?.toISOString()).toBe(now.toISOString());

    const [payment] = await db().select().from(payments).where(eq(payments.sessionId, initiated.data.session_id));
    expect(payment).toMatchObject({ status: 'paid', provider: 'demo' });
    expect(payment.verifiedAt).not.toBeNull();

    // Pressing Pay again, or replaying the very same notification, changes nothing.
    expect((await browser.send('POST', `/api/payment/demo/${initiated.data.session_id}/pay`)).statusCode).toBe(409);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/p24/status',
      payload: payment.raw as object,
    });
    expect(replay.statusCode).toBe(200);
    const mails = (await emailsTo(db(), buyer)).filter((m) => m.template === 'order-payment-received');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Otrzymaliśmy płatność za zamówienie ${placed.order_number}`);
    const paidEvents = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.id));
    expect(paidEvents.filter((e) => e.status === 'payment:paid')).toHaveLength(1);
    // Paid orders cannot be paid again.
    const again = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      guest_token: placed.guest_token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_paid');
  });

  it('refuses forged, mismatched, unknown and malformed notifications with 400 and changes nothing', async () => {
    const { initiated, placed } = await orderAndInitiate();
    const [payment] = await db().select().from(payments).where(eq(payments.sessionId, initiated.data.session_id));
    const fields = {
      merchantId: 0,
      posId: 0,
      sessionId: payment.sessionId,
      amount: payment.amount,
      originAmount: payment.amount,
      currency: 'PLN',
      orderId: 123456,
      methodId: 0,
      statement: 'forged',
    };
    const forged = { ...fields, sign: notificationSign({ ...fields, crc: 'guessed-crc' }) };
    for (const payload of [
      forged,
      { ...forged, sign: 'a'.repeat(96) },
      { ...forged, sessionId: 'LB-2026-999999-nope' },
      { hello: 'world' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/p24/status', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_notification');
    }
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('pending');
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after.status).toBe('pending');
  });

  it('marks a failed or cancelled demo payment and lets the customer try again', async () => {
    const { browser, initiated, placed } = await orderAndInitiate();
    const fail = await browser.send('POST', `/api/payment/demo/${initiated.data.session_id}/fail`);
    expect(DemoPaymentActionResponse.parse(fail.json()).data.status).toBe('failed');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`,
    });
    expect(PaymentStatusResponse.parse(status.json()).data).toMatchObject({
      payment_status: 'failed',
      outcome: 'failed',
      can_retry: true,
    });
    const retry = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      guest_token: placed.guest_token,
    });
    const second = InitiatePaymentResponse.parse(retry.json());
    expect(second.data.session_id).not.toBe(initiated.data.session_id);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('pending');
    await browser.send('POST', `/api/payment/demo/${second.data.session_id}/cancel`);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('cancelled');
    const third = InitiatePaymentResponse.parse(
      (
        await browser.send('POST', '/api/payment/initiate', { order_id: placed.id, guest_token: placed.guest_token })
      ).json(),
    );
    await browser.send('POST', `/api/payment/demo/${third.data.session_id}/pay`);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('paid');
  });

  it('refunds automatically a payment that arrives after the order was cancelled', async () => {
    const { browser, initiated, placed, buyer, product } = await orderAndInitiate();
    const cancel = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/cancel`, {
      token: placed.guest_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(db(), product.id)).toBe(5);
    const pay = await browser.send('POST', `/api/payment/demo/${initiated.data.session_id}/pay`);
    expect(pay.statusCode).toBe(200);
    const order = await orderRow(db(), placed.id);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [payment] = await db().select().from(payments).where(eq(payments.sessionId, initiated.data.session_id));
    expect(payment.status).toBe('refunded');
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ amount: 11_500, status: 'completed', reason: 'late_or_duplicate_payment' });
    const mail = (await emailsTo(db(), buyer)).find((m) => m.template === 'order-late-payment-refunded');
    expect(mail?.text).toContain('115,00\u00a0zł');
  });

  it('starts the payment of a guest order for the browser that placed it, from the first version’s body alone', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    // No guest_token and no header: the order's cookie, set with the order response, is what recognises it.
    const res = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: placed.total_amount,
      description: `Zamówienie ${placed.order_number}`,
      method: 0,
      shipping: 0,
      locale: 'pl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const initiated = InitiatePaymentResponse.parse(res.json());
    const session = await t.app.inject({ method: 'GET', url: `/api/payment/demo/${initiated.data.session_id}` });
    // Back from the gateway, the outcome page opens for the same browser (its return link carries the token too).
    expect(DemoPaymentSessionResponse.parse(session.json()).data.return_url).toBe(
      `/pl/payment/${placed.id}?token=${browser.orderCookies.get(`atelier_order_${placed.id}`)}`,
    );
  });

  it('never starts the payment of order B for the guest token of order A', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const a = await placeGuestOrder(new Browser(t), [{ productId: product.id }]);
    const b = await placeGuestOrder(new Browser(t), [{ productId: product.id }]);
    const attacker = new Browser(t);
    attacker.orderCookies.set(`atelier_order_${b.id}`, a.guest_token ?? '');
    const attempts = [
      attacker.send('POST', '/api/payment/initiate', { order_id: b.id, guest_token: a.guest_token }),
      attacker.send(
        'POST',
        '/api/payment/initiate',
        { order_id: b.id },
        { headers: { 'x-order-token': a.guest_token ?? '' } },
      ),
      attacker.send('POST', '/api/payment/initiate', { order_id: b.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await db().select().from(payments).where(eq(payments.orderId, b.id))).toEqual([]);
  });

  it('checks who starts a payment and what amount they expect', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t, 'en');
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    const anonymous = await new Browser(t).send('POST', '/api/payment/initiate', { order_id: placed.id });
    expect(anonymous.statusCode).toBe(404);
    const wrongAmount = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: 1,
      guest_token: placed.guest_token,
    });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toBe(
      'The payment amount does not match the order total. Please reload the order page.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/demo/LB-2026-000001-nope' })).statusCode).toBe(404);
  });
});

/**
 * A shop without Przelewy24 that did not switch the demo on (DEMO_PAYMENTS unset): nobody can pay online — the
 * customer is told so in their language — and nothing a customer sends can mark an order paid, not even a
 * demo session left from the time the demo was on, paid through its page or by a notification signed with
 * its key. The same holds for a real production process (ops/payments-off.test.ts).
 */
describe('payments with no gateway configured', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  it('refuses online payment with 503 in the request’s language and keeps the order payable later', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    const body = { order_id: placed.id, amount: placed.total_amount, method: 0, shipping: 0, locale: 'pl' };
    const pl = await browser.send('POST', '/api/payment/initiate', body);
    expect(pl.statusCode).toBe(503);
    expect(pl.json()).toMatchObject({
      code: 'payments_unavailable',
      message:
        'Płatności online są chwilowo niedostępne. Zamówienie czeka na płatność — spróbuj później lub napisz do nas.',
    });
    const en = await browser.send('POST', '/api/payment/initiate', body, { headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toBe(
      'Online payment is not available at the moment. Your order is waiting for payment — please try later or write to us.',
    );
    expect(await db().select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([]);
    expect(await orderRow(db(), placed.id)).toMatchObject({ status: 'in_preparation', paymentStatus: 'pending' });
  });

  it('pays no demo session, neither through its page nor by a notification signed with the demo key', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    // A session left from when the demo gateway was on, and its signing key in the database.
    const sessionId = `${placed.order_number}-left-from-the-demo`;
    await db().insert(payments).values({ orderId: placed.id, provider: 'demo', sessionId, amount: 11_500 });
    const crc = 'demo-key-known-to-nobody-0123456789';
    await db().insert(shopSettings).values({ key: 'demo_payment_crc', value: crc });

    expect((await browser.send('GET', `/api/payment/demo/${sessionId}`)).statusCode).toBe(404);
    for (const action of ['pay', 'fail', 'cancel']) {
      expect((await browser.send('POST', `/api/payment/demo/${sessionId}/${action}`)).statusCode).toBe(404);
    }
    const fields = {
      merchantId: 0,
      posId: 0,
      sessionId,
      amount: 11_500,
      originAmount: 11_500,
      currency: 'PLN',
      orderId: 424242,
      methodId: 0,
      statement: 'p24-demo',
    };
    const notification = await t.app.inject({
      method: 'POST',
      url: '/api/payment/p24/status',
      payload: { ...fields, sign: notificationSign({ ...fields, crc }) },
    });
    expect(notification.statusCode).toBe(400);
    expect(await orderRow(db(), placed.id)).toMatchObject({ paymentStatus: 'pending', paidAt: null });
    const [payment] = await db().select().from(payments).where(eq(payments.sessionId, sessionId));
    expect(payment.status).toBe('pending');
  });
});
