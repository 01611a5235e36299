import type { FaqEntry } from '@atelier/contracts';
import { searchTerms, textMatchesSearch } from '@atelier/contracts/text-search';
import { htmlToText } from '../catalog/plain-text';

export { foldForSearch } from '@atelier/contracts/text-search';

/**
 * The questions whose question or answer holds every word of the search, one typo and Polish endings forgiven —
 * the same rule as `GET /api/pages/faq?search=` (the same code), applied in the browser while typing so the
 * answers narrow at once.
 */
export function filterFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return entries;
  return entries.filter((entry) => textMatchesSearch(`${entry.question} ${htmlToText(entry.answer_html)}`, terms));
}

export function faqPageJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(entry.answer_html) },
    })),
  };
}
