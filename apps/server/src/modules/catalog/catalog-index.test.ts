import { type ProductListQuery as ListQuery, ProductListQuery, ProductListResponse } from '@atelier/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import { findRelatedProductIds } from './catalog.repository';
import {
  type CatalogueContext,
  changeProductPrice,
  changeVariantStock,
  renderProductList,
  suggestProducts,
} from './catalog.service';
import {
  addGeneratedProducts,
  clock,
  randomSequence,
  seededApp,
  seededAppObservingQueries,
} from './catalog.test-support';
import { CatalogueCache, catalogueVersion } from './catalog-cache';
import { CatalogueIndex, smallest } from './catalog-index';
import { loadIndexRows } from './catalog-index.repository';
import { CatalogueIndexStore } from './catalog-index-store';
import { ProductCards } from './product-cards';
import { roundedThousandths, strictWordSimilarity, withinOneTypo } from './search-similarity';

/**
 * The catalogue index must answer every list query exactly as the SQL path does (docs/decisions/026): the
 * same products in the same order, the same totals and facet counts. Run on PGlite, and on PostgreSQL with
 * DATABASE_URL set.
 */
describe('catalogue index (list queries without SQL)', () => {
  let t: TestApp;
  let store: CatalogueIndexStore;
  const caches: CatalogueCache[] = [];

  /**
   * Presented product cards live across catalogue versions (product-cards.ts): one store for every query
   * through the index, so a card left stale by a change would show as a difference from SQL.
   */
  const cards = new ProductCards(64 * 1024 * 1024);
  const context = (index?: CatalogueIndexStore, now = clock()): CatalogueContext => {
    const cache = new CatalogueCache();
    caches.push(cache);
    return { db: t.database.db, publicUrl: t.config.publicUrl, now, cache, index, cards: index ? cards : undefined };
  };
  const listProducts = async (ctx: CatalogueContext, query: ListQuery, locale: 'pl' | 'en') =>
    ProductListResponse.parse(JSON.parse((await renderProductList(ctx, query, locale)).toString()));
  /** The same query through the index and through SQL (fresh caches: nothing but product cards from memory). */
  const bothWays = async (raw: Record<string, string>, locale: 'pl' | 'en' = 'pl', through = store, now = clock()) => {
    const query: ListQuery = ProductListQuery.parse(raw);
    await through.ready();
    const viaIndex = await listProducts(context(through, now), query, locale);
    const viaSql = await listProducts(context(undefined, now), query, locale);
    return { viaIndex, viaSql };
  };

  beforeAll(async () => {
    t = await seededApp();
    await addGeneratedProducts(t.database.db, 240, 7);
    catalogueVersion.bump();
    store = new CatalogueIndexStore(t.database.db, t.app.log);
  }, 120_000);
  afterAll(async () => {
    for (const cache of caches) cache.dispose();
    store?.dispose();
    await t?.close();
  });

  it('computes typo distance, trigram similarity and rounded relevance as the database does', async () => {
    const random = randomSequence(3);
    const letters = 'aeiorstklmnpwbcz0';
    const word = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, () => letters[Math.floor(random() * letters.length)]).join(
        '',
      );
    const cases = Array.from({ length: 300 }, () => {
      const query = word(8);
      const text = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
        random() < 0.3 ? query.slice(0, 2 + Math.floor(random() * 4)) + word(2) : word(8),
      ).join(' ');
      return { query, text, first: text.split(' ')[0] };
    });
    const result = await t.database.db.execute(sql`
      select strict_word_similarity(q, x)::float8 as similarity, within_one_typo(f, q) as typo,
        round((3 + strict_word_similarity(q, x) + (0 + strict_word_similarity(f, x)))::numeric, 3)::text as rank
      from (select c->>'query' as q, c->>'text' as x, c->>'first' as f, n
        from json_array_elements(${JSON.stringify(cases)}::json) with ordinality as o(c, n)) as cases
      order by n`);
    const rows = (result as unknown as { rows: { similarity: number; typo: boolean; rank: string }[] }).rows;
    expect(rows).toHaveLength(cases.length);
    cases.forEach((c, i) => {
      const expected = rows[i];
      expect(strictWordSimilarity(c.query, c.text), `${c.query} in ${c.text}`).toBe(Math.fround(expected.similarity));
      expect(withinOneTypo(c.first, c.query), `${c.first} ~ ${c.query}`).toBe(expected.typo);
      const rank = 3 + strictWordSimilarity(c.query, c.text) + (0 + strictWordSimilarity(c.first, c.text));
      expect(roundedThousandths(rank)).toBe(Math.round(Number(expected.rank) * 1000));
    });
  });

  /** Randomised list queries: filters, searches (typos, Polish letters, several words), sorts and pages. */
  const randomQueries = async (seed: number, count: number) => {
    const random = randomSequence(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const some = (items: readonly string[]) => items.filter(() => random() < 0.3).join(',');
    const searches = [
      'torebka',
      'torbeka',
      'Torebka Wisła',
      'wisla',
      'WISŁA',
      'skóra',
      'skora',
      'portfle',
      'żuraw',
      'zuraw',
      'łania',
      'gęś',
      'sojka',
      'czrana',
      'brązowy',
      'wallet',
      'walelt',
      'cognac',
      'backpakc',
      'a',
      'ko',
      'zz',
      'torebka czarna',
      'hanka kawa',
      'nic-takiego',
      '100',
    ];
    const sorts = ['created_at', 'base_price', 'name', 'popularity', 'relevance', 'rating'];
    const colours = ['black', 'brown', 'cognac', 'navy', 'burgundy', 'beige', 'red', 'green'];
    const statuses = ['in_stock', 'sale', 'new', 'bestseller', 'limited', 'popular'];
    const categories = await t.database.db.execute(sql`select id from categories order by id`);
    const categoryIds = (categories as unknown as { rows: { id: number }[] }).rows.map((r) => String(r.id));
    const queries: { raw: Record<string, string>; locale: 'pl' | 'en' }[] = [];
    while (queries.length < count) {
      const raw: Record<string, string> = {
        sort_by: pick(sorts),
        sort_order: pick(['asc', 'desc']),
        per_page: String(pick([1, 5, 12, 24, 48])),
        page: String(pick([1, 1, 2, 3])),
      };
      if (random() < 0.5) raw.search = pick(searches);
      if (random() < 0.3) raw.category_id = pick(categoryIds);
      if (random() < 0.3) raw.colors = some(colours);
      if (random() < 0.2) raw.sizes = some(['S', 'M', 'L', '95', 'one_size']);
      if (random() < 0.2) raw.status = some(statuses);
      if (random() < 0.15) raw.styles = some(['classic', 'casual', 'elegant', 'sport', 'vintage', 'minimal']);
      if (random() < 0.15) raw.gender = some(['women', 'men', 'unisex']);
      if (random() < 0.2) raw.min_price = String(pick([50, 200, 400]));
      if (random() < 0.2) raw.max_price = String(pick([300, 600, 1200]));
      if (random() < 0.1) raw.featured = pick(['true', 'false']);
      for (const key of Object.keys(raw)) if (raw[key] === '') delete raw[key];
      if (ProductListQuery.safeParse(raw).success) queries.push({ raw, locale: pick(['pl', 'en'] as const) });
    }
    return queries;
  };
  const expectSameAsSql = async (seed: number, count: number, through = store) => {
    for (const { raw, locale } of await randomQueries(seed, count)) {
      const { viaIndex, viaSql } = await bothWays(raw, locale, through);
      expect(viaIndex, JSON.stringify(raw)).toEqual(viaSql);
    }
  };

  it('gives the same JSON as SQL for randomized filters, searches, sorts and pages', async () => {
    await expectSameAsSql(11, 120);
  }, 120_000);

  it('counts a product priced exactly at either end of a price range in the range, as SQL does', async () => {
    const result = await t.database.db.execute(
      sql`select distinct current_price as price from products where is_active order by 1 limit 40`,
    );
    const prices = (result as unknown as { rows: { price: number }[] }).rows.map((r) => Number(r.price));
    // Every fifth price of the catalogue: the cheapest, the dearest and some between.
    const chosen = prices.filter((_, i) => i % 5 === 0).concat(prices.slice(-1));
    for (const price of chosen) {
      const zloty = (price / 100).toFixed(2);
      const ranges: Record<string, string>[] = [
        { min_price: zloty },
        { max_price: zloty },
        { min_price: zloty, max_price: zloty },
      ];
      for (const raw of ranges) {
        const { viaIndex, viaSql } = await bothWays(raw);
        expect(viaIndex, JSON.stringify(raw)).toEqual(viaSql);
        expect(viaIndex.meta.total, JSON.stringify(raw)).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  it('built a few products at a time, between turns of the event loop, answers exactly as SQL does', async () => {
    // Other work runs between the slices (built at once, nothing else could run before it ended).
    const { rows } = await loadIndexRows(t.database.db);
    let turns = 0;
    const count = () => {
      turns++;
      if (turns < 1000) setImmediate(count);
    };
    setImmediate(count);
    await CatalogueIndex.build(rows, catalogueVersion.current(), 3);
    expect(turns).toBeGreaterThan(rows.length / 3 / 2);

    const sliced = new CatalogueIndexStore(t.database.db, t.app.log, 3);
    try {
      await expectSameAsSql(12, 60, sliced);
    } finally {
      sliced.dispose();
    }
  }, 120_000);

  it('patches itself with the products written since its last read, and still answers as SQL does', async () => {
    const own = new CatalogueIndexStore(t.database.db, t.app.log);
    const db = t.database.db;
    try {
      await own.ready();
      expect(own.stats.builds).toBe(1);
      const ids = async (where: ReturnType<typeof sql>) =>
        (
          (await db.execute(sql`select id from products where ${where} order by id`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows.map((r) => r.id);
      const [cheap, renamed, soldOut, hidden] = await ids(sql`is_active and not is_gift_card`);
      const changes: (() => Promise<unknown>)[] = [
        () => changeProductPrice(db, cheap, 1_00, clock()),
        // Written by hand, as an import would: the trigger of migration 0021 still sees it.
        () =>
          db.execute(sql`update products set name_pl = 'Ąbecadło Żuraw', name_en = 'Alphabet crane',
            search_name = 'abecadlo zuraw alphabet crane', search_text = 'abecadlo zuraw alphabet crane skora'
            where id = ${renamed}`),
        async () => {
          const [variant] = await db
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(eq(productVariants.productId, soldOut));
          await changeVariantStock(db, variant.id, 0);
        },
        () => addGeneratedProducts(db, 12, 23),
        () => db.execute(sql`update products set is_active = false where id = ${hidden}`),
        () => db.execute(sql`update products set is_active = true where id = ${hidden}`),
        () =>
          db.execute(sql`update products set popularity = popularity + 7, featured = not featured where id = ${cheap}`),
      ];
      for (const [i, change] of changes.entries()) {
        await change();
        catalogueVersion.bump();
        await expectSameAsSql(100 + i, 12, own);
      }
      expect(own.stats.builds).toBe(1);
      expect(own.stats.patches).toBeGreaterThanOrEqual(changes.length);
      // The renamed product is found by its new name at once, first for its exact word.
      const found = await bothWays({ search: 'abecadło' }, 'pl', own);
      expect(found.viaIndex.data.map((p) => p.id)).toEqual([renamed]);
      // A deleted product cannot be read, but its deletion is recorded (migration 0022): it leaves at once.
      const [added] = await ids(sql`slug like 'generated-23-%' and is_active`);
      await db.execute(sql`delete from products where id = ${added}`);
      catalogueVersion.bump();
      const all = await bothWays({ per_page: '48', sort_by: 'created_at' }, 'pl', own);
      expect(all.viaIndex.data.map((p) => p.id)).not.toContain(added);
      await expectSameAsSql(200, 12, own);
      expect(own.stats.builds).toBe(1);
    } finally {
      own.dispose();
    }
  }, 180_000);

  it('suggests beside every product what scoring the whole shop in the database suggests, as stock changes', async () => {
    const db = t.database.db;
    const active = async () =>
      (await db.execute(sql`select id from products where is_active order by id`)) as unknown as {
        rows: { id: number }[];
      };
    const expectSameSuggestions = async () => {
      const index = (await store.ready())!;
      for (const { id } of (await active()).rows) {
        for (const limit of [4, 12]) {
          const reference = await findRelatedProductIds(db, { id }, limit, 'every product');
          expect(index.related(id, limit)?.ids, `product ${id}, ${limit}`).toEqual(reference);
        }
      }
    };
    await expectSameSuggestions();
    // Products that can be ordered only because they are made to order, and products nobody can order now.
    const { rows } = await active();
    const madeToOrder = rows.filter((_, i) => i % 9 === 1).map((r) => r.id);
    const soldOut = rows.filter((_, i) => i % 9 === 2).map((r) => r.id);
    for (const [ids, made] of [
      [madeToOrder, true],
      [soldOut, false],
    ] as const) {
      await db.execute(sql`update product_variants set stock = 0, made_to_order = ${made}
        where product_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    catalogueVersion.bump();
    expect((await store.ready())?.related(madeToOrder[0], 12)).toBeDefined();
    await expectSameSuggestions();
    expect((await store.ready())?.related(2_147_483_000, 4)).toBeUndefined();
  }, 180_000);

  it('keeps presented products across catalogue versions and drops each the moment what it shows changes', async () => {
    const db = t.database.db;
    const query = { per_page: '48', status: 'sale', sort_by: 'created_at', sort_order: 'desc' };
    const first = await bothWays(query);
    expect(first.viaIndex).toEqual(first.viaSql);
    // Another query over the same products, after a catalogue version that changed nothing: served from cards.
    catalogueVersion.bump();
    const misses = cards.stats.misses;
    const again = await bothWays({ ...query, per_page: '12' });
    expect(again.viaIndex).toEqual(again.viaSql);
    expect(cards.stats.misses).toBe(misses);

    const onSale = first.viaIndex.data.find((p) => p.lowest_price_30d !== null && p.gallery.length > 0);
    const other = first.viaIndex.data.find((p) => p.id !== onSale?.id && p.gallery.length > 0);
    if (!onSale || !other) throw new Error('the seeded page has no reduced product with photographs');
    const changes: (() => Promise<unknown>)[] = [
      // Written by hand, as an import would: migration 0023 stamps the product.
      () =>
        db.execute(sql`delete from product_images where id = (
          select min(id) from product_images where product_id = ${onSale.id} and variant_id is null)`),
      () => db.execute(sql`delete from price_history where product_id = ${onSale.id}`),
      () => db.execute(sql`update product_images set alt_pl = 'Nowy opis zdjęcia' where product_id = ${other.id}`),
      // A shop-wide name quoted by every card of the category.
      () =>
        db.execute(sql`update categories set name_pl = name_pl || ' ręcznie szyte' where id = ${other.category.id}`),
    ];
    for (const change of changes) {
      await change();
      catalogueVersion.bump();
      const after = await bothWays(query);
      expect(after.viaIndex).toEqual(after.viaSql);
    }
    const renamed = (await bothWays(query)).viaIndex.data.find((p) => p.id === other.id);
    expect(renamed?.category.name).toMatch(/ręcznie szyte$/);
    expect(renamed?.gallery[0].alt).toBe('Nowy opis zdjęcia');

    // Time alone, no catalogue change: 40 days ago a lower price, 29 days ago a higher one. Today the lower one
    // was in force when the 30-day window opened; in two days the higher one is, and the announced reduction
    // grows. A card made today must not outlive tomorrow.
    const reduced = first.viaIndex.data.find((p) => p.id !== onSale.id && p.lowest_price_30d !== null);
    if (!reduced) throw new Error('the seeded page has no second reduced product');
    const daysAgo = (days: number) => new Date(clock().getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    await db.execute(sql`delete from price_history where product_id = ${reduced.id}`);
    await db.execute(sql`insert into price_history (product_id, variant_id, price, effective_from)
      select product_id, id, coalesce(sale_price, base_price) - 1000, ${daysAgo(40)}::timestamptz
      from product_variants where product_id = ${reduced.id}
      union all
      select product_id, id, base_price + 5000, ${daysAgo(29)}::timestamptz
      from product_variants where product_id = ${reduced.id}`);
    catalogueVersion.bump();
    const shown: (number | null)[] = [];
    for (const days of [0, 0.5, 2, 40]) {
      const later = new Date(clock().getTime() + days * 24 * 60 * 60 * 1000);
      const when = await bothWays(query, 'pl', store, later);
      expect(when.viaIndex, `${days} days on`).toEqual(when.viaSql);
      shown.push(when.viaIndex.data.find((p) => p.id === reduced.id)?.lowest_price_30d ?? null);
    }
    expect(shown[2]).not.toBe(shown[0]);
  });

  it('suggests the same products and total as SQL', async () => {
    await store.ready();
    for (const q of ['torebka', 'wisła', 'portfle', 'skóra czarna', 'xyz']) {
      expect(await suggestProducts(context(store), q, 'pl')).toEqual(await suggestProducts(context(), q, 'pl'));
    }
  });

  it('shows a price, a stock and a product change on the very next request', async () => {
    const first = await bothWays({ sort_by: 'base_price', sort_order: 'asc', per_page: '3', status: 'in_stock' });
    const cheapest = first.viaIndex.data[0];
    // The cheapest product in stock becomes the most expensive: it leaves the top of the list at once.
    await changeProductPrice(t.database.db, cheapest.id, 999_900, clock());
    const afterPrice = await bothWays({ sort_by: 'base_price', sort_order: 'asc', per_page: '3', status: 'in_stock' });
    expect(afterPrice.viaIndex.data.map((p) => p.id)).not.toContain(cheapest.id);
    expect(afterPrice.viaIndex).toEqual(afterPrice.viaSql);
    // Sold out: no longer counted in stock.
    const [variant] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, afterPrice.viaIndex.data[0].id));
    const before = afterPrice.viaIndex.facets.status.find((s) => s.value === 'in_stock')?.count ?? 0;
    await changeVariantStock(t.database.db, variant.id, 0);
    const afterStock = await bothWays({ sort_by: 'base_price', sort_order: 'asc', per_page: '3' });
    expect(afterStock.viaIndex).toEqual(afterStock.viaSql);
    expect(afterStock.viaIndex.facets.status.find((s) => s.value === 'in_stock')?.count ?? 0).toBeLessThanOrEqual(
      before,
    );
    // A product switched off disappears from the list.
    await t.database.db.execute(sql`update products set is_active = false where id = ${cheapest.id}`);
    catalogueVersion.bump();
    const afterHide = await bothWays({ sort_by: 'base_price', sort_order: 'desc', per_page: '48' });
    expect(afterHide.viaIndex.data.map((p) => p.id)).not.toContain(cheapest.id);
    expect(afterHide.viaIndex).toEqual(afterHide.viaSql);
  });

  it('answers through the index once built: a fixed number of statements, none for facets, none for products presented before', async () => {
    const statements: string[] = [];
    const app = await seededAppObservingQueries((text) => statements.push(text), {});
    const run = async (url: string) => {
      statements.length = 0;
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return [...statements];
    };
    try {
      // The first index is built beside the SQL path, which answers meanwhile — and counts facets ("with base")
      // for every new set of filters, so a new minimum price each time tells the two paths apart.
      let sent = await run('/api/products?per_page=2');
      for (let price = 1; sent.some((s) => /with base/i.test(s)) && price < 200; price++) {
        // Requests arrive over the network, so the event loop turns between them (and the index is built in turns).
        await new Promise((resolve) => setImmediate(resolve));
        sent = await run(`/api/products?per_page=1&min_price=${price}`);
      }
      // Statements but the fingerprint of the shop-wide names, read once per catalogue version.
      const reads = (sent: string[]) => sent.filter((s) => !/md5/.test(s));
      const one = await run('/api/products?per_page=1&colors=black&search=torebka');
      const many = await run('/api/products?per_page=48&colors=brown&status=sale,new');
      expect(one.some((s) => /with base/i.test(s))).toBe(false);
      // The page's products, photographs, attributes, price history, variants: as many for 1 as for 48.
      expect(reads(one)).toHaveLength(5);
      expect(reads(many)).toHaveLength(5);
      // The same products in another order: all presented already, nothing read.
      expect(await run('/api/products?per_page=48&colors=brown&status=sale,new&sort_by=base_price')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('presents the most popular products at start-up, so the first list queries read no products', async () => {
    const statements: string[] = [];
    const app = await seededAppObservingQueries((text) => statements.push(text), { PRODUCT_CARDS_WARM: 'on' });
    try {
      const asked = async (url: string) => {
        statements.length = 0;
        const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
        expect(res.statusCode).toBe(200);
        const body = res.json() as ProductListResponse;
        return { ids: body.data.map((p) => p.id), total: body.meta.total, sent: [...statements] };
      };
      // Warming runs beside the requests: asked one product at a time (each a new one), until one needs no read.
      const { total } = await asked('/api/products?per_page=1');
      for (let page = 2; page <= total; page++) {
        const one = await asked(`/api/products?per_page=1&sort_by=name&page=${page}`);
        if (one.sent.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Then every product has its card: the whole catalogue in a question nobody asked reads none.
      const all = await asked('/api/products?per_page=48&sort_by=created_at&min_price=1');
      expect(all.ids).toHaveLength(total);
      expect(all.sent).toEqual([]);
      const other = await asked('/api/products?per_page=48&sort_by=name&colors=black,brown&search=skóra');
      expect(other.ids.length).toBeGreaterThan(0);
      expect(other.sent.filter((s) => !/immutable_unaccent/.test(s))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the first keys of a page (smallest)', () => {
  it('gives the same keys as sorting them all, for pages of every size', () => {
    const random = randomSequence(7);
    for (let round = 0; round < 300; round++) {
      const length = Math.floor(random() * 400);
      // Few distinct values too: ties must not lose or repeat a key.
      const spread = random() < 0.3 ? 5 : 1_000_000;
      const keys = Float64Array.from({ length }, () => Math.floor(random() * spread));
      const count = Math.floor(random() * 100);
      const expected = [...keys].sort((a, b) => a - b).slice(0, count);
      expect([...smallest(keys, count)], `${length} keys, ${count} wanted`).toEqual(expected);
    }
  });
});
