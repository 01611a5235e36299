import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReturnCode, createShipment, demoReturnCode, fetchLabel, ShipxRefused, ShipxUnavailable } from './shipx';
import { type FakeShipx, startFakeShipx } from './shipx.test-support';

const receiver = {
  first_name: 'Anna',
  last_name: 'Nowak',
  email: 'anna@example.com',
  phone: '500600700',
  address: { street: 'Długa', building_number: '1', city: 'Kraków', post_code: '31-147', country_code: 'PL' },
};

describe('ShipX client against the fake ShipX', () => {
  let shipx: FakeShipx;
  beforeAll(async () => {
    shipx = await startFakeShipx();
  });
  afterAll(() => shipx.close());

  it('creates a locker parcel with the Bearer token and waits for its tracking number', async () => {
    const shipment = await createShipment(shipx.config, {
      kind: 'locker',
      reference: 'AT-2026-000123',
      receiver,
      targetPoint: 'KRA010',
    });
    expect(shipment.source).toBe('shipx');
    expect(shipment.tracking_number).toMatch(/^\d{24}$/);
    const sent = shipx.shipments.at(-1)?.request;
    expect(sent).toMatchObject({
      service: 'inpost_locker_standard',
      reference: 'AT-2026-000123',
      custom_attributes: { target_point: 'KRA010' },
      parcels: [{ template: 'medium' }],
    });
    expect(shipx.calls).toContain(`POST /v1/organizations/${shipx.config.organizationId}/shipments`);
  });

  it('creates a courier parcel with size and weight, and fetches its label PDF', async () => {
    const shipment = await createShipment(shipx.config, { kind: 'courier', reference: 'AT-2026-000124', receiver });
    expect(shipx.shipments.at(-1)?.request).toMatchObject({
      service: 'inpost_courier_standard',
      parcels: [{ dimensions: { unit: 'mm' }, weight: { unit: 'kg' } }],
    });
    const label = await fetchLabel(shipx.config, shipment.shipment_id);
    expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("turns ShipX's validation errors into a 422 naming them, and a dead ShipX into a 503", async () => {
    shipx.refuseNext({ 'receiver.phone': ['invalid'] });
    const refused = await createShipment(shipx.config, { kind: 'courier', reference: 'X1', receiver }).catch((e) => e);
    expect(refused).toBeInstanceOf(ShipxRefused);
    expect(refused.status).toBe(422);
    expect(refused.params.detail).toContain('receiver.phone');
    shipx.setDown(true);
    const down = await fetchLabel(shipx.config, '1000').catch((e) => e);
    shipx.setDown(false);
    expect(down).toBeInstanceOf(ShipxUnavailable);
    const wrongToken = await createShipment(
      { ...shipx.config, token: 'nope' },
      { kind: 'locker', reference: 'X2', receiver, targetPoint: 'KRA010' },
    ).catch((e) => e);
    expect(wrongToken).toBeInstanceOf(ShipxUnavailable);
  });

  it('creates a return code: a return parcel from the customer, its number being the code', async () => {
    const code = await createReturnCode(shipx.config, { returnNumber: 'R-2026-0001', sender: receiver });
    expect(code.source).toBe('shipx');
    expect(code.code).toMatch(/^\d{24}$/);
    expect(shipx.shipments.at(-1)?.request).toMatchObject({
      is_return: true,
      reference: 'R-2026-0001',
      sender: receiver,
    });
  });
});

describe('ShipX demo fallback (not configured)', () => {
  it('answers stable demo numbers, codes and a PDF label', async () => {
    const a = await createShipment(undefined, { kind: 'locker', reference: 'AT-1', receiver, targetPoint: 'KRA010' });
    const b = await createShipment(undefined, { kind: 'locker', reference: 'AT-1', receiver, targetPoint: 'KRA010' });
    expect(a).toEqual(b);
    expect(a.source).toBe('demo');
    expect(a.tracking_number).toMatch(/^\d{24}$/);
    expect((await fetchLabel(undefined, a.shipment_id)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const code = await createReturnCode(undefined, { returnNumber: 'R-1', sender: receiver });
    expect(code).toEqual(demoReturnCode('R-1'));
    expect(code.code).toMatch(/^\d{10}$/);
  });
});
