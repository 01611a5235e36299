import type { Locale } from '@atelier/contracts';

/**
 * The shop's e-mails in both languages (docs/product-rules.md#addresses-and-languages, #emails): a plain-text part and an HTML part each. Polish first,
 * warm and addressing the customer as "Ty"; English is a natural translation (design.md, Voice).
 */

export type RenderedEmail = { subject: string; html: string; text: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const SIGNATURE: Record<Locale, { text: string; html: string }> = {
  pl: {
    text: 'Pozdrawiamy serdecznie\nZespół Atelier — pracownia galanterii skórzanej, Wrocław',
    html: 'Pozdrawiamy serdecznie<br>Zespół Atelier — pracownia galanterii skórzanej, Wrocław',
  },
  en: {
    text: 'Warm regards\nThe Atelier team — leather workshop, Wrocław',
    html: 'Warm regards<br>The Atelier team — leather workshop, Wrocław',
  },
};

const FOOTER: Record<Locale, string> = {
  pl: 'Ta wiadomość została wysłana automatycznie — możesz na nią odpowiedzieć, jeśli potrzebujesz pomocy.',
  en: 'This message was sent automatically — reply to it if you need any help.',
};

/** A calm single-column layout with inline styles (e-mail clients ignore style sheets): cream, ink, cognac. */
export function layout(
  locale: Locale,
  title: string,
  paragraphs: string[],
  button?: { label: string; url: string },
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1F1B16">${p}</p>`)
    .join('\n');
  const cta = button
    ? `<p style="margin:24px 0 28px"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#8B4A24;color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:4px;font-size:16px;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#F7F3EE;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F7F3EE;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #E4DCD2;border-radius:6px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:2px;color:#8B4A24">ATELIER</td></tr>
<tr><td style="padding:8px 32px 24px">
<h1 style="margin:0 0 20px;font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:24px;color:#1F1B16">${escapeHtml(title)}</h1>
${body}
${cta}
<p style="margin:0 0 8px;font-size:16px;line-height:1.6;color:#1F1B16">${SIGNATURE[locale].html}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #E4DCD2;font-size:13px;line-height:1.5;color:#6B6259">${escapeHtml(FOOTER[locale])}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function textOf(
  title: string,
  paragraphs: string[],
  locale: Locale,
  link?: { label: string; url: string },
): string {
  const parts = [title, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (link) parts.push(`${link.label}:`, link.url, '');
  parts.push(SIGNATURE[locale].text, '', '--', FOOTER[locale], '');
  return parts.join('\n');
}

/** "Anna Klientka" → "Anna"; an empty name gets a greeting without one. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function welcomeEmail(locale: Locale, input: { name: string; shopUrl: string }): RenderedEmail {
  const first = firstName(input.name);
  const link = { url: `${input.shopUrl}/${locale}/products` };
  if (locale === 'en') {
    const title = first ? `Welcome to Atelier, ${first}!` : 'Welcome to Atelier!';
    const paragraphs = [
      'Thank you for creating an account. We are glad you are here.',
      'Every bag, wallet and belt in our shop is cut and stitched by hand in our Wrocław workshop, from leather we choose piece by piece. Your account keeps your wishlist and orders in one place and makes checkout quicker.',
      'If you ever have a question about a product, its care or an order, simply reply to this e-mail.',
    ];
    const button = { label: 'Browse the collection', ...link };
    return {
      subject: 'Welcome to Atelier',
      html: layout(locale, title, paragraphs.map(escapeHtml), button),
      text: textOf(title, paragraphs, locale, button),
    };
  }
  const title = first ? `Witaj w Atelier, ${first}!` : 'Witaj w Atelier!';
  const paragraphs = [
    'Dziękujemy za założenie konta. Cieszymy się, że jesteś z nami.',
    'Każdą torebkę, portfel i pasek z naszego sklepu tniemy i szyjemy ręcznie w pracowni we Wrocławiu, ze skóry wybieranej kawałek po kawałku. Na koncie znajdziesz swoją listę życzeń i zamówienia, a zakupy pójdą szybciej.',
    'Jeśli masz pytanie o produkt, jego pielęgnację albo zamówienie — po prostu odpowiedz na tę wiadomość.',
  ];
  const button = { label: 'Zobacz kolekcję', ...link };
  return {
    subject: 'Witaj w Atelier',
    html: layout(locale, title, paragraphs.map(escapeHtml), button),
    text: textOf(title, paragraphs, locale, button),
  };
}

export function passwordResetEmail(
  locale: Locale,
  input: { name: string; link: string; validMinutes: number },
): RenderedEmail {
  const first = firstName(input.name);
  if (locale === 'en') {
    const title = first ? `${first}, set a new password` : 'Set a new password';
    const paragraphs = [
      'We received a request to reset the password of your Atelier account. Use the button below to choose a new one.',
      `The link is valid for ${input.validMinutes} minutes and works only once.`,
      'If it was not you, ignore this e-mail — your password stays unchanged and nobody can use this link without access to your mailbox.',
    ];
    const button = { label: 'Set a new password', url: input.link };
    return {
      subject: 'Reset your Atelier password',
      html: layout(locale, title, paragraphs.map(escapeHtml), button),
      text: textOf(title, paragraphs, locale, button),
    };
  }
  const title = first ? `${first}, ustaw nowe hasło` : 'Ustaw nowe hasło';
  const paragraphs = [
    'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Atelier. Kliknij przycisk poniżej i wybierz nowe hasło.',
    `Link jest ważny przez ${input.validMinutes} minut i działa tylko raz.`,
    'Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło się nie zmieni, a bez dostępu do Twojej skrzynki nikt nie użyje tego linku.',
  ];
  const button = { label: 'Ustaw nowe hasło', url: input.link };
  return {
    subject: 'Zmiana hasła w Atelier',
    html: layout(locale, title, paragraphs.map(escapeHtml), button),
    text: textOf(title, paragraphs, locale, button),
  };
}
