import type { Locale, ProductVariant } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import type { Coupon, GiftCard } from '../../db/schema';
import { type MessageKey, translate } from '../../i18n/messages';
import { type Grosze, vatPart } from '../../shared/money';
import { readTogether } from '../../shared/read-together';
import { findCouponById } from '../coupons/coupons.repository';
import {
  type CouponCheck,
  type CouponCustomer,
  type CouponLine,
  checkCoupon,
  describeRefusal,
} from '../coupons/coupons.service';
import { coverWithGiftCards, type GiftCardCover, giftCardRefused, giftCardState } from '../gift-cards/gift-card-rules';
import { findCartGiftCards } from '../gift-cards/gift-cards.repository';
import { type DeliveryQuote, deliveryQuote, loadShippingRules, type ShippingRules } from '../shipping/shipping.service';
import { type CartLineRow, type CartRow, type ColourRow, findColours, findLines } from './cart.repository';
import { type LoadedProduct, loadProducts, variantLabel, variantOf } from './cart-products';

/** Computing a cart: every figure in grosze, recomputed from the database on each read and change. */

export type QuotedLine = {
  row: CartLineRow;
  loaded: LoadedProduct;
  /** The line's variant; undefined when it was retired since (the line is then unavailable). */
  variant: ProductVariant | undefined;
  colour: ColourRow | null;
  unitPrice: Grosze;
  lineTotal: Grosze;
  /** Withdrawn, or sold out and not made to order: flagged, kept, left out of the totals. */
  unavailable: boolean;
  /** Pieces beyond the stock that will be made to order. */
  madeToOrderQuantity: number;
  /** Pieces beyond the stock of a variant that is not made to order (the customer must lower the quantity). */
  shortage: number;
  notice: string | null;
};

export type CartWarning = { code: string; message: string; itemId: number | null };

/** A cart with every figure in grosze: what the cart shows and what the order placement charges. */
export type CartQuote = {
  cart: CartRow | undefined;
  lines: QuotedLine[];
  subtotal: Grosze;
  discount: Grosze;
  shipping: Grosze;
  total: Grosze;
  tax: Grosze;
  coupon: { row: Coupon; check: CouponCheck; waivedShipping: Grosze } | null;
  /** Lines that buy gift cards (in the subtotal; never discounted, never paid with a gift card). */
  giftCardGoods: Grosze;
  /** Goods that travel in a parcel, after the discount: what the free-delivery threshold counts. */
  parcelGoodsAfterDiscount: Grosze;
  /** Whether anything needs a parcel (an order of gift cards only is delivered by e-mail). */
  needsParcel: boolean;
  /** The applied cards in the order they pay, what each covers of `total` and what stays on it. */
  giftCards: GiftCardCover[];
  giftCardsTotal: Grosze;
  /** total − giftCardsTotal: what the payment must bring. */
  toPay: Grosze;
  delivery: DeliveryQuote;
  rules: ShippingRules;
  warnings: CartWarning[];
};

/** Lines priced and checked against stock, in the order they were added; stock goes to earlier lines first. */
export async function quoteLines(
  db: DbOrTx,
  rows: CartLineRow[],
  ctx: { locale: Locale; publicUrl: string; now: Date },
  rules: ShippingRules,
): Promise<{ lines: QuotedLine[]; warnings: CartWarning[] }> {
  if (!rows.length) return { lines: [], warnings: [] };
  const [products, colours] = await readTogether(
    db,
    () =>
      loadProducts(
        db,
        rows.map((r) => r.productId),
        ctx,
      ),
    () => findColours(db),
  );
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(ctx.locale, key, params);
  const lines: QuotedLine[] = [];
  const warnings: CartWarning[] = [];
  for (const row of rows) {
    const loaded = products.get(row.productId);
    // A deleted product takes its lines with it (foreign key), so this is only a race with that delete.
    if (!loaded) continue;
    const variant = variantOf(loaded, row.variantId);
    const name = variantLabel(loaded, variant);
    // A gift card is never out of stock: only a withdrawn product or a retired amount is unavailable.
    const unavailable = !loaded.active || !variant || (!loaded.giftCard && !variant.orderable);
    let madeToOrderQuantity = 0;
    let shortage = 0;
    // One line per variant, so each line has its variant's stock to itself.
    if (variant && !unavailable && !loaded.giftCard) {
      const fromStock = Math.min(variant.stock, row.quantity);
      if (variant.made_to_order) madeToOrderQuantity = row.quantity - fromStock;
      else shortage = row.quantity - fromStock;
    }
    let notice: string | null = null;
    if (unavailable) {
      notice = t('cart.notice_unavailable');
      warnings.push({
        code: 'product_unavailable',
        message: t('cart.warning_unavailable', { name }),
        itemId: row.id,
      });
    } else if (shortage > 0) {
      notice = t('cart.notice_insufficient_stock', { available: variant?.stock ?? 0 });
      warnings.push({
        code: 'insufficient_stock',
        message: t('cart.warning_insufficient_stock', { name, available: variant?.stock ?? 0, in_cart: row.quantity }),
        itemId: row.id,
      });
    } else if (madeToOrderQuantity > 0) {
      notice = t('cart.notice_made_to_order', {
        min: rules.madeToOrderDays.min,
        max: rules.madeToOrderDays.max,
        quantity: madeToOrderQuantity,
      });
    }
    const unitPrice = variant ? Math.round(variant.price * 100) : loaded.unitPrice;
    lines.push({
      row,
      loaded,
      variant,
      colour: variant?.color ? (colours.find((c) => c.code === variant.color?.code) ?? null) : null,
      unitPrice,
      lineTotal: unitPrice * row.quantity,
      unavailable,
      madeToOrderQuantity,
      shortage,
      notice,
    });
  }
  return { lines, warnings };
}

