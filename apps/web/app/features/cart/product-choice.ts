import type { Product } from '@atelier/contracts';

/*
 * What goes with a product into the cart besides its id. Pure, shared by the product page and the
 * wishlist's move-to-cart, so both put the same product in the same line.
 */

const MAX_LINE_QUANTITY = 99;

/**
 * The colour sent with the product. Colours here describe the leather rather than offer a choice (a
 * two-tone bag lists both), so only a product made in exactly one colour names it on its cart line.
 */
export function cartColourOf(
  colors: readonly Pick<Product['colors'][number], 'code' | 'name' | 'hex'>[] | undefined,
): { code: string; name: string; hex: string } | null {
  const only = colors?.length === 1 ? colors[0] : undefined;
  if (!only) return null;
  return { code: only.code, name: only.name, hex: only.hex };
}

/** The most pieces one can put in the cart at once: the stock for pieces sold from stock (docs/product-rules.md#stock), else 99. */
export function maxOrderQuantity(product: Pick<Product, 'made_to_order' | 'stock' | 'in_stock'>): number {
  if (product.made_to_order) return MAX_LINE_QUANTITY;
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, product.in_stock ? product.stock : 0));
}
