import type { Db } from '../../db/client';
import { DomainError, ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { findCouponByCode, findCouponById } from '../coupons/coupons.repository';
import { checkCoupon, couponRefused, normalisePromoCode } from '../coupons/coupons.service';
import { loadShippingRules } from '../shipping/shipping.service';
import { type CartRow, findLines, setCartCheckoutEmail, setCartCoupon } from './cart.repository';
import { type CartChange, changeCart } from './cart-change';
import { type CartContext, type CartIdentity, couponCustomer } from './cart-identity';
import { couponLinesOf, quoteLines } from './cart-quote';
import { cartById } from './cart-reading';

/** The cart's promo code, and the guest's checkout e-mail its customer rules are checked for. */

/**
 * POST /api/cart/promo-codes/apply. One code per cart: another code is refused until the current one is
 * removed (codes do not combine, and silently replacing a better code would cost the customer).
 */
export async function applyPromoCode(ctx: CartContext, identity: CartIdentity, rawCode: string): Promise<CartChange> {
  const code = normalisePromoCode(rawCode);
  if (!code) throw new ValidationFailed({ code: ['coupon.code_required'] }, 'coupon.code_required');
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon?.isActive) throw couponRefused({ reason: 'unknown', code }, ctx.locale);
    if (cart?.couponId === coupon.id) return;
    if (cart?.couponId) {
      const current = await findCouponById(tx, cart.couponId);
      throw new DomainError(422, 'coupon_already_applied', 'coupon.already_applied', { current: current?.code ?? '' });
    }
    const rules = await loadShippingRules(tx);
    const { lines } = await quoteLines(tx, cart ? await findLines(tx, cart.id) : [], ctx, rules);
    const check = await checkCoupon(tx, coupon, {
      now: ctx.now,
      lines: couponLinesOf(lines),
      customer: couponCustomer(identity, cart),
    });
    if (!check.ok) throw couponRefused(check.refusal, ctx.locale);
    // A passing check implies goods in the cart, hence a cart.
    if (cart) await setCartCoupon(tx, cart.id, coupon.id, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'coupon.applied', { code }) };
}

/**
 * POST /api/cart/promo-codes/remove (422 when no code is applied) and …/force-remove (always succeeds,
 * the client's fallback when the normal removal reports a failure).
 */
export async function removePromoCode(
  ctx: CartContext,
  identity: CartIdentity,
  options: { force: boolean },
): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart?.couponId) {
      if (options.force) return;
      throw new DomainError(422, 'coupon_none', 'coupon.none');
    }
    await setCartCoupon(tx, cart.id, null, ctx.now);
  });
  return { cart: await cartById(ctx, cartId, identity), message: translate(ctx.locale, 'coupon.removed') };
}

/**
 * POST /api/cart/checkout-email: the guest's e-mail as typed at checkout, so the cart checks the promo code's
 * customer rules for it at once and answers, with the new totals, when the code does not apply (e.g. a first
 * order code for an address that has ordered before) — rather than the order being refused at the end. An
 * empty address forgets it. A customer's cart answers as it is (their account decides); without a cart nothing
 * is stored.
 */
export async function setCheckoutEmail(
  ctx: CartContext,
  identity: CartIdentity,
  email: string | null,
): Promise<CartChange> {
  const { cartId } = await changeCart(ctx, identity, false, async (tx, cart) => {
    if (!cart || 'customer' in identity) return;
    if (cart.checkoutEmail !== email) await setCartCheckoutEmail(tx, cart.id, email, ctx.now);
  });
  const cart = await cartById(ctx, cartId, identity);
  const refused = cart.coupon && !cart.coupon.applicable;
  const warning = cart.warnings.find((w) => w.code.startsWith('coupon_'));
  return {
    cart,
    message: refused && warning ? warning.message : translate(ctx.locale, 'cart.checkout_email_saved'),
  };
}

/** The placement of a guest order remembers the e-mail it was placed with (see setCheckoutEmail). */
export async function rememberCheckoutEmail(db: Db, cart: CartRow, email: string, now: Date): Promise<void> {
  if (cart.userId !== null || cart.checkoutEmail === email) return;
  await setCartCheckoutEmail(db, cart.id, email, now);
}
