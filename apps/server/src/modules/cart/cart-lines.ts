import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES, type CartAddBody } from '@atelier/contracts';
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
import { type LoadedProduct, loadProducts } from './cart-products';
import { cartById } from './cart-reading';

/** The cart's lines: adding, changing quantities, removing, emptying (docs/product-rules.md#stock). */

const invalidItem = () => new NotFound('cart.invalid_item_id');

function resolveSize(sizes: string[], wanted: string | null | undefined): string {
  const given = wanted?.trim();
  if (!given) {
    if (sizes.length <= 1) return sizes[0] ?? '';
    throw new ValidationFailed({ size: ['cart.size_required'] }, 'cart.size_required');
  }
  const match = sizes.find((s) => s.toLowerCase() === given.toLowerCase());
  if (!match) throw new ValidationFailed({ size: ['cart.size_invalid'] }, 'cart.size_invalid');
  return match;
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

/** A product that is withdrawn, or sold out and not made to order, cannot be added (docs/product-rules.md#stock). */
function assertOrderable(loaded: LoadedProduct): void {
  if (!loaded.active) {
    throw new DomainError(422, 'product_unavailable', 'cart.product_unavailable', { name: loaded.product.name });
  }
  if (!loaded.product.orderable) {
    throw new DomainError(422, 'out_of_stock', 'cart.out_of_stock', { name: loaded.product.name, available: 0 });
  }
}

/** Not made to order: all lines of the product together may not exceed its stock. */
function assertStock(loaded: LoadedProduct, otherLinesQuantity: number, wanted: number): void {
  const { product } = loaded;
  if (product.made_to_order || otherLinesQuantity + wanted <= product.stock) return;
  const available = product.stock;
  throw new DomainError(
    422,
    'insufficient_stock',
    otherLinesQuantity > 0 ? 'cart.insufficient_stock_in_cart' : 'cart.insufficient_stock',
    { name: product.name, available, in_cart: otherLinesQuantity },
  );
}

export const sameItem = (line: CartLineRow, productId: number, size: string, colourCode: string) =>
  line.productId === productId && line.size === size && line.colourCode === colourCode;

/** POST /api/cart/add: the same product, size and colour adds to its line; otherwise a new line. */
export async function addToCart(ctx: CartContext, identity: CartIdentity, body: CartAddBody): Promise<CartChange> {
  const { cartId, newGuestToken, result } = await changeCart(ctx, identity, true, async (tx, cart) => {
    if (!cart) throw new Error('cart expected');
    const loaded = (await loadProducts(tx, [body.product_id], ctx)).get(body.product_id);
    if (!loaded?.active) throw new NotFound('catalog.product_not_found');
    const size = resolveSize(loaded.product.sizes, body.size);
    const colourCode = body.color_id == null ? '' : await resolveColour(tx, loaded, body.color_id);
    assertOrderable(loaded);
    const lines = await findLines(tx, cart.id);
    const same = lines.find((l) => sameItem(l, body.product_id, size, colourCode));
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
    const ofProduct = lines.filter((l) => l.productId === body.product_id).reduce((s, l) => s + l.quantity, 0);
    assertStock(loaded, ofProduct, body.quantity);
    if (same) await setLineQuantity(tx, same.id, inLine + body.quantity, ctx.now);
    else
      await insertLine(tx, {
        cartId: cart.id,
        productId: body.product_id,
        size,
        colourCode,
        quantity: body.quantity,
        now: ctx.now,
      });
    return loaded.product.name;
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
      assertOrderable(loaded);
      const others = lines
        .filter((l) => l.productId === line.productId && l.id !== line.id)
        .reduce((s, l) => s + l.quantity, 0);
      assertStock(loaded, others, quantity);
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
