import {
  CARRIERS,
  type CarrierCode,
  type CarrierRule,
  carrierTrackingUrl,
  type Locale,
  type OrderEventType,
  type OrderEventView,
  type OrderShipmentView,
} from '@atelier/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Shipment, shipments } from '../../db/schema';
import { DomainError } from '../../errors';
import { isMessageKey, translate } from '../../i18n/messages';

/**
 * What the customer sees of an order's journey (docs/product-rules.md#tracking): its parcels (carrier, number,
 * the carrier's tracking page) and a timeline of events, both read from what the orders module already records —
 * the shipments table and the order's status history.
 */

// ——— the timeline ———

/**
 * History entry → timeline event. Entries not listed (staff-only or internal ones, e.g. a failed refund) stay
 * off the customer's timeline. A new kind of event is one line here plus its label in messages.ts
 * (`orders.event.<type>`) — e.g. the returns module recording `return:started`.
 */
const EVENT_OF_HISTORY: Record<string, OrderEventType> = {
  placed: 'placed',
  'payment:paid': 'paid',
  'payment:failed': 'payment_failed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  withdrawal: 'withdrawal_started',
  'return:started': 'return_started',
  returned: 'returned',
  'payment:refunded': 'refunded',
};

export function eventLabel(locale: Locale, type: string): string {
  const key = `orders.event.${type}`;
  return isMessageKey(key) ? translate(locale, key) : translate(locale, 'orders.event.other');
}

/** The timeline, oldest first; a state reached twice (a retried payment) shows once, at its first time. */
export function orderEvents(history: { status: string; createdAt: Date }[], locale: Locale): OrderEventView[] {
  const seen = new Set<string>();
  const events: OrderEventView[] = [];
  for (const entry of history) {
    const type = EVENT_OF_HISTORY[entry.status];
    if (!type || seen.has(type)) continue;
    seen.add(type);
    events.push({ type, at: entry.createdAt.toISOString(), label: eventLabel(locale, type) });
  }
  return events;
}

// ——— parcels ———

const carrierRule = (carrier: string): CarrierRule | undefined =>
  (CARRIERS as Record<string, CarrierRule | undefined>)[carrier];

/** The carrier's printed name; `courier` (shipments recorded before carriers were chosen) reads as a courier. */
export function carrierName(carrier: string, locale: Locale): string {
  if (carrier === 'other' || !carrierRule(carrier)) return translate(locale, 'orders.carrier.other');
  return carrierRule(carrier)?.name ?? carrier;
}

export function trackingUrlOf(shipment: Pick<Shipment, 'carrier' | 'trackingNumber'>): string | null {
  return carrierTrackingUrl(shipment.carrier, shipment.trackingNumber);
}

export function presentShipments(rows: Shipment[], locale: Locale): OrderShipmentView[] {
  return rows.map((s) => ({
    carrier: s.carrier,
    carrier_name: carrierName(s.carrier, locale),
    tracking_number: s.trackingNumber,
    tracking_url: trackingUrlOf(s),
    shipped_at: s.createdAt.toISOString(),
  }));
}

export function findShipments(db: DbOrTx, orderId: number): Promise<Shipment[]> {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.id));
}

// ——— checking what staff type ———

function trackingFieldError(key: 'admin.orders.tracking_required' | 'admin.orders.tracking_spaces'): DomainError {
  return new DomainError(422, 'validation_failed', key, {}, { tracking_number: [key] });
}

/**
 * A tracking number as staff typed it (ends trimmed, upper-cased by the schema), checked against the
 * carrier's shape: missing, with spaces inside, or of the wrong shape → 422 on `tracking_number` naming an example.
 */
export function checkedTrackingNumber(carrier: CarrierCode, given: string | undefined): string {
  if (!given) throw trackingFieldError('admin.orders.tracking_required');
  if (/\s/.test(given)) throw trackingFieldError('admin.orders.tracking_spaces');
  const rule = CARRIERS[carrier];
  if (!rule.pattern.test(given)) {
    const key = carrier === 'other' ? 'admin.orders.tracking_invalid' : 'admin.orders.tracking_shape';
    throw new DomainError(
      422,
      'validation_failed',
      key,
      { carrier: rule.name, example: rule.example },
      { tracking_number: [key] },
    );
  }
  return given;
}
