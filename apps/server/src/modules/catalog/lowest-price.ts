/**
 * The Omnibus rule (docs/product-rules.md#legal): a reduced price is shown with the lowest price the product had in the
 * 30 days before the reduction, and the announced discount is computed against that price.
 */

export type Grosze = number;
export type PriceHistoryPoint = { price: Grosze; effectiveFrom: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
export const OMNIBUS_WINDOW_DAYS = 30;

/**
 * The lowest effective price in the 30 days before the current reduction started.
 *
 * The reduction started when the current price took effect: the first entry of the unbroken run of
 * entries at today's price at the end of the history. The window covers the 30 days before that moment,
 * including the price already in force when the window opened. Entries later than `now` (scheduled) are
 * ignored. Without any earlier price (a product put on sale the day it was added) the regular price is
 * the reference.
 */
export function lowestPriceBeforeReduction(
  history: PriceHistoryPoint[],
  current: { basePrice: Grosze; salePrice: Grosze | null },
  now: Date,
): Grosze | null {
  if (current.salePrice === null) return null;
  const past = history
    .filter((h) => h.effectiveFrom.getTime() <= now.getTime())
    .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
  let start = past.length;
  while (start > 0 && past[start - 1].price === current.salePrice) start--;
  const reductionStart = start < past.length ? past[start].effectiveFrom.getTime() : now.getTime();
  const windowStart = reductionStart - OMNIBUS_WINDOW_DAYS * DAY_MS;
  const before = past.slice(0, start);
  // Prices set inside the window, and the one in force when it opened (the last one set before it).
  const inWindow = before.filter((h) => h.effectiveFrom.getTime() >= windowStart);
  const inForceAtWindowStart = before.filter((h) => h.effectiveFrom.getTime() < windowStart).at(-1);
  const prices = [...inWindow, ...(inForceAtWindowStart ? [inForceAtWindowStart] : [])].map((h) => h.price);
  return prices.length ? Math.min(...prices) : current.basePrice;
}

/**
 * The first moment after `now` at which `lowestPriceBeforeReduction` of this history may answer differently
 * with nothing written: an entry taking effect (a scheduled price) or leaving the 30-day window. Infinity when
 * no such moment comes. A presentation of the price made at `now` is current until then.
 */
export function lowestPriceChangesAt(history: PriceHistoryPoint[], now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  const at = now.getTime();
  for (const h of history) {
    const from = h.effectiveFrom.getTime();
    for (const moment of [from, from + OMNIBUS_WINDOW_DAYS * DAY_MS]) {
      if (moment > at && moment < next) next = moment;
    }
  }
  return next;
}

export type DiscountInfo = {
  has_discount: boolean;
  discount_percentage: number;
  original_price: Grosze;
  discounted_price: Grosze;
};

/**
 * What the shop may announce as a reduction: the reference ("original") price is the Omnibus lowest
 * price, and the percentage is measured against it, rounded down so it never overstates the saving.
 * A sale price that is not below the 30-day lowest price is not a discount that can be advertised.
 */
export function discountInfo(currentPrice: Grosze, lowest30d: Grosze | null): DiscountInfo {
  if (lowest30d === null || lowest30d <= currentPrice) {
    return {
      has_discount: false,
      discount_percentage: 0,
      original_price: currentPrice,
      discounted_price: currentPrice,
    };
  }
  return {
    has_discount: true,
    discount_percentage: Math.floor(((lowest30d - currentPrice) * 100) / lowest30d),
    original_price: lowest30d,
    discounted_price: currentPrice,
  };
}
