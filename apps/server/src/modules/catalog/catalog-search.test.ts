import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProductListResponse } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { products } from '../../db/schema';
import { categories as seedCategories } from '../../db/seed/data/catalogue';
import type { ProductSeed } from '../../db/seed/data/types';
import type { TestApp } from '../../test/helper';
import { productContentChanged } from './catalog.service';
import { currentPrice, seededApp, seedProducts } from './catalog.test-support';

/** Accent-folded, lower-cased text of a seed product as the search sees it (names, category, description). */
function searchableText(p: ProductSeed): string {
  const category = seedCategories.find((c) => c.slug === p.categorySlug);
  return [p.name.pl, p.name.en, category?.name.pl, category?.name.en, p.description.pl, p.description.en]
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
}

describe('catalogue search (GET /api/products?search=)', () => {
  let t: TestApp;

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?per_page=48&search=${encodeURIComponent(q)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ProductListResponse.parse(res.json());
  };
  const slugs = async (q: string, extra = '') => (await search(q, extra)).data.map((p) => p.slug);

  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(() => t.close());

  it('ignores accents and letter case: skora, Skóra and SKÓRA find the same products', async () => {
    const plain = await slugs('skora');
    const expected = seedProducts.filter((p) => searchableText(p).includes('skora')).map((p) => p.slug);
    expect(plain.length).toBeGreaterThan(0);
    expect([...plain].sort()).toEqual(expected.sort());
    expect(await slugs('Skóra')).toEqual(plain);
    expect(await slugs('SKÓRA')).toEqual(plain);
  });

  it('finds capitalised names from lower-case words, and Polish letters folded both ways', async () => {
    const portfel = await slugs('portfel');
    expect(portfel).toEqual(expect.arrayContaining(['portfel-odra-koniak', 'portfel-kmiec-czarny']));
    // "Wisła" is stored with ł; "wisla" and "WISŁA" both find it.
    expect(await slugs('wisla')).toEqual(expect.arrayContaining(['torebka-wisla-bordo', 'portfel-wisla-granatowy']));
    expect(await slugs('WISŁA')).toEqual(await slugs('wisla'));
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    const handbags = seedProducts.filter((p) => p.name.pl.startsWith('Torebka')).map((p) => p.slug);
    const swapped = await slugs('torbeka');
    expect(swapped).toEqual(expect.arrayContaining(handbags));
    // Typos are forgiven in names; everything found is also found by the right spelling.
    expect(await slugs('torebka')).toEqual(expect.arrayContaining(swapped));
    expect(await slugs('portfle')).toEqual(expect.arrayContaining(['portfel-odra-koniak']));
    expect(await slugs('plecsk')).toEqual(expect.arrayContaining(['plecak-kruk-czarny']));
    // An inflected form within one letter: "czarny" finds the "czarna" bag.
    expect(await slugs('czarny')).toEqual(expect.arrayContaining(['torebka-lena-czarna', 'portfel-kmiec-czarny']));
    // Two typos are too many.
    expect(await slugs('trobkea')).toEqual([]);
  });

  it('searches category names in both languages', async () => {
    const accessories = seedProducts.filter((p) => p.categorySlug === 'akcesoria').map((p) => p.slug);
    expect((await slugs('Accessories')).sort()).toEqual([...accessories].sort());
    expect((await slugs('akcesoria')).sort()).toEqual([...accessories].sort());
    const backpacks = seedProducts.filter((p) => p.categorySlug === 'plecaki').map((p) => p.slug);
    expect(await slugs('Plecaki')).toEqual(expect.arrayContaining(backpacks));
  });

  it('searches descriptions too, and English names', async () => {
    // "patyna" appears in descriptions, not in names.
    const patina = seedProducts.filter((p) => searchableText(p).includes('patyn')).map((p) => p.slug);
    expect(patina.length).toBeGreaterThan(0);
    expect((await slugs('patyn')).sort()).toEqual([...patina].sort());
    expect(await slugs('backpack')).toEqual(
      expect.arrayContaining(seedProducts.filter((p) => p.categorySlug === 'plecaki').map((p) => p.slug)),
    );
  });

  it('ranks by relevance first: names before descriptions, then the chosen sort', async () => {
    const named = seedProducts.filter((p) => p.name.pl.startsWith('Portfel'));
    expect(named.length).toBe(5);
    const byPrice = await search('portfel', '&sort_by=base_price&sort_order=asc');
    const top = byPrice.data.slice(0, named.length);
    expect(top.map((p) => p.slug).sort()).toEqual(named.map((p) => p.slug).sort());
    // Within the same relevance the chosen sort applies.
    expect(top.map((p) => p.price)).toEqual([...named.map((p) => currentPrice(p) / 100)].sort((a, b) => a - b));
    // Products that only mention a wallet in their description come after those of the wallets category.
    const rest = byPrice.data.slice(named.length).map((p) => p.category.slug);
    const firstOther = rest.findIndex((slug) => slug !== 'portfele');
    expect(rest.slice(firstOther).every((slug) => slug !== 'portfele')).toBe(true);
    expect(byPrice.data.length).toBeGreaterThan(named.length + 2);
    const byName = await search('portfel', '&sort_by=name&sort_order=desc');
    expect(
      byName.data
        .slice(0, 5)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(named.map((p) => p.slug).sort());
  });

  it('sorts by relevance: the best matches first, the most popular among equals', async () => {
    const found = (await search('portfel', '&sort_by=relevance&sort_order=desc')).data;
    const named = found.slice(0, 5);
    expect(named.every((p) => p.name.startsWith('Portfel'))).toBe(true);
    expect(named.map((p) => p.popularity)).toEqual([...named.map((p) => p.popularity)].sort((a, b) => b - a));
  });

  it('requires every word of the query', async () => {
    const result = await slugs('czarny portfel');
    expect(result[0]).toBe('portfel-kmiec-czarny');
    expect(result).not.toContain('portfel-odra-koniak');
  });

  it('counts facets and totals under the search, and combines it with filters', async () => {
    const body = await search('torebka');
    expect(body.meta.total).toBe(body.data.length);
    expect(body.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(body.meta.total);
    const black = await search('torebka', '&colors=black');
    expect(black.data.length).toBeGreaterThan(0);
    expect(black.data.every((p) => p.colors.some((c) => c.code === 'black'))).toBe(true);
    expect(black.data.map((p) => p.slug).every((s) => body.data.some((p) => p.slug === s))).toBe(true);
  });

  it('builds the same search documents in the code as the migration did for existing rows', async () => {
    const migration = readFileSync(path.join(migrationsFolder(), '0002_catalogue_search.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE products SET'));
    const documents = async () =>
      t.database.db
        .select({ id: products.id, text: products.searchText, name: products.searchName })
        .from(products)
        .orderBy(products.id);
    const fromCode = await documents();
    expect(fromCode[0].name).toMatch(/^[a-z0-9 ]+$/);
    await t.database.db.execute(sql.raw(backfill.split('--> statement-breakpoint')[0]));
    expect(await documents()).toEqual(fromCode);
  });

  it('forgives a typo in a word that only a renamed product carries (the vocabulary follows the names)', async () => {
    expect(await slugs('zefriek')).toEqual([]);
    const [lena] = await t.database.db
      .update(products)
      .set({ namePl: 'Torebka Zefirek czarna' })
      .where(sql`${products.slug} = 'torebka-lena-czarna'`)
      .returning({ id: products.id });
    await productContentChanged(t.database.db, [lena.id]);
    expect(await slugs('zefirek')).toEqual(['torebka-lena-czarna']);
    expect(await slugs('zefriek')).toEqual(['torebka-lena-czarna']);
  });

  it('answers no match, markup and SQL-looking input calmly', async () => {
    const none = await search('zzqqxx');
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1 });
    expect((await search("'; drop table products; --")).data).toBeDefined();
    expect((await search('100%_')).meta.total).toBe(0);
    expect((await search('   ')).meta.total).toBe(38);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/products?search=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.search).toEqual(['Wpisz najwyżej 100 znaków.']);
  });
});
