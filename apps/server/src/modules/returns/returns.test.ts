import {
  AdminReturnListResponse,
  AdminReturnResponse,
  OrderDetailsResponse,
  ReturnCreateResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, refunds, returns, withdrawals } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type GuestOrder, guestOrder, payWithDemo, staffCaller, staffTokens } from '../admin/admin-orders.test-support';
import { Browser, emailsTo, orderRequest, orderRow, stockOf } from '../orders/orders.test-support';

/**
 * Returns within 90 days of delivery (docs/product-rules.md#after-sale): the statutory withdrawal in the first 14
 * days, the voluntary return later; money back for returns announced up to day 30, a gift card after it; staff
 * receive, inspect and settle; bad input answered in the request's language; a double click makes one return.
 */
describe('returns', () => {
  let t: TestApp;
  let call: ReturnType<typeof staffCaller>;
  // Monday 2 November 2026, 10:00 in Warsaw; each test moves the clock on from the day of delivery.
  const start = new Date('2026-11-02T09:00:00Z');
  let now = start;
  const db = () => t.database.db;
  let seq = 0;
  const DAY = 24 * 60 * 60 * 1000;
  let signedInAt = start;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: start });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  /** A paid guest order of `quantity` pieces at 100 zł, shipped and delivered `daysAgo` days before today. */
  async function deliveredOrder(input: { daysAgo: number; quantity?: number; locale?: 'pl' | 'en' }) {
    now = start;
    const order = await guestOrder(t, {
      price: 10_000,
      quantity: input.quantity ?? 1,
      buyer: `zwroty.${++seq}@example.pl`,
      locale: input.locale,
    });
    await payWithDemo(order);
    const url = `/api/admin/orders/${order.placed.id}/status`;
    expect(
      (await call('manager', 'POST', url, { status: 'shipped', tracking_number: '680000000000000000000001' }))
        .statusCode,
    ).toBe(200);
    now = new Date(start.getTime() + input.daysAgo * DAY);
    // Staff sign in again when the clock jumped far: a token lapses after 30 days without use.
    if (Math.abs(now.getTime() - signedInAt.getTime()) > 20 * DAY) {
      call = staffCaller(t, await staffTokens(t));
      signedInAt = now;
    }
    const deliveredOn = start.toISOString().slice(0, 10);
    const delivered = await call('manager', 'POST', url, { status: 'delivered', delivered_on: deliveredOn });
    expect(delivered.statusCode, delivered.body).toBe(200);
    if (input.daysAgo > 0) {
      expect(delivered.json().message).toBe(
        `Order ${order.placed.order_number} marked as delivered on 2 November 2026. The withdrawal and return periods count from that day.`,
      );
    }
    return order;
  }

  const lineIdOf = async (order: GuestOrder) => (await details(order)).lines[0].id;

  async function details(order: GuestOrder) {
    const res = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return OrderDetailsResponse.parse(res.json()).data;
  }

  function startReturn(order: GuestOrder, payload: Record<string, unknown>, browser = order.browser) {
    return orderRequest(browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
      token: browser === order.browser ? order.placed.guest_token : null,
      payload,
    });
  }

  const staff = (method: 'GET' | 'POST', path: string, payload?: unknown, locale: 'pl' | 'en' = 'en') =>
    call('manager', method, `/api/admin${path}`, payload, locale);

  async function receiveAndAccept(returnId: number) {
    expect((await staff('POST', `/returns/${returnId}/receive`)).statusCode).toBe(200);
    const view = AdminReturnResponse.parse((await staff('GET', `/returns/${returnId}`)).json()).data;
    const inspected = await staff('POST', `/returns/${returnId}/inspect`, {
      lines: view.lines.map((l) => ({ id: l.id, outcome: 'accepted' })),
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
  }

  it('day 40: a voluntary return with an InPost code, settled with a gift card; stock back, order returned', async () => {
    const order = await deliveredOrder({ daysAgo: 40 });
    const stockBefore = await stockOf(db(), order.productId);
    const window = (await details(order)).return_window;
    expect(window).toMatchObject({ available: true, kind_now: 'voluntary', settlement_now: 'gift_card' });
    expect(window.return_address).toBe('Atelier, ul. Ruska 46, 50-079 Wrocław');

    const res = await startReturn(order, {
      lines: [{ order_item_id: await lineIdOf(order), quantity: 1 }],
      reason: 'wrong_size',
      method: 'inpost_code',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = ReturnCreateResponse.parse(res.json()).data;
    expect(created).toMatchObject({ status: 'registered', kind: 'voluntary' });
    expect(created.return_number).toMatch(/^ZW-2026-\d{6}$/);
    expect(created.inpost_code).toMatch(/^\d{10}$/);
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'return-registered');
    expect(mail?.subject).toContain(created.return_number);
    expect(mail?.text).toContain(`Twój kod zwrotu InPost: ${created.inpost_code}`);
    expect(mail?.text).toContain('ul. Ruska 46, 50-079 Wrocław');
    expect(mail?.text).toContain('kartą podarunkową');

    const view = await details(order);
    expect(view.returns).toEqual([
      expect.objectContaining({
        return_number: created.return_number,
        kind: 'voluntary',
        status: 'registered',
        settlement: 'gift_card',
        inpost_code: created.inpost_code,
        reason_label: 'Nieodpowiedni rozmiar',
      }),
    ]);
    expect(view.return_window.available).toBe(false);

    const list = AdminReturnListResponse.parse(
      (await staff('GET', `/returns?status=registered&search=${order.buyer}`)).json(),
    );
    expect(list.data.map((r) => r.return_number)).toEqual([created.return_number]);
    expect(list.data[0]).toMatchObject({ value: 100, items_count: 1, kind: 'voluntary' });

    const early = await staff('POST', `/returns/${created.id}/settle`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Inspect every line of the return first.');
    await receiveAndAccept(created.id);
    expect((await emailsTo(db(), order.buyer)).some((m) => m.template === 'return-received')).toBe(true);

    const settled = await staff('POST', `/returns/${created.id}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().message).toBe(
      `Return ${created.return_number} settled with a gift card for PLN\u00a0100.00.`,
    );
    const [card] = await db().select().from(giftCards).where(eq(giftCards.returnId, created.id));
    expect(card).toMatchObject({ kind: 'return', initialGrosze: 10_000, email: order.buyer });
    const mails = await emailsTo(db(), order.buyer);
    expect(mails.some((m) => m.template === 'gift-card')).toBe(true);
    expect(mails.find((m) => m.template === 'return-settled')?.text).toContain(card.codeLast4);
    expect(await stockOf(db(), order.productId)).toBe(stockBefore + 1);
    const row = await orderRow(db(), order.placed.id);
    expect(row).toMatchObject({ status: 'returned', paymentStatus: 'paid' });
    expect((await staff('POST', `/returns/${created.id}/settle`)).json().code).toBe('return_settled');
  });

  it('day 20: a voluntary return is refunded in money through the payment', async () => {
    const order = await deliveredOrder({ daysAgo: 20, quantity: 2 });
    const res = await startReturn(order, {
      lines: [{ order_item_id: await lineIdOf(order), quantity: 1 }],
      reason: 'changed_mind',
      method: 'own',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = ReturnCreateResponse.parse(res.json()).data;
    expect(created.inpost_code).toBeUndefined();
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'return-registered');
    expect(mail?.text).toContain(`Włóż do środka kartkę z numerem zwrotu ${created.return_number}`);
    await receiveAndAccept(created.id);
    const settled = await staff('POST', `/returns/${created.id}/settle`);
    expect(settled.json().message).toBe(
      `Return ${created.return_number} settled: a refund of PLN\u00a0100.00 was ordered.`,
    );
    const ret = await db().select().from(returns).where(eq(returns.id, created.id));
    expect(ret[0]).toMatchObject({ settlement: 'refund', settledAmount: 10_000 });
    const [refund] = await db().select().from(refunds).where(eq(refunds.id, ret[0].refundIds[0]));
    expect(refund.amount).toBe(10_000);
    // One of two pieces is back: the order stays delivered, and one piece may still be returned.
    const view = await details(order);
    expect(view.status).toBe('delivered');
    expect(view.return_window.returnable).toEqual([{ order_item_id: view.lines[0].id, quantity: 1 }]);
  });

  it('day 5: the return is the statutory withdrawal — statement recorded, one list, delivery refunded with the whole order', async () => {
    const order = await deliveredOrder({ daysAgo: 5 });
    expect((await details(order)).return_window.kind_now).toBe('withdrawal');
    const res = await startReturn(order, {
      lines: [{ order_item_id: await lineIdOf(order), quantity: 1 }],
      reason: 'other',
      comment: 'Kolor inny niż na zdjęciu',
      method: 'inpost_code',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = ReturnCreateResponse.parse(res.json()).data;
    expect(created.kind).toBe('withdrawal');
    const [statement] = await db().select().from(withdrawals).where(eq(withdrawals.orderId, order.placed.id));
    expect(statement).toMatchObject({ reason: 'Inny powód: Kolor inny niż na zdjęciu', email: order.buyer });
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'return-registered');
    expect(mail?.text).toContain('otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy');
    expect(statement.confirmedEmailId).not.toBeNull();
    // The whole-order withdrawal form knows a statement is already in.
    const again = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/withdraw`, {
      token: order.placed.guest_token,
      payload: { name: 'Anna Kowalska', email: order.buyer },
    });
    expect(again.json().code).toBe('withdrawal_exists');

    await receiveAndAccept(created.id);
    const settled = await staff('POST', `/returns/${created.id}/settle`);
    // 100 zł for the bag and 15 zł for the delivery the customer paid.
    expect(settled.json().message).toBe(
      `Return ${created.return_number} settled: a refund of PLN\u00a0115.00 was ordered.`,
    );
    expect(await orderRow(db(), order.placed.id)).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });
    const [done] = await db().select().from(withdrawals).where(eq(withdrawals.orderId, order.placed.id));
    expect(done.completedAt).not.toBeNull();
  });

  it('the whole-order withdrawal form registers a return too, which completing the withdrawal settles', async () => {
    const order = await deliveredOrder({ daysAgo: 3 });
    const withdrawn = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/withdraw`, {
      token: order.placed.guest_token,
      payload: { name: 'Anna Kowalska', email: order.buyer, reason: 'Za mała' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [ret] = (await details(order)).returns;
    expect(ret).toMatchObject({ kind: 'withdrawal', method: 'own', status: 'registered' });
    const admin = await call('manager', 'GET', `/api/admin/orders/${order.placed.id}`);
    const withdrawalId = admin.json().data.withdrawals[0].id;
    const completed = await call(
      'manager',
      'POST',
      `/api/admin/orders/${order.placed.id}/withdrawals/${withdrawalId}/complete`,
      {
        restock: true,
      },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const [after] = (await details(order)).returns;
    expect(after).toMatchObject({ status: 'settled', settlement: 'refund', settled_amount: 115 });
  });

  it('refuses bad returns with a clear 4xx in the request’s language', async () => {
    const notDelivered = await guestOrder(t, { price: 10_000, buyer: `zwroty.${++seq}@example.pl` });
    const undelivered = await startReturn(notDelivered, {
      lines: [{ order_item_id: 1, quantity: 1 }],
      reason: 'changed_mind',
      method: 'own',
    });
    expect(undelivered.statusCode).toBe(409);
    expect(undelivered.json()).toMatchObject({
      code: 'return_not_delivered',
      message: 'Zwrot możesz zgłosić po doręczeniu zamówienia.',
    });

    const order = await deliveredOrder({ daysAgo: 10, quantity: 2 });
    const lineId = await lineIdOf(order);
    const tooMany = await startReturn(order, {
      lines: [{ order_item_id: lineId, quantity: 3 }],
      reason: 'changed_mind',
      method: 'own',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      message: expect.stringMatching(/^Możesz zwrócić najwyżej 2 szt\. produktu /),
      errors: { 'lines.0.quantity': ['Tylu sztuk nie możesz już zwrócić.'] },
    });

    const english = new Browser(t, 'en');
    const otherLine = await startReturn(order, {
      lines: [{ order_item_id: lineId + 100_000, quantity: 1 }],
      reason: 'changed_mind',
      method: 'own',
    });
    expect(otherLine.statusCode).toBe(422);
    expect(otherLine.json().errors['lines.0.order_item_id']).toEqual(['Tego produktu nie ma w tym zamówieniu.']);

    // Someone else's order: 404, whatever they send.
    const stranger = await orderRequest(english, 'POST', `/api/orders/${order.placed.id}/returns`, {
      payload: { lines: [{ order_item_id: lineId, quantity: 1 }], reason: 'changed_mind', method: 'own' },
    });
    expect(stranger.statusCode).toBe(404);

    // Day 90 after 2 November is Sunday 31 January, so the period runs to the end of Monday 1 February.
    const late = await deliveredOrder({ daysAgo: 92 });
    const expired = await startReturn(late, {
      lines: [{ order_item_id: await lineIdOf(late), quantity: 1 }],
      reason: 'changed_mind',
      method: 'own',
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('return_expired');
    expect(expired.json().message).toMatch(/^Termin 90 dni na zwrot minął /);
    expect((await details(late)).return_window).toMatchObject({ available: false, kind_now: null });
  });

  it('a double click registers one return; the second request is told the pieces are already on their way', async () => {
    const order = await deliveredOrder({ daysAgo: 35 });
    const payload = {
      lines: [{ order_item_id: await lineIdOf(order), quantity: 1 }],
      reason: 'quality',
      method: 'inpost_code',
    };
    const [first, second] = await Promise.all([startReturn(order, payload), startReturn(order, payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'return_already_registered',
      message: 'Te produkty są już w zgłoszonym zwrocie.',
    });
    expect(await db().select().from(returns).where(eq(returns.orderId, order.placed.id))).toHaveLength(1);
  });

  it('staff reject a line only with a reason; a rejected line is neither paid back nor restocked', async () => {
    const order = await deliveredOrder({ daysAgo: 50 });
    const stockBefore = await stockOf(db(), order.productId);
    const created = ReturnCreateResponse.parse(
      (
        await startReturn(order, {
          lines: [{ order_item_id: await lineIdOf(order), quantity: 1 }],
          reason: 'changed_mind',
          method: 'own',
        })
      ).json(),
    ).data;
    const beforeReceipt = await staff('POST', `/returns/${created.id}/inspect`, {
      lines: [{ id: 1, outcome: 'accepted' }],
    });
    expect(beforeReceipt.statusCode).toBe(409);
    await staff('POST', `/returns/${created.id}/receive`);
    const view = AdminReturnResponse.parse((await staff('GET', `/returns/${created.id}`)).json()).data;
    const noReason = await staff(
      'POST',
      `/returns/${created.id}/inspect`,
      { lines: [{ id: view.lines[0].id, outcome: 'rejected' }] },
      'pl',
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors['lines.0.rejection_reason']).toEqual(['Podaj powód odrzucenia.']);
    await staff('POST', `/returns/${created.id}/inspect`, {
      lines: [{ id: view.lines[0].id, outcome: 'rejected', rejection_reason: 'Ślady użytkowania' }],
    });
    const settled = await staff('POST', `/returns/${created.id}/settle`);
    expect(settled.json().data).toMatchObject({ status: 'settled', settlement: 'none', settled_amount: 0 });
    expect(await stockOf(db(), order.productId)).toBe(stockBefore);
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'return-settled');
    expect(mail?.text).toContain('Ślady użytkowania');
    expect((await orderRow(db(), order.placed.id)).status).toBe('delivered');
  });

  it('staff cannot record a delivery in the future', async () => {
    now = start;
    const order = await guestOrder(t, { price: 10_000, buyer: `zwroty.${++seq}@example.pl` });
    await payWithDemo(order);
    const url = `/api/admin/orders/${order.placed.id}/status`;
    await call('manager', 'POST', url, { status: 'shipped', tracking_number: '680000000000000000000002' });
    const future = await call('manager', 'POST', url, { status: 'delivered', delivered_on: '2026-11-03' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.delivered_on).toEqual([
      'The delivery date cannot be in the future or more than a year ago.',
    ]);
  });
});
