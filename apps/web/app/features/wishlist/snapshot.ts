import type { Product, WishlistItem } from '@atelier/contracts';

/**
 * What the wishlist keeps of a product: enough to draw it in the list and to put it in the cart, for a
 * guest's list in local storage (`wishlist_items`) as much as for a customer's list from the server.
 * Only id and name are certain: entries stored by an older version of the page may lack the rest.
 */
export type WishlistProduct = Pick<Product, 'id' | 'name'> &
  Partial<
    Pick<
      Product,
      | 'slug'
      | 'image'
      | 'price'
      | 'base_price'
      | 'discount_info'
      | 'lowest_price_30d'
      | 'in_stock'
      | 'orderable'
      | 'made_to_order'
      | 'sizes'
      | 'colors'
      | 'gallery'
      | 'labels'
      | 'default_variant_id'
    >
  > & { category?: Product['category'] | null };

export interface WishlistEntry {
  id: number | string;
  product_id: number;
  product: WishlistProduct;
  added_at: string;
}

/** A product as a card or the product page has it; sizes are known on the page and on newer cards. */
export type WishlistSource = Pick<
  Product,
  | 'id'
  | 'name'
  | 'slug'
  | 'image'
  | 'price'
  | 'base_price'
  | 'discount_info'
  | 'lowest_price_30d'
  | 'in_stock'
  | 'orderable'
  | 'made_to_order'
  | 'colors'
  | 'gallery'
  | 'labels'
  | 'category'
> & { sizes?: string[]; default_variant_id?: number };

export function snapshotOf(product: WishlistSource): WishlistProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    price: product.price,
    base_price: product.base_price,
    discount_info: product.discount_info,
    lowest_price_30d: product.lowest_price_30d,
    in_stock: product.in_stock,
    orderable: product.orderable,
    made_to_order: product.made_to_order,
    sizes: product.sizes,
    colors: product.colors,
    // Moving to the cart puts in the variant the product page would show first (docs/product-rules.md#variants).
    default_variant_id: product.default_variant_id,
    // One photo is all the list shows; the rest would only fill local storage.
    gallery: product.gallery.slice(0, 1),
    labels: product.labels,
    category: product.category,
  };
}

export function entryOf(item: WishlistItem): WishlistEntry {
  return { id: item.id, product_id: item.product.id, product: snapshotOf(item.product), added_at: item.added_at };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isWishlistEntry(value: unknown): value is WishlistEntry {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  return (
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.product_id === 'number' &&
    Number.isInteger(value.product_id) &&
    value.product.id === value.product_id &&
    typeof value.product.name === 'string'
  );
}

/** Product ids of a guest's list for POST /api/user/wishlist/merge (positive whole numbers, once each). */
export function mergeIdsOf(entries: readonly Pick<WishlistEntry, 'product_id'>[]): number[] {
  return [...new Set(entries.map((entry) => entry.product_id).filter((id) => Number.isInteger(id) && id > 0))];
}
