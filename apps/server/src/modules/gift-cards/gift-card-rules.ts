import type { Locale } from '@atelier/contracts';
import type { GiftCard } from '../../db/schema';
import { DomainError } from '../../errors';
import { formatDate, type Grosze } from '../../shared/money';

/** What a card can do now (docs/product-rules.md#gift-cards): pure rules, no database. */

export type GiftCardState = 'active' | 'expired' | 'spent' | 'blocked';

export function giftCardState(card: GiftCard, now: Date): GiftCardState {
  if (card.blockedAt) return 'blocked';
  if (card.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (card.balanceGrosze <= 0) return 'spent';
  return 'active';
}

/** 422 in the request's language, with a code per reason (`gift_card_expired`, `gift_card_spent`, `gift_card_blocked`). */
export function giftCardRefused(card: GiftCard, state: Exclude<GiftCardState, 'active'>, locale: Locale): DomainError {
  const params = { last4: card.codeLast4, date: formatDate(card.expiresAt, locale) };
  const key = `gift_card.${state}` as const;
  return new DomainError(422, `gift_card_${state}`, key, params, { code: [key] });
}

/** Refuses a card that cannot pay now. */
export function assertUsable(card: GiftCard, now: Date, locale: Locale): void {
  const state = giftCardState(card, now);
  if (state !== 'active') throw giftCardRefused(card, state, locale);
}

export type GiftCardCover = { card: GiftCard; applied: Grosze; balanceAfter: Grosze };

/**
 * How the cards pay `payable` grosze: in the order they were applied, each up to its balance, until nothing
 * is left; a card that is no longer usable covers nothing (its line says why). A card whose turn comes after
 * the amount is covered stays applied with 0.
 */
export function coverWithGiftCards(
  cards: GiftCard[],
  payable: Grosze,
  now: Date,
): { covers: GiftCardCover[]; total: Grosze } {
  let left = Math.max(0, payable);
  const covers = cards.map((card) => {
    const usable = giftCardState(card, now) === 'active';
    const applied = usable ? Math.min(card.balanceGrosze, left) : 0;
    left -= applied;
    return { card, applied, balanceAfter: card.balanceGrosze - applied };
  });
  return { covers, total: Math.max(0, payable) - left };
}
