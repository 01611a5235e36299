import { GIFT_CARD_VALID_MONTHS } from '@atelier/contracts';
import type { Tx } from '../../db/client';
import { type GiftCardKind, giftCards } from '../../db/schema';
import { queueEmail } from '../mail/mail.service';
import { codeLast4, giftCardCodeHash, newGiftCardCode, normaliseGiftCardCode } from './gift-card-codes';
import { giftCardEmail } from './gift-card-mail';

export type IssueGiftCardInput = {
  amountGrosze: number;
  email: string;
  lang: 'pl' | 'en';
  kind: GiftCardKind;
  /** The order that bought the card (kind 'sold'). */
  orderId?: number;
  /** The return settled with the card (kind 'return'). */
  returnId?: number;
  /** The staff member who issued it (kind 'staff'). */
  issuedByUserId?: number;
};

export type IssuedGiftCard = { id: number; code: string; codeLast4: string; expiresAt: Date };

/** Twelve calendar months after the day of issue, to the same instant. */
export function giftCardExpiry(issuedAt: Date): Date {
  const expires = new Date(issuedAt);
  expires.setUTCMonth(expires.getUTCMonth() + GIFT_CARD_VALID_MONTHS);
  return expires;
}

/**
 * Creates a gift card and queues the e-mail with its code in the caller's transaction, so a card exists only
 * when its e-mail is stored and the change that pays for it (a paid order, a settled return, a staff action)
 * commits. The code is returned once, for the caller's own use (tests, the staff screen); only its hash is kept.
 * `now` is the shop's clock (defaults to the system clock).
 */
export async function issueGiftCard(
  tx: Tx,
  input: IssueGiftCardInput,
  now: Date = new Date(),
): Promise<IssuedGiftCard> {
  if (!Number.isInteger(input.amountGrosze) || input.amountGrosze <= 0) {
    throw new RangeError(`A gift card needs a positive whole amount of grosze, got ${input.amountGrosze}`);
  }
  const code = newGiftCardCode();
  const normalised = normaliseGiftCardCode(code) as string;
  const expiresAt = giftCardExpiry(now);
  const [card] = await tx
    .insert(giftCards)
    .values({
      codeHash: giftCardCodeHash(normalised),
      codeLast4: codeLast4(normalised),
      initialGrosze: input.amountGrosze,
      balanceGrosze: input.amountGrosze,
      kind: input.kind,
      expiresAt,
      email: input.email.trim().toLowerCase(),
      lang: input.lang,
      orderId: input.orderId ?? null,
      returnId: input.returnId ?? null,
      issuedByUserId: input.issuedByUserId ?? null,
      createdAt: now,
    })
    .returning({ id: giftCards.id, codeLast4: giftCards.codeLast4 });
  const mail = giftCardEmail(input.lang, { code, amount: input.amountGrosze, expiresAt, kind: input.kind });
  await queueEmail(tx, { to: input.email, ...mail, template: 'gift-card', locale: input.lang }, { now });
  return { id: card.id, code, codeLast4: card.codeLast4, expiresAt };
}
