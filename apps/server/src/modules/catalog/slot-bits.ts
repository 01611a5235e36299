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
 * Zeroed bit sets reused by every query (a query runs from start to end without yielding): a few 12 KB arrays
 * per query at 100,000 products would otherwise be garbage at once.
 */
export class ScratchBits {
  private readonly pool: SlotBits[] = [];
  private next = 0;

  /** Every set is free again (at the start of a query). */
  reset(): void {
    this.next = 0;
  }

  take(words: number): SlotBits {
    let bits = this.pool[this.next];
    if (!bits || bits.length < words) {
      bits = new Uint32Array(Math.max(words, 64));
      this.pool[this.next] = bits;
    } else bits.fill(0, 0, words);
    this.next++;
    return bits.length === words ? bits : bits.subarray(0, words);
  }
}
