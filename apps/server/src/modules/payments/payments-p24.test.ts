import { InitiatePaymentResponse, PaymentStatusResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, payments, refunds } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { Browser, emailsTo, orderRequest, orderRow, placeGuestOrder } from '../orders/orders.test-support';
import { FAKE_P24, type FakeP24, freePort, startFakeP24 } from './p24.test-support';
import { notificationSign } from './p24-signature';

/**
 * Przelewy24 configured, pointed at a fake Przelewy24 on loopback. The app listens on loopback too, so the
 * fake can deliver its notifications to the urlStatus it was given, as the real one does.
 */
describe('payments with Przelewy24', () => {
  let t: TestApp;
  let p24: FakeP24;
  let publicUrl: string;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;

  beforeAll(async () => {
    p24 = await startFakeP24();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ clock: () => now, env: { ...p24.env, PUBLIC_URL: publicUrl } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await p24.close();
  });

  async function orderAndInitiate() {
    seq += 1;
    const buyer = `p24.${seq}@example.pl`;
    const product = await makeProduct(db(), { price: 24_900, stock: 5 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }], {}, { email: buyer });
    const res = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      amount: placed.total_amount,
      locale: 'pl',
      guest_token: placed.guest_token,
    });
    expect(res.statusCode).toBe(200);
    const initiated = InitiatePaymentResponse.parse(res.json());
    return { browser, placed, initiated, buyer, session: p24.sessionOf(placed.order_number) };
  }

  const verifyCalls = () => p24.requests.filter((r) => r === 'PUT /api/v1/transaction/verify').length;
  const paidEvents = async (orderId: number) =>
    (await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).filter(
      (e) => e.status === 'payment:paid',
    ).length;

  it('registers a signed transaction and sends the customer to Przelewy24’s payment page', async () => {
    const { initiated, placed, session, buyer } = await orderAndInitiate();
    expect(initiated.data.provider).toBe('przelewy24');
    expect(initiated.redirect_url).toBe(`${p24.baseUrl}/trnRequest/${session.token}`);
    expect(session.register).toMatchObject({
      merchantId: FAKE_P24.merchantId,
      posId: FAKE_P24.posId,
      amount: 24_900,
      currency: 'PLN',
      country: 'PL',
      language: 'pl',
      email: buyer,
      urlStatus: `${publicUrl}/api/payment/p24/status`,
      urlReturn: `${publicUrl}/pl/payment/${placed.id}?token=${placed.guest_token}`,
      additional: { shipping: { type: 2 } },
    });
  });

  it('marks the order paid from a notification, verifying once; a repeated notification is harmless', async () => {
    const { placed, session, buyer } = await orderAndInitiate();
    const before = verifyCalls();
    expect(await p24.pay(session.sessionId)).toBe(200);
    expect(verifyCalls()).toBe(before + 1);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('paid');
    expect(session.status).toBe(2);

    const repeat = await fetch(session.urlStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(p24.notification(session.sessionId)),
    });
    expect(repeat.status).toBe(200);
    expect(verifyCalls()).toBe(before + 1);
    expect(await paidEvents(placed.id)).toBe(1);
    expect((await emailsTo(db(), buyer)).filter((m) => m.template === 'order-payment-received')).toHaveLength(1);
  });

  it('refuses a notification whose amount differs even when signed with the right key', async () => {
    const { placed, session } = await orderAndInitiate();
    p24.markPaid(session.sessionId);
    const note = p24.notification(session.sessionId) as Record<string, number | string>;
    const fields = { ...note, amount: 100, originAmount: 100 } as Parameters<typeof notificationSign>[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/p24/status',
      payload: { ...fields, sign: notificationSign({ ...fields, crc: FAKE_P24.crc }) },
    });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('pending');
  });

  it('settles on the customer’s return when the notification has not come yet', async () => {
    const { browser, placed, session } = await orderAndInitiate();
    const waiting = await orderRequest(
      browser,
      'GET',
      `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`,
    );
    expect(PaymentStatusResponse.parse(waiting.json()).data.outcome).toBe('processing');
    p24.markPaid(session.sessionId);
    const back = await orderRequest(
      browser,
      'GET',
      `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`,
    );
    expect(PaymentStatusResponse.parse(back.json()).data).toMatchObject({ outcome: 'success', payment_status: 'paid' });
    expect(session.status).toBe(2);
  });

  it('lets the notification and the return race and still marks the order paid exactly once', async () => {
    const { browser, placed, session, buyer } = await orderAndInitiate();
    p24.markPaid(session.sessionId);
    const poll = () =>
      orderRequest(browser, 'GET', `/api/orders/${placed.id}/payment-status?token=${placed.guest_token}`);
    const notify = () =>
      fetch(session.urlStatus, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(p24.notification(session.sessionId)),
      });
    const [n1, p1, n2, p2] = await Promise.all([notify(), poll(), notify(), poll()]);
    expect([n1.status, n2.status]).toEqual([200, 200]);
    expect([p1.statusCode, p2.statusCode]).toEqual([200, 200]);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(placed.id)).toBe(1);
    expect((await emailsTo(db(), buyer)).filter((m) => m.template === 'order-payment-received')).toHaveLength(1);
    const rows = await db().select().from(payments).where(eq(payments.orderId, placed.id));
    expect(rows.map((r) => r.status)).toEqual(['paid']);
  });

  it('leaves the order unpaid when verification fails, so Przelewy24’s next notification can settle it', async () => {
    const { placed, session } = await orderAndInitiate();
    p24.verifyFails = true;
    try {
      expect(await p24.pay(session.sessionId)).toBe(502);
      expect((await orderRow(db(), placed.id)).paymentStatus).toBe('pending');
    } finally {
      p24.verifyFails = false;
    }
    expect(await p24.pay(session.sessionId)).toBe(200);
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('paid');
  });

  it('refunds through Przelewy24 when a paid order is cancelled', async () => {
    const { browser, placed, session, buyer } = await orderAndInitiate();
    await p24.pay(session.sessionId);
    const cancel = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/cancel`, {
      token: placed.guest_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(
      `Anulowaliśmy zamówienie ${placed.order_number}. Zwrot płatności został zlecony.`,
    );
    expect(p24.refunds.filter((r) => r.sessionId === session.sessionId)).toEqual([
      expect.objectContaining({
        orderId: session.orderId,
        amount: 24_900,
        urlStatus: `${publicUrl}/api/payment/p24/refund-status`,
      }),
    ]);
    const [payment] = await db().select().from(payments).where(eq(payments.sessionId, session.sessionId));
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund.status).toBe('completed');
    expect((await orderRow(db(), placed.id)).paymentStatus).toBe('refunded');
    const mail = (await emailsTo(db(), buyer)).find((m) => m.template === 'order-cancelled');
    expect(mail?.text).toContain('Zleciliśmy zwrot 249,00\u00a0zł');
  });
});