/** The lines a promo code may discount: orderable, and not gift cards (a card is sold at its face value). */
export function couponLinesOf(lines: QuotedLine[]): CouponLine[] {
  return lines
    .filter((l) => !l.unavailable && !l.loaded.giftCard)
    .map((l) => ({ productId: l.loaded.product.id, categoryId: l.loaded.categoryId, total: l.lineTotal }));
}

/**
 * The whole cart computed from the database: line prices, subtotal of what can be ordered, the promo code
 * checked again (a code whose conditions no longer hold stays attached, gives nothing and says why),
 * delivery (free from the threshold after discount), total and its VAT part.
 * The order placement calls this with the customer's e-mail, so guest limits by address apply too.
 */
export async function quoteCart(
  db: DbOrTx,
  cart: CartRow | undefined,
  ctx: { locale: Locale; publicUrl: string; now: Date; customer: CouponCustomer },
): Promise<CartQuote> {
  const [rows, rules, couponRow, appliedCards] = await readTogether(
    db,
    () => (cart ? findLines(db, cart.id) : Promise.resolve([] as CartLineRow[])),
    () => loadShippingRules(db),
    () => (cart?.couponId ? findCouponById(db, cart.couponId) : Promise.resolve(undefined)),
    () => (cart ? findCartGiftCards(db, cart.id) : Promise.resolve([] as GiftCard[])),
  );
  const { lines, warnings } = await quoteLines(db, rows, ctx, rules);
  const orderable = couponLinesOf(lines);
  const parcelGoods = orderable.reduce((sum, l) => sum + l.total, 0);
  const giftCardGoods = lines
    .filter((l) => !l.unavailable && l.loaded.giftCard)
    .reduce((sum, l) => sum + l.lineTotal, 0);
  const subtotal = parcelGoods + giftCardGoods;

  let coupon: CartQuote['coupon'] = null;
  let discount = 0;
  let freeShippingCode = false;
  if (couponRow) {
    const check = await checkCoupon(db, couponRow, { now: ctx.now, lines: orderable, customer: ctx.customer });
    if (check.ok) {
      discount = check.discount;
      freeShippingCode = check.freeShipping;
    } else if (orderable.length) {
      // An empty cart needs no explanation of why its code gives nothing.
      warnings.push({
        code: `coupon_${check.refusal.reason}`,
        message: describeRefusal(check.refusal, ctx.locale),
        itemId: null,
      });
    }
    coupon = { row: couponRow, check, waivedShipping: 0 };
  }

  // Gift cards travel by e-mail: they neither count towards free delivery nor need a parcel of their own.
  const goodsAfterDiscount = parcelGoods - discount;
  const hasGoods = orderable.length > 0;
  const delivery = deliveryQuote(rules, {
    methodCode: cart?.deliveryMethodCode,
    goodsAfterDiscount,
    freeShippingCode,
    hasGoods,
  });
  if (coupon && freeShippingCode && hasGoods && goodsAfterDiscount < rules.freeShippingThreshold) {
    coupon.waivedShipping = delivery.listPrice;
  }
  const total = subtotal - discount + delivery.cost;
  const cards = coverWithGiftCards(appliedCards, total - giftCardGoods, ctx.now);
  for (const cover of cards.covers) {
    const state = giftCardState(cover.card, ctx.now);
    if (state === 'active') continue;
    const refusal = giftCardRefused(cover.card, state, ctx.locale);
    warnings.push({
      code: refusal.code,
      message: translate(ctx.locale, refusal.messageKey, refusal.params),
      itemId: null,
    });
  }
  return {
    cart,
    lines,
    subtotal,
    discount,
    shipping: delivery.cost,
    total,
    tax: vatPart(total),
    coupon,
    giftCardGoods,
    parcelGoodsAfterDiscount: goodsAfterDiscount,
    needsParcel: hasGoods,
    giftCards: cards.covers,
    giftCardsTotal: cards.total,
    toPay: total - cards.total,
    delivery,
    rules,
    warnings,
  };
}
