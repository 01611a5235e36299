import type { FacetCountRow, ProductFilters, ProductSort } from './catalog.repository';
import type { IndexRow, RatingTotal } from './catalog-index.repository';
import { TYPO_MIN_LENGTH } from './search';
import { roundedThousandths, strictWordSimilarity, withinOneTypo } from './search-similarity';
import {
  addAll,
  addSlot,
  bitsOfSlots,
  countBoth,
  countSlots,
  hasSlot,
  keepBoth,
  Scratch,
  type SlotBits,
  wordsFor,
} from './slot-bits';
import { marksFor, WordSets } from './word-sets';

/**
 * The catalogue index: every active product's filter values, sort keys and search words in typed arrays,
 * answering a list query (ids of the page, total, facet counts) without SQL, with exactly the SQL path's
 * results (docs/decisions/026-catalogue-index.md). Built once from the whole catalogue, then patched in place
 * with the products written since (`apply`). JavaScript runs one thing at a time and `query` and `apply` are
 * synchronous, so a query never sees a half-applied change.
 *
 * Products are numbered by slot. A product switched off or deleted leaves its slot empty (not live); a
 * product added gets a new slot at the end. Sets of products are posting lists: sorted slot arrays.
 */

/** A query word as the index needs it: as typed (its length decides typo tolerance) and folded. */
export type IndexWord = { word: string; folded: string };

/**
 * A list query's answer: the page's product ids, the facet counts and the total. `revisions` holds, beside each
 * id, the transaction that last wrote the product as the index read it (products.revised_xact): what a
 * presentation of the product made since is current for (product-cards.ts).
 */
export type IndexPage = { ids: number[]; revisions: number[]; facets: FacetCountRow[]; total: number };

type SortKey = 'created' | 'price' | 'popularity' | 'namePl' | 'nameEn' | 'id';
type Page = { limit: number; offset: number };

/** Facet groups in bit order; a product failing a group's filter has that bit set. */
const GROUP_BIT = { category: 1, colour: 2, size: 4, style: 8, gender: 16, status: 32, price: 64 } as const;
type Group = keyof typeof GROUP_BIT;

const LIVE = 1;
const ON_SALE = 2;
const IN_STOCK = 4;
const FEATURED = 8;
const MADE_TO_ORDER = 16;
const TEXT_HIT = 1;
const NAME_HIT = 2;
const TYPO_HIT = 4;
/** Name similarities remembered across queries, in all (one number per word and distinct name). */
const SIMILARITIES_KEPT = 400_000;
/** Matching products of the searches remembered until the index changes, in all (~14 bytes each). */
const SEARCHED_SLOTS_KEPT = 1_000_000;
const EMPTY = new Int32Array(0);

/**
 * `a` compared with `b` code point by code point, as PostgreSQL's `collate "C"` compares UTF-8 bytes. UTF-16
 * units order the same way except that surrogates (characters beyond U+FFFF) must sort after U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A sorted slot list without the marked slots, merged with `added` (sorted, none of them in `list`). */
function rewritten(list: Int32Array, removed: Set<number> | undefined, added: number[]): Int32Array {
  const out = new Int32Array(list.length + added.length);
  let o = 0;
  let a = 0;
  for (let i = 0; i < list.length; i++) {
    const slot = list[i];
    if (removed?.has(slot)) continue;
    while (a < added.length && added[a] < slot) out[o++] = added[a++];
    out[o++] = slot;
  }
  while (a < added.length) out[o++] = added[a++];
  return o === out.length ? out : out.slice(0, o);
}

/**
 * Codes (like 'colour:black'; search words are WordSets) with the slots holding each as a posting list, and each
 * slot's key numbers, kept one after another in one array (`held`, from `start[slot]`, `count[slot]` of them)
 * rather than one small array per product. Keys are never forgotten while the index lives; a key no product
 * holds any more has an empty list.
 */
class Postings {
  readonly keys: string[] = [];
  readonly lists: Int32Array[] = [];
  held = new Int32Array(1024);
  start = new Int32Array(0);
  count = new Int32Array(0);
  private used = 0;
  /** Once filled, `held` grows by an eighth at a time instead of doubling. */
  private filled = false;
  private readonly numberOf = new Map<string, number>();
  /** Per key: the last slot it was noted for, so a key repeated in one product counts once. */
  private seenAt = new Int32Array(64).fill(-1);

  constructor(
    /** Called once per new key (codes use it to know the key's facet group). */
    private readonly onNewKey: (key: string) => void = () => {},
  ) {}

  private numberFor(key: string): number {
    let n = this.numberOf.get(key);
    if (n === undefined) {
      n = this.keys.length;
      this.numberOf.set(key, n);
      this.keys.push(key);
      this.lists.push(EMPTY);
      this.seenAt = marksFor(this.seenAt, n);
      this.onNewKey(key);
    }
    return n;
  }

