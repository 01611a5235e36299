import { describe, expect, it } from 'vitest';
import { cartColourOf, maxOrderQuantity } from './product-choice';

describe('what goes into the cart with a product', () => {
  it('names the colour only of a product made in exactly one', () => {
    const brown = { code: 'brown', name: 'Brązowy', hex: '#6b3e26' };
    expect(cartColourOf([brown])).toEqual(brown);
    expect(cartColourOf([brown, { code: 'white', name: 'Biały', hex: '#fff' }])).toBeNull();
    expect(cartColourOf([])).toBeNull();
    expect(cartColourOf(undefined)).toBeNull();
  });

  it('lets one order up to the stock of pieces sold from stock, and 99 made to order', () => {
    expect(maxOrderQuantity({ made_to_order: false, in_stock: true, stock: 4 })).toBe(4);
    expect(maxOrderQuantity({ made_to_order: false, in_stock: true, stock: 400 })).toBe(99);
    expect(maxOrderQuantity({ made_to_order: true, in_stock: false, stock: 0 })).toBe(99);
    expect(maxOrderQuantity({ made_to_order: false, in_stock: false, stock: 0 })).toBe(1);
  });
});
