import { describe, expect, it } from 'vitest';
import { isWishlistEntry, mergeIdsOf } from './snapshot';

describe('wishlist entries', () => {
  it('sends each positive whole product id of the guest list once at login', () => {
    expect(
      mergeIdsOf([{ product_id: 3 }, { product_id: 7 }, { product_id: 3 }, { product_id: 0 }, { product_id: 2.5 }]),
    ).toEqual([3, 7]);
  });

  it('reads back only entries whose product matches their id', () => {
    const entry = { id: 'local-7', product_id: 7, product: { id: 7, name: 'Torba Lena' }, added_at: '2026-01-01' };
    expect(isWishlistEntry(entry)).toBe(true);
    expect(isWishlistEntry({ ...entry, product: { id: 8, name: 'Inna' } })).toBe(false);
    expect(isWishlistEntry({ ...entry, product_id: '7' })).toBe(false);
    expect(isWishlistEntry({ id: 1, product_id: 7 })).toBe(false);
  });
});
