import { describe, expect, it } from 'vitest';
import { discountInfo, lowestPriceBeforeReduction } from './lowest-price';

const now = new Date('2026-10-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('Omnibus lowest price', () => {
  it('is null while a product is not reduced', () => {
    expect(
      lowestPriceBeforeReduction(
        [{ price: 10000, effectiveFrom: daysAgo(90) }],
        { basePrice: 10000, salePrice: null },
        now,
      ),
    ).toBeNull();
  });

  it('is the price in force when the 30-day window before the reduction opened', () => {
    const history = [
      { price: 10000, effectiveFrom: daysAgo(90) },
      { price: 8000, effectiveFrom: daysAgo(5) },
    ];
    expect(lowestPriceBeforeReduction(history, { basePrice: 10000, salePrice: 8000 }, now)).toBe(10000);
  });

  it('takes the lowest of the prices set inside the window, even below the regular price', () => {
    const history = [
      { price: 10000, effectiveFrom: daysAgo(90) },
      { price: 9000, effectiveFrom: daysAgo(20) },
      { price: 11000, effectiveFrom: daysAgo(15) },
      { price: 7000, effectiveFrom: daysAgo(2) },
    ];
    expect(lowestPriceBeforeReduction(history, { basePrice: 11000, salePrice: 7000 }, now)).toBe(9000);
  });

  it('ignores prices that ended more than 30 days before the reduction', () => {
    const history = [
      { price: 6000, effectiveFrom: daysAgo(100) },
      { price: 10000, effectiveFrom: daysAgo(60) },
      { price: 8000, effectiveFrom: daysAgo(1) },
    ];
    expect(lowestPriceBeforeReduction(history, { basePrice: 10000, salePrice: 8000 }, now)).toBe(10000);
  });

  it('counts from the start of the current price, so a deeper second reduction compares with the first', () => {
    const history = [
      { price: 10000, effectiveFrom: daysAgo(90) },
      { price: 8000, effectiveFrom: daysAgo(10) },
      { price: 8000, effectiveFrom: daysAgo(6) },
      { price: 6000, effectiveFrom: daysAgo(3) },
    ];
    expect(lowestPriceBeforeReduction(history, { basePrice: 10000, salePrice: 6000 }, now)).toBe(8000);
  });

  it('ignores prices scheduled for later', () => {
    const history = [
      { price: 10000, effectiveFrom: daysAgo(90) },
      { price: 8000, effectiveFrom: daysAgo(4) },
      { price: 5000, effectiveFrom: daysAgo(-3) },
    ];
    expect(lowestPriceBeforeReduction(history, { basePrice: 10000, salePrice: 8000 }, now)).toBe(10000);
  });

  it('falls back to the regular price when nothing was recorded before the reduction', () => {
    expect(lowestPriceBeforeReduction([], { basePrice: 10000, salePrice: 8000 }, now)).toBe(10000);
    expect(
      lowestPriceBeforeReduction(
        [{ price: 8000, effectiveFrom: daysAgo(3) }],
        { basePrice: 10000, salePrice: 8000 },
        now,
      ),
    ).toBe(10000);
  });
});

describe('advertised discount', () => {
  it('is measured against the Omnibus price and rounded down', () => {
    expect(discountInfo(59900, 84900)).toEqual({
      has_discount: true,
      discount_percentage: 29,
      original_price: 84900,
      discounted_price: 59900,
    });
    // 28.6 % is announced as 28 %, never 29 %.
    expect(discountInfo(74900, 104900).discount_percentage).toBe(28);
  });

  it('is no discount when the price is not below the lowest of the last 30 days', () => {
    expect(discountInfo(8000, 8000)).toEqual({
      has_discount: false,
      discount_percentage: 0,
      original_price: 8000,
      discounted_price: 8000,
    });
    expect(discountInfo(8000, null).has_discount).toBe(false);
  });
});
