import { OrderDetailsResponse, ReturnCreateResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { guestOrder, payWithDemo, staffCaller, staffTokens } from '../admin/admin-orders.test-support';
import { emailsTo, orderRequest } from '../orders/orders.test-support';
import { type FakeShipx, startFakeShipx } from '../shipping/shipx.test-support';

/**
 * InPost return codes from ShipX (docs/product-rules.md#after-sale): with ShipX configured the code is a return
 * parcel ShipX creates — the customer as sender, the workshop as receiver, our return number as the reference —
 * here a fake ShipX on loopback speaking the same protocol. ShipX down: a clear 503, no return registered.
 */
describe('returns: InPost return codes from ShipX', () => {
  let t: TestApp;
  let shipx: FakeShipx;
  let call: ReturnType<typeof staffCaller>;
  const shipped = new Date('2026-11-02T09:00:00Z');
  let now = shipped;

  beforeAll(async () => {
    shipx = await startFakeShipx();
    t = await buildTestApp({
      clock: () => now,
      env: {
        DEMO_PAYMENTS: 'true',
        INPOST_SHIPX_TOKEN: shipx.config.token,
        INPOST_SHIPX_ORGANIZATION_ID: shipx.config.organizationId,
        INPOST_SHIPX_URL: shipx.url,
      },
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(async () => {
    await t.close();
    await shipx.close();
  });

  async function deliveredOrder(buyer: string) {
    now = shipped;
    const order = await guestOrder(t, { price: 10_000, buyer });
    await payWithDemo(order);
    const url = `/api/admin/orders/${order.placed.id}/status`;
    await call('manager', 'POST', url, { status: 'shipped', tracking_number: '680000000000000000000003' });
    now = new Date(shipped.getTime() + 20 * 24 * 60 * 60 * 1000);
    await call('manager', 'POST', url, { status: 'delivered', delivered_on: '2026-11-02' });
    const view = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    return { order, lineId: OrderDetailsResponse.parse(view.json()).data.lines[0].id };
  }

  it('asks ShipX for a return parcel and gives its code to the customer', async () => {
    const { order, lineId } = await deliveredOrder('shipx.zwrot@example.pl');
    const res = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
      token: order.placed.guest_token,
      payload: { lines: [{ order_item_id: lineId, quantity: 1 }], reason: 'changed_mind', method: 'inpost_code' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = ReturnCreateResponse.parse(res.json()).data;
    const parcel = shipx.shipments.at(-1);
    expect(parcel?.request).toMatchObject({
      is_return: true,
      reference: created.return_number,
      sender: { email: 'shipx.zwrot@example.pl' },
      receiver: {
        company_name: 'Atelier',
        address: { street: 'Ruska', building_number: '46', city: 'Wrocław', post_code: '50-079' },
      },
    });
    expect(created.inpost_code).toBe(parcel?.tracking_number);
    const mail = (await emailsTo(t.database.db, 'shipx.zwrot@example.pl')).find(
      (m) => m.template === 'return-registered',
    );
    expect(mail?.text).toContain(`Twój kod zwrotu InPost: ${created.inpost_code}`);
  });

  it('answers 503 and registers nothing while ShipX is down; the customer may send it themselves', async () => {
    const { order, lineId } = await deliveredOrder('shipx.awaria@example.pl');
    shipx.setDown(true);
    try {
      const down = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
        token: order.placed.guest_token,
        payload: { lines: [{ order_item_id: lineId, quantity: 1 }], reason: 'changed_mind', method: 'inpost_code' },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('shipx_unavailable');
      const own = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/returns`, {
        token: order.placed.guest_token,
        payload: { lines: [{ order_item_id: lineId, quantity: 1 }], reason: 'changed_mind', method: 'own' },
      });
      expect(own.statusCode, own.body).toBe(201);
    } finally {
      shipx.setDown(false);
    }
  });
});
