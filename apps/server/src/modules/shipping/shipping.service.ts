import type { DeliveryMethodsResponse, Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import { toPln } from '../../shared/money';
import { readTogether } from '../../shared/read-together';
import { type DeliveryMethodRow, findActiveDeliveryMethods, findShopSettings } from './shipping.repository';

/**
 * Delivery prices (docs/product-rules.md#delivery), the one source for the cart, the checkout and the delivery-costs page: methods and
 * their prices come from delivery_methods, the free-delivery threshold and the default method from
 * shop_settings, with the constants below when a setting is missing.
 */

export type Grosze = number;

/** Delivery is free when the goods after discount reach 200,00 zł (docs/product-rules.md#delivery). */
export const FREE_SHIPPING_THRESHOLD: Grosze = 20_000;
export const DEFAULT_DELIVERY_METHOD = 'inpost';
/** Made-to-order lead time in days (docs/product-rules.md#stock), shown beside made-to-order lines. */
export const MADE_TO_ORDER_DAYS = { min: 3, max: 4 };

/** Codes clients of the first version send for our methods (docs/product-rules.md#api-contract sends `inpost_branch`). */
const METHOD_ALIASES: Record<string, string> = {
  inpost_branch: 'inpost',
  inpost_locker: 'inpost',
  paczkomat: 'inpost',
  parcel_locker: 'inpost',
  express: 'courier',
};

export type DeliveryMethodOption = DeliveryMethodRow;

export type ShippingRules = {
  /** Active methods in display order. */
  methods: DeliveryMethodOption[];
  freeShippingThreshold: Grosze;
  defaultMethodCode: string;
  madeToOrderDays: { min: number; max: number };
};

const isWholeAmount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Active methods and the shop's delivery settings (two small queries). */
export async function loadShippingRules(db: DbOrTx): Promise<ShippingRules> {
  const [methods, settings] = await readTogether(
    db,
    () => findActiveDeliveryMethods(db),
    () => findShopSettings(db, ['free_shipping_threshold', 'default_delivery_method', 'made_to_order_days']),
  );
  const threshold = settings.get('free_shipping_threshold');
  const defaultCode = settings.get('default_delivery_method');
  const days = settings.get('made_to_order_days') as { min?: unknown; max?: unknown } | undefined;
  return {
    methods,
    freeShippingThreshold: isWholeAmount(threshold) ? threshold : FREE_SHIPPING_THRESHOLD,
    defaultMethodCode: typeof defaultCode === 'string' ? defaultCode : DEFAULT_DELIVERY_METHOD,
    madeToOrderDays:
      days && isWholeAmount(days.min) && isWholeAmount(days.max)
        ? { min: days.min, max: days.max }
        : MADE_TO_ORDER_DAYS,
  };
}

/** `inpost_branch` → `inpost`; lower-cased and trimmed. */
export function normaliseMethodCode(code: string): string {
  const lower = code.trim().toLowerCase();
  return METHOD_ALIASES[lower] ?? lower;
}

/** An active method by code (aliases allowed), or undefined. */
export function findMethod(rules: ShippingRules, code: string): DeliveryMethodOption | undefined {
  const wanted = normaliseMethodCode(code);
  return rules.methods.find((m) => m.code === wanted);
}

/** The chosen method while it is active, else the default one, else the first active one. */
export function chosenMethod(rules: ShippingRules, code: string | null | undefined): DeliveryMethodOption | undefined {
  return (
    (code ? findMethod(rules, code) : undefined) ??
    rules.methods.find((m) => m.code === rules.defaultMethodCode) ??
    rules.methods[0]
  );
}

export type DeliveryQuote = {
  method: DeliveryMethodOption | undefined;
  /** The method's list price. */
  listPrice: Grosze;
  /** What the customer pays for delivery. */
  cost: Grosze;
  /** Free because of the threshold or a free-delivery code. */
  free: boolean;
  freeShippingThreshold: Grosze;
  /** How much more (after discount) would make delivery free; 0 once it is. */
  missingForFreeShipping: Grosze;
};

/**
 * What delivery costs for goods worth `goodsAfterDiscount` (gross, after the promo-code discount): the
 * method's price, 0 from the threshold, 0 with a free-delivery code, 0 when there is nothing to ship.
 * The checkout calls this with the same figures as the cart, so the two never disagree.
 */
export function deliveryQuote(
  rules: ShippingRules,
  input: { methodCode?: string | null; goodsAfterDiscount: Grosze; freeShippingCode?: boolean; hasGoods?: boolean },
): DeliveryQuote {
  const method = chosenMethod(rules, input.methodCode);
  const listPrice = method?.price ?? 0;
  const reachesThreshold = input.goodsAfterDiscount >= rules.freeShippingThreshold;
  const free = reachesThreshold || input.freeShippingCode === true;
  const hasGoods = input.hasGoods ?? input.goodsAfterDiscount > 0;
  return {
    method,
    listPrice,
    cost: free || !hasGoods ? 0 : listPrice,
    free,
    freeShippingThreshold: rules.freeShippingThreshold,
    missingForFreeShipping: Math.max(0, rules.freeShippingThreshold - input.goodsAfterDiscount),
  };
}

const pick = (locale: Locale, pl: string, en: string) => (locale === 'en' ? en : pl);

export function methodName(method: DeliveryMethodOption, locale: Locale): string {
  return pick(locale, method.namePl, method.nameEn);
}

/** GET /api/shipping/methods: what the delivery-costs page and the checkout list. */
export async function listDeliveryMethods(db: DbOrTx, locale: Locale): Promise<DeliveryMethodsResponse> {
  const rules = await loadShippingRules(db);
  const defaultCode = chosenMethod(rules, null)?.code;
  return {
    data: rules.methods.map((m) => ({
      code: m.code,
      name: methodName(m, locale),
      description: pick(locale, m.descriptionPl, m.descriptionEn),
      price: toPln(m.price),
      min_days: m.minDays,
      max_days: m.maxDays,
      default: m.code === defaultCode,
    })),
    free_shipping_threshold: toPln(rules.freeShippingThreshold),
  };
}
