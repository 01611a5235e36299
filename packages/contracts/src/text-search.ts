/*
 * Searching short texts (the FAQ) the same way on the server and in the browser: accents and case folded, every
 * word of the query required, Polish endings and one typo forgiven. Plain functions without zod, so the browser
 * bundle can import them (`@atelier/contracts/text-search`).
 */

/** Folds case and accents: "Skóra Łódź" → "skora lodz". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}

/** The words a search looks for: folded, at least two characters, at most eight. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

/** Words of a text, folded, for matching many terms against it. */
export function searchableWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edit distance with adjacent transpositions ("zwort" → "zwrot" is one), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2] + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Whether a term is in the text's words: as a part of a word ("zwrot" in "zwrotu"), or — for terms of four letters
 * or more — one typo away from a word or from the start of one, which also forgives Polish endings
 * ("faktura" finds "fakturę", "zwort" finds "zwrot").
 */
export function wordsContainTerm(words: readonly string[], term: string): boolean {
  for (const word of words) {
    if (word.includes(term)) return true;
    if (term.length < 4) continue;
    if (editDistance(term, word, 1) <= 1) return true;
    if (word.length > term.length && editDistance(term, word.slice(0, term.length), 1) <= 1) return true;
  }
  return false;
}

/** True when the text holds every term of the query (see wordsContainTerm); an empty query matches everything. */
export function textMatchesSearch(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const words = searchableWords(text);
  return terms.every((term) => wordsContainTerm(words, term));
}
