import { AdminReturnResponse, OrderDetailsResponse, ReturnCreateResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, returns } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { guestOrder, payWithDemo, staffCaller, staffTokens } from '../admin/admin-orders.test-support';
import { orderRequest } from '../orders/orders.test-support';

/**
 * Returns asked for at the same moment. Meant for PostgreSQL, where transactions really run side by side (CI runs
 * this file there with DATABASE_URL); on PGlite they are serialised and the same rules must hold. Each test names
 * the guard it proves, and fails on PostgreSQL when that guard is removed (checked by removing each in turn).
 */
describe('returns at the same time', () => {
  let t: TestApp;
  let call: ReturnType<typeof staffCaller>;
  const shipped = new Date('2026-11-02T09:00:00Z');
  // 40 days after delivery: a voluntary return settled with a gift card.
  let now = shipped;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  async function deliveredForty() {
    now = shipped;
    const order = await guestOrder(t, { price: 10_000, quantity: 2, buyer: `rownoczesne.${Date.now()}@example.pl` });
    await payWithDemo(order);
    const url = `/api/admin/orders/${order.placed.id}/status`;
    await call('manager', 'POST', url, { status: 'shipped', tracking_number: '680000000000000000000009' });
    now = new Date(shipped.getTime() + 40 * 24 * 60 * 60 * 1000);
    call = staffCaller(t, await staffTokens(t));
    await call('manager', 'POST', url, { status: 'delivered', delivered_on: '2026-11-02' });
    const view = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    return { order, lineId: OrderDetailsResponse.parse(view.json()).data.lines[0].id };
  }

  it('[guard: the order row lock while returned pieces are counted] ten tabs returning both pieces make one return', async () => {
    const { order, lineId } = await deliveredForty();
    const payload = { lines: [{ order_item_id: lineId, quantity: 2 }], reason: 'changed_mind', method: 'own' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
          token: order.placed.guest_token,
          payload,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('return_already_registered');
    }
    expect(await t.database.db.select().from(returns).where(eq(returns.orderId, order.placed.id))).toHaveLength(1);
  });

  it('[guard: the return row lock in settling] two staff members settling one return issue one gift card', async () => {
    const { order, lineId } = await deliveredForty();
    const created = ReturnCreateResponse.parse(
      (
        await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
          token: order.placed.guest_token,
          payload: { lines: [{ order_item_id: lineId, quantity: 1 }], reason: 'quality', method: 'own' },
        })
      ).json(),
    ).data;
    await call('manager', 'POST', `/api/admin/returns/${created.id}/receive`);
    const view = AdminReturnResponse.parse((await call('manager', 'GET', `/api/admin/returns/${created.id}`)).json());
    await call('manager', 'POST', `/api/admin/returns/${created.id}/inspect`, {
      lines: view.data.lines.map((l) => ({ id: l.id, outcome: 'accepted' })),
    });
    const answers = await Promise.all([
      call('manager', 'POST', `/api/admin/returns/${created.id}/settle`),
      call('super_admin', 'POST', `/api/admin/returns/${created.id}/settle`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.returnId, created.id));
    expect(cards).toHaveLength(1);
    expect(cards[0].initialGrosze).toBe(10_000);
  });
});
