import { GIFT_CARDS_PER_ORDER } from '@atelier/contracts';
import { DomainError } from '../../errors';
import { translate } from '../../i18n/messages';
import { findGiftCardByCode } from '../gift-cards/gift-card-lookup';
import { assertUsable } from '../gift-cards/gift-card-rules';
import { addCartGiftCard, findCartGiftCards, removeCartGiftCard } from '../gift-cards/gift-cards.repository';
import { type CartChange, changeCart } from './cart-change';
import type { CartContext, CartIdentity } from './cart-identity';
import { couponCustomer } from './cart-identity';
import { quoteCart } from './cart-quote';
import { cartById } from './cart-reading';

/**
 * Gift cards applied to the cart (docs/product-rules.md#gift-cards). Applying only remembers the card: the cart
 * shows what it would cover, and the balance is taken when the order is placed, under the card's row lock.
 */

/** POST /api/cart/gift-cards/apply. */
export async function applyGiftCard(ctx: CartContext, identity: CartIdentity, code: string): Promise<CartChange> {
  const { cartId, result: last4 } = await changeCart(ctx, identity, false, async (tx, cart) => {
    const card = await findGiftCardByCode(tx, code);
    assertUsable(card, ctx.now, ctx.locale);
    if (!cart) throw new DomainError(422, 'gift_card_cart_empty', 'gift_card.cart_empty');
    const applied = await findCartGiftCards(tx, cart.id);
    if (applied.some((c) => c.id === card.id)) {
      throw new DomainError(422, 'gift_card_already_applied', 'gift_card.already_applied', { last4: card.codeLast4 });
    }
    if (applied.length >= GIFT_CARDS_PER_ORDER) {
      throw new DomainError(422, 'gift_card_too_many', 'gift_card.too_many', { count: GIFT_CARDS_PER_ORDER });
    }
    const quote = await quoteCart(tx, cart, { ...ctx, customer: couponCustomer(identity, cart) });
    if (!quote.lines.some((l) => !l.unavailable))
      throw new DomainError(422, 'gift_card_cart_empty', 'gift_card.cart_empty');
    if (quote.total - quote.giftCardGoods <= 0) {
      throw new DomainError(422, 'gift_card_nothing_to_cover', 'gift_card.nothing_to_cover');
    }
    await addCartGiftCard(tx, cart.id, card.id, ctx.now);
    return card.codeLast4;
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    message: translate(ctx.locale, 'gift_card.applied', { last4 }),
  };
}

/**
 * POST /api/cart/gift-cards/remove: by the whole code, or by the last four characters the cart shows (a
 * customer may no longer have the code at hand, and only cards already in their own cart can match).
 */
export async function removeGiftCard(ctx: CartContext, identity: CartIdentity, code: string): Promise<CartChange> {
  const typed = code.toUpperCase().replace(/[\s-]/g, '');
  const { cartId, result: last4 } = await changeCart(ctx, identity, false, async (tx, cart) => {
    const applied = cart ? await findCartGiftCards(tx, cart.id) : [];
    const card =
      typed.length === 4
        ? applied.find((c) => c.codeLast4 === typed)
        : applied.find((c) => typed.length > 4 && typed.endsWith(c.codeLast4) && typed.length === 20);
    const confirmed = card && (typed.length === 4 || (await findGiftCardByCode(tx, typed)).id === card.id);
    if (!cart || !card || !confirmed) throw new DomainError(422, 'gift_card_not_in_cart', 'gift_card.not_in_cart');
    await removeCartGiftCard(tx, cart.id, card.id);
    return card.codeLast4;
  });
  return {
    cart: await cartById(ctx, cartId, identity),
    message: translate(ctx.locale, 'gift_card.removed', { last4 }),
  };
}
