import type { Locale } from '@atelier/contracts';
import type { GiftCardKind } from '../../db/schema';
import { emailText } from '../../i18n/emails';
import { formatDate, formatPrice, type Grosze } from '../../shared/money';
import { plainEmail, type RenderedEmail } from '../mail/mail.templates';

/** The e-mail that carries a gift card's code: the only place the code ever exists after issuing. */
export function giftCardEmail(
  locale: Locale,
  input: { code: string; amount: Grosze; expiresAt: Date; kind: GiftCardKind },
): RenderedEmail {
  const amount = formatPrice(input.amount, locale);
  const intro = {
    sold: emailText(locale, 'gift_card.intro_sold'),
    return: emailText(locale, 'gift_card.intro_return'),
    staff: emailText(locale, 'gift_card.intro_staff'),
  }[input.kind];
  return plainEmail(locale, {
    subject: emailText(locale, 'gift_card.subject', { amount }),
    title: emailText(locale, 'gift_card.title', { amount }),
    paragraphs: [
      intro,
      emailText(locale, 'gift_card.code', { code: input.code }),
      emailText(locale, 'gift_card.amount', { amount }),
      emailText(locale, 'gift_card.valid_until', { date: formatDate(input.expiresAt, locale) }),
      emailText(locale, 'gift_card.how_to_use'),
      emailText(locale, 'gift_card.keep_secret'),
    ],
  });
}
