import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTerms, textMatchesSearch } from './text-search';

const returns =
  'Czy mogę zwrócić torebkę? Tak, bezpłatny zwrot do 90 dni. Po 30 dniach zwrot trafia na kartę podarunkową.';
const invoices = 'Czy dostanę fakturę VAT? Tak — firma podaje NIP w zamówieniu.';
const matches = (text: string, query: string) => textMatchesSearch(text, searchTerms(query));

describe('short-text search', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('Skóra ŁÓDŹ')).toBe('skora lodz');
  });

  it('forgives one typo, a swapped pair of letters included', () => {
    expect(matches(returns, 'zwort')).toBe(true);
    expect(matches(returns, 'zwrto')).toBe(true);
    expect(matches(returns, 'podarunkwa')).toBe(true);
  });

  it('forgives Polish endings: the dictionary form finds the inflected word', () => {
    expect(matches(invoices, 'faktura')).toBe(true);
    expect(matches(invoices, 'faktury')).toBe(true);
    expect(matches(returns, 'torebka')).toBe(true);
  });

  it('still needs every word, and does not stretch short words or two typos', () => {
    expect(matches(returns, 'zwrot faktura')).toBe(false);
    expect(matches(returns, 'zwxyt')).toBe(false);
    expect(matches(invoices, 'vab')).toBe(false);
    expect(matches(invoices, 'nip')).toBe(true);
  });
});
