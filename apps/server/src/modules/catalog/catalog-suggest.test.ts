import { ProductListResponse, SuggestResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { seededApp } from './catalog.test-support';

describe('search suggestions (GET /api/products/suggest)', () => {
  let t: TestApp;

  const suggest = async (q: string, locale: 'pl' | 'en' = 'pl') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggest?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    return SuggestResponse.parse(res.json()).data;
  };
  const listed = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?per_page=6&search=${encodeURIComponent(q)}` });
    return ProductListResponse.parse(res.json());
  };

  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(() => t.close());

  it('offers the same products as the full search, best matches first, with a small photo and the price', async () => {
    const found = await suggest('portfel');
    const list = await listed('portfel');
    expect(found.total).toBe(list.meta.total);
    expect(found.products).toHaveLength(6);
    expect(found.products.slice(0, 5).every((p) => p.name.startsWith('Portfel'))).toBe(true);
    const first = found.products[0];
    expect(first.thumbnail).toMatch(/-320\.webp$/);
    expect(first.price).toBeGreaterThan(0);
    expect(first.category).toBe('Portfele');
  });

  it('forgives accents, case and a typo, and names matching categories in the page language', async () => {
    expect((await suggest('TOREBKA')).products.length).toBeGreaterThan(0);
    expect((await suggest('torbeka')).products.map((p) => p.slug)).toEqual(
      (await suggest('torebka')).products.map((p) => p.slug),
    );
    expect((await suggest('portfele')).categories.map((c) => c.name)).toEqual(['Portfele']);
    expect((await suggest('wallets', 'en')).categories.map((c) => c.name)).toEqual(['Wallets']);
    expect((await suggest('skóra')).query).toBe('skóra');
  });

  it('answers one rendering for every spelling of the same words, echoing the words rather than the raw text', async () => {
    expect((await suggest('  Plecak ')).query).toBe('plecak');
    expect((await suggest('plecak')).query).toBe('plecak');
  });

  it('answers nothing for a query without a word, and refuses an empty or too long one in the request language', async () => {
    expect(await suggest('!!!')).toEqual({ query: '', products: [], categories: [], total: 0 });
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/products/suggest?q=',
      headers: { 'accept-language': 'en' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.q).toBeDefined();
    const long = await t.app.inject({ method: 'GET', url: `/api/products/suggest?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q).toEqual(['Wpisz najwyżej 100 znaków.']);
  });
});
