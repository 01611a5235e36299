import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cartGiftCards, type GiftCard, type GiftCardUseKind, giftCards, giftCardUses } from '../../db/schema';
import { readTogether } from '../../shared/read-together';

/** Queries of gift cards, their ledger and the cards applied to carts. */

export async function findGiftCardByHash(db: DbOrTx, codeHash: string): Promise<GiftCard | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
  return row;
}

export async function findGiftCardById(db: DbOrTx, id: number): Promise<GiftCard | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return row;
}

/** Locks the cards in id order (two orders sharing cards lock them in the same order, so they never deadlock). */
export async function lockGiftCards(tx: Tx, ids: number[]): Promise<GiftCard[]> {
  if (!ids.length) return [];
  return tx.select().from(giftCards).where(inArray(giftCards.id, ids)).orderBy(asc(giftCards.id)).for('update');
}

/** The cards applied to a cart, first applied first. */
export async function findCartGiftCards(db: DbOrTx, cartId: number): Promise<GiftCard[]> {
  const rows = await db
    .select({ card: giftCards })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
    .where(eq(cartGiftCards.cartId, cartId))
    .orderBy(asc(cartGiftCards.appliedAt), asc(cartGiftCards.giftCardId));
  return rows.map((r) => r.card);
}

export async function addCartGiftCard(tx: Tx, cartId: number, giftCardId: number, now: Date): Promise<void> {
  await tx.insert(cartGiftCards).values({ cartId, giftCardId, appliedAt: now }).onConflictDoNothing();
}

export async function removeCartGiftCard(tx: Tx, cartId: number, giftCardId: number): Promise<boolean> {
  const removed = await tx
    .delete(cartGiftCards)
    .where(and(eq(cartGiftCards.cartId, cartId), eq(cartGiftCards.giftCardId, giftCardId)))
    .returning({ id: cartGiftCards.giftCardId });
  return removed.length > 0;
}

export async function clearCartGiftCards(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cartId, cartId));
}

/**
 * Takes `amount` from a locked card. The condition repeats the rule the lock already guarantees, so even a
 * caller that forgot the lock cannot take a card below zero (the row's check constraint is the last net).
 */
export async function takeFromGiftCard(tx: Tx, id: number, amount: number): Promise<boolean> {
  const taken = await tx
    .update(giftCards)
    .set({ balanceGrosze: sql`${giftCards.balanceGrosze} - ${amount}` })
    .where(and(eq(giftCards.id, id), gte(giftCards.balanceGrosze, amount)))
    .returning({ id: giftCards.id });
  return taken.length > 0;
}

export async function giveBackToGiftCard(tx: Tx, id: number, amount: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceGrosze: sql`${giftCards.balanceGrosze} + ${amount}` })
    .where(eq(giftCards.id, id));
}

export async function insertGiftCardUse(
  tx: Tx,
  use: { giftCardId: number; orderId: number; amount: number; kind: GiftCardUseKind; now: Date },
): Promise<void> {
  await tx.insert(giftCardUses).values({
    giftCardId: use.giftCardId,
    orderId: use.orderId,
    amountGrosze: use.amount,
    kind: use.kind,
    createdAt: use.now,
  });
}

/** What each card of an order still holds of it: spent less released, per card. */
export async function findOutstandingUsesOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ giftCardId: number; amount: number }[]> {
  const rows = await db
    .select({
      giftCardId: giftCardUses.giftCardId,
      amount:
        sql<number>`sum(case when ${giftCardUses.kind} = 'spend' then ${giftCardUses.amountGrosze} else -${giftCardUses.amountGrosze} end)`.mapWith(
          Number,
        ),
    })
    .from(giftCardUses)
    .where(eq(giftCardUses.orderId, orderId))
    .groupBy(giftCardUses.giftCardId)
    .orderBy(asc(giftCardUses.giftCardId));
  return rows.filter((r) => r.amount > 0);
}

export async function findGiftCardsBoughtBy(db: DbOrTx, orderId: number): Promise<GiftCard[]> {
  return db.select().from(giftCards).where(eq(giftCards.orderId, orderId)).orderBy(asc(giftCards.id));
}

export async function blockGiftCardRow(tx: Tx, id: number, by: number | null, now: Date): Promise<void> {
  await tx.update(giftCards).set({ blockedAt: now, blockedByUserId: by }).where(eq(giftCards.id, id));
}

/** The staff list: newest first, with the number of orders that used each card. */
export async function listGiftCards(db: DbOrTx, page: { limit: number; offset: number; last4?: string }) {
  const where = page.last4 ? eq(giftCards.codeLast4, page.last4) : undefined;
  const uses =
    sql<number>`(select count(distinct ${giftCardUses.orderId}) from ${giftCardUses} where ${giftCardUses.giftCardId} = ${giftCards.id})`.mapWith(
      Number,
    );
  const [rows, [{ count }]] = await readTogether(
    db,
    () =>
      db
        .select({ card: giftCards, uses })
        .from(giftCards)
        .where(where)
        .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(giftCards)
        .where(where),
  );
  return { rows, count };
}

export async function findUsesOfCard(db: DbOrTx, giftCardId: number) {
  return db
    .select()
    .from(giftCardUses)
    .where(eq(giftCardUses.giftCardId, giftCardId))
    .orderBy(asc(giftCardUses.createdAt), asc(giftCardUses.id));
}

/**
 * What gift cards paid of an order, per card and kind, net of what was given back: the lines an invoice or a
 * receipt shows (docs/decisions/021-gift-cards-and-vat.md, rules R3–R5).
 */
export async function findGiftCardPaymentsOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ giftCardId: number; codeLast4: string; kind: GiftCard['kind']; amount: number }[]> {
  const rows = await db
    .select({
      giftCardId: giftCards.id,
      codeLast4: giftCards.codeLast4,
      kind: giftCards.kind,
      amount:
        sql<number>`sum(case when ${giftCardUses.kind} = 'spend' then ${giftCardUses.amountGrosze} else -${giftCardUses.amountGrosze} end)`.mapWith(
          Number,
        ),
    })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(eq(giftCardUses.orderId, orderId))
    .groupBy(giftCards.id, giftCards.codeLast4, giftCards.kind)
    .orderBy(asc(giftCards.id));
  return rows.filter((r) => r.amount > 0);
}
