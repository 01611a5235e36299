import { OrderDetailsResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  detailsOf,
  type GuestOrder,
  guestOrder,
  payWithDemo,
  staffCaller,
  staffTokens,
} from '../admin/admin-orders.test-support';
import { type FakeShipx, startFakeShipx } from '../shipping/shipx.test-support';
import { emailsTo, orderRequest } from './orders.test-support';

/**
 * Tracking the customer can see (docs/product-rules.md#tracking): staff ship with a typed number or an InPost
 * parcel created through a fake ShipX on loopback; the order JSON of the customer and the guest link shows
 * the carrier, the number, the tracking page and the timeline in the request's language.
 */
describe('orders: tracking the customer can see', () => {
  let t: TestApp;
  let shipx: FakeShipx;
  let call: ReturnType<typeof staffCaller>;
  const now = new Date('2026-11-02T09:00:00Z');
  let seq = 0;

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

  async function paidOrder(locale: 'pl' | 'en' = 'pl', extra: Record<string, unknown> = {}): Promise<GuestOrder> {
    const order = await guestOrder(t, { price: 12_000, buyer: `paczka.${++seq}@example.pl`, locale }, extra);
    await payWithDemo(order);
    return order;
  }

  const guestView = async (order: GuestOrder, locale: 'pl' | 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/guest/${order.placed.guest_token}`,
      headers: { 'accept-language': locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    return OrderDetailsResponse.parse(res.json()).data;
  };

  it('shows the typed number, the tracking link and the timeline on the guest page in its language', async () => {
    const order = await paidOrder('en');
    const before = await guestView(order, 'en');
    expect(before.shipments).toEqual([]);
    expect(before.events.map((e) => e.type)).toEqual(['placed', 'paid']);

    const shipped = await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/status`, {
      status: 'shipped',
      carrier: 'dpd',
      tracking_number: '0000123456789u',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const en = await guestView(order, 'en');
    expect(en.shipments).toEqual([
      {
        carrier: 'dpd',
        carrier_name: 'DPD',
        tracking_number: '0000123456789U',
        tracking_url: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U',
        shipped_at: now.toISOString(),
      },
    ]);
    expect(en.events).toEqual([
      { type: 'placed', at: expect.any(String), label: 'Order placed' },
      { type: 'paid', at: expect.any(String), label: 'Payment received' },
      { type: 'shipped', at: now.toISOString(), label: 'Shipped' },
    ]);
    const pl = await guestView(order, 'pl');
    expect(pl.events.map((e) => e.label)).toEqual(['Zamówienie złożone', 'Płatność przyjęta', 'Wysłane']);

    await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/status`, { status: 'delivered' });
    const delivered = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    expect(OrderDetailsResponse.parse(delivered.json()).data.events.at(-1)).toMatchObject({ type: 'delivered' });
  });

  it('creates the InPost parcel through ShipX: the locker, the number, the label PDF for staff only', async () => {
    const order = await paidOrder('pl');
    const res = await call(
      'manager',
      'POST',
      `/api/admin/orders/${order.placed.id}/inpost-shipment`,
      { parcel_size: 'large' },
      'pl',
    );
    expect(res.statusCode, res.body).toBe(200);
    const details = detailsOf(res);
    const sent = shipx.shipments.at(-1);
    expect(sent?.request).toMatchObject({
      service: 'inpost_locker_standard',
      reference: order.placed.order_number,
      custom_attributes: { target_point: 'WRO01M' },
      parcels: [{ template: 'large' }],
      receiver: { email: order.buyer },
    });
    expect(details.status).toBe('shipped');
    expect(details.shipment).toMatchObject({
      carrier: 'inpost',
      tracking_number: sent?.tracking_number,
      source: 'shipx',
      label_url: `/api/admin/orders/${order.placed.id}/shipments/${details.shipment?.id}/label`,
    });
    expect(res.json().message).toBe(
      `Przesyłka InPost nadana: ${sent?.tracking_number}. Klient dostał e-mail z numerem.`,
    );

    const label = await call('accountant', 'GET', details.shipment?.label_url ?? '');
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const customer = await call('customer', 'GET', details.shipment?.label_url ?? '');
    expect(customer.statusCode).toBe(403);

    const mail = (await emailsTo(t.database.db, order.buyer)).find((m) => m.template === 'order-shipped');
    expect(mail?.text).toContain(`https://inpost.pl/sledzenie-przesylek?number=${sent?.tracking_number}`);
    const view = await guestView(order, 'pl');
    expect(view.shipments[0]).toMatchObject({ carrier_name: 'InPost', tracking_number: sent?.tracking_number });

    // Shipped once: a second click is refused before ShipX is asked again.
    const calls = shipx.calls.length;
    const again = await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/inpost-shipment`, {});
    expect(again.statusCode).toBe(409);
    expect(shipx.calls.length).toBe(calls);
  });

  it('tells staff what ShipX refused (422), when it is down (503), and that a typed number has no label', async () => {
    const order = await paidOrder('en');
    shipx.refuseNext({ 'receiver.phone': ['invalid'] });
    const refused = await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/inpost-shipment`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'shipx_refused' });
    expect(refused.json().message).toContain('InPost did not accept the parcel');
    expect(refused.json().message).toContain('receiver.phone');
    shipx.setDown(true);
    const down = await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/inpost-shipment`, {}, 'pl');
    shipx.setDown(false);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(
      'InPost (ShipX) chwilowo nie odpowiada. Spróbuj ponownie za chwilę albo wpisz numer przesyłki ręcznie.',
    );
    const stillWaiting = await guestView(order, 'en');
    expect(stillWaiting.status).toBe('in_preparation');

    const typed = detailsOf(
      await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/status`, {
        status: 'shipped',
        tracking_number: '620123456789012345678901',
      }),
    );
    const label = await call(
      'manager',
      'GET',
      `/api/admin/orders/${order.placed.id}/shipments/${typed.shipment?.id}/label`,
    );
    expect(label.statusCode).toBe(409);
    expect(label.json().message).toBe('This shipment has no InPost label — its number was entered by hand.');
    const elsewhere = await call('manager', 'GET', `/api/admin/orders/${order.placed.id}/shipments/999999/label`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses an InPost parcel for an unpaid order without asking ShipX', async () => {
    const unpaid = await guestOrder(t, { price: 9_000, buyer: `paczka.${++seq}@example.pl` });
    const calls = shipx.calls.length;
    const res = await call('manager', 'POST', `/api/admin/orders/${unpaid.placed.id}/inpost-shipment`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_not_paid');
    expect(shipx.calls.length).toBe(calls);
  });
});

describe('orders: InPost parcels without ShipX (demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false });
  });
  afterAll(() => t.close());

  it('ships with a demo number and serves a demo label', async () => {
    const call = staffCaller(t, await staffTokens(t));
    const order = await guestOrder(t, { price: 10_000, buyer: 'demo.paczka@example.pl' });
    await payWithDemo(order);
    const details = detailsOf(
      await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/inpost-shipment`, {}),
    );
    expect(details.shipment).toMatchObject({ carrier: 'inpost', source: 'demo' });
    expect(details.shipment?.tracking_number).toMatch(/^\d{24}$/);
    const label = await call('manager', 'GET', details.shipment?.label_url ?? '');
    expect(label.statusCode).toBe(200);
    expect(label.rawPayload.toString('latin1')).toContain('DEMO');
  });
});
