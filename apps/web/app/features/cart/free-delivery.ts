import type { Cart } from '@atelier/contracts';

/** How far the cart is from free delivery (docs/product-rules.md#delivery: free from 200 zł of goods after discount). */
export interface FreeDeliveryProgress {
  /** Goods from this amount (PLN) ship for free. */
  threshold: number;
  /** What is still missing (PLN); 0 once delivery is free. */
  missing: number;
  reached: boolean;
  /** 0-100, for the progress bar. */
  percent: number;
}

type DeliveryFacts = Pick<Cart, 'free_shipping_threshold' | 'missing_for_free_shipping' | 'totals' | 'items'>;

const toGrosze = (pln: number) => Math.round((Number.isFinite(pln) ? pln : 0) * 100);

/**
 * The progress bar under the shipping line. Delivery is free when nothing is missing or when the server
 * already prices it at 0 (a free-delivery code). Null when there is nothing to show: an empty cart or no
 * threshold configured.
 */
export function freeDeliveryProgress(cart: DeliveryFacts): FreeDeliveryProgress | null {
  const threshold = toGrosze(cart.free_shipping_threshold);
  if (threshold <= 0 || cart.items.length === 0) return null;
  const missing = Math.max(0, Math.min(threshold, toGrosze(cart.missing_for_free_shipping)));
  const reached = missing === 0 || toGrosze(cart.totals.shipping) === 0;
  const percent = reached ? 100 : Math.max(0, Math.min(100, Math.floor(((threshold - missing) / threshold) * 100)));
  return { threshold: threshold / 100, missing: reached ? 0 : missing / 100, reached, percent };
}
