import type { Locale } from '@atelier/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import type { Coupon, CouponType } from '../../db/schema';
import { DomainError } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import { formatDate, formatPrice, type Grosze, toPln } from '../../shared/money';
import { readTogether } from '../../shared/read-together';
import {
  type CouponCustomer,
  countCouponUses,
  hasEarlierOrder,
  insertCouponUse,
  lockCoupon,
} from './coupons.repository';

/**
 * Promo codes: percentage, fixed amount or free delivery; optional minimum, validity window, total and
 * per-customer usage limits, first-order-only and a limit to categories or products. One code per cart.
 * The cart checks a code when it is applied and again on every recompute; the order placement records
 * its use (recordCouponUse) under a lock so limits hold under concurrent orders.
 */

export { type CouponCustomer, countCouponUses } from './coupons.repository';

/** A cart line as a code sees it. */
export type CouponLine = { productId: number; categoryId: number; total: Grosze };

export type CouponRefusalReason =
  | 'unknown'
  | 'inactive'
  | 'not_yet_valid'
  | 'expired'
  | 'used_up'
  | 'already_used'
  | 'first_order_only'
  | 'cart_empty'
  | 'not_for_products'
  | 'min_not_reached';

export type CouponRefusal = {
  reason: CouponRefusalReason;
  /** The code as shown to the customer (upper-cased). */
  code: string;
  date?: Date;
  minimum?: Grosze;
  missing?: Grosze;
};

export type CouponCheck =
  | { ok: true; discount: Grosze; freeShipping: boolean; eligibleSubtotal: Grosze }
  | { ok: false; refusal: CouponRefusal };

/** Customers may type a code in any case and with spaces around it. */
export function normalisePromoCode(raw: string): string {
  return raw.normalize('NFKC').trim().toUpperCase();
}

/** Lines the code covers: all of them, or those in its categories or among its products. */
export function eligibleLines(coupon: Coupon, lines: CouponLine[]): CouponLine[] {
  if (!coupon.categoryIds.length && !coupon.productIds.length) return lines;
  return lines.filter((l) => coupon.categoryIds.includes(l.categoryId) || coupon.productIds.includes(l.productId));
}

/**
 * The rules of a code against a cart, in the order a customer would want to hear them: is it a code at
 * all, is it valid now, may this customer use it, does it cover these products, is the minimum reached.
 * Pure: usage counts and the customer's order history are passed in.
 */
export function evaluateCoupon(
  coupon: Coupon,
  input: {
    now: Date;
    /** Lines that can be ordered (unavailable ones are left out by the cart). */
    lines: CouponLine[];
    usage: { total: number; byCustomer: number };
    hasEarlierOrder: boolean;
  },
): CouponCheck {
  const refuse = (reason: CouponRefusalReason, extra: Partial<CouponRefusal> = {}): CouponCheck => ({
    ok: false,
    refusal: { reason, code: coupon.code, ...extra },
  });
  const now = input.now.getTime();
  if (!coupon.isActive) return refuse('inactive');
  if (coupon.startsAt.getTime() > now) return refuse('not_yet_valid', { date: coupon.startsAt });
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return refuse('expired', { date: coupon.expiresAt });
  if (coupon.usageLimit !== null && input.usage.total >= coupon.usageLimit) return refuse('used_up');
  if (coupon.perCustomerLimit !== null && input.usage.byCustomer >= coupon.perCustomerLimit) {
    return refuse('already_used');
  }
  if (coupon.firstOrderOnly && input.hasEarlierOrder) return refuse('first_order_only');
  if (!input.lines.length) return refuse('cart_empty');
  const eligible = eligibleLines(coupon, input.lines);
  if (!eligible.length) return refuse('not_for_products');
  const eligibleSubtotal = eligible.reduce((sum, l) => sum + l.total, 0);
  if (coupon.minOrderTotal !== null && eligibleSubtotal < coupon.minOrderTotal) {
    return refuse('min_not_reached', {
      minimum: coupon.minOrderTotal,
      missing: coupon.minOrderTotal - eligibleSubtotal,
    });
  }
  return {
    ok: true,
    discount: discountOf(coupon.type as CouponType, coupon.value, eligibleSubtotal),
    freeShipping: coupon.type === 'free_shipping',
    eligibleSubtotal,
  };
}

/** Percentages are rounded to the grosz; a fixed amount never exceeds what it covers. */
export function discountOf(type: CouponType, value: number, eligibleSubtotal: Grosze): Grosze {
  if (type === 'percent') return Math.round((eligibleSubtotal * value) / 100);
  if (type === 'fixed') return Math.min(value, eligibleSubtotal);
  return 0;
}

