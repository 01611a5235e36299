import type { DbOrTx } from '../../db/client';
import type { GiftCard } from '../../db/schema';
import { DomainError } from '../../errors';
import { giftCardCodeHash, normaliseGiftCardCode } from './gift-card-codes';
import { findGiftCardByHash } from './gift-cards.repository';

/** A wrong code: the routes count these per client (repeated guessing is stopped, docs/product-rules.md#gift-cards). */
export class GiftCardNotFound extends DomainError {}

/**
 * The card a customer typed the code of. A string that cannot be a code and a code we do not know are both
 * refused (422) as a failed guess; an expired, spent or blocked card is found — the caller decides.
 */
export async function findGiftCardByCode(db: DbOrTx, typed: string): Promise<GiftCard> {
  const normalised = normaliseGiftCardCode(typed);
  if (!normalised) {
    throw new GiftCardNotFound(
      422,
      'gift_card_code_invalid',
      'gift_card.code_invalid',
      {},
      {
        code: ['gift_card.code_invalid'],
      },
    );
  }
  const card = await findGiftCardByHash(db, giftCardCodeHash(normalised));
  if (!card) {
    throw new GiftCardNotFound(
      422,
      'gift_card_unknown',
      'gift_card.unknown',
      {},
      {
        code: ['gift_card.unknown'],
      },
    );
  }
  return card;
}
