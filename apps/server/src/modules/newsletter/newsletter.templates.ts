import type { Locale } from '@atelier/contracts';
import { escapeHtml, layout, type RenderedEmail, textOf } from '../mail/mail.templates';

/** The double opt-in e-mail: one button that confirms the subscription; ignoring it changes nothing. */
export function newsletterConfirmationEmail(
  locale: Locale,
  input: { confirmUrl: string; validHours: number },
): RenderedEmail {
  if (locale === 'en') {
    const title = 'Please confirm your subscription';
    const paragraphs = [
      'Someone — hopefully you — asked to receive the Atelier newsletter at this address: news from the workshop, new collections and leather-care tips, no more than twice a month.',
      `To confirm, click the button below. The link is valid for ${input.validHours} hours.`,
      'If you did not sign up, simply ignore this e-mail — we will not write to you again.',
    ];
    const button = { label: 'Confirm subscription', url: input.confirmUrl };
    return {
      subject: 'Confirm your Atelier newsletter subscription',
      html: layout(locale, title, paragraphs.map(escapeHtml), button),
      text: textOf(title, paragraphs, locale, button),
    };
  }
  const title = 'Potwierdź zapis do newslettera';
  const paragraphs = [
    'Ktoś — mamy nadzieję, że Ty — poprosił o newsletter Atelier na ten adres: wieści z pracowni, nowe kolekcje i porady o pielęgnacji skóry, najwyżej dwa razy w miesiącu.',
    `Aby potwierdzić, kliknij przycisk poniżej. Link jest ważny ${input.validHours} godziny.`,
    'Jeśli to nie Ty, po prostu zignoruj tę wiadomość — więcej do Ciebie nie napiszemy.',
  ];
  const button = { label: 'Potwierdzam zapis', url: input.confirmUrl };
  return {
    subject: 'Potwierdź zapis do newslettera Atelier',
    html: layout(locale, title, paragraphs.map(escapeHtml), button),
    text: textOf(title, paragraphs, locale, button),
  };
}