/** evaluateCoupon with the usage counts and order history it needs read from the database. */
export async function checkCoupon(
  db: DbOrTx,
  coupon: Coupon,
  input: { now: Date; lines: CouponLine[]; customer: CouponCustomer },
): Promise<CouponCheck> {
  const needsUsage = coupon.usageLimit !== null || coupon.perCustomerLimit !== null;
  const [usage, earlier] = await readTogether(
    db,
    () => (needsUsage ? countCouponUses(db, coupon.id, input.customer) : Promise.resolve({ total: 0, byCustomer: 0 })),
    () => (coupon.firstOrderOnly ? hasEarlierOrder(db, input.customer) : Promise.resolve(false)),
  );
  return evaluateCoupon(coupon, { now: input.now, lines: input.lines, usage, hasEarlierOrder: earlier });
}

const REFUSAL_KEYS: Record<CouponRefusalReason, MessageKey> = {
  unknown: 'coupon.unknown',
  inactive: 'coupon.inactive',
  not_yet_valid: 'coupon.not_yet_valid',
  expired: 'coupon.expired',
  used_up: 'coupon.used_up',
  already_used: 'coupon.already_used',
  first_order_only: 'coupon.first_order_only',
  cart_empty: 'coupon.cart_empty',
  not_for_products: 'coupon.not_for_products',
  min_not_reached: 'coupon.min_not_reached',
};

/** The message key and its parameters, amounts and dates written for the language. */
export function refusalMessage(
  refusal: CouponRefusal,
  locale: Locale,
): { key: MessageKey; params: Record<string, string> } {
  return {
    key: REFUSAL_KEYS[refusal.reason],
    params: {
      code: refusal.code,
      date: refusal.date ? formatDate(refusal.date, locale) : '',
      minimum: refusal.minimum !== undefined ? formatPrice(refusal.minimum, locale) : '',
      missing: refusal.missing !== undefined ? formatPrice(refusal.missing, locale) : '',
    },
  };
}

export function describeRefusal(refusal: CouponRefusal, locale: Locale): string {
  const { key, params } = refusalMessage(refusal, locale);
  return translate(locale, key, params);
}

/** 422 with a code per reason (`coupon_expired`, `coupon_min_not_reached`, …). */
export function couponRefused(refusal: CouponRefusal, locale: Locale): DomainError {
  const { key, params } = refusalMessage(refusal, locale);
  return new DomainError(422, `coupon_${refusal.reason}`, key, params);
}

/** The code as the cart shows it (docs/product-rules.md#api-contract Coupon). */
export function presentCouponTerms(coupon: Coupon, locale: Locale) {
  const type = coupon.type as CouponType;
  return {
    code: coupon.code,
    type,
    value: type === 'fixed' ? toPln(coupon.value) : type === 'percent' ? coupon.value : 0,
    description: locale === 'en' ? coupon.descriptionEn : coupon.descriptionPl,
  };
}

/**
 * For the order placement, inside its transaction and after the order row is inserted: locks the coupon,
 * checks the usage limits and first-order rule again (another order may have used the code meanwhile) and
 * records the use. Throws the 422 refusal when the code can no longer be used, which rolls the order back.
 */
export async function recordCouponUse(
  tx: Tx,
  input: { couponId: number; orderId: number; userId: number | null; email: string; now: Date; locale: Locale },
): Promise<void> {
  const coupon = await lockCoupon(tx, input.couponId);
  const customer = { userId: input.userId, email: input.email };
  if (!coupon) throw couponRefused({ reason: 'unknown', code: '' }, input.locale);
  const usage = await countCouponUses(tx, coupon.id, customer);
  const earlier = coupon.firstOrderOnly ? await hasEarlierOrder(tx, customer, input.orderId) : false;
  const refuse = (reason: CouponRefusalReason, date?: Date) =>
    couponRefused({ reason, code: coupon.code, date }, input.locale);
  if (!coupon.isActive) throw refuse('inactive');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= input.now.getTime()) throw refuse('expired', coupon.expiresAt);
  if (coupon.usageLimit !== null && usage.total >= coupon.usageLimit) throw refuse('used_up');
  if (coupon.perCustomerLimit !== null && usage.byCustomer >= coupon.perCustomerLimit) throw refuse('already_used');
  if (earlier) throw refuse('first_order_only');
  await insertCouponUse(tx, {
    couponId: coupon.id,
    orderId: input.orderId,
    userId: input.userId,
    email: input.email,
    usedAt: input.now,
  });
}
