import type { Cart, ParcelPoint, PlaceGuestOrderInput, PlaceOrderInput } from '@atelier/contracts';
import type { AddressField, CheckoutAddress } from './address';

/** Everything the checkout form holds besides the cart. */
export interface CheckoutDraft {
  address: CheckoutAddress;
  /** The company invoice fields are sent only while this is ticked. */
  invoice: boolean;
  /** A consumer's invoice (no company): sent as `invoice_requested`. */
  personalInvoice?: boolean;
  notes: string;
  deliveryMethod: string;
  point: ParcelPoint | null;
  termsAccepted: boolean;
}

/** Fields of the checkout that can carry a message: the address fields and the rest of the form. */
export type CheckoutField = AddressField | 'notes' | 'terms' | 'point' | 'deliveryMethod';

const INPOST = 'inpost';

export function needsParcelPoint(method: string): boolean {
  return method === INPOST || method === 'inpost_branch';
}

const trimmed = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** What both placements send: delivery, payment, notes, invoice, terms and the totals the customer saw. */
function commonFields(draft: CheckoutDraft, cart: Cart) {
  const invoice = draft.invoice && draft.address.company.trim() !== '';
  return {
    delivery_method: draft.deliveryMethod,
    inpost_point: needsParcelPoint(draft.deliveryMethod) && draft.point ? draft.point.id : null,
    payment_method: 'przelew24' as const,
    notes: optional(draft.notes),
    company_name: invoice ? trimmed(draft.address.company) : null,
    nip: invoice && draft.address.nip.trim() ? trimmed(draft.address.nip) : null,
    invoice_requested: invoice || draft.personalInvoice === true,
    terms_accepted: draft.termsAccepted,
    items: cart.items
      .filter((line) => !line.unavailable)
      .map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        price: line.price,
        size: line.size,
        variant_id: line.variant_id,
        product_name: line.name,
        product_image: line.image,
      })),
    // Only a code that still applies: one the cart keeps but which gives nothing (a first-order code for a
    // returning customer) is not part of what the customer agrees to.
    coupon_code: cart.coupon?.applicable ? cart.coupon.code : null,
    subtotal: cart.totals.subtotal,
    discount_amount: cart.totals.discount,
    shipping: cart.totals.shipping,
    total: cart.totals.total,
  };
}

/** POST /api/orders: a customer's order with the spec's shipping_address (street and house also apart). */
export function customerOrderBody(draft: CheckoutDraft, cart: Cart): PlaceOrderInput {
  const { address } = draft;
  return {
    ...commonFields(draft, cart),
    shipping_address: {
      first_name: trimmed(address.name),
      last_name: trimmed(address.surname),
      email: trimmed(address.email),
      phone: trimmed(address.phone),
      address_line_1: `${trimmed(address.street)} ${trimmed(address.house)}`.trim(),
      address_line_2: optional(address.apartment),
      street: trimmed(address.street),
      house: trimmed(address.house),
      apartment: optional(address.apartment),
      city: trimmed(address.city),
      country: address.country,
      postal_code: trimmed(address.postal_code),
      delivery_method: draft.deliveryMethod,
      inpost_point: needsParcelPoint(draft.deliveryMethod) && draft.point ? draft.point.id : null,
    },
  };
}

/** POST /api/orders/guest: a guest's order with the spec's customer_info. */
export function guestOrderBody(draft: CheckoutDraft, cart: Cart): PlaceGuestOrderInput {
  const { address } = draft;
  return {
    ...commonFields(draft, cart),
    customer_info: {
      name: trimmed(address.name),
      surname: trimmed(address.surname),
      email: trimmed(address.email),
      phone: trimmed(address.phone),
      country: address.country,
      city: trimmed(address.city),
      street: trimmed(address.street),
      house: trimmed(address.house),
      apartment: optional(address.apartment),
      postal_code: trimmed(address.postal_code),
    },
  };
}

const SERVER_FIELDS: Record<string, CheckoutField> = {
  first_name: 'name',
  last_name: 'surname',
  address_line_1: 'street',
  address_line_2: 'apartment',
  company_name: 'company',
  inpost_point: 'point',
  delivery_method: 'deliveryMethod',
  terms_accepted: 'terms',
};

const FORM_FIELDS = new Set<string>([
  'name',
  'surname',
  'email',
  'country',
  'city',
  'street',
  'house',
  'apartment',
  'phone',
  'postal_code',
  'company',
  'nip',
  'notes',
  'terms',
  'point',
  'deliveryMethod',
]);

/**
 * The form field a 422 message belongs to: `shipping_address.postal_code` → `postal_code`,
 * `customer_info.name` → `name`, `terms_accepted` → `terms`; null for anything the form does not show.
 */
export function checkoutFieldOf(path: string): CheckoutField | null {
  const last = path.split('.').pop() ?? path;
  const field = SERVER_FIELDS[last] ?? last;
  return FORM_FIELDS.has(field) ? (field as CheckoutField) : null;
}

/** 422 field messages sorted into the form's fields and the rest (shown in the form's own message). */
export function sortServerErrors(errors: Record<string, string[]> | undefined): {
  fields: Partial<Record<CheckoutField, string>>;
  others: string[];
} {
  const fields: Partial<Record<CheckoutField, string>> = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = checkoutFieldOf(path);
    if (field && !fields[field]) fields[field] = message;
    else if (!field) others.push(...messages);
  }
  return { fields, others };
}

/** A fresh Idempotency-Key (a UUID where the browser offers one). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
