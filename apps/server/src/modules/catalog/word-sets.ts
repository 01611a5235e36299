/**
 * The products' search words for the catalogue index (docs/decisions/026-catalogue-index.md, "Memory"): per
 * word, the slots of the products holding it — as a sorted slot list when few products hold it, as one bit per
 * slot when more than one in 32 do. A shop's text is mostly the same few hundred words ("skóra", "ręcznie",
 * colours, kinds): at 100,000 generated products 246 of 1,789 words held 98.6 % of the 7.2 million (word,
 * product) pairs, which took 29 MB as lists and as many again as each product's list of words. As bits they
 * take 3 MB, and no product's words are kept: a change finds a product's old words in the sets themselves.
 */
const EMPTY = new Int32Array(0);

/** Whether `size` slots of `slots` are held more cheaply as bits (slots / 8 bytes) than as a list (4 bytes each). */
const asBits = (size: number, slots: number) => size > slots >>> 5;

/**
 * `marks` (per key: the last slot it was noted for, −1 for none) long enough for key number `n`, doubling: the
 * word sets and the codes' postings both count a key repeated in one product once this way.
 */
export function marksFor(marks: Int32Array<ArrayBuffer>, n: number): Int32Array<ArrayBuffer> {
  if (n < marks.length) return marks;
  const more = new Int32Array(Math.max(n + 1, marks.length * 2)).fill(-1);
  more.set(marks);
  return more;
}

const hasBit = (bits: Uint32Array, slot: number) => ((bits[slot >>> 5] ?? 0) >>> (slot & 31)) & 1;

/** `bits` long enough for `slots` slots. */
function bitsFor(bits: Uint32Array, slots: number): Uint32Array {
  const words = (slots + 31) >>> 5;
  if (bits.length >= words) return bits;
  const next = new Uint32Array(Math.max(words, bits.length + (bits.length >>> 3) + 1));
  next.set(bits);
  return next;
}

/** Whether a sorted list holds `slot`. */
function listHas(list: Int32Array, slot: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < slot) low = middle + 1;
    else high = middle;
  }
  return low < list.length && list[low] === slot;
}

export class WordSets {
  readonly words: string[] = [];
  /** Per word: the slots holding it, ascending — or undefined when `bits` holds them. */
  private readonly lists: (Int32Array | undefined)[] = [];
  private readonly bits: (Uint32Array | undefined)[] = [];
  /** Per word: how many slots hold it. */
  private readonly sizes: number[] = [];
  private readonly numberOf = new Map<string, number>();
  /** Per word: the last slot it was noted for while filling, so a word repeated in one product counts once. */
  private lastSlot = new Int32Array(64).fill(-1);

  private numberFor(word: string): number {
    let n = this.numberOf.get(word);
    if (n === undefined) {
      n = this.words.length;
      this.numberOf.set(word, n);
      this.words.push(word);
      this.lists.push(EMPTY);
      this.bits.push(undefined);
      this.sizes.push(0);
    }
    return n;
  }

  /**
   * Every slot's words at once (a fresh index: slots 0…n−1 in order); yields every `step` slots, so a whole
   * build gives other work turns. The products' word numbers are held only while filling.
   */
  *filling(slots: number, wordsOf: (slot: number) => Iterable<string>, step: number): Generator<void> {
    let held = new Int32Array(1024);
    let used = 0;
    const start = new Int32Array(slots + 1);
    for (let slot = 0; slot < slots; slot++) {
      start[slot] = used;
      for (const word of wordsOf(slot)) {
        if (!word) continue;
        const n = this.numberFor(word);
        this.lastSlot = marksFor(this.lastSlot, n);
        if (this.lastSlot[n] === slot) continue;
        this.lastSlot[n] = slot;
        if (used === held.length) {
          const more = new Int32Array(held.length * 2);
          more.set(held);
          held = more;
        }
        held[used++] = n;
      }
      if (slot % step === step - 1) yield;
    }
    start[slots] = used;
    for (let i = 0; i < used; i++) this.sizes[held[i]]++;
    const filled = new Int32Array(this.words.length);
    this.sizes.forEach((size, n) => {
      if (asBits(size, slots)) this.bits[n] = new Uint32Array((slots + 31) >>> 5);
      else this.lists[n] = new Int32Array(size);
    });
    for (let slot = 0; slot < slots; slot++) {
      for (let i = start[slot]; i < start[slot + 1]; i++) {
        const n = held[i];
        const bits = this.bits[n];
        if (bits) bits[slot >>> 5] |= 1 << (slot & 31);
        else (this.lists[n] as Int32Array)[filled[n]++] = slot;
      }
    }
  }

