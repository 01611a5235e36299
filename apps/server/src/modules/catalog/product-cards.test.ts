import { describe, expect, it } from 'vitest';
import { ProductCards } from './product-cards';

/** The rules of a presented product card (product-cards.ts); the end-to-end ones are in catalog-index.test.ts. */
describe('product cards', () => {
  const card = (text: string) => Buffer.from(JSON.stringify({ name: text }));
  const made = { revision: 7, until: 1_000, rating: '0:' };

  it('serves a card only for its revision, language, rating and before its moment', () => {
    const cards = new ProductCards(1024 * 1024);
    cards.useEpoch('a');
    cards.put('a', 'pl', 1, made, card('Torebka'));
    expect(cards.get('pl', 1, 7, 999)?.toString()).toBe('{"name":"Torebka"}');
    expect(cards.get('pl', 1, 7, 999, '0:')).toBeDefined();
    expect(cards.get('pl', 1, 8, 999)).toBeUndefined();
    expect(cards.get('en', 1, 7, 999)).toBeUndefined();
    expect(cards.get('pl', 1, 7, 1_000)).toBeUndefined();
    expect(cards.get('pl', 1, 7, 999, '1:5')).toBeUndefined();
  });

  it('drops every card when the shop-wide names change, and refuses one made under the old names', () => {
    const cards = new ProductCards(1024 * 1024);
    cards.useEpoch('a');
    cards.put('a', 'pl', 1, made, card('Torebki'));
    cards.useEpoch('b');
    expect(cards.get('pl', 1, 7, 0)).toBeUndefined();
    // A request that began under 'a' finishes after another moved to 'b': its card may quote old names.
    cards.put('a', 'pl', 2, made, card('Torebki'));
    expect(cards.get('pl', 2, 7, 0)).toBeUndefined();
    expect(cards.size).toBe(0);
  });

  it('stays within its bytes, letting the least recently used go first', () => {
    const one = card('x'.repeat(900));
    const cards = new ProductCards((one.length + 100) * 3);
    cards.useEpoch('a');
    for (const id of [1, 2, 3]) cards.put('a', 'pl', id, made, one);
    cards.get('pl', 1, 7, 0);
    cards.put('a', 'pl', 4, made, one);
    expect(cards.size).toBe(3);
    expect(cards.bytes).toBeLessThanOrEqual((one.length + 100) * 3);
    expect(cards.get('pl', 2, 7, 0)).toBeUndefined();
    expect(cards.get('pl', 1, 7, 0)).toBeDefined();
    expect(cards.get('pl', 4, 7, 0)).toBeDefined();
  });

  it('keeps cards deflated once it has its dictionary, and gives back the same bytes', () => {
    const photo = (slug: string, n: number) => ({
      url: `http://127.0.0.1:3000/uploads/products/${slug}/${n}-1024.webp`,
      alt: `${slug} — zdjęcie ${n}`,
    });
    const product = (id: number) =>
      Buffer.from(
        JSON.stringify({
          id,
          slug: `torebka-${id}`,
          name: `Torebka ${id} żółta`,
          gallery: [1, 2, 3, 4].map((n) => photo(`torebka-${id}`, n)),
        }),
      );
    const cards = new ProductCards(1024 * 1024);
    cards.useEpoch('a');
    for (let id = 1; id <= 40; id++) cards.put('a', 'pl', id, made, product(id));
    for (let id = 1; id <= 40; id++) expect(cards.get('pl', id, 7, 0)?.equals(product(id))).toBe(true);
    // The first eight are kept as they are (the dictionary's sample); the other 32 in a fraction of their size.
    let plain = 0;
    for (let id = 1; id <= 40; id++) plain += product(id).length + 100;
    expect(cards.bytes).toBeLessThan(plain / 2);
  });

  it("written round and round its arena, never serves another product's bytes and keeps the cards lists read", () => {
    const product = (id: number) =>
      Buffer.from(
        JSON.stringify({
          id,
          slug: `portfel-${id}`,
          name: `Portfel ${id} ${'ręcznie szyty '.repeat(id % 7)}`,
          image: `http://127.0.0.1:3000/uploads/products/portfel-${id}/1-1024.webp`,
        }),
      );
    const cards = new ProductCards(4 * 1024);
    cards.useEpoch('a');
    const hot = [1, 2, 3];
    for (let id = 1; id <= 600; id++) {
      cards.put('a', 'pl', id, made, product(id));
      for (const read of hot.filter((h) => h <= id))
        expect(cards.get('pl', read, 7, 0)?.equals(product(read))).toBe(true);
      expect(cards.bytes).toBeLessThanOrEqual(4 * 1024);
    }
    // Far more cards were written than fit: the early ones nobody read are gone, the last one is there.
    expect(cards.stats.dropped).toBeGreaterThan(400);
    expect(cards.get('pl', 10, 7, 0)).toBeUndefined();
    expect(cards.get('pl', 600, 7, 0)?.equals(product(600))).toBe(true);
    // Whatever is still kept is the product's own card.
    for (let id = 4; id <= 600; id++) {
      const json = cards.get('pl', id, 7, 0);
      if (json) expect(json.equals(product(id))).toBe(true);
    }
  });
});
