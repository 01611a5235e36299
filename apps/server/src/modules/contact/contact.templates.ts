import type { Locale } from '@atelier/contracts';
import { escapeHtml, firstName, layout, type RenderedEmail, textOf } from '../mail/mail.templates';

type Message = { name: string; surname: string; email: string; message: string };

/** Keeps the customer's line breaks in the HTML part. */
const multiline = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

/** To the shop's inbox, in Polish (the staff's language), with everything needed to reply. */
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
  if (locale === 'en') {
    const title = first ? `Thank you, ${first}` : 'Thank you for your message';
    const intro = [
      'We have received your message and will reply as soon as we can — usually within one business day.',
      `Our customer service office is open ${input.hours.join(', ')}.`,
      'Your message:',
    ];
    return {
      subject: 'We have received your message — Atelier',
      html: layout(locale, title, [...intro.map(escapeHtml), multiline(input.message)]),
      text: textOf(title, [...intro, input.message], locale),
    };
  }
  const title = first ? `Dziękujemy, ${first}` : 'Dziękujemy za wiadomość';
  const intro = [
    'Otrzymaliśmy Twoją wiadomość i odpowiemy najszybciej, jak to możliwe — zwykle w ciągu jednego dnia roboczego.',
    `Biuro obsługi klienta pracuje: ${input.hours.join(', ')}.`,
    'Twoja wiadomość:',
  ];
  return {
    subject: 'Otrzymaliśmy Twoją wiadomość — Atelier',
    html: layout(locale, title, [...intro.map(escapeHtml), multiline(input.message)]),
    text: textOf(title, [...intro, input.message], locale),
  };
}
