import type { AdminInpostShipmentInput, CarrierCode } from '@atelier/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type Order, type ShipmentSource, shipments } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { createShipment, fetchLabel, type ShipmentRequest, type ShipxParty } from '../shipping/shipx';
import { orderMailData, queueOrderEmail } from './order-notifications';
import type { StaffActor } from './order-staff';
import { orderShippedEmail } from './order-staff-mail';
import { trackingUrlOf } from './order-tracking';
import { findOrder, insertHistory, lockOrder, updateOrder } from './orders.repository';
import type { OrdersContext } from './orders-context';

/**
 * Shipping an order (docs/product-rules.md#tracking): the orders module records the parcel, moves the order
 * to `shipped`, writes its history and e-mails the customer the carrier's tracking link — whether staff typed
 * the number (order-staff.ts) or the InPost parcel was created here through ShipX (docs/decisions/023).
 */

export type ParcelRecord = {
  carrier: CarrierCode;
  trackingNumber: string;
  source: ShipmentSource;
  providerShipmentId?: string | null;
  note?: string | null;
};

/** Inside the order's locked transaction: the parcel, the state, the history, the e-mail and the audit entry. */
export async function recordShipping(
  ctx: OrdersContext,
  actor: StaffActor,
  tx: Tx,
  order: Order,
  parcel: ParcelRecord,
): Promise<void> {
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId: order.id,
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      status: 'shipped',
      source: parcel.source,
      providerShipmentId: parcel.providerShipmentId ?? null,
      createdBy: actor.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await updateOrder(tx, order.id, { status: 'shipped', shippedAt: ctx.now, updatedAt: ctx.now });
  await insertHistory(tx, {
    orderId: order.id,
    status: 'shipped',
    note: parcel.note ?? null,
    changedBy: actor.id,
    at: ctx.now,
  });
  const shipped = { ...order, status: 'shipped', shippedAt: ctx.now };
  const data = await orderMailData(tx, shipped, { publicUrl: ctx.config.publicUrl, now: ctx.now });
  const url = trackingUrlOf(shipment);
  await queueOrderEmail(
    tx,
    shipped,
    'order-shipped',
    (l) => orderShippedEmail(l, data, { trackingNumber: parcel.trackingNumber, trackingUrl: url }),
    ctx.now,
  );
  await actor.record(tx, 'order.status', {
    from: order.status,
    to: 'shipped',
    carrier: parcel.carrier,
    tracking_number: parcel.trackingNumber,
    source: parcel.source,
  });
}

/** The customer as ShipX takes a receiver: name, contact and — for courier parcels — the address. */
function receiverOf(order: Order): ShipxParty {
  return {
    first_name: order.shippingFirstName,
    last_name: order.shippingLastName,
    ...(order.shippingCompany ? { company_name: order.shippingCompany } : {}),
    email: order.email,
    phone: order.phone.replace(/[^\d]/g, '').replace(/^48(?=\d{9}$)/, ''),
    address: {
      street: order.shippingStreet,
      building_number: [order.shippingHouse, order.shippingApartment].filter(Boolean).join('/'),
      city: order.shippingCity,
      post_code: order.shippingPostalCode ?? '',
      country_code: order.shippingCountry,
    },
  };
}

function parcelRequest(order: Order, input: AdminInpostShipmentInput): ShipmentRequest {
  if (order.deliveryMethodCode === 'inpost') {
    if (!order.inpostPoint) throw new Conflict('admin.orders.inpost_point_missing', {}, 'inpost_point_missing');
    return {
      kind: 'locker',
      reference: order.orderNumber,
      receiver: receiverOf(order),
      targetPoint: order.inpostPoint,
      template: input.parcel_size,
    };
  }
  if (order.deliveryMethodCode === 'courier') {
    return { kind: 'courier', reference: order.orderNumber, receiver: receiverOf(order) };
  }
  throw new Conflict('admin.orders.inpost_only', {}, 'inpost_not_offered');
}

/**
 * `POST /api/admin/orders/{id}/inpost-shipment`: the order must be ready to ship (paid, in preparation) —
 * checked before ShipX is asked and again under the order's lock afterwards, so two clicks ship once (the second
 * finds the order shipped; its ShipX parcel, if created, is logged for staff to cancel in InPost's panel).
 */
export async function shipWithInpost(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: number,
  input: AdminInpostShipmentInput,
  checkShippable: (order: Order) => void,
): Promise<string> {
  const current = await findOrder(ctx.db, orderId);
  if (!current) throw new NotFound('orders.not_found');
  checkShippable(current);
  const parcel = await createShipment(ctx.config.shipx, parcelRequest(current, input));
  if (!parcel.tracking_number) throw new Conflict('shipping.shipx_unavailable', {}, 'shipx_no_tracking_number');
  const trackingNumber = parcel.tracking_number;
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked) throw new NotFound('orders.not_found');
      checkShippable(locked);
      await recordShipping(ctx, actor, tx, locked, {
        carrier: 'inpost',
        trackingNumber,
        source: parcel.source,
        providerShipmentId: parcel.shipment_id,
        note: input.note ?? null,
      });
    });
  } catch (error) {
    if (parcel.source === 'shipx') {
      ctx.log.warn(
        { orderId, shipxShipmentId: parcel.shipment_id },
        'ShipX parcel created but the order was not shipped',
      );
    }
    throw error;
  }
  return translate(ctx.locale, 'admin.orders.inpost_shipped', { number: trackingNumber });
}

/** The label PDF of a parcel created through ShipX (or its demo); a number typed by hand has none (409). */
export async function shipmentLabel(ctx: OrdersContext, orderId: number, shipmentId: number): Promise<Buffer> {
  const [shipment] = await ctx.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
  if (!shipment) throw new NotFound('admin.orders.shipment_not_found');
  if (!shipment.providerShipmentId || shipment.source === 'manual') {
    throw new Conflict('admin.orders.label_unavailable', {}, 'label_unavailable');
  }
  return fetchLabel(shipment.source === 'shipx' ? ctx.config.shipx : undefined, shipment.providerShipmentId);
}
