import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * Catalogue search (Polish and English, accent- and case-insensitive, one typo tolerated).
 *
 * Every product carries two folded documents (lower-cased, `immutable_unaccent`):
 *   search_text — names, category names and HTML-stripped descriptions in both languages (GIN trigram index);
 *   search_name — names and category names only, the short part typo tolerance looks at.
 * A query is split into words; every word must match (AND), each either
 *   - as a substring of search_text (`LIKE '%word%'`: 'skora' finds 'skóra', 'portfel' finds 'Portfele'), or
 *   - for words of 5+ letters, as a word of search_name within one edit (substitution, insertion,
 *     deletion or swap of neighbours: 'torbeka' finds 'torebka', 'czarny' finds 'czarna'). The edit check
 *     runs against `search_words`, the vocabulary of every search_name (kept by a trigger, migration 0011),
 *     not against every product: 3× faster on 10,000 products, with the same rows.
 * Every threshold is written into the SQL — nothing depends on pg_trgm's GUC defaults — so PGlite and
 * PostgreSQL return the same rows in the same order.
 */

/** At most this many words of a query are used. */
const MAX_WORDS = 8;
/** Words shorter than this match only as substrings: one typo in a 4-letter word is another word. */
export const TYPO_MIN_LENGTH = 5;

/** The words of a search query (lower-cased; accents are folded by the database). */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const longEnough = words.filter((w) => w.length >= 2);
  const chosen = longEnough.length ? longEnough : words;
  return [...new Set(chosen)].slice(0, MAX_WORDS);
}

/** Same folding as the stored documents. */
function folded(word: string): SQL {
  return sql`lower(immutable_unaccent(${word}::text))`;
}

function containsWord(column: typeof products.searchText | typeof products.searchName, word: string): SQL {
  return sql`${column} like '%' || ${folded(word)} || '%'`;
}

/** A product matches a word: as a substring anywhere, or within one typo of a word of its names. */
function wordMatches(word: string): SQL {
  const substring = containsWord(products.searchText, word);
  if ([...word].length < TYPO_MIN_LENGTH) return substring;
  // The words within one typo are picked once per statement from the vocabulary of all names (an
  // uncorrelated subquery, a few hundred words), then each product is a cheap array overlap.
  return sql`(${substring} or string_to_array(${products.searchName}, ' ') && array(
    select v.word from search_words v where within_one_typo(v.word, ${folded(word)})
  ))`;
}

/** WHERE condition: every word matches. */
export function searchCondition(words: string[]): SQL | undefined {
  if (!words.length) return undefined;
  return sql.join(
    words.map((w) => wordMatches(w)),
    sql` and `,
  );
}

/**
 * Relevance of a match, summed over the words: a word in the name counts most, one in the description
 * less, and trigram closeness to the names orders typo matches and breaks ties. Rounded so both engines
 * compare exactly the same numbers.
 */
export function searchRank(words: string[]): SQL {
  const parts = words.map(
    (w) => sql`(case when ${containsWord(products.searchName, w)} then 2 else 0 end
      + case when ${containsWord(products.searchText, w)} then 1 else 0 end
      + strict_word_similarity(${folded(w)}, ${products.searchName}))`,
  );
  return sql`round((${sql.join(parts, sql` + `)})::numeric, 3)`;
}

/** Markup and entities become spaces before folding. */
const stripHtml = (column: string) => `regexp_replace(${column}, '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g')`;
/**
 * Folded text: accents removed, lower case, and everything but ASCII letters and digits turned into single
 * spaces — spelled out as [^a-z0-9] rather than a locale-dependent class, so every engine folds alike.
 */
const fold = (parts: string[]) =>
  `trim(regexp_replace(lower(immutable_unaccent(concat_ws(' ', ${parts.join(', ')}))), '[^a-z0-9]+', ' ', 'g'))`;
const NAMES = ['products.name_pl', 'products.name_en', 'c.name_pl', 'c.name_en'];

const NAME_DOCUMENT = fold(NAMES);
const TEXT_DOCUMENT = fold([...NAMES, stripHtml('products.description_pl'), stripHtml('products.description_en')]);
/**
 * The statement that (re)builds the search documents; migration 0002 ran the same SQL for the rows that
 * existed before it. Rows whose documents do not change are not written: each write marks the product as
 * changed for the catalogue index (migration 0021), which re-reads it.
 */
const REFRESH_SQL = `update products set search_name = ${NAME_DOCUMENT}, search_text = ${TEXT_DOCUMENT}
  from categories c where c.id = products.category_id
  and (products.search_name is distinct from ${NAME_DOCUMENT} or products.search_text is distinct from ${TEXT_DOCUMENT})`;

type Executor = Pick<Db, 'execute'>;

/**
 * Rebuilds the search documents of some products (or all). Call it after writing product names,
 * descriptions or categories, inside the same transaction.
 */
export async function refreshProductSearch(db: Executor, productIds?: number[]): Promise<void> {
  if (productIds && !productIds.length) return;
  const scope = productIds
    ? sql` and products.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`${sql.raw(REFRESH_SQL)}${scope}`);
}

/** Rebuilds the documents of every product of a category (after its names change). */
export async function refreshCategorySearch(db: Executor, categoryId: number): Promise<void> {
  await db.execute(sql`${sql.raw(REFRESH_SQL)} and products.category_id = ${categoryId}`);
}
