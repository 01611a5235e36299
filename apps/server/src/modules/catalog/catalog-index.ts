import type { FacetCountRow, ProductFilters, ProductSort } from './catalog.repository';
import type { IndexRow, RatingTotal } from './catalog-index.repository';
import { TYPO_MIN_LENGTH } from './search';
import { roundedThousandths, strictWordSimilarity, withinOneTypo } from './search-similarity';

/**
 * The catalogue index: every active product's filter values, sort positions and search words in typed arrays,
 * answering a list query (ids of the page, total, facet counts) without SQL, with exactly the SQL path's
 * results (docs/decisions/026-catalogue-index.md). Immutable once built: a catalogue change builds a new one.
 *
 * Products are numbered by slot (0…n−1). Sets of products are posting lists: sorted slot arrays.
 */

/** A query word as the index needs it: as typed (its length decides typo tolerance) and folded. */
export type IndexWord = { word: string; folded: string };

export type IndexPage = { ids: number[]; facets: FacetCountRow[]; total: number };

type SortKey = 'created' | 'price' | 'popularity' | 'namePl' | 'nameEn';

/** A sort as positions: rank per slot (1-based) and the slots in ascending order. */
type Ordering = { ranks: Int32Array; order: Int32Array };

/** Facet groups in bit order; a product failing a group's filter has that bit set. */
const GROUP_BIT = { category: 1, colour: 2, size: 4, style: 8, gender: 16, status: 32, price: 64 } as const;
type Group = keyof typeof GROUP_BIT;

/** Words of a text with the slots holding each, as posting lists. */
class WordPostings {
  readonly words: string[];
  readonly postings: Int32Array[];

  constructor(texts: string[]) {
    const lists = new Map<string, number[]>();
    texts.forEach((text, slot) => {
      for (const word of new Set(text.split(' '))) {
        if (!word) continue;
        const list = lists.get(word);
        if (list) list.push(slot);
        else lists.set(word, [slot]);
      }
    });
    this.words = [...lists.keys()];
    this.postings = this.words.map((w) => Int32Array.from(lists.get(w) as number[]));
  }

  /** Marks (bit `flag`) every slot holding a word that passes `test`. */
  mark(into: Uint8Array, flag: number, test: (word: string) => boolean): void {
    for (let w = 0; w < this.words.length; w++) {
      if (!test(this.words[w])) continue;
      for (const slot of this.postings[w]) into[slot] |= flag;
    }
  }
}

/** Codes ('style:classic', 'colour:black') → slots, and each slot's code numbers (for counting). */
class CodeSets {
  readonly codes: string[] = [];
  private readonly numberOf = new Map<string, number>();
  readonly postings: Int32Array[];
  readonly offsets: Int32Array;
  readonly perSlot: Int32Array;

  constructor(lists: (string[] | null)[]) {
    const slotsOf: number[][] = [];
    const flat: number[] = [];
    this.offsets = new Int32Array(lists.length + 1);
    lists.forEach((codes, slot) => {
      for (const code of new Set(codes ?? [])) {
        let n = this.numberOf.get(code);
        if (n === undefined) {
          n = this.codes.length;
          this.numberOf.set(code, n);
          this.codes.push(code);
          slotsOf.push([]);
        }
        slotsOf[n].push(slot);
        flat.push(n);
      }
      this.offsets[slot + 1] = flat.length;
    });
    this.postings = slotsOf.map((s) => Int32Array.from(s));
    this.perSlot = Int32Array.from(flat);
  }

  /** A pass-mask of the slots holding any of the codes. */
  holdingAny(codes: string[], size: number): Uint8Array {
    const pass = new Uint8Array(size);
    for (const code of codes) {
      const n = this.numberOf.get(code);
      if (n !== undefined) for (const slot of this.postings[n]) pass[slot] = 1;
    }
    return pass;
  }
}

