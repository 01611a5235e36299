import type { Locale } from '@atelier/contracts';
import { emailText } from '../../i18n/emails';

/**
 * The shop's e-mails in both languages (docs/product-rules.md#addresses-and-languages, #emails): a plain-text part and an HTML part each.
 * Their words live in i18n/emails.ts; this file holds the frame every e-mail shares and the account e-mails.
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

/** The sign-off under every e-mail: two lines, joined by a line break in each part. */
const signature = (locale: Locale) => [emailText(locale, 'layout.regards'), emailText(locale, 'layout.team')];

/** A calm single-column layout with inline styles (e-mail clients ignore style sheets): cream, ink, cognac. */
/**
 * Where the seller's legal identity goes in every e-mail's footer (docs/product-rules.md#seller-identity). The
 * templates are synchronous, so they leave this mark and queueEmail fills it with the identity in force.
 */
export const SELLER_MARK = '%%SELLER_IDENTITY%%';

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
<p style="margin:0 0 8px;font-size:16px;line-height:1.6;color:#1F1B16">${signature(locale).map(escapeHtml).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #E4DCD2;font-size:13px;line-height:1.5;color:#6B6259">${escapeHtml(emailText(locale, 'layout.footer'))}<br>${SELLER_MARK}</td></tr>
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
  parts.push(signature(locale).join('\n'), '', '--', emailText(locale, 'layout.footer'), SELLER_MARK, '');
  return parts.join('\n');
}

/** "Anna Klientka" → "Anna"; an empty name gets a greeting without one. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A greeting by first name, or a plain one when the name is empty. */
export const greeting = (locale: Locale, name: string) => {
  const first = firstName(name);
  return first ? emailText(locale, 'greeting.named', { name: first }) : emailText(locale, 'greeting.anonymous');
};

/** Subject, title, paragraphs (plain text; escaped here for the HTML part) and an optional button. */
export function plainEmail(
  locale: Locale,
  input: { subject: string; title: string; paragraphs: string[]; button?: { label: string; url: string } },
): RenderedEmail {
  const { subject, title, paragraphs, button } = input;
  return {
    subject,
    html: layout(locale, title, paragraphs.map(escapeHtml), button),
    text: textOf(title, paragraphs, locale, button),
  };
}

export function welcomeEmail(locale: Locale, input: { name: string; shopUrl: string }): RenderedEmail {
  const first = firstName(input.name);
  return plainEmail(locale, {
    subject: emailText(locale, 'welcome.subject'),
    title: first ? emailText(locale, 'welcome.title_named', { name: first }) : emailText(locale, 'welcome.title'),
    paragraphs: [
      emailText(locale, 'welcome.thanks'),
      emailText(locale, 'welcome.workshop'),
      emailText(locale, 'welcome.questions'),
    ],
    button: { label: emailText(locale, 'welcome.button'), url: `${input.shopUrl}/${locale}/products` },
  });
}

export function passwordResetEmail(
  locale: Locale,
  input: { name: string; link: string; validMinutes: number },
): RenderedEmail {
  const first = firstName(input.name);
  return plainEmail(locale, {
    subject: emailText(locale, 'password_reset.subject'),
    title: first
      ? emailText(locale, 'password_reset.title_named', { name: first })
      : emailText(locale, 'password_reset.title'),
    paragraphs: [
      emailText(locale, 'password_reset.request'),
      emailText(locale, 'password_reset.validity', { minutes: input.validMinutes }),
      emailText(locale, 'password_reset.not_you'),
    ],
    button: { label: emailText(locale, 'password_reset.button'), url: input.link },
  });
}

/**
 * The confirmation that an account is gone (GDPR art. 17 and art. 12(3): the person is told what was done). Sent
 * to the address the account had, queued in the deletion's own transaction; it carries no link back to the shop's
 * account pages, which no longer exist for this person.
 */
export function accountDeletedEmail(locale: Locale, input: { name: string }): RenderedEmail {
  return plainEmail(locale, {
    subject: emailText(locale, 'account_deleted.subject'),
    title: emailText(locale, 'account_deleted.title'),
    paragraphs: [
      greeting(locale, input.name),
      emailText(locale, 'account_deleted.done'),
      emailText(locale, 'account_deleted.orders_kept'),
      emailText(locale, 'account_deleted.not_you'),
    ],
  });
}
