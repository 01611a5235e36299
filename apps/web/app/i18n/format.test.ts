import { describe, expect, it } from 'vitest';
import { formatDate, formatGrosze, formatPrice } from './format';

// Non-breaking spaces keep "1 249,00 zł" on one line; the tests spell them out.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it('formats PLN amounts the Polish way', () => {
    expect(formatPrice(1249, 'pl')).toBe(nb('1 249,00 zł'));
    expect(formatPrice(349, 'pl')).toBe(nb('349,00 zł'));
    expect(formatPrice('89.9', 'pl')).toBe(nb('89,90 zł'));
    expect(formatPrice(1234567.5, 'pl')).toBe(nb('1 234 567,50 zł'));
    expect(formatPrice(0, 'pl')).toBe(nb('0,00 zł'));
  });

  it('formats PLN amounts the English way', () => {
    expect(formatPrice(1249, 'en')).toBe(nb('PLN 1,249.00'));
    expect(formatPrice('349.00', 'en')).toBe(nb('PLN 349.00'));
    expect(formatPrice(1234567.5, 'en')).toBe(nb('PLN 1,234,567.50'));
  });

  it('accepts integer grosze', () => {
    expect(formatPrice(124900, 'pl', { unit: 'grosze' })).toBe(nb('1 249,00 zł'));
    expect(formatGrosze(1999, 'en')).toBe(nb('PLN 19.99'));
  });

  it('rounds to whole grosze and keeps the sign of discounts', () => {
    expect(formatPrice(10.005, 'pl')).toBe(nb('10,01 zł'));
    expect(formatPrice(-25, 'pl')).toBe(nb('-25,00 zł'));
    expect(formatPrice(-25, 'en')).toBe(nb('-PLN 25.00'));
  });

  it('treats an unreadable amount as zero rather than printing NaN', () => {
    expect(formatPrice('abc', 'pl')).toBe(nb('0,00 zł'));
  });
});

describe('formatDate', () => {
  it('writes dates in each language', () => {
    const date = '2025-10-25T10:00:00Z';
    expect(formatDate(date, 'pl')).toBe('25 października 2025');
    expect(formatDate(date, 'en')).toBe('25 October 2025');
    expect(formatDate(date, 'pl', 'short')).toBe('25.10.2025');
  });

  it('uses the shop time zone near midnight', () => {
    expect(formatDate('2025-12-31T23:30:00Z', 'pl')).toBe('1 stycznia 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
