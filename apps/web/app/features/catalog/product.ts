import type { Product } from '@atelier/contracts';

/*
 * Pure facts about a product as the catalogue pages show them: availability (docs/product-rules.md#stock), the
 * discount, display sizes. Kept out of the components so they can be tested without a browser.
 */

export type Availability = 'in_stock' | 'made_to_order' | 'out_of_stock';

type StockFacts = Pick<Product, 'in_stock' | 'orderable' | 'made_to_order'>;

/** In stock; out of stock but made to order (still orderable, 3-4 days); or not orderable at all. */
export function availability(product: StockFacts): Availability {
  if (product.in_stock) return 'in_stock';
  if (product.orderable || product.made_to_order) return 'made_to_order';
  return 'out_of_stock';
}

/**
 * schema.org wording of the same three states, for the JSON-LD offer. Made to order is `BackOrder`: Google's
 * merchant data keeps `PreOrder` for products not yet released, and `BackOrder` for products out of stock that
 * are still ordered and shipped when ready, which is what sewing to order is.
 */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  made_to_order: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
};

export interface PriceView {
  price: number;
  /** The struck-out price and the percentage, when the product is reduced. */
  original: number | null;
  percent: number | null;
  /** Omnibus (docs/product-rules.md#legal): the lowest price of the 30 days before the reduction. */
  lowest30d: number | null;
}

type PriceFacts = Pick<Product, 'price' | 'base_price' | 'discount_info' | 'lowest_price_30d'>;

export function priceView(product: PriceFacts): PriceView {
  const info = product.discount_info;
  const discounted = Boolean(info?.has_discount) && product.price < (info.original_price || product.base_price);
  if (!discounted) return { price: product.price, original: null, percent: null, lowest30d: null };
  const original = info.original_price || product.base_price;
  const percent =
    info.discount_percentage > 0 ? info.discount_percentage : Math.round((1 - product.price / original) * 100);
  return { price: product.price, original, percent, lowest30d: product.lowest_price_30d ?? null };
}

/** Sizes a person can choose from; a single `one_size` means there is nothing to choose. */
export function selectableSizes(sizes: readonly string[]): string[] {
  const real = sizes.filter((size) => size && size !== 'one_size');
  return real.length > 0 ? real : [];
}

/** Belt lengths are plain numbers of centimetres. */
export function isNumericSize(size: string): boolean {
  return /^\d+$/.test(size);
}

/** Photographs as the gallery needs them, falling back to the plain image URLs. */
export function productPhotos(product: Pick<Product, 'gallery' | 'images' | 'name'>) {
  if (product.gallery.length > 0) return product.gallery;
  return product.images.map((url) => ({ url, alt: product.name, srcset: '', variants: [] }));
}
