import type { GiftCardBalance, Locale } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client';
import { translate } from '../../i18n/messages';
import { formatDate, formatPrice, toPln } from '../../shared/money';
import { findGiftCardByCode } from './gift-card-lookup';
import { giftCardState } from './gift-card-rules';

/** POST /api/gift-cards/balance: what a card holds and until when; an expired or spent card says so too. */
export async function checkGiftCardBalance(
  db: DbOrTx,
  code: string,
  ctx: { now: Date; locale: Locale },
): Promise<{ data: GiftCardBalance; message: string }> {
  const card = await findGiftCardByCode(db, code);
  const status = giftCardState(card, ctx.now);
  const balance = status === 'active' ? card.balanceGrosze : status === 'spent' ? 0 : card.balanceGrosze;
  const date = formatDate(card.expiresAt, ctx.locale);
  const message =
    status === 'active'
      ? translate(ctx.locale, 'gift_card.balance', {
          last4: card.codeLast4,
          amount: formatPrice(balance, ctx.locale),
          date,
        })
      : translate(ctx.locale, `gift_card.${status}`, { last4: card.codeLast4, date });
  return {
    data: { code_last4: card.codeLast4, balance: toPln(balance), expires_at: card.expiresAt.toISOString(), status },
    message,
  };
}
