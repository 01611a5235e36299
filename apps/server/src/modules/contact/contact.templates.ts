import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';
import { escapeHtml, firstName, layout, type RenderedEmail, textOf } from '../mail/mail.templates';

type Message = { name: string; surname: string; email: string; message: string };

/** Keeps the customer's line breaks in the HTML part. */
const multiline = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

/**
 * To the shop's inbox, in Polish (the staff's language), with everything needed to reply. Its words stay here rather
 * than in i18n/emails.ts: no customer reads it and it has no English version.
 */
export function contactNotificationEmail(input: Message & { locale: Locale; receivedAt: string }): RenderedEmail {
  const title = `Wiadomość od: ${input.name} ${input.surname}`;
  const header = [
    `Imię i nazwisko: ${input.name} ${input.surname}`,
    `E-mail: ${input.email}`,
    `Język strony: ${input.locale === 'en' ? 'angielski' : 'polski'}`,
    `Otrzymano: ${input.receivedAt}`,
  ];
  return {
    subject: `Formularz kontaktowy: ${input.name} ${input.surname}`,
    html: layout('pl', title, [...header.map(escapeHtml), multiline(input.message)], {
      label: 'Odpowiedz',
      url: `mailto:${input.email}`,
    }),
    text: textOf(title, [...header, input.message], 'pl'),
  };
}

/** To the sender, in the language of the page they wrote from: we have it, and what happens next. */
export function contactAcknowledgementEmail(locale: Locale, input: Message & { hours: string[] }): RenderedEmail {
  const first = firstName(input.name);
  const title = first
    ? emailText(locale, 'contact_acknowledgement.title_named', { name: first })
    : emailText(locale, 'contact_acknowledgement.title');
  const intro = [
    emailText(locale, 'contact_acknowledgement.received'),
    emailText(locale, 'contact_acknowledgement.hours', { hours: input.hours.join(', ') }),
    emailText(locale, 'contact_acknowledgement.your_message'),
  ];
  return {
    subject: emailText(locale, 'contact_acknowledgement.subject'),
    html: layout(locale, title, [...intro.map(escapeHtml), multiline(input.message)]),
    text: textOf(title, [...intro, input.message], locale),
  };
}
