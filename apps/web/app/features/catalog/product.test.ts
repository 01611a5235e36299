import { describe, expect, it } from 'vitest';
import { availability, isNumericSize, priceView, SCHEMA_AVAILABILITY, selectableSizes } from './product';

describe('availability', () => {
  it('distinguishes in stock, made to order and not orderable', () => {
    expect(availability({ in_stock: true, orderable: true, made_to_order: false })).toBe('in_stock');
    expect(availability({ in_stock: false, orderable: true, made_to_order: true })).toBe('made_to_order');
    expect(availability({ in_stock: false, orderable: false, made_to_order: false })).toBe('out_of_stock');
  });

  it('maps to schema.org availability', () => {
    expect(SCHEMA_AVAILABILITY.made_to_order).toBe('https://schema.org/BackOrder');
    expect(SCHEMA_AVAILABILITY.out_of_stock).toBe('https://schema.org/OutOfStock');
  });
});

describe('priceView', () => {
  const regular = {
    price: 349,
    base_price: 349,
    lowest_price_30d: null,
    discount_info: { has_discount: false, discount_percentage: 0, original_price: 349, discounted_price: 349 },
  };

  it('shows no reduction for a regular price', () => {
    expect(priceView(regular)).toEqual({ price: 349, original: null, percent: null, lowest30d: null });
  });

  it('shows the original, the percentage and the Omnibus price for a reduced one', () => {
    expect(
      priceView({
        price: 279.2,
        base_price: 349,
        lowest_price_30d: 319,
        discount_info: { has_discount: true, discount_percentage: 20, original_price: 349, discounted_price: 279.2 },
      }),
    ).toEqual({ price: 279.2, original: 349, percent: 20, lowest30d: 319 });
  });

  it('computes a missing percentage', () => {
    const view = priceView({
      price: 75,
      base_price: 100,
      lowest_price_30d: null,
      discount_info: { has_discount: true, discount_percentage: 0, original_price: 100, discounted_price: 75 },
    });
    expect(view.percent).toBe(25);
  });
});

describe('sizes', () => {
  it('hide the picker for one size', () => {
    expect(selectableSizes(['one_size'])).toEqual([]);
    expect(selectableSizes(['S', 'M', 'L'])).toEqual(['S', 'M', 'L']);
    expect(isNumericSize('95')).toBe(true);
    expect(isNumericSize('M')).toBe(false);
  });
});
