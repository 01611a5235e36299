import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Presented product cards (docs/decisions/026-catalogue-index.md): a product as the list API shows it,
 * serialised once per language and kept across catalogue versions for as long as it is current. A list query
 * nobody asked before is then the index's answer plus cards already made — the database is read only for the
 * products of the page that have no current card.
 *
 * A card is current while three things hold:
 * - the product's revision (products.revised_xact, stamped on every write to the product, its variants, links,
 *   photographs and price history — migrations 0021 and 0023) is the one the card was made under, as the
 *   catalogue index knows it. The card's content was read after the index read that revision, so it is at least
 *   as new; when the product is written again, the index moves on and the card no longer matches;
 * - the shop-wide names it quotes (categories, attribute and colour labels) are unchanged: the `epoch`, a
 *   fingerprint of them read once per catalogue version; a new fingerprint drops every card;
 * - the moment it may show something else with time alone has not come: the Omnibus lowest price moves when a
 *   scheduled price takes effect or an old one leaves the 30-day window (`until`, lowest-price.ts);
 * - a query sorted by rating reads the live review totals (as the SQL path does): there the card's rating must
 *   be the live one too.
 *
 * Bounded by bytes, least recently used first out: at 100,000 products not every card fits, and the ones that
 * lists show (first pages, popular products) stay.
 *
 * Kept deflated against a dictionary of the first cards made: cards repeat each other's shape, field names and
 * photograph addresses, so a ~6 KB card keeps ~0.7 KB and eight times as many fit (decision 026, "Cards
 * deflated"). Inflating one costs ~14 µs; a card that is not in memory costs a read of five tables.
 */

/**
 * `rating`: the rating the card shows ("count:average"), checked when a query has read the live one. `packed`:
 * `json` is deflated against the dictionary; `length` is the JSON's own.
 */
type Card = { revision: number; until: number; rating: string; json: Buffer; packed: boolean; length: number };

/**
 * The first cards, as they are, make the dictionary: their last 16 KB. Deflate could look back 32 KB, but zlib
 * copies the dictionary into its window for every card inflated — with 32 KB a card took ~20 µs to inflate,
 * with 16 KB ~14 µs for 5 % more bytes (652 instead of 623 a card); a list page inflates 24 (decision 026).
 */
const DICTIONARY_CARDS = 8;
const DICTIONARY_BYTES = 16 * 1024;

export class ProductCards {
  private readonly cards = new Map<number, Card>();
  private held = 0;
  private epoch: string | undefined;
  /** Set once from the first cards and never changed: every packed card is read with it. */
  private dictionary: Buffer | undefined;
  private readonly sample: Buffer[] = [];
  /** How the cards served (figures for the benchmark and the tests). */
  readonly stats = { hits: 0, misses: 0, dropped: 0 };

  constructor(private readonly maxBytes: number) {}

  /** Cards made under another fingerprint of the shop-wide names are dropped. */
  useEpoch(epoch: string): void {
    if (epoch === this.epoch) return;
    if (this.epoch !== undefined) this.clear();
    this.epoch = epoch;
  }

  /** The card's JSON (UTF-8) if it is current for this revision at this moment (and shows this rating, when given). */
  get(language: 'pl' | 'en', id: number, revision: number, now: number, rating?: string): Buffer | undefined {
    const key = keyOf(language, id);
    const card = this.cards.get(key);
    if (!card || card.revision !== revision || now >= card.until || (rating !== undefined && rating !== card.rating)) {
      this.stats.misses++;
      return undefined;
    }
    // Most recently used last: re-inserting moves it there.
    this.cards.delete(key);
    this.cards.set(key, card);
    this.stats.hits++;
    if (!card.packed) return card.json;
    // zlib's output buffer made the card's size (room to spare: zlib ends the stream in a call of its own when
    // the buffer is full) instead of 16 KB, most of which would wait for the garbage collector.
    return inflateRawSync(card.json, { dictionary: this.dictionary, chunkSize: card.length + OUTPUT_SPARE });
  }

  /**
   * Keeps a card made under `epoch` — unless the shop-wide names changed while it was being made (another
   * request moved the epoch on): it may quote the old ones.
   */
  put(
    epoch: string,
    language: 'pl' | 'en',
    id: number,
    made: { revision: number; until: number; rating: string },
    json: Buffer,
  ): void {
    if (epoch !== this.epoch) return;
    const { revision, until, rating } = made;
    const key = keyOf(language, id);
    const old = this.cards.get(key);
    if (old) {
      this.cards.delete(key);
      this.held -= weightOf(old);
    }
    const card = { revision, until, rating, ...this.pack(json) };
    if (weightOf(card) > this.maxBytes) return;
    this.cards.set(key, card);
    this.held += weightOf(card);
    for (const [oldest, dropped] of this.cards) {
      if (this.held <= this.maxBytes) break;
      this.cards.delete(oldest);
      this.held -= weightOf(dropped);
      this.stats.dropped++;
    }
  }

  /** The card's bytes deflated against the dictionary, or as they are while the dictionary is being sampled. */
  private pack(json: Buffer): { json: Buffer; packed: boolean; length: number } {
    if (this.dictionary) {
      // zlib's output buffer about the size a card deflates to rather than 16 KB: warming the cards of 100,000
      // products made ~40,000 of them, and the process grew by their 16 KB each before the garbage collector
      // came. Copied: zlib's answer is a view of its output buffer, which the card would otherwise hold whole.
      const deflated = deflateRawSync(json, { dictionary: this.dictionary, chunkSize: deflatedRoom(json.length) });
      return { json: Buffer.from(deflated), packed: true, length: json.length };
    }
    this.sample.push(json);
    if (this.sample.length === DICTIONARY_CARDS) {
      // Copied: the sample's buffers are answers' parts, not to be held for the dictionary's sake.
      this.dictionary = Buffer.from(Buffer.concat(this.sample).subarray(-DICTIONARY_BYTES));
      this.sample.length = 0;
    }
    return { json, packed: false, length: json.length };
  }

  get size(): number {
    return this.cards.size;
  }

  get bytes(): number {
    return this.held;
  }

  get capacity(): number {
    return this.maxBytes;
  }

  clear(): void {
    this.cards.clear();
    this.held = 0;
  }
}

/** zlib's smallest output buffer, and the room left beyond a card's size when inflating it. */
const OUTPUT_SPARE = 64;

/** An output buffer a card deflated against the dictionary fits in (they keep about a tenth). */
const deflatedRoom = (length: number) => Math.max(OUTPUT_SPARE, length >> 2);

/**
 * Kept as UTF-8 bytes: half the memory of a JavaScript string with Polish letters in it (two bytes a character),
 * and an answer is then the cards' bytes copied one after another. About a hundred bytes more for the card.
 */
const weightOf = (card: Card) => card.json.length + 100;

const keyOf = (language: 'pl' | 'en', id: number) => id * 2 + (language === 'en' ? 1 : 0);