  /**
   * New words for some slots (undefined: the slot is emptied) of an index of `slots` slots. A slot's old words
   * are found in the sets: a bit tested per word held as bits, and for lists a binary search per slot — or one
   * pass over the list when that is shorter.
   */
  update(changes: { slot: number; words: Iterable<string> | undefined }[], slots: number): void {
    if (!changes.length) return;
    const after = new Map<number, Set<number>>();
    for (const { slot, words } of changes) {
      const numbers = new Set<number>();
      for (const word of words ?? []) if (word) numbers.add(this.numberFor(word));
      after.set(slot, numbers);
    }
    const touched = [...after.keys()].sort((a, b) => a - b);
    const isTouched = new Uint8Array(slots);
    for (const slot of touched) isTouched[slot] = 1;
    const removed = new Map<number, number[]>();
    const added = new Map<number, number[]>();
    const note = (into: Map<number, number[]>, n: number, slot: number) => {
      const slotsOf = into.get(n);
      if (slotsOf) slotsOf.push(slot);
      else into.set(n, [slot]);
    };
    for (let n = 0; n < this.words.length; n++) {
      const bits = this.bits[n];
      const list = this.lists[n] as Int32Array;
      const had = (slot: number) => (bits ? hasBit(bits, slot) === 1 : listHas(list, slot));
      if (bits || touched.length * (32 - Math.clz32(list.length)) < list.length) {
        for (const slot of touched) {
          const has = had(slot);
          const keeps = (after.get(slot) as Set<number>).has(n);
          if (has && !keeps) note(removed, n, slot);
          else if (!has && keeps) note(added, n, slot);
        }
      } else {
        const found = new Set<number>();
        for (let i = 0; i < list.length; i++) if (isTouched[list[i]]) found.add(list[i]);
        for (const slot of touched) {
          const keeps = (after.get(slot) as Set<number>).has(n);
          if (found.has(slot) && !keeps) note(removed, n, slot);
          else if (!found.has(slot) && keeps) note(added, n, slot);
        }
      }
    }
    for (const n of new Set([...removed.keys(), ...added.keys()])) {
      this.rewrite(n, removed.get(n) ?? [], added.get(n) ?? [], slots);
    }
  }

  /** Takes `out` from a word's slots and puts `into` in (both ascending); a list grown common becomes bits. */
  private rewrite(n: number, out: number[], into: number[], slots: number): void {
    const size = this.sizes[n] - out.length + into.length;
    this.sizes[n] = size;
    let bits = this.bits[n];
    if (!bits && asBits(size, slots)) {
      bits = bitsFor(new Uint32Array(0), slots);
      for (const slot of this.lists[n] as Int32Array) bits[slot >>> 5] |= 1 << (slot & 31);
      this.bits[n] = bits;
      this.lists[n] = undefined;
    }
    if (bits) {
      bits = bitsFor(bits, slots);
      this.bits[n] = bits;
      for (const slot of out) bits[slot >>> 5] &= ~(1 << (slot & 31));
      for (const slot of into) bits[slot >>> 5] |= 1 << (slot & 31);
      return;
    }
    const list = this.lists[n] as Int32Array;
    const gone = new Set(out);
    const next = new Int32Array(size);
    let o = 0;
    let a = 0;
    for (let i = 0; i < list.length; i++) {
      const slot = list[i];
      if (gone.has(slot)) continue;
      while (a < into.length && into[a] < slot) next[o++] = into[a++];
      next[o++] = slot;
    }
    while (a < into.length) next[o++] = into[a++];
    this.lists[n] = next;
  }

  /** Marks (bit `flag`) every slot holding a word that passes `test`. */
  mark(into: Uint8Array, flag: number, test: (word: string) => boolean): void {
    for (let n = 0; n < this.words.length; n++) {
      if (this.sizes[n] === 0 || !test(this.words[n])) continue;
      const bits = this.bits[n];
      if (bits) {
        for (let w = 0; w < bits.length; w++) {
          let x = bits[w];
          while (x !== 0) {
            const lowest = x & -x;
            into[(w << 5) + 31 - Math.clz32(lowest)] |= flag;
            x ^= lowest;
          }
        }
        continue;
      }
      const list = this.lists[n] as Int32Array;
      for (let i = 0; i < list.length; i++) into[list[i]] |= flag;
    }
  }
}
