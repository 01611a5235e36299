/**
 * Uncached list queries with and without the catalogue index (docs/decisions/026-catalogue-index.md), in
 * process through app.inject (no HTTP, no load generator: the server's own cost per request).
 *
 *   DATA_DIR=data/bench-index [DATABASE_URL=postgres://…/atelier_bench_index] node --import tsx scripts/catalogue-index-bench.ts
 *
 * Seed the catalogue first with bench/seed-large.ts (BENCH_PRODUCTS=10000 or 100000, same DATA_DIR/DATABASE_URL).
 * Prints, for CATALOGUE_INDEX=off and on: the first index build, 500 distinct queries at 50 in flight (req/s,
 * p50, p99), the first request after a price change, a burst of 500 distinct queries right after one, and RSS.
 */
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { catalogueVersion } from '../apps/server/src/modules/catalog/catalog-cache';

const CONCURRENCY = 50;
const QUERIES = 500;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The bench's "different query each time": category, colours, a new minimum price, a search word. */
function distinctQueries(count: number, offset: number, categoryId: number): string[] {
  const searches = ['skora', 'torebka', 'portfel', 'czarny', '', 'torbeka', 'plecak'];
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const search = searches[n % searches.length];
    const sort = ['created_at', 'base_price', 'popularity', 'name'][n % 4];
    return `/api/products?category_id=${n % 3 === 0 ? categoryId : ''}&colors=brown,black&min_price=${(100 + (n % 3000) / 100).toFixed(2)}&sort_by=${sort}${search ? `&search=${search}` : ''}`.replace(
      'category_id=&',
      '',
    );
  });
}

async function run(urls: string[], inject: (url: string) => Promise<number>) {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t0 = performance.now();
        const status = await inject(url);
        if (status !== 200) throw new Error(`${url}: ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(urls.length / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
  };
}

async function main() {
  const env = { ...process.env, NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'warn' };
  for (const mode of ['off', 'on'] as const) {
    const config = loadConfig({ ...env, CATALOGUE_INDEX: mode });
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    await database.migrate();
    const app = await buildApp({ config, database, clock: () => new Date() });
    await app.ready();
    const inject = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const first = await app.inject({ method: 'GET', url: '/api/products?per_page=1' });
    const categoryId = first.json().data[0]?.category.id ?? 1;
    const products = first.json().meta.total;
    let offset = 0;
    const batch = () => {
      offset += QUERIES;
      return distinctQueries(QUERIES, offset, categoryId);
    };
    if (mode === 'on') {
      // The first index is built beside the SQL path; wait until a request is answered from it.
      const t0 = performance.now();
      while (performance.now() - t0 < 120_000) {
        const probe = performance.now();
        await inject(batch()[0]);
        if (performance.now() - probe < 20) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      console.log(`[index] first build ready after ≈${Math.round(performance.now() - t0)} ms`);
    }
    const steady = await run(batch(), inject);
    catalogueVersion.bump();
    const t1 = performance.now();
    await inject(batch()[0]);
    const firstAfterChange = Math.round(performance.now() - t1);
    catalogueVersion.bump();
    const burst = await run(batch(), inject);
    const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
    console.log(
      `${products} products, CATALOGUE_INDEX=${mode}: ${QUERIES} distinct queries ${steady.rps} req/s p50 ${steady.p50} ms p99 ${steady.p99} ms; ` +
        `first request after a change ${firstAfterChange} ms; burst of ${QUERIES} after a change p99 ${burst.p99} ms; RSS ${rss} MB`,
    );
    await app.close();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
