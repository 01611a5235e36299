import { describe, expect, it } from 'vitest';
import { attachmentName, replyMailto, senderName } from './inbox';

describe('the inbox', () => {
  it('answers a message by a mailto link to the sender with the question quoted', () => {
    const link = replyMailto(
      { email: 'anna+sklep@example.pl', message: 'Czy pasek ma 110 cm?\nPozdrawiam & dziękuję' },
      { subject: 'Odpowiedź na Twoją wiadomość', quoteIntro: 'Anna napisała:' },
    );
    expect(link.startsWith('mailto:anna%2Bsklep@example.pl?subject=')).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Odpowiedź na Twoją wiadomość');
    expect(url.searchParams.get('body')).toBe(
      '\r\n\r\nAnna napisała:\r\n> Czy pasek ma 110 cm?\r\n> Pozdrawiam & dziękuję',
    );
  });

  it('names the downloaded file as the server does', () => {
    expect(attachmentName('attachment; filename="newsletter-2026-11-04.csv"', 'x.csv')).toBe(
      'newsletter-2026-11-04.csv',
    );
    expect(attachmentName("attachment; filename*=UTF-8''lista%202026.csv", 'x.csv')).toBe('lista 2026.csv');
    expect(attachmentName(null, 'newsletter.csv')).toBe('newsletter.csv');
  });

  it('shows the sender by name, or by e-mail when the name is empty', () => {
    expect(senderName({ name: 'Anna', surname: 'Nowak', email: 'a@example.pl' })).toBe('Anna Nowak');
    expect(senderName({ name: ' ', surname: '', email: 'a@example.pl' })).toBe('a@example.pl');
  });
});
