import { OrderDetailsResponse, WithdrawResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, withdrawals } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { paymentGateways } from '../payments/payment-gateways';
import { addBusinessDays, endOfPeriod } from './business-days';
import { cancelOverdueOrders } from './order-cancelling';
import { startOrderJobs } from './order-jobs';
import {
  Browser,
  customerBody,
  emailsTo,
  orderRequest,
  orderRow,
  placeGuestOrder,
  postOrder,
  stockOf,
} from './orders.test-support';

describe('after an order is placed', () => {
  let t: TestApp;
  // Friday 6 November 2026, 15:00 in Warsaw. The clock moves forward in some tests.
  const start = new Date('2026-11-06T14:00:00Z');
  let now = start;
  const db = () => t.database.db;
  let seq = 0;
  const email = () => `po.zamowieniu.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const jobContext = () => ({
    db: db(),
    config: t.config,
    gateways: paymentGateways(t.config, db()),
    now,
    locale: 'pl' as const,
    log: t.app.log,
  });

  describe('cancellation', () => {
    it('cancels an order in preparation, puts the stock back and tells the customer; only once', async () => {
      now = start;
      const product = await makeProduct(db(), { price: 10_000, stock: 4 });
      const customer = new Browser(t);
      const { email: account } = await customer.register();
      await customer.add(product.id, 2);
      const placed = (await postOrder(customer, customerBody(await customer.cart(), account))).json().data;
      expect(await stockOf(db(), product.id)).toBe(2);

      const stranger = new Browser(t);
      await stranger.register();
      expect((await stranger.send('POST', `/api/orders/${placed.id}/cancel`)).statusCode).toBe(404);

      const res = await customer.send('POST', `/api/orders/${placed.id}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(`Anulowaliśmy zamówienie ${placed.order_number}.`);
      expect(OrderDetailsResponse.shape.data.parse(res.json().data)).toMatchObject({
        status: 'cancelled',
        status_label: 'anulowane',
        payment_status: 'cancelled',
        can_cancel: false,
        can_pay: false,
      });
      expect(await stockOf(db(), product.id)).toBe(4);
      const mail = (await emailsTo(db(), account)).find((m) => m.template === 'order-cancelled');
      expect(mail?.text).toContain(`Zgodnie z Twoją prośbą anulowaliśmy zamówienie ${placed.order_number}.`);

      const again = await customer.send('POST', `/api/orders/${placed.id}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('cancel_not_allowed');
      expect(await stockOf(db(), product.id)).toBe(4);
    });

    it('refuses to cancel a shipped order', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 4 });
      const browser = new Browser(t, 'en');
      const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
      await db().update(orders).set({ status: 'shipped', paymentStatus: 'paid' }).where(eq(orders.id, placed.id));
      const res = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/cancel`, { token: placed.guest_token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An order can only be cancelled while it is in preparation.');
      expect(await stockOf(db(), product.id)).toBe(3);
    });
  });

  describe('unpaid orders', () => {
    it('are cancelled and restocked once 3 business days have passed, by a job that keeps no state', async () => {
      now = start;
      const product = await makeProduct(db(), { price: 10_000, stock: 3 });
      const buyer = email();
      const unpaid = await placeGuestOrder(new Browser(t), [{ productId: product.id }], {}, { email: buyer });
      const paid = await placeGuestOrder(new Browser(t), [{ productId: product.id }]);
      await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid.id));
      // Friday 15:00 + 3 business days = Thursday 15:00 (Warsaw): Wednesday 11 November is a holiday.
      expect(unpaid.payment_due_at).toBe('2026-11-12T14:00:00.000Z');
      expect(await stockOf(db(), product.id)).toBe(1);

      now = new Date('2026-11-12T13:59:00Z');
      expect(await cancelOverdueOrders(jobContext())).toBe(0);
      expect((await orderRow(db(), unpaid.id)).status).toBe('in_preparation');

      // A "restarted" server: a fresh job runner reads everything from the database.
      now = new Date('2026-11-12T14:00:00Z');
      const jobs = startOrderJobs({
        config: t.config,
        db: db(),
        log: t.app.log,
        clock: () => now,
        intervalMs: 3_600_000,
      });
      await jobs.runNow();
      await jobs.stop();
      expect(await orderRow(db(), unpaid.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
      expect((await orderRow(db(), paid.id)).status).toBe('in_preparation');
      expect(await stockOf(db(), product.id)).toBe(2);
      const mail = (await emailsTo(db(), buyer)).find((m) => m.template === 'order-cancelled');
      expect(mail?.text).toContain('nie otrzymaliśmy płatności w ciągu 3 dni roboczych');
      expect(await cancelOverdueOrders(jobContext())).toBe(0);
      now = start;
    });

    it('count business days on the Warsaw calendar, skipping weekends and Polish holidays', () => {
      // Thursday 24 December 2026 is a holiday from 2025; 25 and 26 December too.
      expect(addBusinessDays(new Date('2026-12-23T09:00:00Z'), 3).toISOString()).toBe('2026-12-30T09:00:00.000Z');
      // Across the end of summer time (25 October 2026) the clock time stays 10:00 in Warsaw.
      expect(addBusinessDays(new Date('2026-10-23T08:00:00Z'), 1).toISOString()).toBe('2026-10-26T09:00:00.000Z');
      // Easter Monday 6 April 2026.
      expect(addBusinessDays(new Date('2026-04-03T08:00:00Z'), 1).toISOString()).toBe('2026-04-07T08:00:00.000Z');
    });
  });

  describe('withdrawal from the contract', () => {
    async function deliveredOrder(deliveredAt: Date, info: { email?: string } = {}) {
      const product = await makeProduct(db(), { price: 10_000, stock: 4 });
      const browser = new Browser(t);
      const placed = await placeGuestOrder(browser, [{ productId: product.id }], {}, info);
      await db()
        .update(orders)
        .set({ status: 'delivered', paymentStatus: 'paid', deliveredAt })
        .where(eq(orders.id, placed.id));
      return { browser, placed };
    }

    it('is available only after delivery and confirms receipt with the date and time by e-mail', async () => {
      now = start;
      const buyer = email();
      const product = await makeProduct(db(), { price: 10_000, stock: 4 });
      const browser = new Browser(t);
      const placed = await placeGuestOrder(browser, [{ productId: product.id }], {}, { email: buyer });
      const body = { name: 'Anna Kowalska', email: buyer, reason: 'Kolor inny niż oczekiwałam' };
      const early = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/withdraw`, {
        token: placed.guest_token,
        payload: body,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('withdrawal_not_available');

      // Delivered Monday 9 November; the 14 days end on Monday 23 November.
      await db()
        .update(orders)
        .set({ status: 'delivered', paymentStatus: 'paid', deliveredAt: new Date('2026-11-09T11:00:00Z') })
        .where(eq(orders.id, placed.id));
      now = new Date('2026-11-23T20:00:00Z');
      const view = OrderDetailsResponse.parse(
        (await orderRequest(browser, 'GET', `/api/orders/${placed.id}`, { token: placed.guest_token })).json(),
      ).data;
      expect(view.withdrawal).toEqual({ available: true, deadline: '2026-11-23T22:59:59.999Z', submitted_at: null });

      const res = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/withdraw`, {
        token: placed.guest_token,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      const answer = WithdrawResponse.parse(res.json());
      expect(answer.data).toMatchObject({ order_id: placed.id, submitted_at: now.toISOString() });
      expect(answer.message).toContain('23 listopada 2026');
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.orderId, placed.id));
      expect(row).toMatchObject({ name: 'Anna Kowalska', reason: 'Kolor inny niż oczekiwałam' });
      expect(row.confirmedEmailId).not.toBeNull();
      const mail = (await emailsTo(db(), buyer)).find((m) => m.template === 'order-withdrawal-received');
      expect(mail?.text).toContain('23 listopada 2026 21:00');
      expect(mail?.text).toContain(placed.order_number);

      const twice = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/withdraw`, {
        token: placed.guest_token,
        payload: body,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('withdrawal_exists');
      now = start;
    });

    it('ends after 14 days', async () => {
      const { browser, placed } = await deliveredOrder(new Date('2026-11-09T11:00:00Z'));
      now = new Date('2026-11-23T23:00:00Z');
      const res = await orderRequest(browser, 'POST', `/api/orders/${placed.id}/withdraw`, {
        token: placed.guest_token,
        payload: { name: 'Anna Kowalska', email: 'anna.kowalska@example.pl' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'withdrawal_expired' });
      expect(res.json().message).toContain('23 listopada 2026');
      expect(res.json().message).toContain('Termin 14 dni na odstąpienie od umowy minął');
      now = start;
    });

    it('lets a guest withdraw with the order number and the order’s e-mail', async () => {
      now = new Date('2026-11-10T10:00:00Z');
      const buyer = email();
      const { placed } = await deliveredOrder(new Date('2026-11-09T11:00:00Z'), { email: buyer });
      const guest = new Browser(t, 'en');
      const wrong = await guest.send('POST', '/api/orders/withdraw', {
        order_number: placed.order_number,
        name: 'Anna Kowalska',
        email: 'someone.else@example.pl',
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('We could not find an order with this number and e-mail address.');
      const ok = await guest.send('POST', '/api/orders/withdraw', {
        order_number: placed.order_number.toLowerCase(),
        name: 'Anna Kowalska',
        email: buyer.toUpperCase(),
      });
      expect(ok.statusCode).toBe(200);
      expect(WithdrawResponse.parse(ok.json()).data.order_number).toBe(placed.order_number);
      now = start;
    });

    it('follows the civil code when the period ends on a weekend', () => {
      // Delivered Saturday 7 November: 14 days end on Saturday 21 November, moved to Monday 23 November.
      expect(endOfPeriod(new Date('2026-11-07T10:00:00Z'), 14).toISOString()).toBe('2026-11-23T22:59:59.999Z');
    });
  });
});
