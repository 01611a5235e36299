import type { FaqEntry } from '@atelier/contracts';
import { htmlToText } from '../catalog/structured-data';

/** Folds case and accents the way the API's search does: "Skóra Łódź" → "skora lodz". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}

/** The words a search looks for: folded, at least two characters, at most eight (as the API reads them). */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

/**
 * The questions whose question or answer contains every word of the search — the same rule as
 * `GET /api/pages/faq?search=`, applied in the browser while typing so the answers narrow at once.
 */
export function filterFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = foldForSearch(`${entry.question} ${htmlToText(entry.answer_html)}`);
    return terms.every((term) => haystack.includes(term));
  });
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
