import type { Cart } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBodyOf,
  addLocalLine,
  cartCount,
  isLocalCartLine,
  type LocalCartLine,
  type LocalLineInput,
  localCopy,
  localSubtotal,
  mirrorOf,
  setLocalQuantity,
  unsyncedLines,
} from './offline';

const wallet: LocalLineInput = {
  product_id: 21,
  variant_id: null,
  name: 'Portfel Odra',
  slug: 'portfel-odra-koniak',
  image: null,
  price: 349,
  quantity: 1,
  size: null,
  color: { code: 'brown', name: 'Brązowy', hex: '#6b3e26' },
};

const serverLine: LocalCartLine = {
  id: 7,
  product_id: 21,
  name: 'Portfel Odra',
  slug: 'portfel-odra-koniak',
  image: null,
  price: 349,
  quantity: 2,
  total: 698,
  size: null,
  color: { id: 3, code: 'brown', name: 'Brązowy', hex: '#6b3e26' },
};

function serverCart(items: Partial<Cart['items'][number]>[]): Pick<Cart, 'items'> {
  return {
    items: items.map((item, index) => ({
      id: index + 1,
      product: { id: 1, name: 'x', slug: 'x', image: null, images: [], price: 1 },
      product_id: 1,
      name: 'x',
      slug: 'x',
      image: null,
      price: 100,
      quantity: 1,
      total: 100,
      color: null,
      discount_info: { has_discount: false, original_price: 100, discount_percentage: 0 },
      variant_id: (index + 1) * 100,
      size: null,
      selected_variant_id: (index + 1) * 100,
      sku: `AT-${index + 1}`,
      made_to_order: false,
      made_to_order_quantity: 0,
      available_stock: 5,
      orderable: true,
      unavailable: false,
      notice: null,
      ...item,
    })),
  };
}

describe('the local copy of the cart', () => {
  it('adds a local-only line while offline and grows it when the same item is added again', () => {
    const once = addLocalLine([serverLine], wallet, 'a');
    expect(once).toHaveLength(2);
    expect(once[1]).toMatchObject({ id: 'local-a', local: true, quantity: 1, total: 349 });
    // The server's own line of the same product is not touched: the server decides its quantity.
    expect(once[0]).toBe(serverLine);

    const twice = addLocalLine(once, { ...wallet, quantity: 2 }, 'b');
    expect(twice).toHaveLength(2);
    expect(twice[1]).toMatchObject({ id: 'local-a', quantity: 3, total: 1047 });
  });

  it('keeps another size or colour of the same product on its own line and caps a line at 99', () => {
    const lines = addLocalLine(addLocalLine([], wallet, 'a'), { ...wallet, size: '90' }, 'b');
    expect(lines.map((line) => line.size)).toEqual([null, '90']);
    const other = addLocalLine(lines, { ...wallet, color: { code: 'black', name: 'Czarny', hex: '#111' } }, 'c');
    expect(other).toHaveLength(3);
    expect(addLocalLine(lines, { ...wallet, quantity: 500 }, 'd')[0].quantity).toBe(99);
  });

  it('sends only the lines added locally, each with its size and colour code', () => {
    const lines = addLocalLine(addLocalLine([serverLine], wallet, 'a'), { ...wallet, product_id: 9, size: 'M' }, 'b');
    const waiting = unsyncedLines(lines);
    expect(waiting.map((line) => line.id)).toEqual(['local-a', 'local-b']);
    expect(waiting.map(addBodyOf)).toEqual([
      { product_id: 21, quantity: 1, color_id: 'brown' },
      { product_id: 9, quantity: 1, size: 'M', color_id: 'brown' },
    ]);
  });

  it('keeps two variants of one product on two lines and sends each by its variant id', () => {
    const coffee = { ...wallet, variant_id: 31, color: { code: 'coffee', name: 'Kawowy', hex: '#4a3426' } };
    const black = { ...wallet, variant_id: 32, color: { code: 'black', name: 'Czarny', hex: '#111' } };
    const lines = addLocalLine(addLocalLine(addLocalLine([], coffee, 'a'), black, 'b'), coffee, 'c');
    expect(lines.map((line) => [line.variant_id, line.quantity])).toEqual([
      [31, 2],
      [32, 1],
    ]);
    expect(lines.map(addBodyOf)).toEqual([
      { product_id: 21, quantity: 2, variant_id: 31 },
      { product_id: 21, quantity: 1, variant_id: 32 },
    ]);
    expect(mirrorOf(serverCart([{ variant_id: 77 }]))[0]).toMatchObject({ variant_id: 77 });
  });

  it('mirrors a server answer and keeps what is still waiting after it', () => {
    const cart = serverCart([{ id: 5, product_id: 3, name: 'Torba', quantity: 2, total: 200, size: 'S' }]);
    const waiting = unsyncedLines(addLocalLine([], wallet, 'a'));
    const copy = localCopy(cart, waiting);
    expect(copy.map((line) => line.id)).toEqual([5, 'local-a']);
    expect(copy[0]).toMatchObject({ product_id: 3, quantity: 2, size: 'S', total: 200 });
    expect(mirrorOf(cart)[0]).not.toHaveProperty('local');
    expect(cartCount(copy)).toBe(3);
    expect(localSubtotal(copy)).toBe(549);
  });

  it('changes and removes local-only lines by id', () => {
    const lines = addLocalLine([serverLine], wallet, 'a');
    expect(setLocalQuantity(lines, 'local-a', 4)[1]).toMatchObject({ quantity: 4, total: 1396 });
    expect(setLocalQuantity(lines, 'local-a', 0).map((line) => line.id)).toEqual([7]);
  });

  it('reads back only well-formed lines from storage', () => {
    expect(isLocalCartLine(serverLine)).toBe(true);
    expect(isLocalCartLine({ ...serverLine, quantity: 0 })).toBe(false);
    expect(isLocalCartLine({ ...serverLine, product_id: '21' })).toBe(false);
    expect(isLocalCartLine({ id: 1, product_id: 2 })).toBe(false);
    expect(isLocalCartLine(null)).toBe(false);
  });
});
