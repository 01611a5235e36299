/**
 * Sets of the catalogue index's slots as bits (slot s is bit s & 31 of word s >>> 5): what a query's filters
 * pass and what each filter value holds. Counting a facet value is then the bits both sets have — 32 products a
 * step — instead of a visit to every product and each of its values (docs/decisions/026-catalogue-index.md,
 * "Facets as bits").
 */
export type SlotBits = Uint32Array;

/** Words holding `slots` bits. */
export const wordsFor = (slots: number) => (slots + 31) >>> 5;

export function hasSlot(bits: SlotBits, slot: number): boolean {
  return ((bits[slot >>> 5] >>> (slot & 31)) & 1) === 1;
}

export function addSlot(bits: SlotBits, slot: number): void {
  bits[slot >>> 5] |= 1 << (slot & 31);
}

/** The bits of the slots of a list. */
export function bitsOfSlots(slots: ArrayLike<number>, words: number): SlotBits {
  const bits = new Uint32Array(words);
  for (let i = 0; i < slots.length; i++) addSlot(bits, slots[i]);
  return bits;
}

/** `into` keeps only the slots `other` has too. */
export function keepBoth(into: SlotBits, other: SlotBits): void {
  for (let i = 0; i < into.length; i++) into[i] &= other[i];
}

/** `into` gains the slots of `other`. */
export function addAll(into: SlotBits, other: SlotBits): void {
  for (let i = 0; i < into.length; i++) into[i] |= other[i];
}

/** The number of slots in both sets. */
export function countBoth(a: SlotBits, b: SlotBits): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const both = a[i] & b[i];
    if (both !== 0) count += bitCount(both);
  }
  return count;
}

/** The number of slots in the set. */
export function countSlots(bits: SlotBits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) count += bitCount(bits[i]);
  return count;
}

/** Set bits of a 32-bit word (the classic parallel sum: pairs, nibbles, then bytes added by one multiply). */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Zeroed arrays reused by every query of the index — byte masks and bit sets alike: a query runs from start to
 * end without yielding, and allocating several arrays per query at 100,000 products (100 KB masks, 12 KB bit
 * sets) kept the garbage collector busy.
 */
export class Scratch<T extends Uint8Array | Uint32Array> {
  private readonly pool: T[] = [];
  private next = 0;

  constructor(
    private readonly make: (length: number) => T,
    /** The smallest array made, so small catalogues do not make a new one for every slot added. */
    private readonly least: number,
  ) {}

  /** Every array is free again (at the start of a query). */
  reset(): void {
    this.next = 0;
  }

  take(length: number): T {
    let array = this.pool[this.next];
    if (!array || array.length < length) {
      array = this.make(Math.max(length, this.least));
      this.pool[this.next] = array;
    } else array.fill(0, 0, length);
    this.next++;
    return array.length === length ? array : (array.subarray(0, length) as T);
  }
}
