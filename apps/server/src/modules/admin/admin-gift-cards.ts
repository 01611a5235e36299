import type { AdminGiftCardIssueInput, AdminGiftCardListQuery } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { Unauthorized } from '../../errors';
import { blockGiftCard, issueStaffGiftCard, listGiftCardsForStaff } from '../gift-cards/gift-card-staff';
import { audit } from './admin-audit';

/** The admin edge of gift cards: the routes check roles; every change leaves an audit entry in its transaction. */

/** The guard let only staff through, so a request here always has its user. */
function staffId(request: FastifyRequest): number {
  if (!request.user) throw new Unauthorized();
  return request.user.id;
}

export const adminGiftCardList = (db: Db, query: AdminGiftCardListQuery, now: Date) =>
  listGiftCardsForStaff(db, query, now);

export function adminIssueGiftCard(db: Db, request: FastifyRequest, input: AdminGiftCardIssueInput, now: Date) {
  return issueStaffGiftCard(db, { ...input, issuedByUserId: staffId(request), now }, (tx, card) =>
    audit(tx, request, 'gift_card.issue', 'gift_card', card.id, {
      amount: input.amount,
      email: input.email,
      last4: card.codeLast4,
    }),
  );
}

export function adminBlockGiftCard(db: Db, request: FastifyRequest, id: number, now: Date) {
  return blockGiftCard(db, id, { by: staffId(request), now }, (tx, card) =>
    audit(tx, request, 'gift_card.block', 'gift_card', card.id, { last4: card.codeLast4 }),
  );
}