  /** Writes a slot's key numbers (each once, ascending) at the end of `held`; the old ones are left behind. */
  private hold(slot: number, keys: Iterable<string>): void {
    if (slot >= this.start.length) {
      this.start = grow(this.start, slot + 1);
      this.count = grow(this.count, slot + 1);
    }
    const from = this.used;
    for (const key of keys) {
      if (!key) continue;
      const n = this.numberFor(key);
      if (this.seenAt[n] === slot) continue;
      this.seenAt[n] = slot;
      if (this.used === this.held.length) this.held = resized(this.held, this.filled ? room(this.used + 1) : 0);
      this.held[this.used++] = n;
    }
    this.held.subarray(from, this.used).sort();
    this.start[slot] = from;
    this.count[slot] = this.used - from;
    for (let i = from; i < this.used; i++) this.seenAt[this.held[i]] = -1;
  }

  /**
   * Every slot's keys at once (a fresh index: slots 0…n−1 in order); yields every `step` slots, so a whole
   * build gives other work turns.
   */
  *filling(slots: number, keysOf: (slot: number) => Iterable<string>, step: number): Generator<void> {
    for (let slot = 0; slot < slots; slot++) {
      this.hold(slot, keysOf(slot));
      if (slot % step === step - 1) yield;
    }
    // Filled by doubling (few copies), then cut to the numbers and an eighth to spare for updates: doubling
    // left up to half of it unused for as long as the index lived.
    this.held = resized(this.held, room(this.used));
    this.filled = true;
    const sizes = new Int32Array(this.keys.length);
    for (let i = 0; i < this.used; i++) sizes[this.held[i]]++;
    const lists = Array.from(sizes, (size) => new Int32Array(size));
    sizes.fill(0);
    for (let slot = 0; slot < slots; slot++) {
      for (let i = this.start[slot], end = i + this.count[slot]; i < end; i++) {
        const n = this.held[i];
        lists[n][sizes[n]++] = slot;
      }
    }
    lists.forEach((list, n) => {
      this.lists[n] = list;
    });
  }

  /** New keys for some slots (undefined: the slot is emptied); each touched list is rewritten once. */
  update(changes: { slot: number; keys: Iterable<string> | undefined }[]): void {
    const removedFrom = new Map<number, Set<number>>();
    const addedTo = new Map<number, number[]>();
    for (const { slot, keys } of changes) {
      const before =
        slot < this.start.length ? this.held.slice(this.start[slot], this.start[slot] + this.count[slot]) : EMPTY;
      this.hold(slot, keys ?? []);
      const after = this.held.subarray(this.start[slot], this.start[slot] + this.count[slot]);
      for (const n of before) {
        if (after.includes(n)) continue;
        const removed = removedFrom.get(n);
        if (removed) removed.add(slot);
        else removedFrom.set(n, new Set([slot]));
      }
      for (const n of after) {
        if (before.includes(n)) continue;
        const list = addedTo.get(n);
        if (list) list.push(slot);
        else addedTo.set(n, [slot]);
      }
    }
    for (const n of new Set([...removedFrom.keys(), ...addedTo.keys()])) {
      const added = (addedTo.get(n) ?? []).sort((a, b) => a - b);
      this.lists[n] = rewritten(this.lists[n], removedFrom.get(n), added);
    }
    if (this.used > room(this.live())) this.compact();
  }

  private live(): number {
    let total = 0;
    for (let slot = 0; slot < this.start.length; slot++) total += this.count[slot];
    return total;
  }

  /** Drops the key numbers left behind by updates. */
  private compact(): void {
    const held = new Int32Array(room(this.live()));
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      held.set(this.held.subarray(this.start[slot], this.start[slot] + this.count[slot]), used);
      this.start[slot] = used;
      used += this.count[slot];
    }
    this.held = held;
    this.used = used;
  }

  /** The keys a slot holds. */
  keysOf(slot: number): string[] {
    const keys: string[] = [];
    const from = this.start[slot] ?? 0;
    for (let i = from; i < from + (this.count[slot] ?? 0); i++) keys.push(this.keys[this.held[i]]);
    return keys;
  }

  /** The slots holding a key (ascending; empty for a key nobody holds). */
  slotsHolding(key: string): Int32Array {
    const n = this.numberOf.get(key);
    return n === undefined ? EMPTY : this.lists[n];
  }

  /**
   * The slots holding key number `n` as bits, `words` long: made from its list on first demand and again once
   * the list was rewritten (an update replaces a touched key's list).
   */
  bitsOf(n: number, words: number): SlotBits {
    const list = this.lists[n];
    const kept = this.bitsets[n];
    if (kept && kept.from === list && kept.bits.length === words) return kept.bits;
    const bits = bitsOfSlots(list, words);
    this.bitsets[n] = { from: list, bits };
    return bits;
  }

  private readonly bitsets: ({ from: Int32Array; bits: SlotBits } | undefined)[] = [];

  /** Adds to `into` the slots holding any of the keys. */
  holdingAny(keys: string[], into: SlotBits): SlotBits {
    for (const key of keys) {
      const n = this.numberOf.get(key);
      if (n !== undefined) addAll(into, this.bitsOf(n, into.length));
    }
    return into;
  }

  /** Marks (bit `flag`) every slot holding a key that passes `test`. */
  mark(into: Uint8Array, flag: number, test: (key: string) => boolean): void {
    for (let k = 0; k < this.keys.length; k++) {
      const list = this.lists[k];
      if (list.length === 0 || !test(this.keys[k])) continue;
      for (let i = 0; i < list.length; i++) into[list[i]] |= flag;
    }
  }
}

