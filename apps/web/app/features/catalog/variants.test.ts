import type { ProductVariant } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  colourOptions,
  defaultVariant,
  parseVariantParam,
  pickVariant,
  resolveVariant,
  sizeOptions,
  withVariantParam,
} from './variants';

const colours = {
  brown: { code: 'brown', name: 'Brązowy', hex: '#6b4226' },
  black: { code: 'black', name: 'Czarny', hex: '#1a1a1a' },
  bordo: { code: 'bordo', name: 'Bordowy', hex: '#6d1a2a' },
};

function variant(id: number, colour: keyof typeof colours | null, size: string, stock: number, madeToOrder = false) {
  const price = 500;
  return {
    id,
    sku: `AT-${id}`,
    color: colour ? colours[colour] : null,
    size,
    price,
    base_price: price,
    discount_info: { has_discount: false, discount_percentage: 0, original_price: price, discounted_price: price },
    lowest_price_30d: null,
    stock,
    in_stock: stock > 0,
    made_to_order: madeToOrder,
    orderable: stock > 0 || madeToOrder,
    images: [],
    gallery: [],
  } satisfies ProductVariant;
}

// Odra: three colours in one size, bordo sold out and not made to order.
const odra = {
  default_variant_id: 11,
  variants: [
    variant(11, 'brown', 'one_size', 10),
    variant(12, 'black', 'one_size', 3),
    variant(13, 'bordo', 'one_size', 0),
  ],
};

// A belt in two colours and three sizes; black M is sold out, brown L is not made.
const belt = {
  default_variant_id: 21,
  variants: [
    variant(21, 'brown', 'S', 2),
    variant(22, 'brown', 'M', 2),
    variant(24, 'black', 'S', 1),
    variant(25, 'black', 'M', 0),
    variant(26, 'black', 'L', 5),
  ],
};

describe('parseVariantParam', () => {
  it('reads a positive whole number and ignores anything else', () => {
    expect(parseVariantParam('12')).toBe(12);
    expect(parseVariantParam(' 7 ')).toBe(7);
    expect(parseVariantParam(null)).toBeNull();
    expect(parseVariantParam('')).toBeNull();
    expect(parseVariantParam('0')).toBeNull();
    expect(parseVariantParam('-3')).toBeNull();
    expect(parseVariantParam('1.5')).toBeNull();
    expect(parseVariantParam('abc')).toBeNull();
    expect(parseVariantParam('12345678901')).toBeNull();
  });
});

describe('resolveVariant', () => {
  it('takes the variant the address names', () => {
    expect(resolveVariant(odra, 12)?.id).toBe(12);
    // A sold-out variant is still shown when named.
    expect(resolveVariant(odra, 13)?.id).toBe(13);
  });

  it('falls back to the default variant for no id, an unknown id or another product’s', () => {
    expect(resolveVariant(odra, null)?.id).toBe(11);
    expect(resolveVariant(odra, 999)?.id).toBe(11);
    expect(resolveVariant(odra, 21)?.id).toBe(11);
  });

  it('falls back to the first orderable variant when the default id is missing', () => {
    const product = {
      default_variant_id: 0,
      variants: [variant(1, 'black', 'one_size', 0), variant(2, 'brown', 'one_size', 1)],
    };
    expect(defaultVariant(product)?.id).toBe(2);
    expect(defaultVariant({ default_variant_id: 0, variants: [] })).toBeNull();
  });
});

describe('withVariantParam', () => {
  it('sets the variant and keeps the other parameters', () => {
    expect(withVariantParam('?utm_source=mail&variant=11', 12).toString()).toBe('utm_source=mail&variant=12');
    expect(withVariantParam('', 13).toString()).toBe('variant=13');
  });
});

describe('pickVariant', () => {
  it('finds the variant of a colour and a size', () => {
    expect(pickVariant(belt, 'black', 'M')?.id).toBe(25);
    expect(pickVariant(odra, 'black', 'one_size')?.id).toBe(12);
  });

  it('keeps the colour when it is not made in that size: its orderable variant first', () => {
    expect(pickVariant(belt, 'brown', 'L')?.id).toBe(21);
    expect(pickVariant(belt, 'green', 'S')).toBeNull();
  });
});

describe('colourOptions', () => {
  it('lists each colour once, choosing the same size, and marks colours that cannot be ordered', () => {
    expect(colourOptions(odra, odra.variants[0])).toEqual([
      { ...colours.brown, variantId: 11, orderable: true },
      { ...colours.black, variantId: 12, orderable: true },
      { ...colours.bordo, variantId: 13, orderable: false },
    ]);
    const blackM = belt.variants[3];
    expect(colourOptions(belt, blackM).map((option) => [option.code, option.variantId, option.orderable])).toEqual([
      ['brown', 22, true],
      ['black', 25, false],
    ]);
  });

  it('offers no choice for a product in one colour or none', () => {
    const product = { variants: [variant(1, 'brown', 'S', 1), variant(2, 'brown', 'M', 1)] };
    expect(colourOptions(product, product.variants[0])).toEqual([]);
    expect(colourOptions({ variants: [variant(3, null, 'one_size', 1)] }, null)).toEqual([]);
  });
});

describe('sizeOptions', () => {
  it('lists the sizes for the current colour, with the ones not made or sold out marked', () => {
    expect(sizeOptions(belt, belt.variants[0])).toEqual([
      { size: 'S', variantId: 21, orderable: true },
      { size: 'M', variantId: 22, orderable: true },
      { size: 'L', variantId: null, orderable: false },
    ]);
    expect(
      sizeOptions(belt, belt.variants[4]).map((option) => [option.size, option.variantId, option.orderable]),
    ).toEqual([
      ['S', 24, true],
      ['M', 25, false],
      ['L', 26, true],
    ]);
  });

  it('hides the picker for one size', () => {
    expect(sizeOptions(odra, odra.variants[0])).toEqual([]);
  });
});