/** Words whose name similarities an index remembers (each holds at most one number per distinct name). */
const SIMILARITY_WORDS_KEPT = 200;
const ON_SALE = 1;
const IN_STOCK = 2;
const FEATURED = 4;
const TEXT_HIT = 1;
const NAME_HIT = 2;
const TYPO_HIT = 4;

export class CatalogueIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly category: Int32Array;
  private readonly price: Int32Array;
  private readonly flags: Uint8Array;
  private readonly searchName: string[];
  private readonly text: WordPostings;
  private readonly names: WordPostings;
  private readonly attributes: CodeSets;
  private readonly options: CodeSets;
  private readonly orderings: Record<SortKey, Ordering>;
  /** Slots by product id, and slot of each id. */
  private readonly byId: Int32Array;
  private readonly slotOfId = new Map<number, number>();

  constructor(
    rows: IndexRow[],
    /** The catalogue version the rows were read under. */
    readonly version: number,
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = Int32Array.from(rows, (r) => r.id);
    this.category = Int32Array.from(rows, (r) => r.categoryId);
    this.price = Int32Array.from(rows, (r) => r.currentPrice);
    this.flags = Uint8Array.from(
      rows,
      (r) => (r.onSale ? ON_SALE : 0) | (r.inStock ? IN_STOCK : 0) | (r.featured ? FEATURED : 0),
    );
    this.searchName = rows.map((r) => r.searchName ?? '');
    this.text = new WordPostings(rows.map((r) => r.searchText ?? ''));
    this.names = new WordPostings(this.searchName);
    this.attributes = new CodeSets(rows.map((r) => r.attributeCodes));
    this.options = new CodeSets(rows.map((r) => r.variantCodes));
    const orderingOf = (pick: (r: IndexRow) => number): Ordering => {
      const ranks = Int32Array.from(rows, pick);
      const order = new Int32Array(n);
      for (let slot = 0; slot < n; slot++) order[ranks[slot] - 1] = slot;
      return { ranks, order };
    };
    this.orderings = {
      created: orderingOf((r) => r.createdRank),
      price: orderingOf((r) => r.priceRank),
      popularity: orderingOf((r) => r.popularityRank),
      namePl: orderingOf((r) => r.namePlRank),
      nameEn: orderingOf((r) => r.nameEnRank),
    };
    this.byId = Int32Array.from(this.ids.keys()).sort((a, b) => this.ids[a] - this.ids[b]);
    this.ids.forEach((id, slot) => {
      this.slotOfId.set(id, slot);
    });
  }

  /**
   * The rating sort, `coalesce(avg(approved ratings), 0), id`: reviewed products ordered by their exact
   * average (compared as fractions), merged with the unreviewed ones (0) in id order.
   */
  private ratingOrdering(totals: RatingTotal[]): Ordering {
    const n = this.size;
    const reviewed = new Map<number, RatingTotal>();
    for (const t of totals) {
      const slot = this.slotOfId.get(t.productId);
      if (slot !== undefined && t.count > 0) reviewed.set(slot, t);
    }
    const compare = (a: number, b: number) => {
      const ta = reviewed.get(a);
      const tb = reviewed.get(b);
      const byAverage = (ta ? ta.sum * (tb?.count ?? 1) : 0) - (tb ? tb.sum * (ta?.count ?? 1) : 0);
      return Math.sign(byAverage) || this.ids[a] - this.ids[b];
    };
    const rated = [...reviewed.keys()].sort(compare);
    const order = new Int32Array(n);
    let r = 0;
    let o = 0;
    for (let i = 0; i < n; i++) {
      const slot = this.byId[i];
      if (reviewed.has(slot)) continue;
      while (r < rated.length && compare(rated[r], slot) < 0) order[o++] = rated[r++];
      order[o++] = slot;
    }
    while (r < rated.length) order[o++] = rated[r++];
    const ranks = new Int32Array(n);
    for (let i = 0; i < n; i++) ranks[order[i]] = i + 1;
    return { ranks, order };
  }

  /**
   * A page of product ids, the total and the facet counts of a list query — what findProductPage and
   * countFacets answer. `words` are the filters' search words, folded.
   */
  query(
    filters: ProductFilters,
    words: IndexWord[],
    sort: ProductSort,
    page: { limit: number; offset: number },
    /** For the rating sort: the approved review totals now. */
    ratings: RatingTotal[] = [],
  ): IndexPage {
    const n = this.size;
    const search = words.length ? this.search(words) : undefined;
    const inScope = new Uint8Array(n);
    const scope = search ? search.slots : undefined;
    const featured = filters.featured;
    const admit = (slot: number) =>
      featured === undefined || ((this.flags[slot] & FEATURED) !== 0) === featured ? 1 : 0;
    if (scope) for (const slot of scope) inScope[slot] = admit(slot);
    else for (let slot = 0; slot < n; slot++) inScope[slot] = admit(slot);

    const failing = this.failingGroups(filters);
    const facets = this.countFacets(inScope, failing);
    const total = facets.find((f) => f.facet === 'total')?.count ?? 0;
    const matches = (slot: number) => inScope[slot] === 1 && failing[slot] === 0;
    const ordering = sort.by === 'rating' ? this.ratingOrdering(ratings) : this.orderings[this.sortKey(sort)];
    const ids = search
      ? this.searchPage(search, matches, ordering, sort, page)
      : this.sortedPage(matches, ordering, sort, page);
    return { ids, facets, total };
  }

  /** Similarities of a folded word to name documents, remembered for the most recent words. */
  private readonly similarities = new Map<string, Map<string, number>>();
  private similaritiesOf(folded: string): Map<string, number> {
    let found = this.similarities.get(folded);
    if (!found) {
      if (this.similarities.size >= SIMILARITY_WORDS_KEPT) this.similarities.clear();
      found = new Map();
      this.similarities.set(folded, found);
    }
    return found;
  }

  /** The slots matching every word, with their relevance in thousandths (searchRank of search.ts). */
  private search(words: IndexWord[]): { slots: number[]; relevance: Int32Array } {
    const n = this.size;
    const relevance = new Float64Array(n);
    let candidates: number[] | undefined;
    for (const { word, folded } of words) {
      const hits = new Uint8Array(n);
      this.text.mark(hits, TEXT_HIT, (w) => w.includes(folded));
      this.names.mark(hits, NAME_HIT, (w) => w.includes(folded));
      if ([...word].length >= TYPO_MIN_LENGTH) this.names.mark(hits, TYPO_HIT, (w) => withinOneTypo(w, folded));
      const kept: number[] = [];
      const check = (slot: number) => {
        if (hits[slot] & (TEXT_HIT | TYPO_HIT)) kept.push(slot);
      };
      if (candidates) for (const slot of candidates) check(slot);
      else for (let slot = 0; slot < n; slot++) check(slot);
      // Similarity depends on the word and the name document only: kept per word for this index's lifetime.
      const similarity = this.similaritiesOf(folded);
      for (const slot of kept) {
        const name = this.searchName[slot];
        let s = similarity.get(name);
        if (s === undefined) {
          s = strictWordSimilarity(folded, name);
          similarity.set(name, s);
        }
        // As the SQL adds it: (name hit 2 + text hit 1) as an integer, then the float4 similarity, in doubles.
        relevance[slot] += (hits[slot] & NAME_HIT ? 2 : 0) + (hits[slot] & TEXT_HIT ? 1 : 0) + s;
      }
      candidates = kept;
    }
    const slots = candidates ?? [];
    // Few distinct sums exist (hit patterns × similarities), and rounding goes through text: once each.
    const rounded = new Map<number, number>();
    const thousandths = new Int32Array(n);
    for (const slot of slots) {
      const value = relevance[slot];
      let r = rounded.get(value);
      if (r === undefined) {
        r = roundedThousandths(value);
        rounded.set(value, r);
      }
      thousandths[slot] = r;
    }
    return { slots, relevance: thousandths };
  }

  /** Per slot, the bits of the facet groups whose filter it fails (groupConditions of the repository). */
  private failingGroups(f: ProductFilters): Uint8Array {
    const n = this.size;
    const failing = new Uint8Array(n);
    const apply = (group: Group, passes: (slot: number) => boolean) => {
      const bit = GROUP_BIT[group];
      for (let slot = 0; slot < n; slot++) if (!passes(slot)) failing[slot] |= bit;
    };
    if (f.categoryId !== undefined) apply('category', (slot) => this.category[slot] === f.categoryId);
    const option = (group: Group, kind: string, codes: string[]) => {
      if (!codes.length) return;
      const pass = this.options.holdingAny(
        codes.map((c) => `${kind}:${c}`),
        n,
      );
      apply(group, (slot) => pass[slot] === 1);
    };
    const attribute = (group: Group, kind: string, codes: string[]) => {
      if (!codes.length) return;
      const pass = this.attributes.holdingAny(
        codes.map((c) => `${kind}:${c}`),
        n,
      );
      apply(group, (slot) => pass[slot] === 1);
    };
    option('colour', 'colour', f.colors);
    option('size', 'size', f.sizes);
    attribute('style', 'style', f.styles);
    attribute('gender', 'gender', f.genders);
    if (f.statuses.length) {
      const linked = f.statuses.filter((s) => s !== 'in_stock' && s !== 'sale');
      const pass = this.attributes.holdingAny(
        linked.map((c) => `status:${c}`),
        n,
      );
      const wanted = (f.statuses.includes('in_stock') ? IN_STOCK : 0) | (f.statuses.includes('sale') ? ON_SALE : 0);
      apply('status', (slot) => pass[slot] === 1 || (this.flags[slot] & wanted) !== 0);
    }
    if (f.minPrice !== undefined || f.maxPrice !== undefined) {
      const min = f.minPrice ?? Number.NEGATIVE_INFINITY;
      const max = f.maxPrice ?? Number.POSITIVE_INFINITY;
      apply('price', (slot) => this.price[slot] >= min && this.price[slot] <= max);
    }
    return failing;
  }

  /**
   * Facet rows as countFacets returns them: each group counted over the products passing every other
   * group's filter, the total over those passing all, the price range without the price filter.
   */
  private countFacets(inScope: Uint8Array, failing: Uint8Array): FacetCountRow[] {
    const categories = new Map<number, number>();
    const attributeCounts = new Int32Array(this.attributes.codes.length);
    const optionCounts = new Int32Array(this.options.codes.length);
    let inStock = 0;
    let sale = 0;
    let total = 0;
    let minPrice = Number.POSITIVE_INFINITY;
    let maxPrice = Number.NEGATIVE_INFINITY;
    const attributeCodes = this.attributes.codes;
    const optionCodes = this.options.codes;
    for (let slot = 0; slot < this.size; slot++) {
      if (!inScope[slot]) continue;
      const fails = failing[slot];
      // Only products failing no group, or exactly one, count anywhere.
      if (fails & (fails - 1)) continue;
      const countsIn = (group: Group) => fails === 0 || fails === GROUP_BIT[group];
      if (fails === 0) total++;
      if (countsIn('category')) categories.set(this.category[slot], (categories.get(this.category[slot]) ?? 0) + 1);
      if (countsIn('price')) {
        if (this.price[slot] < minPrice) minPrice = this.price[slot];
        if (this.price[slot] > maxPrice) maxPrice = this.price[slot];
      }
      const status = countsIn('status');
      if (status) {
        if (this.flags[slot] & IN_STOCK) inStock++;
        if (this.flags[slot] & ON_SALE) sale++;
      }
      const style = countsIn('style');
      const gender = countsIn('gender');
      for (let i = this.attributes.offsets[slot]; i < this.attributes.offsets[slot + 1]; i++) {
        const code = this.attributes.perSlot[i];
        const text = attributeCodes[code];
        if (
          (style && text.startsWith('style:')) ||
          (gender && text.startsWith('gender:')) ||
          (status && text.startsWith('status:') && text !== 'status:in_stock' && text !== 'status:sale')
        ) {
          attributeCounts[code]++;
        }
      }
      const colour = countsIn('colour');
      const size = countsIn('size');
      for (let i = this.options.offsets[slot]; i < this.options.offsets[slot + 1]; i++) {
        const code = this.options.perSlot[i];
        const text = optionCodes[code];
        if ((colour && text.startsWith('colour:')) || (size && text.startsWith('size:'))) optionCounts[code]++;
      }
    }
    const rows: FacetCountRow[] = [];
    for (const [categoryId, count] of categories)
      rows.push({ facet: 'category', value: String(categoryId), count, extra: null });
    attributeCodes.forEach((code, i) => {
      // split_part(code, ':', 1) and split_part(code, ':', 2)
      if (attributeCounts[i])
        rows.push({
          facet: code.split(':')[0],
          value: code.split(':')[1] ?? '',
          count: attributeCounts[i],
          extra: null,
        });
    });
    const options = optionCodes
      .map((code, i) => ({ code, count: optionCounts[i] }))
      .filter((o) => o.count > 0)
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    for (const { code, count } of options) {
      const colon = code.indexOf(':');
      rows.push({ facet: code.slice(0, colon), value: code.slice(colon + 1), count, extra: null });
    }
    rows.push({ facet: 'status', value: 'in_stock', count: inStock, extra: null });
    rows.push({ facet: 'status', value: 'sale', count: sale, extra: null });
    rows.push({ facet: 'total', value: null, count: total, extra: null });
    const anyPrice = minPrice !== Number.POSITIVE_INFINITY;
    rows.push({ facet: 'price', value: null, count: anyPrice ? minPrice : 0, extra: anyPrice ? maxPrice : 0 });
    return rows;
  }

  private sortKey(sort: ProductSort): SortKey {
    switch (sort.by) {
      case 'base_price':
        return 'price';
      case 'name':
        return sort.locale === 'en' ? 'nameEn' : 'namePl';
      case 'popularity':
      case 'relevance':
        return 'popularity';
      default:
        return 'created';
    }
  }

  /** Without a search: walk the sort's order, skipping what does not match. */
  private sortedPage(
    matches: (slot: number) => boolean,
    { order }: Ordering,
    sort: ProductSort,
    page: { limit: number; offset: number },
  ): number[] {
    const ids: number[] = [];
    let skip = page.offset;
    const take = (slot: number) => {
      if (!matches(slot)) return false;
      if (skip > 0) {
        skip--;
        return false;
      }
      ids.push(this.ids[slot]);
      return ids.length >= page.limit;
    };
    if (sort.order === 'asc') {
      for (let i = 0; i < order.length; i++) if (take(order[i])) break;
    } else {
      for (let i = order.length - 1; i >= 0; i--) if (take(order[i])) break;
    }
    return ids;
  }

  /** With a search: relevance first, then the chosen sort (which ends in the id, as in SQL). */
  private searchPage(
    search: { slots: number[]; relevance: Int32Array },
    matches: (slot: number) => boolean,
    { ranks }: Ordering,
    sort: ProductSort,
    page: { limit: number; offset: number },
  ): number[] {
    const direction = sort.order === 'asc' ? 1 : -1;
    const found = search.slots.filter(matches);
    found.sort((a, b) => search.relevance[b] - search.relevance[a] || direction * (ranks[a] - ranks[b]));
    return found.slice(page.offset, page.offset + page.limit).map((slot) => this.ids[slot]);
  }
}
