import type { Cart } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import { hashToken, randomToken } from '../../shared/secrets';
import { type CartRow, ensureCustomerCart, insertGuestCart, lockCart, touchCart } from './cart.repository';
import { type CartContext, type CartIdentity, guestOwner } from './cart-identity';

/** Changing a cart: every change runs in one transaction with the cart row locked. */

export type CartChange = {
  cart: Cart;
  /** A new guest cart was created: the route sets this token as the cookie. */
  newGuestToken?: string;
  message: string;
};

/**
 * Runs a change of the identity's cart in one transaction with the cart row locked. `create` makes a cart
 * when there is none (a guest's gets a fresh cookie token); otherwise `change` receives undefined.
 */
export async function changeCart<T>(
  ctx: CartContext,
  identity: CartIdentity,
  create: boolean,
  change: (tx: Tx, cart: CartRow | undefined) => Promise<T>,
): Promise<{ cartId: number | null; newGuestToken?: string; result: T }> {
  return ctx.db.transaction(async (tx) => {
    let cart: CartRow | undefined;
    let newGuestToken: string | undefined;
    if ('customer' in identity) {
      const userId = identity.customer.userId;
      cart = create ? await ensureCustomerCart(tx, userId, ctx.now) : await lockCart(tx, { userId });
    } else {
      const owner = guestOwner(identity.guestToken);
      cart = owner ? await lockCart(tx, owner) : undefined;
      if (!cart && create) {
        newGuestToken = randomToken();
        cart = await insertGuestCart(tx, hashToken(newGuestToken), ctx.now);
      }
    }
    const result = await change(tx, cart);
    if (cart) await touchCart(tx, cart.id, ctx.now);
    return { cartId: cart?.id ?? null, newGuestToken, result };
  });
}
