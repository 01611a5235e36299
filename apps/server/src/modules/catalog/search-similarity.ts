/**
 * The search's word arithmetic in JavaScript, computing exactly what the SQL of search.ts computes, so the
 * catalogue index (catalog-index.ts) ranks and matches like the database (docs/decisions/026-catalogue-index.md).
 * Only folded words of ASCII letters and digits are handled here: search_name and search_text hold nothing
 * else, and a query word that folds to anything else goes to the SQL path.
 */

/** A folded query word the index can answer: ASCII letters and digits only (search_text's alphabet). */
export const isIndexableWord = (folded: string): boolean => /^[a-z0-9]+$/.test(folded);

/**
 * within_one_typo(a, b) of migration 0002: the words differ by at most one substitution, insertion,
 * deletion or swap of neighbouring letters.
 */
export function withinOneTypo(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (i >= la || i >= lb) return true;
  if (la === lb) {
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  if (la > lb) return a.slice(i + 1) === b.slice(i);
  return a.slice(i) === b.slice(i + 1);
}

const BOUND_LEFT = 1;
const BOUND_RIGHT = 2;

/**
 * pg_trgm's trigrams of a text: each word of letters and digits padded with two spaces in front and one
 * behind, every three consecutive characters, with the first and last trigram of each word marked.
 */
function trigramsOf(text: string): { trigrams: string[]; bounds: number[] } {
  const trigrams: string[] = [];
  const bounds: number[] = [];
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const first = trigrams.length;
    for (let i = 0; i + 3 <= padded.length; i++) {
      trigrams.push(padded.slice(i, i + 3));
      bounds.push(0);
    }
    bounds[first] |= BOUND_LEFT;
    bounds[trigrams.length - 1] |= BOUND_RIGHT;
  }
  return { trigrams, bounds };
}

/** pg_trgm's CALCSML in single precision: shared / (unique of the word + unique of the extent − shared). */
const calcSml = (count: number, ulen1: number, ulen2: number) => Math.fround(count / (ulen1 + ulen2 - count));

/**
 * pg_trgm's strict_word_similarity(word, text) (calc_word_similarity with WORD_SIMILARITY_STRICT, transcribed
 * from trgm_op.c): the best trigram similarity between the word and any run of whole words of the text.
 * A float4, as the database returns it.
 */
export function strictWordSimilarity(word: string, text: string): number {
  const one = trigramsOf(word).trigrams;
  const { trigrams: two, bounds } = trigramsOf(text);
  // Group equal trigrams: `found` marks groups present in the word, indexes map the text's trigrams to groups.
  const groupOf = new Map<string, number>();
  const found: boolean[] = [];
  for (const t of one) {
    if (!groupOf.has(t)) {
      groupOf.set(t, found.length);
      found.push(true);
    }
  }
  const ulen1 = found.length;
  const indexes = two.map((t) => {
    let g = groupOf.get(t);
    if (g === undefined) {
      g = found.length;
      groupOf.set(t, g);
      found.push(false);
    }
    return g;
  });
  const lastpos = new Int32Array(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = 0;
  let max = 0;
  for (let i = 0; i < indexes.length; i++) {
    const g = indexes[i];
    if (lastpos[g] < 0) {
      ulen2++;
      if (found[g]) count++;
    }
    lastpos[g] = i;
    if (!(bounds[i] & BOUND_RIGHT)) continue;
    const upper = i;
    let current = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      if (bounds[tmpLower] & BOUND_LEFT) {
        const candidate = calcSml(tmpCount, ulen1, tmpUlen2);
        if (candidate > current) {
          current = candidate;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
      }
      const tg = indexes[tmpLower];
      if (lastpos[tg] === tmpLower) {
        tmpUlen2--;
        if (found[tg]) tmpCount--;
      }
    }
    max = Math.max(max, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tg = indexes[tmpLower];
      if (lastpos[tg] === tmpLower) lastpos[tg] = -1;
    }
  }
  return max;
}

/**
 * `round(x::numeric, 3)` of a double in thousandths: the database converts a double to numeric through its
 * 15 significant digits, then rounds half away from zero. Relevance is never negative.
 */
export function roundedThousandths(value: number): number {
  if (value <= 0) return 0;
  const text = value.toPrecision(15);
  if (text.includes('e')) return Math.round(Number(text) * 1000); // below 1e-6 or huge: no tie to break
  const [whole, fraction = ''] = text.split('.');
  const digits = `${fraction}0000`;
  const thousandths = Number(whole) * 1000 + Number(digits.slice(0, 3));
  return digits[3] >= '5' ? thousandths + 1 : thousandths;
}
