import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client';
import {
  deleteCart,
  deleteStaleGuestCarts,
  ensureCustomerCart,
  findLines,
  findVariantStock,
  lockCart,
  moveLine,
  setCartCoupon,
  setCartDelivery,
  setLineQuantity,
  touchCart,
} from './cart.repository';
import { guestOwner } from './cart-identity';
import { sameItem } from './cart-lines';

/** Guest carts: merged into the customer's at login, swept when stale. */

/**
 * Moves a guest's cart into the customer's, inside the caller's transaction (login, registration):
 * the same variant adds up (capped at 99 and, for variants not made to order, at the
 * stock), the promo code and delivery choice carry over when the customer has none, and the guest cart
 * is deleted. The guest cart row is locked first (SELECT … FOR UPDATE), so two logins with one cookie
 * merge it once: the second finds it gone. Returns whether there was a guest cart.
 */
export async function mergeGuestCart(
  tx: Tx,
  input: { guestToken: string | undefined; userId: number; now: Date },
): Promise<boolean> {
  const owner = guestOwner(input.guestToken);
  if (!owner) return false;
  const guest = await lockCart(tx, owner);
  if (!guest || guest.userId !== null) return false;
  const target = await ensureCustomerCart(tx, input.userId, input.now);
  const guestLines = await findLines(tx, guest.id);
  const targetLines = await findLines(tx, target.id);
  if (guestLines.length) {
    const stock = new Map(
      (await findVariantStock(tx, [...new Set(guestLines.map((l) => l.variantId))])).map((v) => [v.id, v]),
    );
    let lineCount = targetLines.length;
    for (const line of guestLines) {
      const same = targetLines.find((l) => sameItem(l, line.variantId));
      const had = same?.quantity ?? 0;
      let wanted = Math.min(CART_MAX_LINE_QUANTITY, had + line.quantity);
      const variant = stock.get(line.variantId);
      // Capped by stock only while the variant is sold from stock; unavailable lines carry over to be flagged.
      if (variant?.isActive && !variant.madeToOrder && variant.stock > 0) {
        wanted = Math.min(wanted, Math.max(had, variant.stock));
      }
      if (same) {
        if (wanted !== had) await setLineQuantity(tx, same.id, wanted, input.now);
        same.quantity = wanted;
      } else {
        if (wanted < 1 || lineCount >= CART_MAX_LINES) continue;
        await moveLine(tx, line.id, target.id, wanted, input.now);
        targetLines.push({ ...line, cartId: target.id, quantity: wanted });
        lineCount += 1;
      }
    }
  }
  if (!target.couponId && guest.couponId) await setCartCoupon(tx, target.id, guest.couponId, input.now);
  if (!target.deliveryMethodCode && guest.deliveryMethodCode) {
    await setCartDelivery(
      tx,
      target.id,
      { code: guest.deliveryMethodCode, inpostPoint: guest.inpostPoint, inpostPointData: guest.inpostPointData },
      input.now,
    );
  }
  await deleteCart(tx, guest.id);
  await touchCart(tx, target.id, input.now);
  return true;
}

/** Runs mergeGuestCart in its own transaction (a signed-in request that still carries the guest cookie). */
export function mergeGuestCartNow(
  db: Db,
  input: { guestToken: string | undefined; userId: number; now: Date },
): Promise<boolean> {
  return db.transaction((tx) => mergeGuestCart(tx, input));
}

/** Guest carts untouched for this long are deleted by sweepGuestCarts (the cookie lives as long). */
export const GUEST_CART_DAYS = 30;

/**
 * Deletes guest carts not changed for GUEST_CART_DAYS (index carts_updated_at_idx); returns how many.
 * Meant for a periodic job of the server process.
 */
export function sweepGuestCarts(db: Db, now: Date): Promise<number> {
  return deleteStaleGuestCarts(db, new Date(now.getTime() - GUEST_CART_DAYS * 24 * 60 * 60 * 1000));
}
