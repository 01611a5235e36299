import type { AdminGiftCard, AdminGiftCardIssueInput, AdminGiftCardListQuery } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client';
import type { GiftCard, GiftCardUse } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { toPln } from '../../shared/money';
import { issueGiftCard } from './gift-card-issuing';
import { giftCardState } from './gift-card-rules';
import { blockGiftCardRow, findUsesOfCard, listGiftCards, lockGiftCards } from './gift-cards.repository';

/** What staff do with gift cards (the admin panel is only the HTTP edge of these). */

function presentForStaff(card: GiftCard, uses: number, history: GiftCardUse[], now: Date): AdminGiftCard {
  return {
    id: card.id,
    code_last4: card.codeLast4,
    kind: card.kind,
    initial: toPln(card.initialGrosze),
    balance: toPln(card.balanceGrosze),
    expires_at: card.expiresAt.toISOString(),
    status: giftCardState(card, now),
    email: card.email,
    order_id: card.orderId,
    return_id: card.returnId,
    issued_by_user_id: card.issuedByUserId,
    blocked_at: card.blockedAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
    uses,
    history: history.map((u) => ({
      order_id: u.orderId,
      kind: u.kind,
      amount: toPln(u.amountGrosze),
      at: u.createdAt.toISOString(),
    })),
  };
}

async function presentOne(db: Db | Tx, card: GiftCard, now: Date): Promise<AdminGiftCard> {
  const history = await findUsesOfCard(db, card.id);
  const uses = new Set(history.filter((u) => u.kind === 'spend').map((u) => u.orderId)).size;
  return presentForStaff(card, uses, history, now);
}

export async function listGiftCardsForStaff(db: Db, query: AdminGiftCardListQuery, now: Date) {
  const { rows, count } = await listGiftCards(db, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    last4: query.last4,
  });
  const data: AdminGiftCard[] = [];
  for (const row of rows) data.push(await presentOne(db, row.card, now));
  return {
    data,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(count / query.per_page)),
      per_page: query.per_page,
      total: count,
    },
  };
}

/** A staff-issued card: e-mailed at once; `within` records the audit entry in the same transaction. */
export async function issueStaffGiftCard(
  db: Db,
  input: AdminGiftCardIssueInput & { issuedByUserId: number; now: Date },
  within: (tx: Tx, card: { id: number; codeLast4: string }) => Promise<void>,
): Promise<AdminGiftCard> {
  return db.transaction(async (tx) => {
    const issued = await issueGiftCard(
      tx,
      {
        amountGrosze: Math.round(input.amount * 100),
        email: input.email,
        lang: input.lang,
        kind: 'staff',
        issuedByUserId: input.issuedByUserId,
      },
      input.now,
    );
    await within(tx, issued);
    const [card] = await lockGiftCards(tx, [issued.id]);
    return presentOne(tx, card, input.now);
  });
}

/** Blocks a card (a leaked code, a fraud): it can no longer be applied; what orders took from it stays taken. */
export async function blockGiftCard(
  db: Db,
  id: number,
  input: { by: number; now: Date },
  within: (tx: Tx, card: GiftCard) => Promise<void>,
): Promise<AdminGiftCard> {
  return db.transaction(async (tx) => {
    const [card] = await lockGiftCards(tx, [id]);
    if (!card) throw new NotFound('error.not_found');
    if (card.blockedAt) throw new Conflict('gift_card.already_blocked', {}, 'gift_card_already_blocked');
    await blockGiftCardRow(tx, id, input.by, input.now);
    await within(tx, card);
    return presentOne(tx, { ...card, blockedAt: input.now, blockedByUserId: input.by }, input.now);
  });
}
