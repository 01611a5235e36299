import type { Locale } from '@atelier/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { Conflict, DomainError } from '../../errors';
import type { Grosze } from '../../shared/money';
import type { GiftCardCover } from './gift-card-rules';
import {
  blockGiftCardRow,
  clearCartGiftCards,
  findCartGiftCards,
  findGiftCardPaymentsOfOrder,
  findGiftCardsBoughtBy,
  findOutstandingUsesOfOrder,
  giveBackToGiftCard,
  insertGiftCardUse,
  lockGiftCards,
  takeFromGiftCard,
} from './gift-cards.repository';

/**
 * Spending and giving back (docs/product-rules.md#gift-cards). These run inside the orders module's
 * transactions: the order placement spends, a cancellation or a refund gives back. Cards are always locked in
 * id order before their balance is read, so two orders sharing a card wait for each other and the second
 * sees what the first left.
 */

/** Locks the cards applied to a cart, before the placement quotes it (the quote then reads the locked balances). */
export async function lockCartGiftCards(tx: Tx, cartId: number): Promise<void> {
  await lockGiftCards(
    tx,
    (await findCartGiftCards(tx, cartId)).map((c) => c.id),
  );
}

/**
 * Takes what each card covers of a new order and writes the ledger; the cart forgets its cards. The cards were
 * locked by lockCartGiftCards, so a failed take means the quote was computed without the lock: refused (409),
 * never a negative balance.
 */
export async function spendGiftCards(
  tx: Tx,
  input: { cartId: number; orderId: number; covers: GiftCardCover[]; now: Date; locale: Locale },
): Promise<Grosze> {
  let spent = 0;
  for (const cover of input.covers) {
    if (cover.applied <= 0) continue;
    if (!(await takeFromGiftCard(tx, cover.card.id, cover.applied))) {
      throw new DomainError(409, 'gift_card_changed', 'gift_card.changed', { last4: cover.card.codeLast4 });
    }
    await insertGiftCardUse(tx, {
      giftCardId: cover.card.id,
      orderId: input.orderId,
      amount: cover.applied,
      kind: 'spend',
      now: input.now,
    });
    spent += cover.applied;
  }
  await clearCartGiftCards(tx, input.cartId);
  return spent;
}

/**
 * A cancelled or refunded order gives back to each card what it took (what was not given back already), even
 * to a card that has expired or been blocked since — the balance is the customer's. Answers the sum.
 */
export async function releaseGiftCardsOfOrder(tx: Tx, orderId: number, now: Date): Promise<Grosze> {
  const outstanding = await findOutstandingUsesOfOrder(tx, orderId);
  if (!outstanding.length) return 0;
  await lockGiftCards(
    tx,
    outstanding.map((o) => o.giftCardId),
  );
  let released = 0;
  for (const use of outstanding) {
    await giveBackToGiftCard(tx, use.giftCardId, use.amount);
    await insertGiftCardUse(tx, { giftCardId: use.giftCardId, orderId, amount: use.amount, kind: 'release', now });
    released += use.amount;
  }
  return released;
}

/**
 * Cards bought by an order that is being cancelled are blocked (the money goes back, so the cards must stop).
 * A bought card that has been used already cannot be taken back: the cancellation is refused (409).
 */
export async function voidGiftCardsBoughtBy(
  tx: Tx,
  orderId: number,
  input: { by: number | null; now: Date },
): Promise<void> {
  const bought = await findGiftCardsBoughtBy(tx, orderId);
  if (!bought.length) return;
  const locked = await lockGiftCards(
    tx,
    bought.map((c) => c.id),
  );
  const used = locked.find((c) => c.balanceGrosze < c.initialGrosze);
  if (used) throw new Conflict('gift_card.bought_card_used', { last4: used.codeLast4 }, 'gift_card_bought_card_used');
  for (const card of locked) if (!card.blockedAt) await blockGiftCardRow(tx, card.id, input.by, input.now);
}

/**
 * What the order's gift cards paid, per card (ADR 021 R5): its last four characters, its kind and the amount —
 * what an invoice needs to print R2 (sold and return cards: paid, taxed at sale) and R4 (staff cards: a discount).
 */
export async function giftCardPaymentsOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ codeLast4: string; kind: 'sold' | 'return' | 'staff'; amount: number }[]> {
  const rows = await findGiftCardPaymentsOfOrder(db, orderId);
  return rows.map(({ codeLast4, kind, amount }) => ({ codeLast4, kind: kind as 'sold' | 'return' | 'staff', amount }));
}
