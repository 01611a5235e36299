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
 * Bounded by bytes: the cards are written one after another into one arena, round and round, and a card the
 * arena's head comes back to is written over — unless a list read it in the meantime, which writes it at the
 * head again. So the ones lists show (first pages, popular products) stay when not every card fits.
 *
 * Kept deflated against a dictionary of the first cards made: cards repeat each other's shape, field names and
 * photograph addresses, so a ~6 KB card keeps ~0.7 KB and eight times as many fit (decision 026, "Cards
 * deflated"). Inflating one costs ~14 µs; a card that is not in memory costs a read of five tables.
 */

/**
 * `rating`: the rating the card shows ("count:average"), checked when a query has read the live one. The card's
 * bytes are `stored` bytes of the arena from `at`, written in its `lap` when `written` bytes had been written in
 * all; `packed`: they are deflated against the dictionary; `length` is the JSON's own.
 */
type Card = {
  key: number;
  revision: number;
  until: number;
  rating: string;
  packed: boolean;
  length: number;
  at: number;
  stored: number;
  lap: number;
  written: number;
};

/** What a card is made under, as `put` takes it. */
type Made = { revision: number; until: number; rating: string };

/**
 * The first cards, as they are, make the dictionary: their last 16 KB. Deflate could look back 32 KB, but zlib
 * copies the dictionary into its window for every card inflated — with 32 KB a card took ~20 µs to inflate,
 * with 16 KB ~14 µs for 5 % more bytes (652 instead of 623 a card); a list page inflates 24 (decision 026).
 */
const DICTIONARY_CARDS = 8;
const DICTIONARY_BYTES = 16 * 1024;

export class ProductCards {
  private readonly cards = new Map<number, Card>();
  /**
   * Every card's bytes, one after another in one buffer of `maxBytes`, written round and round (decision 026,
   * "One arena"). A small buffer of its own per card would come from Node's shared 8 KB slabs, and one card
   * left in a slab keeps the whole slab: 32 MB of cards held ~100 MB at 100,000 products.
   */
  private arena: Buffer | undefined;
  /** Where the next card is written, in which lap of the arena, and the bytes written in all. */
  private head = 0;
  private lap = 0;
  private written = 0;
  /** The cards in the order they were written (the oldest from `front`): a card written over leaves first. */
  private queue: (Card | undefined)[] = [];
  private front = 0;
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
    const card = this.cards.get(keyOf(language, id));
    if (!card || card.revision !== revision || now >= card.until || (rating !== undefined && rating !== card.rating)) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    const stored = (this.arena as Buffer).subarray(card.at, card.at + card.stored);
    // Inflated into a buffer of the card's size (room to spare: zlib ends the stream in a call of its own when
    // the buffer is full) instead of zlib's 16 KB, most of which would wait for the garbage collector. A card
    // kept as it is is copied: the arena's bytes may be written over before the answer is put together.
    const json = card.packed
      ? inflateRawSync(stored, { dictionary: this.dictionary, chunkSize: card.length + OUTPUT_SPARE })
      : Buffer.from(stored);
    // A card read in the older half of the arena is written again at its head, so the cards lists show keep
    // their place and the ones nobody reads are written over: least recently used first out, about.
    if (this.written - card.written > this.maxBytes / 2) {
      this.forget(card);
      this.keep(card.key, card, card.packed ? Buffer.from(stored) : json, card.packed, card.length);
    }
    return json;
  }

  /**
   * Keeps a card made under `epoch` — unless the shop-wide names changed while it was being made (another
   * request moved the epoch on): it may quote the old ones.
   */
  put(epoch: string, language: 'pl' | 'en', id: number, made: Made, json: Buffer): void {
    if (epoch !== this.epoch) return;
    const key = keyOf(language, id);
    const old = this.cards.get(key);
    if (old) this.forget(old);
    const { bytes, packed } = this.pack(json);
    this.keep(key, made, bytes, packed, json.length);
  }

  /** Writes a card's bytes at the arena's head, writing over the oldest cards there. */
  private keep(key: number, made: Made, bytes: Buffer, packed: boolean, length: number): void {
    if (bytes.length > this.maxBytes) return;
    this.arena ??= Buffer.allocUnsafeSlow(this.maxBytes);
    if (this.head + bytes.length > this.maxBytes) {
      // The rest of the arena is too short: the last lap's cards there go, and writing starts again at 0.
      while (this.front < this.queue.length && (this.queue[this.front] as Card).lap < this.lap) this.dropFront();
      this.lap++;
      this.head = 0;
    }
    for (let next = this.queue[this.front]; next && next.lap < this.lap && next.at < this.head + bytes.length; ) {
      this.dropFront();
      next = this.queue[this.front];
    }
    bytes.copy(this.arena, this.head);
    const { revision, until, rating } = made;
    const card: Card = {
      key,
      revision,
      until,
      rating,
      packed,
      length,
      at: this.head,
      stored: bytes.length,
      lap: this.lap,
      written: this.written,
    };
    this.head += bytes.length;
    this.written += bytes.length;
    this.queue.push(card);
    this.cards.set(key, card);
    this.held += card.stored;
  }

  /** The oldest card written leaves (if it is still the one kept for its product and language). */
  private dropFront(): void {
    const card = this.queue[this.front] as Card;
    this.queue[this.front++] = undefined;
    if (this.cards.get(card.key) === card) {
      this.forget(card);
      this.stats.dropped++;
    }
    if (this.front > 4096 && this.front * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.front);
      this.front = 0;
    }
  }

  /** A card no longer served; its bytes stay in the arena until written over. */
  private forget(card: Card): void {
    this.cards.delete(card.key);
    this.held -= card.stored;
  }

  /** The card's bytes deflated against the dictionary, or as they are while the dictionary is being sampled. */
  private pack(json: Buffer): { bytes: Buffer; packed: boolean } {
    if (this.dictionary) {
      // zlib's output buffer about the size a card deflates to rather than 16 KB: warming the cards of 100,000
      // products made ~40,000 of them, and the process grew by their 16 KB each before the garbage collector
      // came. The bytes are copied into the arena at once.
      const bytes = deflateRawSync(json, { dictionary: this.dictionary, chunkSize: deflatedRoom(json.length) });
      return { bytes, packed: true };
    }
    this.sample.push(json);
    if (this.sample.length === DICTIONARY_CARDS) {
      // Copied: the sample's buffers are answers' parts, not to be held for the dictionary's sake.
      this.dictionary = Buffer.from(Buffer.concat(this.sample).subarray(-DICTIONARY_BYTES));
      this.sample.length = 0;
    }
    return { bytes: json, packed: false };
  }

  get size(): number {
    return this.cards.size;
  }

  /** The bytes of the cards kept (the arena's other bytes are cards written over or about to be). */
  get bytes(): number {
    return this.held;
  }

  get capacity(): number {
    return this.maxBytes;
  }

  /** Every card leaves and the arena is let go (made again by the next card). */
  clear(): void {
    this.cards.clear();
    this.queue = [];
    this.front = 0;
    this.head = 0;
    this.held = 0;
    this.arena = undefined;
  }
}

/** zlib's smallest output buffer, and the room left beyond a card's size when inflating it. */
const OUTPUT_SPARE = 64;

/** An output buffer a card deflated against the dictionary fits in (they keep about a tenth). */
const deflatedRoom = (length: number) => Math.max(OUTPUT_SPARE, length >> 2);

const keyOf = (language: 'pl' | 'en', id: number) => id * 2 + (language === 'en' ? 1 : 0);
