import { z } from 'zod';

/**
 * Carriers the shop ships with and what their tracking numbers look like (docs/product-rules.md#tracking).
 * The shape is checked when staff ship an order, so a mistyped number never reaches the customer; the
 * tracking page is where the customer follows the parcel. `other` takes any number without a page.
 */
export const CARRIER_CODES = ['inpost', 'dpd', 'dhl', 'gls', 'poczta_polska', 'ups', 'other'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export type CarrierRule = {
  /** The carrier's name as printed (the same in both languages). */
  name: string;
  /** What a number of this carrier looks like (after trimming the ends; spaces inside are refused). */
  pattern: RegExp;
  /** An example shown in the error message and the admin form's hint. */
  example: string;
  /** The public tracking page, `{number}` replaced by the number; null when the carrier has none we link. */
  trackingUrl: string | null;
};

export const CARRIERS: Record<CarrierCode, CarrierRule> = {
  inpost: {
    name: 'InPost',
    pattern: /^\d{24}$/,
    example: '620123456789012345678901',
    trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number={number}',
  },
  dpd: {
    name: 'DPD',
    pattern: /^\d{13}[A-Z]?$/,
    example: '0000123456789U',
    trackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={number}',
  },
  dhl: {
    name: 'DHL',
    pattern: /^(\d{10,12}|JJD\d{16,24})$/,
    example: '12345678901',
    trackingUrl: 'https://www.dhl.com/pl-pl/home/sledzenie.html?tracking-id={number}',
  },
  gls: {
    name: 'GLS',
    pattern: /^\d{11,12}$/,
    example: '12345678901',
    trackingUrl: 'https://gls-group.com/PL/pl/sledzenie-paczek/?match={number}',
  },
  poczta_polska: {
    name: 'Poczta Polska',
    pattern: /^([A-Z]{2}\d{9}[A-Z]{2}|\d{20})$/,
    example: 'RR123456789PL',
    trackingUrl: 'https://emonitoring.poczta-polska.pl/?numer={number}',
  },
  ups: {
    name: 'UPS',
    pattern: /^1Z[0-9A-Z]{16}$/,
    example: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?loc=pl_PL&tracknum={number}',
  },
  other: { name: 'other', pattern: /^[A-Z0-9-]{4,64}$/, example: 'AB-12345', trackingUrl: null },
};

/** The carrier's tracking page for a number, or null (unknown carrier, `other`, no number). */
export function carrierTrackingUrl(carrier: string, trackingNumber: string | null): string | null {
  const rule = (CARRIERS as Record<string, CarrierRule | undefined>)[carrier];
  if (!rule?.trackingUrl || !trackingNumber) return null;
  return rule.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}

/**
 * What happened to an order, oldest first, as its page draws the timeline. New kinds are added here and in
 * the orders module's list of event sources (order-events.ts); the pages name unknown kinds generically.
 */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'payment_failed',
  'shipped',
  'delivered',
  'cancelled',
  'withdrawal_started',
  'return_started',
  'returned',
  'refunded',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const OrderEventView = z.object({
  /** One of ORDER_EVENT_TYPES (clients show unknown future types with a generic label). */
  type: z.string(),
  at: z.string(),
  /** The event in the request's language. */
  label: z.string(),
});
export type OrderEventView = z.infer<typeof OrderEventView>;

export const OrderShipmentView = z.object({
  /** A CARRIER_CODES code (older shipments may carry `courier`). */
  carrier: z.string(),
  /** The carrier's name as printed. */
  carrier_name: z.string(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
});
export type OrderShipmentView = z.infer<typeof OrderShipmentView>;
