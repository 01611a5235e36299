// `node bench/server-time.mjs`: where the server time of a product page no cache has seen goes, without the
// rest of the benchmark. Seeds the catalogue when needed (as `npm run bench` does), starts the production
// build and asks BENCH_PAGES (300) new product pages one at a time, then prints the median and p99 of the
// Server-Timing total, its parts, and the time the client waited (which a build without the header also gives).
//
//   BENCH_PRODUCTS=10000   BENCH_PG=1 (PostgreSQL, BENCH_DATABASE_URL + _<size>; default PGlite)
//   BENCH_DATA_DIR=./data/bench (+ /<size>)   BENCH_PORT=3900   BENCH_PAGES=300
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, runShown, startShopServer, stopChild } from './lib.mjs';
import { productPageServerTime, productPages } from './uncached.mjs';

const size = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3900);
const count = Number(process.env.BENCH_PAGES ?? 300);
const dataDir = path.join(path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench'), String(size));
let databaseUrl;
if (process.env.BENCH_PG === '1') {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_bench');
  url.pathname = `${url.pathname.replace(/\/$/, '')}_${size}`;
  databaseUrl = url.toString();
}

const env = { ...process.env, DATA_DIR: dataDir, BENCH_PRODUCTS: String(size), SEED_ON_START: 'false' };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;
delete env.INIT_CWD;
env.BENCH_INFO_FILE = path.join(os.tmpdir(), `atelier-server-time-${process.pid}.json`);
await runShown(process.execPath, ['--import', 'tsx', path.join(root, 'bench/seed-large.ts')], { cwd: root, env });
const info = JSON.parse(readFileSync(env.BENCH_INFO_FILE, 'utf8'));
rmSync(env.BENCH_INFO_FILE, { force: true });

const server = await startShopServer({ port, dataDir, databaseUrl });
try {
  const base = `http://127.0.0.1:${port}`;
  const pages = productPages(info);
  // The first pages warm the process (JIT, connections); they are not counted.
  await productPageServerTime(base, pages, 30);
  const figure = await productPageServerTime(base, pages, count);
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${size} products, ${count} uncached product pages one at a time:\n` +
      `  Server-Timing total p50 ${figure.p50} ms, p99 ${figure.p99} ms — API calls ${figure.apiP50} ms, ` +
      `render ${figure.renderP50} ms (API calls included), compression ${figure.compressP50} ms\n` +
      `  client wait p50 ${figure.wallP50} ms, non-200: ${figure.non2xx}`,
  );
} finally {
  await stopChild(server);
}
