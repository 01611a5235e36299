import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';
import { plainEmail, type RenderedEmail } from '../mail/mail.templates';

/** The double opt-in e-mail of a guest's alert: one button that confirms it; ignoring it changes nothing. */
export function backInStockConfirmationEmail(
  locale: Locale,
  input: { product: string; variant: string; confirmUrl: string; validHours: number },
): RenderedEmail {
  const names = { product: input.product, variant: input.variant };
  return plainEmail(locale, {
    subject: emailText(locale, 'back_in_stock_confirmation.subject', names),
    title: emailText(locale, 'back_in_stock_confirmation.title'),
    paragraphs: [
      emailText(locale, 'back_in_stock_confirmation.request', names),
      emailText(locale, 'back_in_stock_confirmation.validity', { hours: input.validHours }),
      emailText(locale, 'back_in_stock_confirmation.not_you'),
    ],
    button: { label: emailText(locale, 'back_in_stock_confirmation.button'), url: input.confirmUrl },
  });
}

/** The one e-mail of an alert: the variant is back; the alert ends with it. */
export function backInStockEmail(
  locale: Locale,
  input: { product: string; variant: string; productUrl: string },
): RenderedEmail {
  const names = { product: input.product, variant: input.variant };
  return plainEmail(locale, {
    subject: emailText(locale, 'back_in_stock.subject', names),
    title: emailText(locale, 'back_in_stock.title', names),
    paragraphs: [
      emailText(locale, 'back_in_stock.available', names),
      emailText(locale, 'back_in_stock.hurry'),
      emailText(locale, 'back_in_stock.once'),
    ],
    button: { label: emailText(locale, 'back_in_stock.button'), url: input.productUrl },
  });
}
