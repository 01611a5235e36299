import { describe, expect, it } from 'vitest';
import { emailText } from './emails';
import { interpolate } from './messages';

/** Words that agree with numbers from settings and constants ("1 dzień", "3 dni", "1 day"), in both languages. */
describe('numbers with their words', () => {
  it('chooses the Polish form by the plural rules, for the last number of a range', () => {
    const days = (value: string | number) => interpolate('{{n|dzień|dni|dni}}', { n: value }, 'pl');
    expect([1, 2, 4, 5, 12, 22, 25].map(days)).toEqual([
      '1 dzień',
      '2 dni',
      '4 dni',
      '5 dni',
      '12 dni',
      '22 dni',
      '25 dni',
    ]);
    expect(days('3–4')).toBe('3–4 dni');
    const business = (value: number) =>
      interpolate('w ciągu {{n|dnia roboczego|dni roboczych|dni roboczych}}', { n: value }, 'pl');
    expect([business(1), business(3)]).toEqual(['w ciągu 1 dnia roboczego', 'w ciągu 3 dni roboczych']);
  });

  it('chooses the English form, and leaves plain placeholders alone', () => {
    const days = (value: string | number) => interpolate('{{n|day|days}}', { n: value }, 'en');
    expect([days(1), days(2), days('5–7')]).toEqual(['1 day', '2 days', '5–7 days']);
    expect(interpolate('{{a}} and {{b}}', { a: 1, b: 'x' }, 'en')).toBe('1 and x');
  });

  it('makes the e-mails agree with a made-to-order time of one day or of several', () => {
    expect(emailText('pl', 'order.line_made_to_order', { days: '1' })).toBe(' (na zamówienie, 1 dzień)');
    expect(emailText('pl', 'order.line_made_to_order', { days: '5–7' })).toBe(' (na zamówienie, 5–7 dni)');
    expect(emailText('en', 'order.line_made_to_order', { days: '1' })).toBe(' (made to order, 1 day)');
    expect(emailText('pl', 'order_cancelled.reason_unpaid', { number: 'LB-1', days: 1 })).toContain(
      'w ciągu 1 dnia roboczego',
    );
  });
});
