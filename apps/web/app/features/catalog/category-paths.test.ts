import { describe, expect, it } from 'vitest';
import { categoryPath, categoryPathOf, categorySlugIn, findCategoryBySlug, isListAddress } from './category-paths';

const categories = [
  { id: 2, slug: 'torby-na-ramie', name_en: 'Shoulder bags' },
  { id: 4, slug: 'portfele', name_en: 'Wallets' },
];

describe('category addresses', () => {
  it('read as words in each language', () => {
    expect(categoryPath(categories[0], 'pl')).toBe('/kategoria/torby-na-ramie');
    expect(categoryPath(categories[0], 'en')).toBe('/category/shoulder-bags');
    expect(categoryPath(categories[1], 'en')).toBe('/category/wallets');
  });

  it('are made from a category named in the page language, as API answers name it', () => {
    expect(categoryPathOf({ id: 4, slug: 'portfele', name: 'Wallets' }, 'en')).toBe('/category/wallets');
    expect(categoryPathOf({ id: 4, slug: 'portfele', name: 'Portfele' }, 'pl')).toBe('/kategoria/portfele');
  });

  it('find the category by its slug in either language', () => {
    expect(findCategoryBySlug(categories, 'portfele')?.id).toBe(4);
    expect(findCategoryBySlug(categories, 'wallets')?.id).toBe(4);
    expect(findCategoryBySlug(categories, 'shoulder-bags')?.id).toBe(2);
    expect(findCategoryBySlug(categories, 'nope')).toBeUndefined();
  });

  it('read the slug back from an address, and tell list addresses from others', () => {
    expect(categorySlugIn('/pl/kategoria/portfele')).toBe('portfele');
    expect(categorySlugIn('/en/category/shoulder-bags/')).toBe('shoulder-bags');
    expect(categorySlugIn('/pl/products')).toBeNull();
    expect(categorySlugIn('/pl/kategoria/%E0%A4%A')).toBeNull();
    expect(isListAddress('/pl/products')).toBe(true);
    expect(isListAddress('/en/category/wallets')).toBe(true);
    expect(isListAddress('/pl/products/torebka-hanka-kawa')).toBe(false);
  });
});
