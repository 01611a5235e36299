import type { Cart, DeliveryMethod } from '@atelier/contracts';
import type { User } from '../auth/store';
import { type CheckoutAddress, emptyAddress } from './address';
import type { CheckoutField } from './order-payload';
import type { ParcelPoint } from './points';

/** The checkout form's starting values (account, cart) and the focus on its first message. */

export type Errors = Partial<Record<CheckoutField, string>>;

/** The order in which messages are met on the page: the first one gets the focus. */
const FIELD_ORDER: CheckoutField[] = [
  'name',
  'surname',
  'email',
  'phone',
  'street',
  'house',
  'apartment',
  'postal_code',
  'city',
  'country',
  'company',
  'nip',
  'deliveryMethod',
  'point',
  'notes',
  'terms',
];

const FOCUS_TARGET: Partial<Record<CheckoutField, string>> = {
  point: 'checkout-point-search',
  deliveryMethod: 'checkout-delivery-title',
};

export function focusFirst(errors: Errors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (!first) return;
  const element = document.getElementById(FOCUS_TARGET[first] ?? `checkout-${first}`);
  element?.focus();
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** `Ala Kowalska` → first name and surname, for prefilling from the account's full name. */
function splitName(full: string | undefined): { name: string; surname: string } {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { name: parts[0] ?? '', surname: '' };
  return { name: parts[0] ?? '', surname: parts.slice(1).join(' ') };
}

export function prefilled(user: User | null): CheckoutAddress {
  if (!user) return emptyAddress();
  return { ...emptyAddress(user.email), ...splitName(user.name), phone: user.phone ?? '' };
}

/** The locker the cart already remembers (chosen earlier), in the shape the checkout shows. */
export function rememberedPoint(cart: Cart): ParcelPoint | null {
  const saved = cart.shipping_method?.inpost_point;
  if (!saved) return null;
  return {
    id: saved.id,
    name: saved.name ?? saved.id,
    status: null,
    location_type: null,
    location_description: saved.location_description,
    opening_hours: null,
    address: { ...saved.address, line2: null },
    location: null,
    location_247: false,
  };
}

/** Whether the customer would pay something else than the summary they were shown. */
export const totalsDiffer = (a: Cart, b: Cart) =>
  a.totals.total !== b.totals.total ||
  a.totals.shipping !== b.totals.shipping ||
  a.totals.discount !== b.totals.discount;

export function initialMethod(cart: Cart, methods: DeliveryMethod[]): string {
  const saved = cart.shipping_method?.code;
  if (saved && methods.some((method) => method.code === saved)) return saved;
  return methods.find((method) => method.default)?.code ?? methods[0]?.code ?? 'inpost';
}
