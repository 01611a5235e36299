import { describe, expect, it } from 'vitest';
import { moveActive, type Suggestions, suggestable, suggestOptions } from './suggestions';

const found: Suggestions = {
  query: 'portfel',
  products: [
    {
      id: 7,
      slug: 'portfel-jan',
      name: 'Portfel Jan',
      price: 199,
      base_price: null,
      thumbnail: null,
      category: 'Portfele',
    },
  ],
  categories: [{ id: 3, slug: 'portfele', name: 'Portfele' }],
  total: 9,
};

describe('search suggestions', () => {
  it('list matching categories, then products, then "see all" with the search address', () => {
    const options = suggestOptions(' portfel ', found);
    expect(options.map((o) => [o.kind, o.path])).toEqual([
      ['category', '/kategoria/portfele'],
      ['product', '/products/portfel-jan'],
      ['all', '/products?search=portfel'],
    ]);
    expect(suggestOptions('xyz', { ...found, products: [], categories: [], total: 0 })).toEqual([]);
  });

  it('move with the arrows through the options and back to the field past either end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });

  it('ask only about two letters or more', () => {
    expect(suggestable('t')).toBe(false);
    expect(suggestable(' t! ')).toBe(false);
    expect(suggestable('to')).toBe(true);
    expect(suggestable('ół')).toBe(true);
  });
});