/** The facet group a code counts in: 'style:…' in style, 'colour:…' in colour; 'status:in_stock'/'sale' none. */
function groupOfCode(code: string): number {
  const kind = code.slice(0, code.indexOf(':'));
  if (code === 'status:in_stock' || code === 'status:sale') return 0;
  return kind in GROUP_BIT ? GROUP_BIT[kind as Group] : 0;
}

/**
 * The length for `held` with `used` numbers in it: an eighth more, for the numbers updates write at its end
 * (a product's old ones are left behind until `compact`).
 */
const room = (used: number) => used + Math.max(1024, used >> 3);

/** `array` copied into one of `length` elements (0: double it). */
function resized(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length || Math.max(64, array.length * 2));
  next.set(array.subarray(0, Math.min(array.length, next.length)));
  return next;
}

/** Grows a typed array to at least `size` elements (doubling), keeping its contents. */
function grow<T extends Int32Array | Uint8Array | Float64Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 64));
  next.set(array);
  return next;
}

/** Bits of the index as it stands: slots live, featured, in stock, on sale, and per category id. */
type FactBits = { live: SlotBits; featured: SlotBits; inStock: SlotBits; onSale: SlotBits; categories: SlotBits[] };

/** A query's filters as bits: the products passing all, and those passing all but one group (or all). */
type Passes = { all: SlotBits; allBut: (group: number) => SlotBits };

/**
 * A search's answer for the index as it stands: the slots matching every word, and beside each (same position)
 * each word's hits and the relevance in thousandths, computed when a page first needs it (NaN until then).
 */
type Searched = { slots: Int32Array; hits: Uint8Array[]; relevance: Float64Array };

/**
 * The `count` smallest numbers of `keys`, ascending. A page wants a few of thousands of matches: the few are kept
 * sorted as the keys go by (most are larger than the largest kept and cost one comparison) instead of sorting
 * all; a deep page sorts all.
 */
export function smallest(keys: Float64Array, count: number): Float64Array {
  if (count <= 0) return new Float64Array(0);
  if (count > 64 || count >= keys.length) return keys.slice().sort().subarray(0, count);
  const kept = new Float64Array(count);
  let size = 0;
  for (const key of keys) {
    if (size === count && key >= kept[count - 1]) continue;
    let at = size < count ? size++ : count - 1;
    while (at > 0 && kept[at - 1] > key) {
      kept[at] = kept[at - 1];
      at--;
    }
    kept[at] = key;
  }
  return kept.subarray(0, size);
}

export class CatalogueIndex {
  /** Slots in use, live or emptied. */
  private slots = 0;
  /** Live products. */
  private live = 0;
  private ids = new Int32Array(0);
  private category = new Int32Array(0);
  private price = new Int32Array(0);
  private popularity = new Int32Array(0);
  private created = new Float64Array(0);
  private revision = new Float64Array(0);
  private flags = new Uint8Array(0);
  private maxCategory = 0;
  private readonly nameKeys: { pl: string[]; en: string[] } = { pl: [], en: [] };
  private readonly searchName: string[] = [];
  private readonly slotOfId = new Map<number, number>();
  private readonly text = new WordSets();
  private readonly names = new WordSets();
  private readonly attributes = new Postings((code) => this.noteCode(this.attributes, code));
  private readonly options = new Postings((code) => this.noteCode(this.options, code));
  private readonly attributeGroup: number[] = [];
  private readonly optionGroup: number[] = [];
  /** Per sort: the live slots in ascending order, and each slot's 1-based rank in it. */
  private readonly orders = {} as Record<SortKey, Int32Array>;
  private readonly ranks = {} as Record<SortKey, Int32Array>;
  /** Similarities of folded query words to name documents, remembered across queries. */
  /** Byte masks (one byte per slot) and bit sets, reused by every query. */
  private readonly masks = new Scratch((length) => new Uint8Array(length), 1024);
  private readonly scratchBits = new Scratch((length) => new Uint32Array(length), 64);
  /** Bits of the index as it stands (live, featured, in stock, on sale, per category), made on first demand. */
  private factBits: FactBits | undefined;
  private readonly similarities = new Map<string, Map<string, number>>();
  private similaritiesHeld = 0;
  /**
   * Searches answered since the index last changed, by their words. A shopper refining a search — another
   * colour, a price range, the next page — and every list of the same words asks the same words again; at
   * 100,000 products finding the products and their relevance was about half of a search's CPU (decision 026).
   */
  private readonly searched = new Map<string, Searched>();
  private searchedHeld = 0;

  constructor(
    rows: IndexRow[],
    /** The catalogue version the index reflects; `apply` moves it on. */
    public version: number,
  ) {
    this.apply(rows, version);
  }

