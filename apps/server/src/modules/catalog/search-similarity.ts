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
 * A trigram as a number: each of its three characters is a space (0), a letter a–z (1–26) or a digit (27–36),
 * so a trigram is one of 37³ numbers and the similarity needs no strings, maps or arrays per call — it runs
 * for every product a broad search word can reach (decision 026).
 */
const ALPHABET = 37;
const TRIGRAMS = ALPHABET ** 3;

/** The character's place in the trigram alphabet; -1 for anything that separates words. */
function letterOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 48 + 27;
  return -1;
}

/** A text's trigrams and the marks of each word's first and last one, grown when a longer text comes. */
type Trigrams = { codes: Int32Array; bounds: Uint8Array };

/** Scratch space shared by every call (JavaScript runs one call at a time), reset to its resting state after each. */
const inWord = new Uint8Array(TRIGRAMS);
const lastpos = new Int32Array(TRIGRAMS).fill(-1);
const wordTrigrams: Trigrams = { codes: new Int32Array(64), bounds: new Uint8Array(64) };
const textTrigrams: Trigrams = { codes: new Int32Array(256), bounds: new Uint8Array(256) };

/**
 * pg_trgm's trigrams of a text into `into`, returning how many: each word of letters and digits padded with two
 * spaces in front and one behind, every three consecutive characters, with the first and last trigram of each
 * word marked.
 */
function trigramsOf(text: string, into: Trigrams): number {
  // At most one trigram per character and one more per word (the closing " x " of a word's padding).
  const most = text.length * 2 + 2;
  if (into.codes.length < most) {
    into.codes = new Int32Array(most * 2);
    into.bounds = new Uint8Array(most * 2);
  }
  const { codes, bounds } = into;
  let count = 0;
  let i = 0;
  while (i < text.length) {
    if (letterOf(text.charCodeAt(i)) < 0) {
      i++;
      continue;
    }
    // A word: "  w " gives one trigram per letter and one for the end ("w_ _" pairs with the trailing space).
    const first = count;
    let a = 0;
    let b = 0;
    for (; i < text.length; i++) {
      const c = letterOf(text.charCodeAt(i));
      if (c < 0) break;
      codes[count++] = (a * ALPHABET + b) * ALPHABET + c;
      a = b;
      b = c;
    }
    codes[count++] = (a * ALPHABET + b) * ALPHABET;
    bounds.fill(0, first, count);
    bounds[first] |= BOUND_LEFT;
    bounds[count - 1] |= BOUND_RIGHT;
  }
  return count;
}

/** pg_trgm's CALCSML in single precision: shared / (unique of the word + unique of the extent − shared). */
const calcSml = (count: number, ulen1: number, ulen2: number) => Math.fround(count / (ulen1 + ulen2 - count));

/**
 * pg_trgm's strict_word_similarity(word, text) (calc_word_similarity with WORD_SIMILARITY_STRICT, transcribed
 * from trgm_op.c): the best trigram similarity between the word and any run of whole words of the text.
 * A float4, as the database returns it.
 */
export function strictWordSimilarity(word: string, text: string): number {
  const wordCount = trigramsOf(word, wordTrigrams);
  const textCount = trigramsOf(text, textTrigrams);
  const { codes: wordCodes } = wordTrigrams;
  const { codes: indexes, bounds } = textTrigrams;
  let ulen1 = 0;
  for (let k = 0; k < wordCount; k++) {
    if (!inWord[wordCodes[k]]) {
      inWord[wordCodes[k]] = 1;
      ulen1++;
    }
  }
  let ulen2 = 0;
  let count = 0;
  let lower = 0;
  let max = 0;
  for (let i = 0; i < textCount; i++) {
    const g = indexes[i];
    if (lastpos[g] < 0) {
      ulen2++;
      if (inWord[g]) count++;
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
        if (inWord[tg]) tmpCount--;
      }
    }
    max = Math.max(max, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tg = indexes[tmpLower];
      if (lastpos[tg] === tmpLower) lastpos[tg] = -1;
    }
  }
  // Back to the resting state for the next call.
  for (let i = 0; i < textCount; i++) lastpos[indexes[i]] = -1;
  for (let k = 0; k < wordCount; k++) inWord[wordCodes[k]] = 0;
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
