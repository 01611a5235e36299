import type { Locale } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { hashToken } from '../../shared/secrets';
import type { CouponCustomer } from '../coupons/coupons.service';
import { type CartOwner, type CartRow, findCart } from './cart.repository';

/**
 * The server cart of everyone (docs/product-rules.md#carts): a customer's by account, a guest's by an httpOnly cookie token of which
 * only the hash is stored. Every read and every change recomputes the cart from the database: prices from
 * the catalogue, the promo code against its rules, delivery from the shipping rules (docs/product-rules.md#money, #delivery, #stock).
 */

/** Who asks: a signed-in customer, or a guest with (maybe) the cookie token of a cart. */
export type CartIdentity = { customer: { userId: number; email: string } } | { guestToken: string | undefined };

export type CartContext = { db: Db; publicUrl: string; now: Date; locale: Locale };

/** Guest tokens are 256 random bits, base64url. */
const GUEST_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function guestOwner(token: string | undefined): CartOwner | undefined {
  return token && GUEST_TOKEN_SHAPE.test(token) ? { guestTokenHash: hashToken(token) } : undefined;
}

export function ownerOf(identity: CartIdentity): CartOwner | undefined {
  return 'customer' in identity ? { userId: identity.customer.userId } : guestOwner(identity.guestToken);
}

/**
 * Who the promo code's customer rules (first order only, per-customer limits) are checked for: the signed-in
 * customer, or a guest by the e-mail typed at checkout, which the cart remembers (setCheckoutEmail).
 */
export function couponCustomer(identity: CartIdentity, cart: CartRow | undefined): CouponCustomer {
  return 'customer' in identity ? identity.customer : { email: cart?.checkoutEmail ?? null };
}

/** The customer's or guest's cart row (for the order placement). */
export function findCartOf(db: DbOrTx, identity: CartIdentity): Promise<CartRow | undefined> {
  const owner = ownerOf(identity);
  return owner ? findCart(db, owner) : Promise.resolve(undefined);
}