  /**
   * A whole index built in steps, letting other requests run between them: at 100,000 products one
   * synchronous build held the process for about 3.5 s, and every request — cached pages, carts — waited. The
   * steps are the build's own loops cut every `step` products and between its phases (each posting set, each
   * sort order), so the index is exactly the one built at once; nobody sees it before it is whole.
   */
  static async build(rows: IndexRow[], version: number, step: number): Promise<CatalogueIndex> {
    const index = new CatalogueIndex([], version);
    for (const _ of index.applying(rows, version, step)) await new Promise((resolve) => setImmediate(resolve));
    return index;
  }

  /** Live products. */
  get size(): number {
    return this.live;
  }

  /** Slots of products that left the catalogue (the index is rebuilt when too many are empty). */
  get emptied(): number {
    return this.slots - this.live;
  }

  private noteCode(postings: Postings, code: string): void {
    (postings === this.attributes ? this.attributeGroup : this.optionGroup).push(groupOfCode(code));
  }

  private readonly comparators: Record<SortKey, (a: number, b: number) => number> = {
    created: (a, b) => this.created[a] - this.created[b] || this.ids[a] - this.ids[b],
    price: (a, b) => this.price[a] - this.price[b] || this.ids[a] - this.ids[b],
    popularity: (a, b) => this.popularity[a] - this.popularity[b] || this.ids[a] - this.ids[b],
    namePl: (a, b) => compareCodePoints(this.nameKeys.pl[a], this.nameKeys.pl[b]) || this.ids[a] - this.ids[b],
    nameEn: (a, b) => compareCodePoints(this.nameKeys.en[a], this.nameKeys.en[b]) || this.ids[a] - this.ids[b],
    id: (a, b) => this.ids[a] - this.ids[b],
  };

  /**
   * Products written since the index's last read: new ones get a slot, changed ones are rewritten, switched
   * off ones (isActive false) leave; then every touched posting list and sort order is rewritten once.
   */
  apply(changed: IndexRow[], version: number): void {
    // A patch runs at once: a query must never see half of it.
    for (const _ of this.applying(changed, version, Number.POSITIVE_INFINITY)) {
      /* no turns */
    }
  }

  /** `apply` in steps: yields every `step` products and between phases when filling a fresh index. */
  private *applying(changed: IndexRow[], version: number, step: number): Generator<void> {
    // Slots, names and words change: no search answered before holds.
    this.searched.clear();
    this.searchedHeld = 0;
    this.factBits = undefined;
    const fresh = this.slots === 0;
    // A fresh index numbers the products in the order of the rows: the posting lists are filled from them.
    // A product read twice counts once, as last read.
    const rows = fresh ? changed.filter((r) => r.isActive) : [...new Map(changed.map((r) => [r.id, r])).values()];
    const touched: number[] = [];
    const liveAfter: number[] = [];
    for (const row of rows) {
      let slot = this.slotOfId.get(row.id);
      if (slot === undefined) {
        if (!row.isActive) continue;
        slot = this.slots++;
        this.ensureCapacity(this.slots);
        this.slotOfId.set(row.id, slot);
        this.ids[slot] = row.id;
        this.live++;
      } else if (!row.isActive) {
        this.slotOfId.delete(row.id);
        this.flags[slot] = 0;
        this.live--;
        touched.push(slot);
        continue;
      }
      this.category[slot] = row.categoryId;
      if (row.categoryId > this.maxCategory) this.maxCategory = row.categoryId;
      this.price[slot] = row.currentPrice;
      this.popularity[slot] = row.popularity;
      this.created[slot] = row.createdMicros;
      this.revision[slot] = row.revision;
      this.flags[slot] =
        LIVE |
        (row.onSale ? ON_SALE : 0) |
        (row.inStock ? IN_STOCK : 0) |
        (row.featured ? FEATURED : 0) |
        (row.madeToOrder ? MADE_TO_ORDER : 0);
      this.nameKeys.pl[slot] = row.namePlKey;
      this.nameKeys.en[slot] = row.nameEnKey;
      this.searchName[slot] = row.searchName ?? '';
      touched.push(slot);
      liveAfter.push(slot);
      if (touched.length % step === 0) yield;
    }
    const wordsOf = (text: string | null) => (text ?? '').split(' ');
    if (fresh) {
      // Slots are the rows' places: a fresh index numbers the products in the order of the rows.
      const n = rows.length;
      yield* this.text.filling(n, (slot) => wordsOf(rows[slot].searchText), step);
      yield* this.names.filling(n, (slot) => wordsOf(rows[slot].searchName), step);
      yield* this.attributes.filling(n, (slot) => rows[slot].attributeCodes ?? [], step);
      yield* this.options.filling(n, (slot) => rows[slot].variantCodes ?? [], step);
    } else {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const keysOf = (slot: number, pick: (row: IndexRow) => Iterable<string>) => {
        const row = this.flags[slot] & LIVE ? byId.get(this.ids[slot]) : undefined;
        return { slot, keys: row ? pick(row) : undefined };
      };
      const wordsAt = (slot: number, pick: (row: IndexRow) => string | null) => {
        const row = this.flags[slot] & LIVE ? byId.get(this.ids[slot]) : undefined;
        return { slot, words: row ? wordsOf(pick(row)) : undefined };
      };
      this.text.update(
        touched.map((s) => wordsAt(s, (r) => r.searchText)),
        this.slots,
      );
      this.names.update(
        touched.map((s) => wordsAt(s, (r) => r.searchName)),
        this.slots,
      );
      this.attributes.update(touched.map((s) => keysOf(s, (r) => r.attributeCodes ?? [])));
      this.options.update(touched.map((s) => keysOf(s, (r) => r.variantCodes ?? [])));
    }
    yield* this.reorder(touched, liveAfter);
    this.version = version;
  }

