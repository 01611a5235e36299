import { describe, expect, it } from 'vitest';
import { WordSets } from './word-sets';

/** Deterministic randomness. */
function randomFrom(seed: number) {
  let a = seed;
  return () => {
    a = (a * 16807) % 2147483647;
    return (a - 1) / 2147483646;
  };
}

describe('the index’s word sets', () => {
  it('marks the products holding a word, common words (as bits) and rare ones (as lists), through every change', () => {
    const random = randomFrom(7);
    // A shop's kind of vocabulary: a few words nearly everyone has, many that few have.
    const vocabulary = Array.from({ length: 400 }, (_, i) => `w${i}`);
    const wordOf = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)];
    const textOf = () => Array.from({ length: 1 + Math.floor(random() * 12) }, wordOf);
    let slots = 3000;
    const truth: (string[] | undefined)[] = Array.from({ length: slots }, textOf);
    const sets = new WordSets();
    for (const _ of sets.filling(slots, (slot) => truth[slot] ?? [], 500)) {
      /* no turns needed here */
    }
    const expectSame = () => {
      for (const word of ['w0', 'w1', 'w5', 'w40', 'w150', 'w399', 'nowe']) {
        const marked = new Uint8Array(slots);
        sets.mark(marked, 2, (w) => w === word);
        const expected = truth.map((words) => (words?.includes(word) ? 2 : 0));
        expect([...marked], word).toEqual(expected);
      }
      const prefixed = new Uint8Array(slots);
      sets.mark(prefixed, 1, (w) => w.startsWith('w3'));
      expect([...prefixed]).toEqual(truth.map((words) => (words?.some((w) => w.startsWith('w3')) ? 1 : 0)));
    };
    expectSame();
    for (let round = 0; round < 30; round++) {
      const changes: { slot: number; words: string[] | undefined }[] = [];
      // A few products rewritten or emptied, new ones added at the end, once many at once.
      const count = round === 10 ? 800 : 1 + Math.floor(random() * 6);
      for (let i = 0; i < count; i++) {
        const slot = Math.floor(random() * slots);
        const words = random() < 0.15 ? undefined : random() < 0.2 ? [...textOf(), 'nowe'] : textOf();
        truth[slot] = words;
        changes.push({ slot, words });
      }
      const grown = 1 + Math.floor(random() * 40);
      for (let i = 0; i < grown; i++) {
        const words = [...textOf(), 'nowe'];
        truth.push(words);
        changes.push({ slot: slots + i, words });
      }
      slots += grown;
      // A product changed twice in one batch counts as its last change.
      const last = new Map(changes.map((c) => [c.slot, c]));
      sets.update([...last.values()], slots);
      expectSame();
    }
  });
});
