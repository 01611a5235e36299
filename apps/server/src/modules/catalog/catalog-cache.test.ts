import { EventEmitter } from 'node:events';
import zlib from 'node:zlib';
import { type Product, ProductListResponse, ProductResponse } from '@atelier/contracts';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { priceHistory, products, productVariants } from '../../db/schema';
import { openScratchDatabase, type TestApp } from '../../test/helper';
import {
  changeProductPrice,
  changeProductStock,
  changeVariantStock,
  productContentChanged,
  setProductPrices,
} from './catalog.service';
import { clock, seededAppObservingQueries } from './catalog.test-support';
import {
  CATALOGUE_CHANNEL,
  CatalogueCache,
  type CatalogueChange,
  catalogueVersion,
  onCatalogueChanged,
  shareCatalogueChangesThroughRedis,
} from './catalog-cache';
import { preferredEncoding } from './rendered-json';

describe('catalogue reads: constant queries, cached, fresh after every change', () => {
  let t: TestApp;
  let queries: string[] = [];

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const detail = async (slug: string): Promise<Product> =>
    ProductResponse.parse((await get(`/api/products/slug/${slug}`)).json()).data;
  const list = async (query: string) => ProductListResponse.parse((await get(`/api/products${query}`)).json());
  /** Queries the database received while answering one request. */
  const queriesFor = async (url: string) => {
    queries = [];
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return queries.length;
  };

  beforeAll(async () => {
    t = await seededAppObservingQueries((sql) => queries.push(sql));
  });
  afterAll(() => t.close());

  it('answers a list with the same number of queries for 1 or 48 products a page (no N+1)', async () => {
    await queriesFor('/api/products?per_page=2'); // labels of filter values are read once per catalogue version
    // Different filters each time, so neither the answer nor its facets come from the cache.
    const one = await queriesFor('/api/products?per_page=1&colors=black');
    const many = await queriesFor('/api/products?per_page=48&colors=brown');
    expect(many).toBe(one);
    expect(one).toBe(6); // page, facets, photographs, attributes, price history, variants
    const filteredOne = await queriesFor('/api/products?per_page=1&search=torebka&colors=black,brown&status=sale,new');
    const filteredMany = await queriesFor('/api/products?per_page=48&search=skóra&colors=black,brown&status=sale,new');
    expect(filteredMany).toBe(one);
    expect(filteredOne).toBe(one);
    // Another page or order under the same filters reuses the facet counts.
    expect(await queriesFor('/api/products?per_page=48&colors=brown&sort_by=name')).toBe(one - 1);
  });

  it('renders a request once and serves repeats from memory', async () => {
    expect(await queriesFor('/api/products?per_page=7&sort_by=name')).toBeGreaterThan(0);
    expect(await queriesFor('/api/products?per_page=7&sort_by=name')).toBe(0);
    // The same filters written differently share the rendering.
    await queriesFor('/api/products?colors=brown,black');
    expect(await queriesFor('/api/products?colors=black&colors=brown&utm_source=x')).toBe(0);
    // Languages are rendered separately.
    expect(await queriesFor('/api/products?colors=black,brown&locale=en')).toBeGreaterThan(0);
    await queriesFor('/api/products/slug/torebka-hanka-kawa');
    expect(await queriesFor('/api/products/slug/torebka-hanka-kawa')).toBe(0);
    await queriesFor('/api/categories');
    expect(await queriesFor('/api/categories')).toBe(0);
  });

  it('sends the rendering compressed once per encoding, with an ETag that answers 304', async () => {
    const url = '/api/products?per_page=24&sort_by=popularity';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // After a change the answer differs, and so does its ETag.
    await changeProductStock(t.database.db, plain.json().data[0].id, 1);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a new price right after changeProductPrice, recording it for the Omnibus price', async () => {
    const before = await detail('torebka-hanka-kawa');
    expect(before.price).toBe(599);
    await list('?per_page=48&sort_by=base_price&sort_order=asc'); // cached
    const changedAt = new Date(clock().getTime() + 60_000);
    await changeProductPrice(t.database.db, before.id, 49900, changedAt);

    // A second reduction: the lowest price of the 30 days before it is the first sale price.
    const after = await detail('torebka-hanka-kawa');
    expect(after).toMatchObject({ price: 499, base_price: 799, lowest_price_30d: 599 });
    expect(after.discount_info).toMatchObject({ has_discount: true, discount_percentage: 16, original_price: 599 });
    const listed = (await list('?per_page=48&sort_by=base_price&sort_order=asc')).data.find((p) => p.id === before.id);
    expect(listed?.price).toBe(499);
    const [recorded] = await t.database.db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, before.id), eq(priceHistory.effectiveFrom, changedAt)));
    expect(recorded.price).toBe(49900);

    // At or above the regular price it becomes the regular price and the sale ends.
    await changeProductPrice(t.database.db, before.id, 82900, new Date(changedAt.getTime() + 60_000));
    const regular = await detail('torebka-hanka-kawa');
    expect(regular).toMatchObject({ price: 829, base_price: 829, lowest_price_30d: null });
    expect(regular.labels).not.toContain('sale');
    expect((await list('?status=sale&per_page=48')).data.map((p) => p.id)).not.toContain(before.id);

    await setProductPrices(
      t.database.db,
      before.id,
      { basePrice: 79900, salePrice: 59900 },
      new Date(changedAt.getTime() + 120_000),
    );
    expect((await detail('torebka-hanka-kawa')).price).toBe(599);
  });

  it('shows a new stock level right after changeProductStock', async () => {
    const before = await detail('plecak-kruk-czarny');
    expect(before.in_stock).toBe(true);
    const inStock = await list('?status=in_stock&per_page=48');
    expect(inStock.data.map((p) => p.id)).toContain(before.id);

    await changeProductStock(t.database.db, before.id, 0);
    const after = await detail('plecak-kruk-czarny');
    expect(after).toMatchObject({ stock: 0, in_stock: false });
    const inStockAfter = await list('?status=in_stock&per_page=48');
    expect(inStockAfter.data.map((p) => p.id)).not.toContain(before.id);
    expect(inStockAfter.meta.total).toBe(inStock.meta.total - 1);

    await changeProductStock(t.database.db, before.id, 4);
    expect((await detail('plecak-kruk-czarny')).stock).toBe(4);
  });

  it("keeps filters and facets true when a product's variants change (summaries kept by triggers)", async () => {
    const product = await detail('pasek-dab-koniak');
    expect(product.colors.map((c) => c.code)).not.toContain('white');
    const whiteBefore = await list('?colors=white&per_page=48');
    // A white variant that cannot be ordered (no stock, not made to order) is shown, but the filter does not find it.
    const [white] = await t.database.db
      .insert(productVariants)
      .values({ productId: product.id, sku: 'TEST-DAB-WHITE', colourCode: 'white', size: '95', basePrice: 19_900 })
      .returning({ id: productVariants.id });
    await productContentChanged(t.database.db, [product.id]);
    expect((await detail('pasek-dab-koniak')).colors.map((c) => c.code)).toContain('white');
    expect((await list('?colors=white&per_page=48')).meta.total).toBe(whiteBefore.meta.total);
    // In stock, it can: the list, its total and the facet count follow.
    await changeVariantStock(t.database.db, white.id, 2);
    const whiteAfter = await list('?colors=white&per_page=48');
    expect(whiteAfter.data.map((p) => p.id)).toContain(product.id);
    expect(whiteAfter.meta.total).toBe(whiteBefore.meta.total + 1);
    expect(whiteAfter.facets.colors.find((c) => c.value === 'white')?.count).toBe(whiteBefore.meta.total + 1);

    // Retired, it is gone from the product and from the filter.
    await t.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, white.id));
    await productContentChanged(t.database.db, [product.id]);
    expect((await list('?colors=white&per_page=48')).meta.total).toBe(whiteBefore.meta.total);
    expect((await detail('pasek-dab-koniak')).colors.map((c) => c.code)).not.toContain('white');
  });

  it('refuses impossible changes with named errors', async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'pasek-dab-koniak'));
    await expect(changeProductStock(t.database.db, 999_999, 3)).rejects.toMatchObject({ status: 404 });
    await expect(changeProductStock(t.database.db, row.id, -1)).rejects.toMatchObject({ status: 422 });
    await expect(changeProductPrice(t.database.db, 999_999, 100, clock())).rejects.toMatchObject({ status: 404 });
    await expect(changeProductPrice(t.database.db, row.id, 0, clock())).rejects.toMatchObject({ status: 422 });
    await expect(
      setProductPrices(t.database.db, row.id, { basePrice: 1000, salePrice: 1000 }, clock()),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { sale_price: ['catalog.sale_price_not_below_base'] } });
  });

  it('tells subscribers (e.g. the page cache) about every change', async () => {
    const seen: CatalogueChange[] = [];
    const stop = onCatalogueChanged((change) => seen.push(change));
    const start = catalogueVersion.current();
    await changeProductStock(t.database.db, (await detail('portfel-odra-koniak')).id, 7);
    stop();
    await changeProductStock(t.database.db, (await detail('portfel-odra-koniak')).id, 8);
    expect(seen).toEqual([{ version: start + 1, remote: false }]);
    expect(catalogueVersion.current()).toBe(start + 2);
  });
});

