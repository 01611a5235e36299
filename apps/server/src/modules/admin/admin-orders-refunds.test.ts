import { AdminPaymentListResponse, OrderDetailsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { emailsTo, orderRequest, orderRow } from '../orders/orders.test-support';
import { type FakeP24, freePort, startFakeP24 } from '../payments/p24.test-support';
import { refundNotificationSign } from '../payments/p24-signature';
import {
  detailsOf,
  type GuestOrder,
  guestOrder,
  initiatePayment,
  staffCaller,
  staffTokens,
} from './admin-orders.test-support';

/**
 * Refunds staff order with Przelewy24 configured, against a fake Przelewy24 on loopback (the app listens so
 * the fake can deliver its payment notifications): partial and full refunds reach the provider with the
 * right amounts, never more than was paid; Przelewy24's later word on a refund (done or rejected) is taken only
 * when it is signed with the shop's key, and a rejected refund shows as money still to return.
 */
describe('admin: refunds through Przelewy24', () => {
  let t: TestApp;
  let p24: FakeP24;
  let call: ReturnType<typeof staffCaller>;
  const now = new Date('2026-11-03T11:00:00Z');
  let seq = 0;

  beforeAll(async () => {
    p24 = await startFakeP24();
    const port = await freePort();
    t = await buildTestApp({ clock: () => now, env: { ...p24.env, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    await t.app.listen({ port, host: '127.0.0.1' });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(async () => {
    await t.close();
    await p24.close();
  });

  async function paidThroughP24(price = 20_000): Promise<GuestOrder & { sessionId: string }> {
    seq += 1;
    const order = await guestOrder(t, { price, buyer: `p24.zwrot.${seq}@example.pl` });
    const sessionId = await initiatePayment(order);
    expect(await p24.pay(sessionId)).toBe(200);
    expect((await orderRow(t.database.db, order.placed.id)).paymentStatus).toBe('paid');
    return { ...order, sessionId };
  }

  const refundsOf = (sessionId: string) => p24.refunds.filter((r) => r.sessionId === sessionId);

  it('refunds part, then the rest; the provider is asked for exactly those amounts', async () => {
    // 200.00 zł: free delivery, so the order's total is the product's price.
    const order = await paidThroughP24();
    const url = `/api/admin/orders/${order.placed.id}/refunds`;

    const part = await call('accountant', 'POST', url, { amount: 49.99, reason: 'Przetarcie na rogu' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message).toBe(
      `A refund of PLN\u00a049.99 for order ${order.placed.order_number} has been ordered.`,
    );
    expect(detailsOf(part)).toMatchObject({
      payment_status: 'paid',
      money: { paid: 200, refunded: 49.99, refundable: 150.01 },
    });
    const session = p24.transactions.get(order.sessionId);
    expect(refundsOf(order.sessionId)).toEqual([
      expect.objectContaining({ amount: 4_999, orderId: session?.orderId, sessionId: order.sessionId }),
    ]);

    const over = await call('accountant', 'POST', url, { amount: 150.02, reason: 'Za dużo' }, 'pl');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: 'Zwrócić można najwyżej 150,01\u00a0zł.',
      errors: { amount: ['Kwota przekracza to, co zostało do zwrotu.'] },
    });
    for (const amount of [0, -5, 10.005]) {
      const bad = await call('accountant', 'POST', url, { amount, reason: 'Zła kwota' });
      expect(bad.statusCode, String(amount)).toBe(422);
      expect(bad.json().errors.amount).toEqual(['Enter an amount greater than zero with at most two decimal places.']);
    }
    const noReason = await call('accountant', 'POST', url, { amount: 10 });
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    expect(refundsOf(order.sessionId)).toHaveLength(1);

    const rest = detailsOf(await call('super_admin', 'POST', url, { amount: 150.01, reason: 'Reklamacja uznana' }));
    expect(rest).toMatchObject({
      payment_status: 'refunded',
      money: { paid: 200, refunded: 200, refundable: 0 },
    });
    expect(rest.payments[0]).toMatchObject({ provider: 'przelewy24', status: 'refunded', refunded: 200 });
    expect(rest.refunds.map((r) => [r.amount, r.status, r.reason])).toEqual([
      [49.99, 'completed', 'Przetarcie na rogu'],
      [150.01, 'completed', 'Reklamacja uznana'],
    ]);
    expect(rest.history.at(-1)).toMatchObject({ status: 'payment:refunded', by: { email: 'admin@atelier.pl' } });
    expect(refundsOf(order.sessionId).map((r) => r.amount)).toEqual([4_999, 15_001]);
    expect((await call('accountant', 'POST', url, { amount: 1, reason: 'Raz jeszcze' })).statusCode).toBe(409);

    const mails = (await emailsTo(t.database.db, order.buyer)).filter((m) => m.template === 'order-refund');
    expect(mails.map((m) => m.subject)).toEqual([
      `Zwrot za zamówienie ${order.placed.order_number}`,
      `Zwrot za zamówienie ${order.placed.order_number}`,
    ]);
    expect(mails[0].text).toContain('Zleciliśmy zwrot 49,99\u00a0zł');
  });

  it('cancelling after a partial refund returns only what is left', async () => {
    const order = await paidThroughP24(30_000);
    await call('accountant', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, { amount: 100, reason: 'Rabat' });
    const cancelled = detailsOf(
      await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/status`, { status: 'cancelled' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', money: { refundable: 0 } });
    expect(refundsOf(order.sessionId).map((r) => r.amount)).toEqual([10_000, 20_000]);
  });

  it('never refunds more than was paid when two staff members refund at the same moment', async () => {
    const order = await paidThroughP24();
    const url = `/api/admin/orders/${order.placed.id}/refunds`;
    const [first, second] = await Promise.all([
      call('accountant', 'POST', url, { amount: 120, reason: 'Pierwsza osoba' }),
      call('super_admin', 'POST', url, { amount: 120, reason: 'Druga osoba' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect(refundsOf(order.sessionId).map((r) => r.amount)).toEqual([12_000]);
    const details = detailsOf(await call('accountant', 'GET', `/api/admin/orders/${order.placed.id}`));
    expect(details.money).toEqual({ paid: 200, refunded: 120, refundable: 80 });
  });

  it('lists payments with their refunds, filtered by provider, status and search', async () => {
    const order = await paidThroughP24(25_000);
    await call('super_admin', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, { amount: 50, reason: 'Gratis' });
    const res = await call('manager', 'GET', `/api/admin/payments?provider=przelewy24&search=${order.buyer}`);
    const list = AdminPaymentListResponse.parse(res.json());
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      session_id: order.sessionId,
      provider_order_id: p24.transactions.get(order.sessionId)?.orderId,
      method_id: 154,
      amount: 250,
      status: 'paid',
      refunded: 50,
      refunds: [{ amount: 50, status: 'completed', reason: 'Gratis', requested_by: { email: 'admin@atelier.pl' } }],
    });
    const refunded = AdminPaymentListResponse.parse(
      (await call('manager', 'GET', '/api/admin/payments?status=refunded&per_page=100')).json(),
    );
    expect(refunded.data.every((p) => p.status === 'refunded')).toBe(true);
    expect(refunded.data.length).toBeGreaterThanOrEqual(2);
    expect((await call('manager', 'GET', '/api/admin/payments?provider=demo')).json().meta.total).toBe(0);
  });
  it('takes Przelewy24’s refund notification only when signed with the shop’s key', async () => {
    const order = await paidThroughP24(18_000);
    await call('accountant', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, { amount: 30, reason: 'Rabat' });
    const [sent] = refundsOf(order.sessionId);
    const genuine = p24.refundNotification(sent.requestId, 1) as Parameters<typeof refundNotificationSign>[0] & {
      requestId: string;
    };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/payment/p24/refund-status', payload: payload as never });
    const forged = { ...genuine, sign: refundNotificationSign({ ...genuine, crc: 'a-guessed-crc' }) };
    const otherAmount = { ...genuine, amount: 18_000, sign: 'f'.repeat(96) };
    const unknown = { ...genuine, requestId: 'no-such-request' };
    for (const payload of [forged, otherAmount, unknown, { status: 1 }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_notification');
    }
    // Nothing changed: the refund stands as the provider accepted it.
    const details = detailsOf(await call('accountant', 'GET', `/api/admin/orders/${order.placed.id}`));
    expect(details.refunds.map((r) => r.status)).toEqual(['completed']);
    expect(details.money).toEqual({ paid: 195, refunded: 30, refundable: 165 });

    // Przelewy24 confirms the refund done: it stays done, and saying so twice is harmless.
    expect(await p24.notifyRefund(sent.requestId, 0)).toBe(200);
    expect(await p24.notifyRefund(sent.requestId, 0)).toBe(200);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, sent.requestId));
    expect(row).toMatchObject({ status: 'completed', raw: expect.objectContaining({ status: 0 }) });
  });

  it('shows a refund Przelewy24 rejected as money still to return, to staff and to the customer', async () => {
    const order = await paidThroughP24(22_000);
    const cancel = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/cancel`, {
      token: order.placed.guest_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(detailsOf(await call('accountant', 'GET', `/api/admin/orders/${order.placed.id}`))).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      money: { paid: 220, refunded: 220, refundable: 0 },
    });
    const [sent] = refundsOf(order.sessionId);

    // Days later Przelewy24 reports the refund rejected (status 1), and may say it again.
    expect(await p24.notifyRefund(sent.requestId, 1)).toBe(200);
    expect(await p24.notifyRefund(sent.requestId, 1)).toBe(200);

    const details = detailsOf(await call('accountant', 'GET', `/api/admin/orders/${order.placed.id}`));
    expect(details).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      money: { paid: 220, refunded: 0, refundable: 220 },
    });
    expect(details.refunds.map((r) => [r.amount, r.status])).toEqual([[220, 'failed']]);
    expect(details.payments[0]).toMatchObject({ status: 'paid', refunded: 0 });
    expect(details.history.filter((h) => h.status === 'payment:refund_failed')).toEqual([
      expect.objectContaining({ label: 'the refund did not go through — we will send it again' }),
    ]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.sessionId, order.sessionId));
    expect(payment.status).toBe('paid');
    // The customer's order page says so too.
    const mine = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    expect(OrderDetailsResponse.parse(mine.json()).data.history.map((h) => h.label)).toContain(
      'zwrot płatności nie doszedł do skutku — zlecimy go ponownie',
    );

    // Staff refund again, and this time the money goes.
    const again = await call('accountant', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, {
      amount: 220,
      reason: 'Ponowny zwrot',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(detailsOf(again)).toMatchObject({ payment_status: 'refunded', money: { refunded: 220, refundable: 0 } });
    expect(refundsOf(order.sessionId).map((r) => r.amount)).toEqual([22_000, 22_000]);
  });
});
