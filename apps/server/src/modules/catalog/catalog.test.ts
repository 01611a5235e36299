import { ProductListResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, users } from '../../db/schema';
import type { ProductSeed } from '../../db/seed/data/types';
import type { TestApp } from '../../test/helper';
import {
  currentPrice,
  nameSortKey,
  orderableColours,
  seededApp,
  seedProduct,
  seedProducts,
  seedStock,
} from './catalog.test-support';

type ListBody = ProductListResponse;

/** What the status filter means for a seed product: stock and price for two of them, links for the rest. */
function hasStatus(p: ProductSeed, status: string): boolean {
  if (status === 'in_stock') return seedStock(p) > 0;
  if (status === 'sale') return p.salePrice !== undefined;
  return (p.statuses as string[]).includes(status);
}

describe('product list (GET /api/products)', () => {
  let t: TestApp;
  let categoryIds: Map<string, number>;

  const list = async (query: string, headers: Record<string, string> = {}): Promise<ListBody> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return ProductListResponse.parse(res.json());
  };
  /** Every product of a filtered list, whatever the page size. */
  const slugsOf = async (query: string) => (await list(`?per_page=48&${query}`)).data.map((p) => p.slug);
  const expectedSlugs = (predicate: (p: ProductSeed) => boolean) =>
    seedProducts
      .filter(predicate)
      .map((p) => p.slug)
      .sort();

  beforeAll(async () => {
    t = await seededApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    categoryIds = new Map(res.json().data.map((c: { slug: string; id: number }) => [c.slug, c.id]));
  });
  afterAll(() => t.close());

  it('answers the first page of 12 newest products with pagination meta, in the contract shape', async () => {
    const body = await list('');
    expect(body.meta).toEqual({ current_page: 1, last_page: 4, per_page: 12, total: 38 });
    // Same-day products: the later added (higher id) first.
    const newest = seedProducts
      .map((p, index) => ({ p, index }))
      .sort((a, b) => a.p.createdDaysAgo - b.p.createdDaysAgo || b.index - a.index)
      .map(({ p }) => p)
      .slice(0, 12);
    expect(body.data.map((p) => p.slug)).toEqual(newest.map((p) => p.slug));
    // Lists leave the description out (it is on the detail calls).
    expect(body.data[0].description).toBeUndefined();
  });

  it('pages through every product exactly once, with a short last page and an empty page beyond it', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 8; page++) {
      const body = await list(`?per_page=5&page=${page}&sort_by=popularity`);
      expect(body.meta).toMatchObject({ current_page: page, last_page: 8, per_page: 5, total: 38 });
      seen.push(...body.data.map((p) => p.slug));
    }
    expect(seen).toHaveLength(38);
    expect(new Set(seen).size).toBe(38);
    const last = await list('?page=4');
    expect(last.data).toHaveLength(2);
    const beyond = await list('?page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ current_page: 9, last_page: 4, per_page: 12, total: 38 });
  });

  it('sorts by the price the customer pays, reduced prices included, ties broken by id', async () => {
    const asc = (await list('?per_page=48&sort_by=base_price&sort_order=asc')).data;
    const prices = asc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (let i = 1; i < asc.length; i++) {
      if (asc[i].price === asc[i - 1].price) expect(asc[i].id).toBeGreaterThan(asc[i - 1].id);
    }
    // A reduced bag sorts by its sale price, not by its regular price.
    const hanka = asc.findIndex((p) => p.slug === 'torebka-hanka-kawa');
    expect(asc[hanka].price).toBe(599);
    expect(asc[hanka].base_price).toBe(799);
    const desc = (await list('?per_page=48&sort_by=base_price&sort_order=desc')).data.map((p) => p.price);
    expect(desc).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts by the name in the request language', async () => {
    const pl = (await list('?per_page=48&sort_by=name&sort_order=asc')).data.map((p) => p.name);
    const byKey = (names: string[]) =>
      [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0));
    expect(pl).toEqual(byKey(seedProducts.map((p) => p.name.pl)));
    const en = (await list('?per_page=48&sort_by=name&sort_order=desc&locale=en')).data.map((p) => p.name);
    expect(en).toEqual(byKey(seedProducts.map((p) => p.name.en)).reverse());
  });

  it('sorts by popularity and by age in both directions', async () => {
    const popular = (await list('?per_page=48&sort_by=popularity&sort_order=desc')).data.map((p) => p.popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const oldest = (await list('?per_page=3&sort_by=created_at&sort_order=asc')).data.map((p) => p.slug);
    const byAge = seedProducts
      .map((p, index) => ({ p, index }))
      .sort((a, b) => b.p.createdDaysAgo - a.p.createdDaysAgo || a.index - b.index)
      .map(({ p }) => p);
    expect(oldest).toEqual(byAge.slice(0, 3).map((p) => p.slug));
  });

  it('sorts by rating, the best-rated first and products nobody reviewed last', async () => {
    // Two reviewed products (approved reviews only count): one rated 5, one 3 and 4; an unapproved 5 counts not.
    const db = t.database.db;
    const [a, b, c] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(3);
    const reviewers = await db
      .insert(users)
      .values([1, 2].map((n) => ({ email: `rater${n}@example.com`, name: `Rater ${n}` })))
      .returning({ id: users.id });
    await db.insert(reviews).values([
      { productId: a.id, userId: reviewers[0].id, rating: 3, isApproved: true },
      { productId: a.id, userId: reviewers[1].id, rating: 4, isApproved: true },
      { productId: b.id, userId: reviewers[0].id, rating: 5, isApproved: true },
      { productId: c.id, userId: reviewers[0].id, rating: 5, isApproved: false },
    ]);
    const rated = (await list('?per_page=48&sort_by=rating&sort_order=desc')).data.map((p) => p.rating);
    const averages = rated.map((r) => r.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(rated.slice(0, 2)).toEqual([
      { average: 5, count: 1 },
      { average: 3.5, count: 2 },
    ]);
    const firstUnrated = rated.findIndex((r) => r.count === 0);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(rated.slice(firstUnrated).every((r) => r.count === 0)).toBe(true);
  });

  it('orders by relevance as by popularity when nothing is searched', async () => {
    const byRelevance = (await list('?per_page=48&sort_by=relevance&sort_order=desc')).data.map((p) => p.popularity);
    expect(byRelevance).toEqual([...byRelevance].sort((a, b) => b - a));
  });

  it('filters by category', async () => {
    const id = categoryIds.get('portfele');
    expect((await slugsOf(`category_id=${id}`)).sort()).toEqual(expectedSlugs((p) => p.categorySlug === 'portfele'));
  });

  it('filters by the current price in PLN, so a reduced product counts at its sale price', async () => {
    // Hanka: regular 799 zł, now 599 zł.
    const slugs = (await slugsOf('min_price=550&max_price=600')).sort();
    expect(slugs).toEqual(expectedSlugs((p) => currentPrice(p) >= 55000 && currentPrice(p) <= 60000));
    expect(slugs).toContain('torebka-hanka-kawa');
    expect((await slugsOf('max_price=59.00')).sort()).toEqual(expectedSlugs((p) => currentPrice(p) <= 5900));
    expect((await slugsOf('min_price=1000')).sort()).toEqual(expectedSlugs((p) => currentPrice(p) >= 100000));
  });

  it('filters by gender, colours and styles with comma lists or repeated keys (any of the values)', async () => {
    expect((await slugsOf('gender=men')).sort()).toEqual(expectedSlugs((p) => p.gender === 'men'));
    const either = expectedSlugs((p) => orderableColours(p).includes('black') || orderableColours(p).includes('bordo'));
    expect((await slugsOf('colors=black,bordo')).sort()).toEqual(either);
    expect((await slugsOf('colors=bordo&colors=black')).sort()).toEqual(either);
    expect((await slugsOf('styles=travel')).sort()).toEqual(expectedSlugs((p) => p.styles.includes('travel')));
    expect((await slugsOf('gender=women&styles=elegant,vintage')).sort()).toEqual(
      expectedSlugs((p) => p.gender === 'women' && (p.styles.includes('elegant') || p.styles.includes('vintage'))),
    );
  });

  it('filters by status: in stock and sale from live data, new, limited and bestseller from the catalogue', async () => {
    for (const status of ['in_stock', 'sale', 'new', 'limited', 'bestseller', 'popular']) {
      expect((await slugsOf(`status=${status}`)).sort(), status).toEqual(expectedSlugs((p) => hasStatus(p, status)));
    }
    expect((await slugsOf('status=sale,limited')).sort()).toEqual(
      expectedSlugs((p) => hasStatus(p, 'sale') || hasStatus(p, 'limited')),
    );
  });

  it('filters featured products in and out', async () => {
    expect((await slugsOf('featured=true')).sort()).toEqual(expectedSlugs((p) => p.featured));
    expect((await slugsOf('featured=0')).sort()).toEqual(expectedSlugs((p) => !p.featured));
  });

  it('combines filters of different groups (all must hold)', async () => {
    const id = categoryIds.get('torebki');
    expect((await slugsOf(`category_id=${id}&colors=black,brown&status=in_stock&max_price=900`)).sort()).toEqual(
      expectedSlugs(
        (p) =>
          p.categorySlug === 'torebki' &&
          (orderableColours(p).includes('black') || orderableColours(p).includes('brown')) &&
          seedStock(p) > 0 &&
          currentPrice(p) <= 90000,
      ),
    );
  });

  it('counts facets under the other filters: a group never narrows its own counts', async () => {
    const count = (pred: (p: ProductSeed) => boolean) => seedProducts.filter(pred).length;
    const body = await list('?colors=black&styles=classic');
    const black = (p: ProductSeed) => orderableColours(p).includes('black');
    const classic = (p: ProductSeed) => p.styles.includes('classic');
    expect(body.meta.total).toBe(count((p) => black(p) && classic(p)));
    // Colour counts ignore the colour selection but respect the style one, and vice versa.
    for (const c of body.facets.colors) {
      expect(c.count, c.value).toBe(count((p) => classic(p) && orderableColours(p).includes(c.value)));
    }
    for (const s of body.facets.styles) {
      expect(s.count, s.value).toBe(count((p) => black(p) && (p.styles as string[]).includes(s.value)));
    }
    for (const g of body.facets.gender) {
      expect(g.count, g.value).toBe(count((p) => black(p) && classic(p) && p.gender === g.value));
    }
    for (const s of body.facets.status) {
      expect(s.count, s.value).toBe(count((p) => black(p) && classic(p) && hasStatus(p, s.value)));
    }
    const categoryTotal = body.facets.categories.reduce((sum, c) => sum + c.count, 0);
    expect(categoryTotal).toBe(body.meta.total);
    // Values that do not occur under the other filters are left out; every value shown has a count.
    expect(body.facets.colors.every((c) => c.count > 0)).toBe(true);
    const classicColours = new Set(seedProducts.filter(classic).flatMap(orderableColours));
    expect(body.facets.colors.map((c) => c.value).sort()).toEqual([...classicColours].sort());
  });

  it('labels facets in the request language, with colour swatches, in the shop order', async () => {
    const pl = await list('');
    expect(pl.facets.colors[0]).toEqual({ value: 'black', label: 'Czarny', count: expect.any(Number), hex: '#1E1B19' });
    expect(pl.facets.gender.map((g) => g.label)).toEqual(['Dla niej', 'Dla niego', 'Dla wszystkich']);
    expect(pl.facets.categories.map((c) => c.label)).toEqual([
      'Torebki',
      'Torby na ramię',
      'Plecaki',
      'Portfele',
      'Paski',
      'Akcesoria',
    ]);
    expect(pl.facets.categories.map((c) => c.value)).toEqual(
      ['torebki', 'torby-na-ramie', 'plecaki', 'portfele', 'paski', 'akcesoria'].map((s) => String(categoryIds.get(s))),
    );
    const en = await list('', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.facets.colors.find((c) => c.value === 'bordo')?.label).toBe('Burgundy');
    expect(en.facets.status.find((s) => s.value === 'sale')).toEqual({
      value: 'sale',
      label: 'Sale',
      count: seedProducts.filter((p) => p.salePrice !== undefined).length,
    });
    expect(en.data[0].name).toBe(en.data[0].name_en);
  });

  it('gives the price range of the other filters, in PLN', async () => {
    const all = await list('');
    const prices = seedProducts.map(currentPrice);
    expect(all.facets.price).toEqual({ min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 });
    // The price filter does not narrow its own range, other filters do.
    const narrowed = await list(`?min_price=300&category_id=${categoryIds.get('paski')}`);
    const belts = seedProducts.filter((p) => p.categorySlug === 'paski').map(currentPrice);
    expect(narrowed.facets.price).toEqual({ min: Math.min(...belts) / 100, max: Math.max(...belts) / 100 });
  });

  it('keeps a selected value in its facet even when nothing matches it', async () => {
    const body = await list('?colors=white&styles=sport');
    const white = body.facets.colors.find((c) => c.value === 'white');
    expect(white).toBeDefined();
    expect(white?.count).toBe(
      seedProducts.filter((p) => p.styles.includes('sport') && orderableColours(p).includes('white')).length,
    );
  });

  it('answers an empty result with zero totals rather than an error', async () => {
    const body = await list('?min_price=999999');
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 0 });
    expect(body.facets.price).toEqual({ min: expect.any(Number), max: expect.any(Number) });
  });

  it('ignores unknown query parameters', async () => {
    const body = await list('?utm_source=newsletter&foo=bar');
    expect(body.meta.total).toBe(38);
  });

  describe('rejects invalid parameters with 422 and a message for the field, never a 500', () => {
    const cases: [string, string, string, string][] = [
      ['per_page=1000', 'per_page', 'Wartość może wynosić najwyżej 48.', 'The value must be at most 48.'],
      ['page=-3', 'page', 'Wartość musi wynosić co najmniej 1.', 'The value must be at least 1.'],
      ['page=1.5', 'page', 'Podaj liczbę całkowitą.', 'Enter a whole number.'],
      ['min_price=abc', 'min_price', 'Nieprawidłowa wartość.', 'Invalid value.'],
      ['max_price=-1', 'max_price', 'Wartość musi wynosić co najmniej 0.', 'The value must be at least 0.'],
      [
        'sort_by=foo',
        'sort_by',
        'Wybierz jedną z dozwolonych wartości: created_at, base_price, name, popularity, relevance, rating.',
        'Choose one of the allowed values: created_at, base_price, name, popularity, relevance, rating.',
      ],
      [
        'sort_order=sideways',
        'sort_order',
        'Wybierz jedną z dozwolonych wartości: asc, desc.',
        'Choose one of the allowed values: asc, desc.',
      ],
      [
        'colors=black,purple',
        'colors',
        'Wybierz jedną z dozwolonych wartości: black, brown, coffee, bordo, white, gray, green, blue, red.',
        'Choose one of the allowed values: black, brown, coffee, bordo, white, gray, green, blue, red.',
      ],
      [
        'status=cheap',
        'status',
        'Wybierz jedną z dozwolonych wartości: in_stock, new, popular, sale, limited, bestseller.',
        'Choose one of the allowed values: in_stock, new, popular, sale, limited, bestseller.',
      ],
      ['category_id=shoes', 'category_id', 'Nieprawidłowa wartość.', 'Invalid value.'],
      [
        'featured=yes',
        'featured',
        'Wybierz jedną z dozwolonych wartości: 0, 1, true, false.',
        'Choose one of the allowed values: 0, 1, true, false.',
      ],
    ];
    it.each(cases)('%s', async (query, field, pl, en) => {
      const resPl = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(resPl.statusCode).toBe(422);
      expect(resPl.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: [pl] } });
      const resEn = await t.app.inject({
        method: 'GET',
        url: `/api/products?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(resEn.statusCode).toBe(422);
      expect(resEn.json().errors[field]).toEqual([en]);
    });

    it('reports every bad parameter of one request', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?per_page=1000&page=-3&sort_by=foo' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'per_page', 'sort_by']);
    });
  });

  it('shows each product in the request language with both names', async () => {
    const body = await list(`?locale=en&category_id=${categoryIds.get('torebki')}&sort_by=name&sort_order=asc`);
    const aurelia = body.data.find((p) => p.slug === 'torebka-aurelia-koniak');
    const seed = seedProduct('torebka-aurelia-koniak');
    expect(aurelia).toMatchObject({
      name: seed.name.en,
      name_pl: seed.name.pl,
      name_en: seed.name.en,
      category: { id: categoryIds.get('torebki'), slug: 'torebki', name: 'Handbags' },
      material: seed.material.en,
      features: seed.features.en,
    });
  });
});
