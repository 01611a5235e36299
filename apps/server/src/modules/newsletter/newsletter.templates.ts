import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';
import { plainEmail, type RenderedEmail } from '../mail/mail.templates';

/** The double opt-in e-mail: one button that confirms the subscription; ignoring it changes nothing. */
export function newsletterConfirmationEmail(
  locale: Locale,
  input: { confirmUrl: string; validHours: number },
): RenderedEmail {
  return plainEmail(locale, {
    subject: emailText(locale, 'newsletter_confirmation.subject'),
    title: emailText(locale, 'newsletter_confirmation.title'),
    paragraphs: [
      emailText(locale, 'newsletter_confirmation.request'),
      emailText(locale, 'newsletter_confirmation.validity', { hours: input.validHours }),
      emailText(locale, 'newsletter_confirmation.not_you'),
    ],
    button: { label: emailText(locale, 'newsletter_confirmation.button'), url: input.confirmUrl },
  });
}
