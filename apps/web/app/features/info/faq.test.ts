import type { FaqEntry } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, filterFaq, foldForSearch } from './faq';

const entries: FaqEntry[] = [
  {
    id: 'faq-delivery',
    question: 'Ile kosztuje dostawa?',
    answer_html: '<p>Paczkomat InPost kosztuje <strong>15,00&nbsp;zł</strong>, kurier 25,00 zł.</p>',
  },
  {
    id: 'faq-returns',
    question: 'Czy mogę zwrócić torebkę?',
    answer_html: '<p>Tak, bezpłatny zwrot do 90 dni. Po 30 dniach zwrot trafia na kartę podarunkową.</p>',
  },
  { id: 'faq-care', question: 'Jak dbać o skórę?', answer_html: '<p>Czyść miękką, suchą ściereczką.</p>' },
];

describe('FAQ search', () => {
  it('folds accents and case like the API', () => {
    expect(foldForSearch('Skóra ŁÓDŹ')).toBe('skora lodz');
  });

  it('shows everything for an empty or one-letter search', () => {
    expect(filterFaq(entries, '')).toHaveLength(3);
    expect(filterFaq(entries, ' a ')).toHaveLength(3);
  });

  it('narrows to the entries containing every word, in the question or the answer', () => {
    expect(filterFaq(entries, 'zwrot').map((e) => e.id)).toEqual(['faq-returns']);
    expect(filterFaq(entries, 'kurier paczkomat').map((e) => e.id)).toEqual(['faq-delivery']);
    expect(filterFaq(entries, 'kurier karta')).toEqual([]);
  });

  it('forgives a typo and Polish endings, as the API does', () => {
    expect(filterFaq(entries, 'zwort').map((e) => e.id)).toEqual(['faq-returns']);
    expect(filterFaq(entries, 'karta podarunkowa').map((e) => e.id)).toEqual(['faq-returns']);
  });

  it('finds words typed without Polish letters', () => {
    expect(filterFaq(entries, 'skore').map((e) => e.id)).toEqual(['faq-care']);
    expect(filterFaq(entries, 'podarunkowa').map((e) => e.id)).toEqual(['faq-returns']);
  });
});

describe('FAQPage structured data', () => {
  it('gives each question its answer as plain text', () => {
    const data = faqPageJsonLd(entries.slice(0, 1));
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Ile kosztuje dostawa?',
      acceptedAnswer: { '@type': 'Answer', text: 'Paczkomat InPost kosztuje 15,00 zł, kurier 25,00 zł.' },
    });
  });
});
