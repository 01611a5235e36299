import type { Locale, OrderConflictBody } from '@atelier/contracts';
import type { InpostPointSnapshot } from '../../db/schema';
import { DomainError, ValidationFailed } from '../../errors';
import type { translate } from '../../i18n/messages';
import { formatPrice, toPln } from '../../shared/money';
import { variantLabel } from '../cart/cart-products';
import type { CartQuote } from '../cart/cart-quote';
import { describeRefusal, normalisePromoCode } from '../coupons/coupons.service';
import { findParcelPoint } from '../shipping/inpost';
import type { Placement, PointInput } from './order-placement';
import type { OrdersContext } from './orders-context';

/**
 * Placing an order, the checks before anything is written: the parcel locker, the postal code, stock, and that the
 * client saw the prices the server charges (docs/product-rules.md#money, #stock, #parcel-lockers).
 */

export class OrderConflict extends DomainError {
  constructor(
    code: 'prices_changed' | 'cart_changed' | 'out_of_stock',
    key: Parameters<typeof translate>[1],
    params: Record<string, string | number> = {},
    extra?: Pick<OrderConflictBody, 'totals'>,
  ) {
    super(409, code, key, params, undefined, extra);
  }
}

export const pointSnapshotOf = (point: PointInput): InpostPointSnapshot | null => {
  if (!point) return null;
  if (typeof point === 'string') return point.trim() ? { id: point.trim() } : null;
  const id = point.id ?? point.name;
  if (!id) return null;
  return {
    id,
    name: point.name ?? id,
    locationDescription: point.location_description ?? undefined,
    address: point.address
      ? {
          line1: point.address.line1 ?? undefined,
          city: point.address.city ?? undefined,
          postCode: point.address.post_code ?? undefined,
        }
      : undefined,
  };
};

/** The locker the order names (or the cart chose), checked against InPost or the demo set (docs/product-rules.md#parcel-lockers). */
export async function resolveInpostPoint(
  ctx: OrdersContext,
  given: InpostPointSnapshot | null,
): Promise<InpostPointSnapshot> {
  if (!given)
    throw new ValidationFailed({ inpost_point: ['orders.inpost_point_required'] }, 'orders.inpost_point_required');
  const found = await findParcelPoint(ctx.config.inpost, given.id);
  if (!found)
    throw new ValidationFailed({ inpost_point: ['orders.inpost_point_invalid'] }, 'orders.inpost_point_invalid');
  if (found.unverified) {
    ctx.log.warn({ point: given.id }, 'InPost unreachable: parcel locker kept as the customer gave it');
    return { ...given, id: found.point.id };
  }
  const p = found.point;
  return {
    id: p.id,
    name: p.name,
    locationDescription: p.location_description ?? undefined,
    address: {
      line1: p.address.line1 ?? undefined,
      city: p.address.city ?? undefined,
      postCode: p.address.post_code ?? undefined,
    },
  };
}

/**
 * A parcel to the customer's door needs the postal code, and so does an invoice to a company (its address is
 * printed on it); a parcel-locker order does not — the first version's guests send none.
 */
export function assertPostalCodeWhereNeeded(input: Placement, delivery: { toTheDoor: boolean }): void {
  if (input.address.postalCode || (!delivery.toTheDoor && !input.nip)) return;
  const key = delivery.toTheDoor ? 'orders.postal_code_required' : 'orders.postal_code_required_invoice';
  throw new ValidationFailed({ [`${input.addressField}.postal_code`]: [key] }, key);
}

const differs = (pln: number | undefined, grosze: number) => pln !== undefined && Math.round(pln * 100) !== grosze;

/** Lines that cannot be ordered any more refuse the order with 409 naming the product (docs/product-rules.md#stock). */
export function assertAvailable(quote: CartQuote): void {
  for (const line of quote.lines) {
    const name = variantLabel(line.loaded, line.variant);
    if (!line.loaded.active || !line.variant)
      throw new OrderConflict('out_of_stock', 'orders.product_unavailable', { name });
    if (line.unavailable) throw new OrderConflict('out_of_stock', 'orders.out_of_stock', { name });
    if (line.shortage > 0) {
      throw new OrderConflict('out_of_stock', 'orders.insufficient_stock', {
        name,
        available: line.variant.stock,
      });
    }
  }
}

/**
 * docs/product-rules.md#money: what the client saw must be what the server charges; otherwise 409 and nothing is written. The message
 * says what changed and the total now due: why the promo code no longer applies when that is the cause (a
 * first-order code for a guest who has ordered before), else that prices or delivery changed.
 */
export function assertClientAgrees(
  input: Placement,
  quote: CartQuote,
  figures: { shipping: number; total: number },
  locale: Locale,
): void {
  const changed = (): OrderConflict => {
    const total = formatPrice(figures.total, locale);
    const refusal = quote.coupon && !quote.coupon.check.ok ? quote.coupon.check.refusal : null;
    const now = {
      totals: {
        subtotal: toPln(quote.subtotal),
        discount: toPln(quote.discount),
        shipping: toPln(figures.shipping),
        total: toPln(figures.total),
      },
    };
    return refusal
      ? new OrderConflict(
          'prices_changed',
          'orders.coupon_no_longer_applies',
          { reason: describeRefusal(refusal, locale), total },
          now,
        )
      : new OrderConflict('prices_changed', 'orders.prices_changed', { total }, now);
  };
  if (input.items) {
    const inCart = new Map<number, number>();
    for (const l of quote.lines)
      inCart.set(l.loaded.product.id, (inCart.get(l.loaded.product.id) ?? 0) + l.row.quantity);
    const sent = new Map<number, number>();
    for (const i of input.items) sent.set(i.product_id, (sent.get(i.product_id) ?? 0) + i.quantity);
    const same = inCart.size === sent.size && [...inCart].every(([id, qty]) => sent.get(id) === qty);
    if (!same) throw new OrderConflict('cart_changed', 'orders.cart_changed');
    // An item naming its variant must find it in the cart (another colour is another thing); its price is that line's.
    // Without one (the first version's clients), any line of the product and size may be the item.
    for (const item of input.items) {
      const candidates = quote.lines.filter(
        (l) =>
          l.loaded.product.id === item.product_id &&
          (item.variant_id == null
            ? !item.size || l.variant?.size.toLowerCase() === item.size.toLowerCase()
            : l.row.variantId === item.variant_id),
      );
      if (!candidates.length) throw new OrderConflict('cart_changed', 'orders.cart_changed');
      if (!candidates.some((l) => !differs(item.price, l.unitPrice))) throw changed();
    }
  }
  // The code named must be the cart's. Whether it still gives anything shows in the totals: a client that
  // names a code the cart holds but which no longer applies, with the totals without it, has seen the price.
  if (input.couponCode && normalisePromoCode(input.couponCode) !== (quote.coupon?.row.code ?? null)) throw changed();
  if (
    differs(input.subtotal, quote.subtotal) ||
    differs(input.discount, quote.discount) ||
    differs(input.shipping, figures.shipping) ||
    differs(input.total, figures.total)
  ) {
    throw changed();
  }
}