describe('choosing a response encoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('CatalogueCache', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('renders concurrent requests for one key once', async () => {
    const cache = new CatalogueCache(10);
    let renders = 0;
    const render = async () => {
      renders++;
      return 'json';
    };
    expect(await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)])).toEqual([
      'json',
      'json',
      'json',
    ]);
    expect(renders).toBe(1);
    cache.dispose();
  });

  it('keeps the most recently used entries', async () => {
    const cache = new CatalogueCache(2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0); // a is now the most recent
    await cache.get('c', async () => 3); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => -1)).toBe(1);
    expect(await cache.get('b', async () => 22)).toBe(22);
    cache.dispose();
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const cache = new CatalogueCache(100, 1000);
    const sized = (weight: number) => async () => ({ weight });
    await cache.get('a', sized(400));
    await cache.get('b', sized(400));
    expect(cache.weight).toBe(800);
    await cache.get('c', sized(400)); // over budget: a goes
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(800);
    expect(await cache.get('b', sized(1))).toEqual({ weight: 400 });
    expect(await cache.get('a', sized(1))).toEqual({ weight: 1 });
    catalogueVersion.bump();
    expect(cache.weight).toBe(0);
    cache.dispose();
  });

  it('drops everything on a catalogue change, and never keeps a rendering that began before one', async () => {
    const cache = new CatalogueCache(10);
    await cache.get('a', async () => 'old');
    catalogueVersion.bump();
    expect(await cache.get('a', async () => 'new')).toBe('new');

    const slow = deferred<string>();
    const pending = cache.get('b', () => slow.promise);
    catalogueVersion.bump();
    slow.resolve('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('b', async () => 'fresh')).toBe('fresh');
    cache.dispose();
  });

  it('does not keep failures', async () => {
    const cache = new CatalogueCache(10);
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
    cache.dispose();
  });
});

