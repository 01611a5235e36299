import { createHash } from 'node:crypto';
import type { PlaceGuestOrderBody, PlaceOrderBody } from '@atelier/contracts';
import { ValidationFailed } from '../../errors';
import { hashToken } from '../../shared/secrets';
import { guestOwner } from '../cart/cart-identity';

/**
 * Placing an order, first step: the two request bodies (a customer's, a guest's) become one Placement, and a
 * body's fingerprint tells an Idempotency-Key retry from a reuse of the key (docs/product-rules.md#orders).
 */

type Contact = { firstName: string; lastName: string; email: string; phone: string };
type Address = {
  street: string;
  house: string;
  apartment: string | null;
  city: string;
  /** Null when not given: only a parcel to the door (or a company invoice) needs it. */
  postalCode: string | null;
  country: string;
};
export type PointInput = PlaceOrderBody['inpost_point'];

export type Placement = {
  contact: Contact;
  address: Address;
  /** Where the address sits in the body, for 422 field names: `customer_info` (guests) or `shipping_address`. */
  addressField: 'customer_info' | 'shipping_address';
  company: string | null;
  nip: string | null;
  /** A consumer's "I want an invoice"; a NIP asks for one anyway. */
  invoiceRequested: boolean;
  deliveryMethod: string | undefined;
  inpostPoint: PointInput;
  notes: string | null;
  items: PlaceOrderBody['items'];
  couponCode: string | null;
  subtotal?: number;
  discount?: number;
  shipping?: number;
  total: number;
};

export type Placer = { customer: { userId: number; email: string } } | { guestToken: string | undefined };

export const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** "ul. Rynek 12/3" → street "ul. Rynek", house "12/3" (docs/product-rules.md#api-contract address_line_1 is street plus house). */
function splitAddressLine(line: string): { street: string; house: string } | null {
  const match = /^(.*\S)\s+(\d+[A-Za-z]?(?:\s?[/-]\s?\d*[A-Za-z]?)?)$/.exec(line.trim());
  return match ? { street: match[1], house: match[2].replace(/\s/g, '') } : null;
}

/** POST /api/orders body → one placement shape. */
export function customerPlacement(body: PlaceOrderBody): Placement {
  const a = body.shipping_address;
  let street = blank(a.street);
  let house = blank(a.house);
  if ((!street || !house) && a.address_line_1) {
    const split = splitAddressLine(a.address_line_1);
    street ??= split?.street ?? null;
    house ??= split?.house ?? null;
  }
  if (!street || !house) {
    throw new ValidationFailed(
      { 'shipping_address.address_line_1': ['orders.street_required'] },
      'orders.street_required',
    );
  }
  return {
    contact: { firstName: a.first_name, lastName: a.last_name, email: a.email, phone: a.phone },
    address: {
      street,
      house,
      apartment: blank(a.apartment) ?? blank(a.address_line_2),
      city: a.city,
      postalCode: a.postal_code ?? null,
      country: a.country,
    },
    addressField: 'shipping_address',
    ...commonPlacement(body),
    deliveryMethod: body.delivery_method ?? a.delivery_method,
    inpostPoint: body.inpost_point ?? a.inpost_point,
  };
}

/** POST /api/orders/guest body → one placement shape. */
export function guestPlacement(body: PlaceGuestOrderBody): Placement {
  const c = body.customer_info;
  return {
    contact: { firstName: c.name, lastName: c.surname, email: c.email, phone: c.phone },
    address: {
      street: c.street,
      house: c.house,
      apartment: blank(c.apartment),
      city: c.city,
      postalCode: c.postal_code ?? null,
      country: c.country,
    },
    addressField: 'customer_info',
    ...commonPlacement(body),
    deliveryMethod: body.delivery_method,
    inpostPoint: body.inpost_point,
  };
}

function commonPlacement(body: PlaceOrderBody | PlaceGuestOrderBody) {
  return {
    company: blank(body.company_name),
    nip: blank(body.nip),
    invoiceRequested: body.invoice_requested === true || Boolean(blank(body.nip)),
    notes: blank(body.notes),
    items: body.items,
    couponCode: blank(body.coupon_code),
    subtotal: body.subtotal,
    discount: body.discount_amount,
    shipping: body.shipping,
    total: body.total,
  };
}

/** Keys sorted at every level, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function placerKey(placer: Placer): string {
  if ('customer' in placer) return `customer:${placer.customer.userId}`;
  return `guest:${guestOwner(placer.guestToken) ? hashToken(placer.guestToken ?? '') : 'none'}`;
}

export function idempotencyFingerprint(placer: Placer, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([placerKey(placer), canonical(body)]))
    .digest('hex');
}
