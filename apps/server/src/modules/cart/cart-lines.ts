import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES, type CartAddBody, type ProductVariant } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import { DomainError, NotFound, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import {
  type CartLineRow,
  deleteAllLines,
  deleteLine,
  findColours,
  findLines,
  insertLine,
  setCartCoupon,
  setLineQuantity,
} from './cart.repository';
import { type CartChange, changeCart } from './cart-change';
import type { CartContext, CartIdentity } from './cart-identity';
import { type LoadedProduct, loadProducts, variantLabel, variantOf } from './cart-products';
import { cartById } from './cart-reading';

/** The cart's lines: adding, changing quantities, removing, emptying (docs/product-rules.md#stock). */

const invalidItem = () => new NotFound('cart.invalid_item_id');

/** A size as the client wrote it ('m' for 'M'), or undefined when it names none of the product's. */
function matchSize(sizes: string[], wanted: string): string | undefined {
  return sizes.find((s) => s.toLowerCase() === wanted.toLowerCase());
}

async function resolveColour(tx: Tx, loaded: LoadedProduct, wanted: number | string): Promise<string> {
  const colours = await findColours(tx);
  const colour =
    typeof wanted === 'number'
      ? colours.find((c) => c.id === wanted)
      : colours.find((c) => c.code === wanted.trim().toLowerCase());
  if (!colour || !loaded.product.colors.some((c) => c.code === colour.code)) {
    throw new ValidationFailed({ color_id: ['cart.colour_invalid'] }, 'cart.colour_invalid');
  }
  return colour.code;
}

/**
 * The variant a request names (docs/product-rules.md#variants): by `variant_id`; else the only one; else the one
 * its `size` and `color_id` pick out (how the first version's clients choose). Several left → 422 on variant_id.
 */
async function resolveVariant(tx: Tx, loaded: LoadedProduct, body: CartAddBody): Promise<ProductVariant> {
  const { variants, sizes } = loaded.product;
  if (body.variant_id != null) {
    const named = variantOf(loaded, body.variant_id);
    if (!named) throw new ValidationFailed({ variant_id: ['catalog.variant_not_found'] }, 'catalog.variant_not_found');
    return named;
  }
  const givenSize = body.size?.trim();
  const size = givenSize ? matchSize(sizes, givenSize) : undefined;
  if (givenSize && !size) throw new ValidationFailed({ size: ['cart.size_invalid'] }, 'cart.size_invalid');
  const colourCode = body.color_id == null ? undefined : await resolveColour(tx, loaded, body.color_id);
  const candidates = variants.filter(
    (v) => (size === undefined || v.size === size) && (colourCode === undefined || v.color?.code === colourCode),
  );
  if (candidates.length === 1) return candidates[0];
  if (!candidates.length)
    throw new ValidationFailed({ variant_id: ['catalog.variant_not_found'] }, 'catalog.variant_not_found');
  // Only the size was left open, and the product has several: the first version asked for it by name.
  if (size === undefined && new Set(candidates.map((v) => v.size)).size > 1 && colourCode !== undefined) {
    throw new ValidationFailed({ size: ['cart.size_required'] }, 'cart.size_required');
  }
  throw new ValidationFailed({ variant_id: ['catalog.variant_required'] }, 'catalog.variant_required');
}

/** A withdrawn product, or a variant sold out and not made to order, cannot be added (docs/product-rules.md#stock). */
function assertOrderable(loaded: LoadedProduct, variant: ProductVariant | undefined): void {
  if (!loaded.active || !variant) {
    throw new DomainError(422, 'product_unavailable', 'cart.product_unavailable', {
      name: variantLabel(loaded, variant),
    });
  }
  if (!variant.orderable) {
    throw new DomainError(422, 'out_of_stock', 'cart.out_of_stock', {
      name: variantLabel(loaded, variant),
      available: 0,
    });
  }
}

/** Not made to order: a line may not exceed its variant's stock. */
function assertStock(loaded: LoadedProduct, variant: ProductVariant, inLine: number, wanted: number): void {
  if (variant.made_to_order || inLine + wanted <= variant.stock) return;
  throw new DomainError(
    422,
    'insufficient_stock',
    inLine > 0 ? 'cart.insufficient_stock_in_cart' : 'cart.insufficient_stock',
    { name: variantLabel(loaded, variant), available: variant.stock, in_cart: inLine },
  );
}

/** Lines are per variant: two colours of one product are two lines. */
export const sameItem = (line: CartLineRow, variantId: number) => line.variantId === variantId;

/** POST /api/cart/add: the same variant adds to its line; otherwise a new line. */
export async function addToCart(ctx: CartContext, identity: CartIdentity, body: CartAddBody): Promise<CartChange> {
  const { cartId, newGuestToken, result } = await changeCart(ctx, identity, true, async (tx, cart) => {
    if (!cart) throw new Error('cart expected');
    const loaded = (await loadProducts(tx, [body.product_id], ctx)).get(body.product_id);
    if (!loaded?.active) throw new NotFound('catalog.product_not_found');
    const variant = await resolveVariant(tx, loaded, body);
    assertOrderable(loaded, variant);
    const lines = await findLines(tx, cart.id);
    const same = lines.find((l) => sameItem(l, variant.id));
    const inLine = same?.quantity ?? 0;
    if (inLine + body.quantity > CART_MAX_LINE_QUANTITY) {
      throw new DomainError(422, 'line_quantity_limit', 'cart.line_quantity_limit', {
        max: CART_MAX_LINE_QUANTITY,
        in_cart: inLine,
      });
    }
    if (!same && lines.length >= CART_MAX_LINES) {
      throw new DomainError(422, 'too_many_lines', 'cart.too_many_lines', { max: CART_MAX_LINES });
    }
    assertStock(loaded, variant, inLine, body.quantity);
    if (same) await setLineQuantity(tx, same.id, inLine + body.quantity, ctx.now);
    else
      await insertLine(tx, {
        cartId: cart.id,
        productId: body.product_id,
        variantId: variant.id,
        quantity: body.quantity,
        now: ctx.now,
      });
    return variantLabel(loaded, variant);
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    newGuestToken,
    message: translate(ctx.locale, 'cart.item_added', { name: result }),
  };
}

/** PUT /api/cart/{id}: a new quantity; 0 removes the line. Lowering a quantity is always allowed. */
export async function updateCartLine(
  ctx: CartContext,
  identity: CartIdentity,
  lineId: number,
  quantity: number,
): Promise<CartChange> {
  const { cartId, result } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) throw invalidItem();
    const lines = await findLines(tx, cart.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw invalidItem();
    if (quantity === 0) {
      await deleteLine(tx, cart.id, line.id);
      return 'cart.item_removed' as const;
    }
    if (quantity > line.quantity) {
      const loaded = (await loadProducts(tx, [line.productId], ctx)).get(line.productId);
      if (!loaded) throw invalidItem();
      const variant = variantOf(loaded, line.variantId);
      assertOrderable(loaded, variant);
      if (variant) assertStock(loaded, variant, 0, quantity);
    }
    await setLineQuantity(tx, line.id, quantity, ctx.now);
    return 'cart.quantity_updated' as const;
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, result) };
}

/** DELETE /api/cart/{id}. */
export async function removeCartLine(ctx: CartContext, identity: CartIdentity, lineId: number): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart || !(await deleteLine(tx, cart.id, lineId))) throw invalidItem();
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'cart.item_removed') };
}

/** DELETE /api/cart/clear: no lines and no promo code (the delivery choice stays). */
export async function clearCart(ctx: CartContext, identity: CartIdentity): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart) return;
    await deleteAllLines(tx, cart.id);
    await setCartCoupon(tx, cart.id, null, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'cart.cleared') };
}

/**
 * Empties a cart inside the order placement's transaction (the orders issue calls it after the order is
 * written). The delivery choice is kept for the next order.
 */
export async function emptyCartInTransaction(tx: Tx, cartId: number, now: Date): Promise<void> {
  await deleteAllLines(tx, cartId);
  await setCartCoupon(tx, cartId, null, now);
}