/** In-memory stand-in for the few ioredis calls the app makes at start-up and the bridge makes (publish, subscribe…). */
class FakeRedis extends EventEmitter {
  published: [string, string][] = [];
  subscribed: string[] = [];
  quitCalled = false;
  constructor(private readonly bus: Set<FakeRedis> = new Set()) {
    super();
  }
  duplicate(): FakeRedis {
    return new FakeRedis(this.bus);
  }
  async subscribe(channel: string) {
    this.subscribed.push(channel);
    this.bus.add(this);
    return 1;
  }
  async publish(channel: string, message: string) {
    this.published.push([channel, message]);
    for (const client of this.bus) if (client.subscribed.includes(channel)) client.emit('message', channel, message);
    return this.bus.size;
  }
  async quit() {
    this.quitCalled = true;
    this.bus.delete(this);
    return 'OK';
  }
  disconnect() {}
  /** Called by @fastify/rate-limit's Redis store when the app starts. */
  defineCommand() {}
}

describe('catalogue changes across processes (Redis)', () => {
  const silent = { warn: () => {} };

  it('publishes local changes and applies changes published by other processes, not its own', async () => {
    const redis = new FakeRedis();
    const stop = shareCatalogueChangesThroughRedis(redis as unknown as Redis, silent);
    const seen: CatalogueChange[] = [];
    const unsubscribe = onCatalogueChanged((c) => seen.push(c));
    await new Promise((r) => setImmediate(r));

    catalogueVersion.bump();
    expect(redis.published).toHaveLength(1);
    expect(redis.published[0][0]).toBe(CATALOGUE_CHANNEL);
    // Its own message came back through Redis and was ignored: one local change only.
    expect(seen.map((c) => c.remote)).toEqual([false]);

    await redis.publish(CATALOGUE_CHANNEL, 'another-process');
    expect(seen.map((c) => c.remote)).toEqual([false, true]);
    // A remote change is not published again.
    expect(redis.published).toHaveLength(2);

    unsubscribe();
    await stop();
    catalogueVersion.bump();
    expect(redis.published).toHaveLength(2);
  });

  it('is wired by the app when Redis is configured, and unwired when the app closes', async () => {
    const redis = new FakeRedis();
    const scratch = await openScratchDatabase();
    const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false' });
    const app = await buildApp({ config, database: scratch.database, redis: redis as unknown as Redis });
    await app.ready();
    catalogueVersion.bump();
    expect(redis.published.map(([channel]) => channel)).toEqual([CATALOGUE_CHANNEL]);
    await app.close();
    catalogueVersion.bump();
    expect(redis.published).toHaveLength(1);
    await scratch.drop();
  });

  it.runIf(process.env.REDIS_URL)('shares changes through a real Redis server', async () => {
    const url = process.env.REDIS_URL as string;
    const local = new Redis(url);
    const otherProcess = new Redis(url);
    const stop = shareCatalogueChangesThroughRedis(local, silent);
    const remote = new Promise<CatalogueChange>((resolve) => {
      const off = onCatalogueChanged((c) => {
        if (c.remote) {
          off();
          resolve(c);
        }
      });
    });
    // The subscription is made on a connection of its own, which a loaded machine may take a while to open; a
    // message published before it exists is lost, as Redis pub/sub promises nothing else. So the other process
    // publishes until this one has heard it.
    let heard: CatalogueChange | undefined;
    void remote.then((change) => {
      heard = change;
    });
    while (!heard) {
      await otherProcess.publish(CATALOGUE_CHANNEL, 'another-process');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard.remote).toBe(true);
    await stop();
    await local.quit();
    await otherProcess.quit();
  });
});
