import type { AdminContactMessage } from '@atelier/contracts';

/**
 * The answer to a contact-form message goes from the staff member's own mail program: a `mailto:` link
 * addressed to the sender, with a subject and the question quoted under the cursor. Line breaks are
 * CRLF-encoded, as RFC 6068 asks.
 */
export function replyMailto(
  message: Pick<AdminContactMessage, 'email' | 'message'>,
  words: { subject: string; quoteIntro: string },
): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\n${words.quoteIntro}\n${quoted}`;
  const encode = (text: string) => encodeURIComponent(text).replace(/%0A/g, '%0D%0A');
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encode(words.subject)}&body=${encode(body)}`;
}

/** `attachment; filename="newsletter-2026-11-04.csv"` → `newsletter-2026-11-04.csv`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** The sender as one line: `Anna Nowak`, or just the e-mail when no name was given. */
export function senderName(message: Pick<AdminContactMessage, 'name' | 'surname' | 'email'>): string {
  return (
    [message.name, message.surname]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || message.email
  );
}
