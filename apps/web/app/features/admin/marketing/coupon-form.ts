import type { AdminCoupon, AdminCouponInput } from '@atelier/contracts';
import { parsePrice, priceText } from '../product-form-values';
import { isCalendarDay, lastValidDay, nextDay, warsawDay, warsawMidnight } from './warsaw-dates';

/** A promo code's kind as the API names it (contracts COUPON_KINDS). */
export type CouponKind = AdminCoupon['type'];
export const COUPON_KIND_OPTIONS: readonly CouponKind[] = ['percent', 'fixed', 'free_shipping'];

/** Letters, digits, `-` and `_`, 3 to 40 characters (the API's rule for a code). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * The coupon dialog's fields as typed. The field names are the API's, so a 422 from the server lands on
 * the same field; `starts_at` and `expires_at` hold calendar days (`YYYY-MM-DD`) in Warsaw, `expires_at`
 * being the last day the code works.
 */
export interface CouponFormValues {
  code: string;
  type: CouponKind;
  value: string;
  min_order_total: string;
  starts_at: string;
  expires_at: string;
  usage_limit: string;
  per_customer_limit: string;
  first_order_only: boolean;
  is_active: boolean;
  description_pl: string;
  description_en: string;
  category_ids: number[];
}
export type CouponField = keyof CouponFormValues;
export const COUPON_FIELDS: readonly CouponField[] = [
  'code',
  'type',
  'value',
  'min_order_total',
  'starts_at',
  'expires_at',
  'usage_limit',
  'per_customer_limit',
  'first_order_only',
  'is_active',
  'description_pl',
  'description_en',
  'category_ids',
];

/** What the dialog says about a field before asking the server (keys under `admin.coupons.problems`). */
export type CouponProblem =
  | 'required'
  | 'codeFormat'
  | 'percent'
  | 'amount'
  | 'price'
  | 'positiveWhole'
  | 'date'
  | 'endBeforeStart';

export function emptyCouponForm(): CouponFormValues {
  return {
    code: '',
    type: 'percent',
    value: '',
    min_order_total: '',
    starts_at: '',
    expires_at: '',
    usage_limit: '',
    per_customer_limit: '',
    first_order_only: false,
    is_active: true,
    description_pl: '',
    description_en: '',
    category_ids: [],
  };
}

export function couponToForm(coupon: AdminCoupon, locale: string): CouponFormValues {
  return {
    code: coupon.code,
    type: coupon.type,
    value:
      coupon.type === 'free_shipping'
        ? ''
        : coupon.type === 'fixed'
          ? priceText(coupon.value, locale)
          : `${coupon.value}`,
    min_order_total: priceText(coupon.min_order_total, locale),
    starts_at: warsawDay(coupon.starts_at),
    expires_at: coupon.expires_at ? lastValidDay(coupon.expires_at) : '',
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
    first_order_only: coupon.first_order_only,
    is_active: coupon.is_active,
    description_pl: coupon.description_pl,
    description_en: coupon.description_en,
    category_ids: [...coupon.category_ids],
  };
}

const positiveWhole = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
};

/**
 * The form as the API's input, or the problems to show first. Editing keeps what the form does not show
 * (product restrictions) and the exact start and end instants when their days were not changed.
 */
export function couponFormToInput(
  values: CouponFormValues,
  original?: AdminCoupon | null,
):
  | { input: AdminCouponInput; problems?: undefined }
  | { input?: undefined; problems: Partial<Record<CouponField, CouponProblem>> } {
  const problems: Partial<Record<CouponField, CouponProblem>> = {};
  const code = values.code.trim();
  if (!code) problems.code = 'required';
  else if (!COUPON_CODE_PATTERN.test(code)) problems.code = 'codeFormat';

  let value = 0;
  if (values.type === 'percent') {
    const text = values.value.trim();
    value = Number(text);
    if (!text) problems.value = 'required';
    else if (!/^\d+$/.test(text) || value < 1 || value > 100) problems.value = 'percent';
  } else if (values.type === 'fixed') {
    const amount = parsePrice(values.value);
    if (!values.value.trim()) problems.value = 'required';
    else if (amount === null || amount <= 0) problems.value = 'amount';
    else value = amount;
  }

  let minOrderTotal: number | null = null;
  if (values.min_order_total.trim()) {
    minOrderTotal = parsePrice(values.min_order_total);
    if (minOrderTotal === null) problems.min_order_total = 'price';
  }

  const usageLimit = positiveWhole(values.usage_limit);
  if (usageLimit === undefined) problems.usage_limit = 'positiveWhole';
  const perCustomerLimit = positiveWhole(values.per_customer_limit);
  if (perCustomerLimit === undefined) problems.per_customer_limit = 'positiveWhole';

  if (values.starts_at && !isCalendarDay(values.starts_at)) problems.starts_at = 'date';
  if (values.expires_at && !isCalendarDay(values.expires_at)) problems.expires_at = 'date';
  if (
    !problems.starts_at &&
    !problems.expires_at &&
    values.starts_at &&
    values.expires_at &&
    values.expires_at < values.starts_at
  ) {
    problems.expires_at = 'endBeforeStart';
  }

  if (Object.keys(problems).length > 0) return { problems };

  const keptStart = original && warsawDay(original.starts_at) === values.starts_at ? original.starts_at : null;
  const keptEnd =
    original?.expires_at && lastValidDay(original.expires_at) === values.expires_at ? original.expires_at : null;
  return {
    input: {
      code: code.toUpperCase(),
      type: values.type,
      value,
      min_order_total: minOrderTotal,
      starts_at: keptStart ?? (values.starts_at ? warsawMidnight(values.starts_at) : null),
      expires_at: keptEnd ?? (values.expires_at ? warsawMidnight(nextDay(values.expires_at)) : null),
      usage_limit: usageLimit ?? null,
      per_customer_limit: perCustomerLimit ?? null,
      first_order_only: values.first_order_only,
      category_ids: [...values.category_ids].sort((a, b) => a - b),
      product_ids: original?.product_ids ?? [],
      is_active: values.is_active,
      description_pl: values.description_pl.trim(),
      description_en: values.description_en.trim(),
    },
  };
}

/** The same coupon as an input with one change (the list's quick switch). */
export function couponAsInput(coupon: AdminCoupon, change: Partial<AdminCouponInput> = {}): AdminCouponInput {
  return {
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    min_order_total: coupon.min_order_total,
    starts_at: coupon.starts_at,
    expires_at: coupon.expires_at,
    usage_limit: coupon.usage_limit,
    per_customer_limit: coupon.per_customer_limit,
    first_order_only: coupon.first_order_only,
    category_ids: coupon.category_ids,
    product_ids: coupon.product_ids,
    is_active: coupon.is_active,
    description_pl: coupon.description_pl,
    description_en: coupon.description_en,
    ...change,
  };
}

/** Where a code stands today, for the list's badge (keys under `admin.coupons.states`). */
export type CouponState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'usedUp';

export function couponState(coupon: AdminCoupon, now: Date): CouponState {
  if (!coupon.is_active) return 'inactive';
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= now.getTime()) return 'expired';
  if (Date.parse(coupon.starts_at) > now.getTime()) return 'scheduled';
  if (coupon.usage_limit !== null && coupon.used >= coupon.usage_limit) return 'usedUp';
  return 'active';
}
