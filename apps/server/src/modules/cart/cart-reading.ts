import type { Cart, CartLine, Locale } from '@atelier/contracts';
import { toPln } from '../../shared/money';
import { presentCouponTerms } from '../coupons/coupons.service';
import { methodName } from '../shipping/shipping.service';
import { findCart, findCartById } from './cart.repository';
import { type CartContext, type CartIdentity, couponCustomer, ownerOf } from './cart-identity';
import { type CartQuote, type QuotedLine, quoteCart } from './cart-quote';

/** Reading a cart: the API's view of a quote (contracts Cart). */

const pick = (locale: Locale, pl: string, en: string) => (locale === 'en' ? en : pl);

function presentLine(line: QuotedLine, locale: Locale): CartLine {
  const { product } = line.loaded;
  const { colour, variant } = line;
  const discount = variant?.discount_info ?? product.discount_info;
  return {
    id: line.row.id,
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      images: product.images,
      price: product.price,
    },
    product_id: product.id,
    name: product.name,
    slug: product.slug,
    image: variant?.images[0] ?? product.image,
    price: toPln(line.unitPrice),
    quantity: line.row.quantity,
    total: toPln(line.lineTotal),
    color: colour
      ? { id: colour.id, code: colour.code, name: pick(locale, colour.labelPl, colour.labelEn), hex: colour.hex ?? '' }
      : null,
    discount_info: {
      has_discount: discount.has_discount,
      original_price: discount.original_price,
      discount_percentage: discount.discount_percentage,
    },
    variant_id: line.row.variantId,
    size: variant?.size ?? null,
    gift_card: product.gift_card,
    selected_variant_id: line.row.variantId,
    sku: variant?.sku ?? product.sku,
    made_to_order: variant?.made_to_order ?? false,
    made_to_order_quantity: line.madeToOrderQuantity,
    available_stock: variant?.stock ?? 0,
    orderable: !line.unavailable,
    unavailable: line.unavailable,
    notice: line.notice,
  };
}

function presentShippingMethod(quote: CartQuote, locale: Locale): Cart['shipping_method'] {
  const method = quote.delivery.method;
  if (!method) return null;
  const point = method.code === 'inpost' ? quote.cart?.inpostPointData : null;
  return {
    code: method.code,
    name: methodName(method, locale),
    price: toPln(quote.delivery.listPrice),
    cost: toPln(quote.delivery.cost),
    free: quote.delivery.free,
    min_days: method.minDays,
    max_days: method.maxDays,
    inpost_point: point
      ? {
          id: point.id,
          name: point.name ?? null,
          location_description: point.locationDescription ?? null,
          address: {
            line1: point.address?.line1 ?? null,
            city: point.address?.city ?? null,
            post_code: point.address?.postCode ?? null,
          },
        }
      : null,
  };
}

/** The cart as the API shows it (contracts Cart): PLN numbers, texts in the request's language. */
export function presentCart(quote: CartQuote, locale: Locale): Cart {
  const coupon = quote.coupon;
  return {
    items: quote.lines.map((line) => presentLine(line, locale)),
    totals: {
      subtotal: toPln(quote.subtotal),
      shipping: toPln(quote.shipping),
      tax: toPln(quote.tax),
      discount: toPln(quote.discount),
      total: toPln(quote.total),
      gift_cards: quote.giftCards.map((cover) => ({
        code_last4: cover.card.codeLast4,
        applied: toPln(cover.applied),
        balance_after: toPln(cover.balanceAfter),
        expires_at: cover.card.expiresAt.toISOString(),
      })),
      gift_cards_total: toPln(quote.giftCardsTotal),
      to_pay: toPln(quote.toPay),
    },
    coupon: coupon
      ? {
          ...presentCouponTerms(coupon.row, locale),
          applicable: coupon.check.ok,
          discount: toPln(coupon.check.ok ? quote.discount || coupon.waivedShipping : 0),
        }
      : null,
    shipping_method: presentShippingMethod(quote, locale),
    free_shipping_threshold: toPln(quote.delivery.freeShippingThreshold),
    missing_for_free_shipping: toPln(quote.delivery.missingForFreeShipping),
    items_count: quote.lines.reduce((sum, l) => sum + l.row.quantity, 0),
    needs_parcel: quote.needsParcel || quote.lines.length === 0,
    warnings: quote.warnings.map((w) => ({ code: w.code, message: w.message, item_id: w.itemId })),
  };
}

/** GET /api/cart: the cart of the customer or of the guest's cookie; an empty cart when there is none. */
export async function viewCart(ctx: CartContext, identity: CartIdentity): Promise<{ cart: Cart; found: boolean }> {
  const owner = ownerOf(identity);
  const row = owner ? await findCart(ctx.db, owner) : undefined;
  const quote = await quoteCart(ctx.db, row, { ...ctx, customer: couponCustomer(identity, row) });
  return { cart: presentCart(quote, ctx.locale), found: row !== undefined };
}

export async function cartById(ctx: CartContext, cartId: number | null, identity: CartIdentity): Promise<Cart> {
  const row = cartId === null ? undefined : await findCartById(ctx.db, cartId);
  const quote = await quoteCart(ctx.db, row, { ...ctx, customer: couponCustomer(identity, row) });
  return presentCart(quote, ctx.locale);
}