  private ensureCapacity(size: number): void {
    this.ids = grow(this.ids, size);
    this.category = grow(this.category, size);
    this.price = grow(this.price, size);
    this.popularity = grow(this.popularity, size);
    this.created = grow(this.created, size);
    this.revision = grow(this.revision, size);
    this.flags = grow(this.flags, size);
  }

  /**
   * Every sort order without the touched slots, with the live ones among them put in at their new places
   * (found by binary search: a change of a few products costs a copy of each order, not a comparison per product).
   */
  private *reorder(touched: number[], liveAfter: number[]): Generator<void> {
    const marks = new Uint8Array(this.slots);
    for (const slot of touched) marks[slot] = 1;
    for (const key of Object.keys(this.comparators) as SortKey[]) {
      const compare = this.comparators[key];
      const moved = [...liveAfter].sort(compare);
      const before = this.orders[key] ?? EMPTY;
      let kept = before;
      if (touched.length) {
        kept = new Int32Array(before.length);
        let k = 0;
        for (let i = 0; i < before.length; i++) if (!marks[before[i]]) kept[k++] = before[i];
        kept = kept.subarray(0, k);
      }
      const order = new Int32Array(this.live);
      let o = 0;
      let from = 0;
      for (const slot of moved) {
        let low = from;
        let high = kept.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (compare(kept[middle], slot) < 0) low = middle + 1;
          else high = middle;
        }
        order.set(kept.subarray(from, low), o);
        o += low - from;
        from = low;
        order[o++] = slot;
      }
      order.set(kept.subarray(from), o);
      const ranks = new Int32Array(this.slots);
      for (let i = 0; i < order.length; i++) ranks[order[i]] = i + 1;
      this.orders[key] = order;
      this.ranks[key] = ranks;
      yield;
    }
  }

  /**
   * The rating sort, `coalesce(avg(approved ratings), 0), id`: reviewed products ordered by their exact
   * average (compared as fractions), merged with the unreviewed ones (0) in id order.
   */
  private ratingOrdering(totals: RatingTotal[]): { order: Int32Array; ranks: Int32Array } {
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
    const byId = this.orders.id;
    const order = new Int32Array(byId.length);
    let r = 0;
    let o = 0;
    for (let i = 0; i < byId.length; i++) {
      const slot = byId[i];
      if (reviewed.has(slot)) continue;
      while (r < rated.length && compare(rated[r], slot) < 0) order[o++] = rated[r++];
      order[o++] = slot;
    }
    while (r < rated.length) order[o++] = rated[r++];
    const ranks = new Int32Array(this.slots);
    for (let i = 0; i < order.length; i++) ranks[order[i]] = i + 1;
    return { order, ranks };
  }

  /**
   * A page of product ids, the total and the facet counts of a list query — what findProductPage and
   * countFacets answer. `words` are the filters' search words, folded.
   */
  /** The revision of a live product as the index read it; undefined when the product is not (or no longer) live. */
  revisionOf(id: number): number | undefined {
    const slot = this.slotOfId.get(id);
    return slot === undefined ? undefined : this.revision[slot];
  }

  /**
   * What to suggest beside a live product, as findRelatedProductIds chooses it from the database: products that
   * can be ordered (in stock or made to order), not this one, by how much they share with it — the same category
   * 4, each of its colours and each of its style and gender codes 1 — then the most popular, then the lowest id.
   * Undefined when the product is not live.
   */
  related(id: number, limit: number): { ids: number[]; revisions: number[] } | undefined {
    const target = this.slotOfId.get(id);
    if (target === undefined) return undefined;
    const n = this.slots;
    this.masks.reset();
    const score = this.masks.take(n);
    const shared = (postings: Postings, isCounted: (code: string) => boolean) => {
      for (const code of postings.keysOf(target)) {
        if (!isCounted(code)) continue;
        for (const slot of postings.slotsHolding(code)) score[slot]++;
      }
    };
    shared(this.options, (code) => code.startsWith('colour:'));
    shared(this.attributes, (code) => code.startsWith('style:') || code.startsWith('gender:'));
    const category = this.category[target];
    // The best `limit` so far, best first; a candidate goes in at its place (limit is small).
    const best: number[] = [];
    const before = (a: number, b: number) =>
      score[a] - score[b] || this.popularity[a] - this.popularity[b] || this.ids[b] - this.ids[a];
    for (let slot = 0; slot < n; slot++) {
      const flags = this.flags[slot];
      if (!(flags & LIVE) || !(flags & (IN_STOCK | MADE_TO_ORDER)) || slot === target) continue;
      if (this.category[slot] === category) score[slot] += 4;
      if (best.length === limit && before(slot, best[limit - 1]) <= 0) continue;
      let at = best.length;
      while (at > 0 && before(slot, best[at - 1]) > 0) at--;
      best.splice(at, 0, slot);
      if (best.length > limit) best.pop();
    }
    return { ids: best.map((slot) => this.ids[slot]), revisions: best.map((slot) => this.revision[slot]) };
  }

  /** Live products, the most popular first (what lists show most), with their revisions: for warming cards. */
  mostPopular(): { ids: number[]; revisions: number[] } {
    const order = this.orders.popularity ?? EMPTY;
    const ids: number[] = [];
    const revisions: number[] = [];
    for (let i = order.length - 1; i >= 0; i--) {
      ids.push(this.ids[order[i]]);
      revisions.push(this.revision[order[i]]);
    }
    return { ids, revisions };
  }

  query(
    filters: ProductFilters,
    words: IndexWord[],
    sort: ProductSort,
    page: Page,
    /** For the rating sort: the approved review totals now. */
    ratings: RatingTotal[] = [],
  ): IndexPage {
    this.masks.reset();
    this.scratchBits.reset();
    const search = words.length ? this.search(words) : undefined;
    const passes = this.passes(filters, this.scope(filters, search));
    const facets = this.countFacets(passes);
    const total = facets.find((f) => f.facet === 'total')?.count ?? 0;
    const matching = passes.all;
    const { order, ranks } =
      sort.by === 'rating'
        ? this.ratingOrdering(ratings)
        : { order: this.orders[this.sortKey(sort)], ranks: this.ranks[this.sortKey(sort)] };
    const slots = search
      ? this.searchPage(search, words, matching, order, ranks, sort, page)
      : this.sortedPage(matching, order, sort, page);
    return {
      ids: slots.map((slot) => this.ids[slot]),
      revisions: slots.map((slot) => this.revision[slot]),
      facets,
      total,
    };
  }

  /** The similarity of a folded word to a name document, remembered (up to SIMILARITIES_KEPT in all). */
  private similarity(folded: string, name: string): number {
    const known = this.similarities.get(folded)?.get(name);
    if (known !== undefined) return known;
    const s = strictWordSimilarity(folded, name);
    if (this.similaritiesHeld >= SIMILARITIES_KEPT) {
      this.similarities.clear();
      this.similaritiesHeld = 0;
    }
    const byName = this.similarities.get(folded) ?? new Map<string, number>();
    this.similarities.set(folded, byName);
    byName.set(name, s);
    this.similaritiesHeld++;
    return s;
  }

  /**
   * The slots matching every word, with each word's hits (text, name, typo) beside each slot. Relevance is
   * computed later, only for the products that can reach the page (searchPage), and remembered with the answer.
   */
  private search(words: IndexWord[]): Searched {
    const key = words.map(({ word, folded }) => `${word}\u0000${folded}`).join('\u0001');
    const known = this.searched.get(key);
    if (known) return known;
    const n = this.slots;
    const hitsPerWord: Uint8Array[] = [];
    let candidates: number[] | undefined;
    for (const { word, folded } of words) {
      const hits = this.masks.take(n);
      this.text.mark(hits, TEXT_HIT, (w) => w.includes(folded));
      this.names.mark(hits, NAME_HIT, (w) => w.includes(folded));
      if ([...word].length >= TYPO_MIN_LENGTH) this.names.mark(hits, TYPO_HIT, (w) => withinOneTypo(w, folded));
      const kept: number[] = [];
      if (candidates) {
        for (const slot of candidates) if (hits[slot] & (TEXT_HIT | TYPO_HIT)) kept.push(slot);
      } else {
        for (let slot = 0; slot < n; slot++) if (hits[slot] & (TEXT_HIT | TYPO_HIT)) kept.push(slot);
      }
      hitsPerWord.push(hits);
      candidates = kept;
    }
    const slots = Int32Array.from(candidates ?? []);
    // The hits kept beside the slots: the full-size arrays are this query's scratch memory.
    const hits = hitsPerWord.map((full) => {
      const kept = new Uint8Array(slots.length);
      for (let i = 0; i < slots.length; i++) kept[i] = full[slots[i]];
      return kept;
    });
    const searched: Searched = { slots, hits, relevance: new Float64Array(slots.length).fill(Number.NaN) };
    if (this.searchedHeld + slots.length > SEARCHED_SLOTS_KEPT) {
      this.searched.clear();
      this.searchedHeld = 0;
    }
    if (slots.length <= SEARCHED_SLOTS_KEPT) {
      this.searched.set(key, searched);
      this.searchedHeld += slots.length;
    }
    return searched;
  }

  /** The index's bits as it stands: made once after each change, in one pass over the slots. */
  private facts(): FactBits {
    const words = wordsFor(this.slots);
    if (this.factBits?.live.length === words) return this.factBits;
    const facts: FactBits = {
      live: new Uint32Array(words),
      featured: new Uint32Array(words),
      inStock: new Uint32Array(words),
      onSale: new Uint32Array(words),
      categories: [],
    };
    for (let slot = 0; slot < this.slots; slot++) {
      const flags = this.flags[slot];
      if (!(flags & LIVE)) continue;
      addSlot(facts.live, slot);
      if (flags & FEATURED) addSlot(facts.featured, slot);
      if (flags & IN_STOCK) addSlot(facts.inStock, slot);
      if (flags & ON_SALE) addSlot(facts.onSale, slot);
      const category = this.category[slot];
      facts.categories[category] ??= new Uint32Array(words);
      addSlot(facts.categories[category], slot);
    }
    this.factBits = facts;
    return facts;
  }

  /** The products a query looks at before its facet filters: live, the search's matches, featured or not. */
  private scope(filters: ProductFilters, search: Searched | undefined): SlotBits {
    const facts = this.facts();
    const scope = this.scratchBits.take(facts.live.length);
    if (search) {
      for (const slot of search.slots) if (this.flags[slot] & LIVE) addSlot(scope, slot);
    } else scope.set(facts.live);
    if (filters.featured !== undefined) {
      const featured = facts.featured;
      for (let i = 0; i < scope.length; i++) scope[i] &= filters.featured ? featured[i] : ~featured[i];
    }
    return scope;
  }

  /**
   * What each facet group's filter passes (groupConditions of the repository), and from them the products
   * passing every group (the query's matches) and those passing every group but one (what that group's
   * values are counted over).
   */
  private passes(f: ProductFilters, scope: SlotBits): Passes {
    const words = scope.length;
    const take = () => this.scratchBits.take(words);
    const facts = this.facts();
    const codes = (kind: string, values: string[]) => values.map((c) => `${kind}:${c}`);
    const active = new Map<number, SlotBits>();
    if (f.categoryId !== undefined) active.set(GROUP_BIT.category, facts.categories[f.categoryId] ?? take());
    if (f.colors.length) active.set(GROUP_BIT.colour, this.options.holdingAny(codes('colour', f.colors), take()));
    if (f.sizes.length) active.set(GROUP_BIT.size, this.options.holdingAny(codes('size', f.sizes), take()));
    if (f.styles.length) active.set(GROUP_BIT.style, this.attributes.holdingAny(codes('style', f.styles), take()));
    if (f.genders.length) active.set(GROUP_BIT.gender, this.attributes.holdingAny(codes('gender', f.genders), take()));
    if (f.statuses.length) {
      const linked = f.statuses.filter((s) => s !== 'in_stock' && s !== 'sale');
      const pass = this.attributes.holdingAny(codes('status', linked), take());
      if (f.statuses.includes('in_stock')) addAll(pass, facts.inStock);
      if (f.statuses.includes('sale')) addAll(pass, facts.onSale);
      active.set(GROUP_BIT.status, pass);
    }
    if (f.minPrice !== undefined || f.maxPrice !== undefined) {
      const min = f.minPrice ?? Number.NEGATIVE_INFINITY;
      const max = f.maxPrice ?? Number.POSITIVE_INFINITY;
      // The live products in the range are one run of the price order: found by two binary searches, so a
      // narrow range costs its own products rather than a look at every product's price.
      const pass = take();
      const byPrice = this.orders.price ?? EMPTY;
      const end = this.pricePosition(byPrice, (price) => price > max);
      for (let i = this.pricePosition(byPrice, (price) => price >= min); i < end; i++) addSlot(pass, byPrice[i]);
      active.set(GROUP_BIT.price, pass);
    }
    const all = take();
    all.set(scope);
    for (const pass of active.values()) keepBoth(all, pass);
    const allBut = new Map<number, SlotBits>();
    return {
      all,
      allBut: (group) => {
        if (!active.has(group)) return all;
        let bits = allBut.get(group);
        if (!bits) {
          bits = take();
          bits.set(scope);
          for (const [other, pass] of active) if (other !== group) keepBoth(bits, pass);
          allBut.set(group, bits);
        }
        return bits;
      },
    };
  }

  /** The first position of the price order whose price is `far` enough (its length when none is). */
  private pricePosition(byPrice: Int32Array, far: (price: number) => boolean): number {
    let low = 0;
    let high = byPrice.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (far(this.price[byPrice[middle]])) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /**
   * Facet rows as countFacets returns them: each group counted over the products passing every other
   * group's filter, the total over those passing all, the price range without the price filter.
   */
  private countFacets(passes: Passes): FacetCountRow[] {
    const { attributes, options, attributeGroup, optionGroup } = this;
    const facts = this.facts();
    const words = facts.live.length;
    const rows: FacetCountRow[] = [];
    const forCategory = passes.allBut(GROUP_BIT.category);
    facts.categories.forEach((bits, categoryId) => {
      const count = countBoth(bits, forCategory);
      if (count) rows.push({ facet: 'category', value: String(categoryId), count, extra: null });
    });
    const countOf = (postings: Postings, groups: number[], n: number) =>
      groups[n] === 0 || postings.lists[n].length === 0
        ? 0
        : countBoth(postings.bitsOf(n, words), passes.allBut(groups[n]));
    attributes.keys.forEach((code, n) => {
      const count = countOf(attributes, attributeGroup, n);
      // split_part(code, ':', 1) and split_part(code, ':', 2)
      if (count) rows.push({ facet: code.split(':')[0], value: code.split(':')[1] ?? '', count, extra: null });
    });
    const counted = options.keys
      .map((code, n) => ({ code, count: countOf(options, optionGroup, n) }))
      .filter((o) => o.count > 0)
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    for (const { code, count } of counted) {
      const colon = code.indexOf(':');
      rows.push({ facet: code.slice(0, colon), value: code.slice(colon + 1), count, extra: null });
    }
    const forStatus = passes.allBut(GROUP_BIT.status);
    rows.push({ facet: 'status', value: 'in_stock', count: countBoth(facts.inStock, forStatus), extra: null });
    rows.push({ facet: 'status', value: 'sale', count: countBoth(facts.onSale, forStatus), extra: null });
    rows.push({ facet: 'total', value: null, count: countSlots(passes.all), extra: null });
    // The cheapest and dearest passing every other filter: the first and last of them in the price order.
    const forPrice = passes.allBut(GROUP_BIT.price);
    const byPrice = this.orders.price ?? EMPTY;
    let first = 0;
    while (first < byPrice.length && !hasSlot(forPrice, byPrice[first])) first++;
    let last = byPrice.length - 1;
    while (last > first && !hasSlot(forPrice, byPrice[last])) last--;
    const anyPrice = first < byPrice.length;
    rows.push({
      facet: 'price',
      value: null,
      count: anyPrice ? this.price[byPrice[first]] : 0,
      extra: anyPrice ? this.price[byPrice[last]] : 0,
    });
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
  private sortedPage(matching: SlotBits, order: Int32Array, sort: ProductSort, page: Page): number[] {
    const slots: number[] = [];
    let skip = page.offset;
    const ascending = sort.order === 'asc';
    for (let i = 0; i < order.length && slots.length < page.limit; i++) {
      const slot = order[ascending ? i : order.length - 1 - i];
      if (!hasSlot(matching, slot)) continue;
      if (skip > 0) skip--;
      else slots.push(slot);
    }
    return slots;
  }

  /**
   * With a search: relevance first (searchRank of search.ts, in thousandths), then the chosen sort (which ends
   * in the id, as in SQL). A word adds its hits as an integer (name 2, text 1) plus the name's similarity, a
   * number from 0 to 1 — so products are taken in groups of equal integer sums, best first, and similarities
   * are computed only until no product of the next group could still reach the page.
   */
  private searchPage(
    search: Searched,
    words: IndexWord[],
    matching: SlotBits,
    order: Int32Array,
    ranks: Int32Array,
    sort: ProductSort,
    page: Page,
  ): number[] {
    const wanted = page.offset + page.limit;
    const hitsOf = (hits: number) => (hits & NAME_HIT ? 2 : 0) + (hits & TEXT_HIT ? 1 : 0);
    const { slots: found, hits: perWord, relevance: known } = search;
    // Positions in the search's answer, grouped by their sum of hits (the relevance without similarities).
    const groups = new Map<number, number[]>();
    for (let i = 0; i < found.length; i++) {
      if (!hasSlot(matching, found[i])) continue;
      let sum = 0;
      for (const hits of perWord) sum += hitsOf(hits[i]);
      const group = groups.get(sum);
      if (group) group.push(i);
      else groups.set(sum, [i]);
    }
    const sums = [...groups.keys()].sort((a, b) => b - a);
    const relevance: number[] = [];
    const chosen: number[] = [];
    // Few distinct sums exist (hit patterns × similarities), and rounding goes through text: once each.
    const rounded = new Map<number, number>();
    for (let g = 0; g < sums.length; g++) {
      for (const i of groups.get(sums[g]) as number[]) {
        let thousandths = known[i];
        if (Number.isNaN(thousandths)) {
          const slot = found[i];
          // As the SQL adds it: per word (name hit 2 + text hit 1) as an integer, then the float4 similarity.
          let value = 0;
          for (let w = 0; w < words.length; w++) {
            value += hitsOf(perWord[w][i]) + this.similarity(words[w].folded, this.searchName[slot]);
          }
          thousandths = rounded.get(value) ?? roundedThousandths(value);
          rounded.set(value, thousandths);
          known[i] = thousandths;
        }
        relevance.push(thousandths);
        chosen.push(found[i]);
      }
      if (chosen.length >= wanted && g + 1 < sums.length) {
        const best = [...relevance].sort((a, b) => b - a);
        // The next group's best possible relevance: every similarity 1.
        if (best[wanted - 1] > roundedThousandths(sums[g + 1] + words.length)) break;
      }
    }
    // One numeric key per product: higher relevance first, then the sort's rank in the chosen direction.
    const span = order.length + 1;
    let maxRelevance = 0;
    for (const value of relevance) if (value > maxRelevance) maxRelevance = value;
    const keys = new Float64Array(chosen.length);
    chosen.forEach((slot, i) => {
      const rank = sort.order === 'asc' ? ranks[slot] : span - ranks[slot];
      keys[i] = (maxRelevance - relevance[i]) * span + rank;
    });
    const slots: number[] = [];
    for (const key of smallest(keys, wanted).slice(page.offset)) {
      const rank = key % span;
      slots.push(order[(sort.order === 'asc' ? rank : span - rank) - 1]);
    }
    return slots;
  }
}
