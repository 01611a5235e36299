// `npm run bench` (node bench/run.mjs [--lighthouse]): seeds a 10,000-product catalogue into scratch databases,
// starts the production build on each engine (PGlite, and PostgreSQL when one answers) and measures with
// autocannon the requests per second and p50/p99 latency of the catalogue API and the SSR catalogue pages,
// each also as a share of the floor: bare Fastify answering {"ok":true} on the same machine in the same run.
// Figures are printed (and saved under bench/results/), never asserted: a miss does not fail the run.
//
//   BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=2  BENCH_CONNECTIONS=50  BENCH_PORT=3900 (floor on port + 1)
//   BENCH_PG=1 (require PostgreSQL) | BENCH_PG=0 (skip it); default: PostgreSQL when BENCH_DATABASE_URL's host answers
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/atelier_bench   BENCH_PGLITE=0 (skip PGlite)
//   BENCH_DATA_DIR=./data/bench (PGlite database and the photographs, kept between runs)
//   BENCH_PRODUCTS=10000 (catalogue size)   BENCH_BUILD=0 (do not rebuild a stale build first)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import {
  portAnswers,
  resultsDir,
  root,
  runShown,
  spawnTracked,
  startShopServer,
  stopChild,
  timestamp,
  waitForUrl,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3900);
const floorPort = port + 1;
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_bench';
const withLighthouse = process.argv.includes('--lighthouse');
/** What browsers send; responses are compressed as they would be for a visitor. */
const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'pl' };

/** Goals from the performance issue; they are stated for PostgreSQL. */
const GOALS = {
  list: { share: 10, p99: 50 },
  listCold: { share: 10, p99: 50 },
  page: { share: 5, p99: 150 },
  pageCold: { share: 5, p99: 150 },
};

async function main() {
  if (process.env.BENCH_BUILD !== '0') buildIfStale();
  const engines = await chooseEngines();
  const started = Date.now();
  console.log(
    `Benchmark: ${connections} connections, ${seconds} s per figure (after ${warmupSeconds} s warm-up), ` +
      `engines: ${engines.map((e) => e.label).join(', ')}`,
  );

  const floorLoad = await otherLoad('before the floor');
  const floor = { ...(await measureFloor()), otherCpuPercent: floorLoad };
  console.log(
    `\nfloor (bare Fastify, {"ok":true}): ${fmtInt(floor.rps)} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
  );

  const runs = [];
  for (const engine of engines) runs.push(await benchEngine(engine, floor));

  console.log(`\n${'═'.repeat(118)}`);
  console.log(
    `Floor: bare Fastify {"ok":true} on this machine = ${fmtInt(floor.rps)} req/s (p99 ${floor.p99} ms; ` +
      `other processes used ${floor.otherCpuPercent} % of the CPU just before)`,
  );
  for (const run of runs) printTable(run, floor);
  const saved = saveResults(floor, runs);
  console.log(`\nResults saved to ${path.relative(root, saved)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  if (withLighthouse) {
    console.log('\nLighthouse (node bench/lighthouse.mjs)…');
    await runShown(process.execPath, [path.join(root, 'bench/lighthouse.mjs')], { cwd: root });
  }
}

async function chooseEngines() {
  const engines = [];
  if (process.env.BENCH_PGLITE !== '0') {
    engines.push({ key: 'pglite', label: 'PGlite', databaseUrl: undefined });
  }
  const wantPg = process.env.BENCH_PG;
  if (wantPg !== '0') {
    const url = new URL(pgUrl);
    const answers = await portAnswers(url.hostname, Number(url.port || 5432));
    if (answers) engines.push({ key: 'postgres', label: 'PostgreSQL', databaseUrl: pgUrl });
    else if (wantPg === '1') throw new Error(`BENCH_PG=1 but nothing answers at ${url.host}`);
    else console.log(`(PostgreSQL skipped: nothing answers at ${url.host}; BENCH_PG=1 requires it)`);
  }
  if (engines.length === 0) throw new Error('no engine to measure (BENCH_PGLITE=0 and no PostgreSQL)');
  return engines;
}

async function measureFloor() {
  const child = spawnTracked(process.execPath, [path.join(root, 'bench/floor-server.mjs'), String(floorPort)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${floorPort}/`;
    await waitForUrl(url, child, 20_000);
    return await measure(url);
  } finally {
    await stopChild(child);
  }
}

/** Seeds (once) and measures one engine: the shop's server is started for it and stopped afterwards. */
async function benchEngine(engine, floor) {
  console.log(`\n── ${engine.label} ──`);
  const seedEnv = { ...process.env, DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'warn' };
  if (engine.databaseUrl) seedEnv.DATABASE_URL = engine.databaseUrl;
  else delete seedEnv.DATABASE_URL;
  delete seedEnv.INIT_CWD;
  const infoFile = path.join(os.tmpdir(), `atelier-bench-${engine.key}-${process.pid}.json`);
  seedEnv.BENCH_INFO_FILE = infoFile;
  const seedOutput = await runShown(process.execPath, ['--import', 'tsx', path.join(root, 'bench/seed-large.ts')], {
    cwd: root,
    env: seedEnv,
  });
  const infoLine = seedOutput.split('\n').find((line) => line.startsWith('BENCH_INFO '));
  if (!infoLine) throw new Error('bench/seed-large.ts printed no BENCH_INFO line');
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  rmSync(infoFile, { force: true });

  const server = await startShopServer({ port, dataDir, databaseUrl: engine.databaseUrl });
  try {
    const base = `http://127.0.0.1:${port}`;
    const otherCpuPercent = await otherLoad(`before ${engine.label}`);
    const rows = [];
    for (const target of benchTargets(info)) {
      const probe = await probeTarget(base + target.path);
      process.stdout.write(`${target.name}: ${probe.summary} … `);
      const figure = await measure(base + target.path, target.next);
      process.stdout.write(`${fmtInt(figure.rps)} req/s, p99 ${figure.p99} ms\n`);
      rows.push({
        key: target.key,
        name: target.name,
        path: target.path,
        ...figure,
        status: probe.status,
        share: (figure.rps / floor.rps) * 100,
      });
    }
    const { sampleSlugs, ...catalogue } = info;
    return {
      engine: engine.label,
      key: engine.key,
      catalogue: { ...catalogue, sampleSlugs: sampleSlugs.length },
      otherCpuPercent,
      rows,
    };
  } finally {
    await stopChild(server);
  }
}

/**
 * The measured requests. The catalogue API and pages keep rendered answers in memory, so one URL asked again
 * and again measures a cache hit; the "many …" figures ask a different URL every time (more than the caches
 * hold) and so measure rendering from the database.
 */
function benchTargets(info) {
  const slug = encodeURIComponent(info.productSlug);
  const listQuery = (minPrice) =>
    `/api/products?category_id=${info.categoryId}&colors=brown,black&min_price=${minPrice}&search=skora`;
  // 100.00 … 129.99 zł: the same products match (the category starts above 300 zł), every URL is new.
  let priceStep = 0;
  let slugStep = 0;
  const nextSlug = () => encodeURIComponent(info.sampleSlugs[slugStep++ % info.sampleSlugs.length]);
  return [
    { key: 'list', name: 'GET /api/products: category+colours+min price+search', path: listQuery(100) },
    {
      key: 'listCold',
      name: '  … a different query each time (no cache hits)',
      path: listQuery('100.01'),
      next: () => listQuery((100 + (priceStep++ % 3000) / 100).toFixed(2)),
    },
    { key: 'detail', name: 'GET /api/products/slug/{slug}', path: `/api/products/slug/${slug}` },
    { key: 'page', name: 'SSR product page /pl/products/{slug}', path: `/pl/products/${slug}` },
    {
      key: 'pageCold',
      name: '  … a different product each time (no cache hits)',
      path: `/pl/products/${nextSlug()}`,
      next: () => `/pl/products/${nextSlug()}`,
    },
    {
      key: 'listPage',
      name: 'SSR product list /pl/products?category=…',
      path: `/pl/products?category=${info.categoryId}`,
    },
  ];
}

/** One request before measuring: status, size and, for the list, how many products match. */
async function probeTarget(url) {
  const res = await fetch(url, { headers: { 'accept-language': 'pl' } });
  const body = await res.text();
  let extra = '';
  if (res.headers.get('content-type')?.includes('json')) {
    try {
      const total = JSON.parse(body)?.meta?.total;
      if (typeof total === 'number') extra = `, ${total} matching products`;
    } catch {}
  }
  return { status: res.status, summary: `HTTP ${res.status}, ${(body.length / 1024).toFixed(1)} KB${extra}` };
}

/** autocannon against one URL, or against a new path for every request when `next` is given. */
async function measure(url, next) {
  const options = { url, connections, headers };
  if (next) {
    options.requests = [
      {
        setupRequest: (request) => {
          request.path = next();
          return request;
        },
      },
    ];
  }
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

function verdict(row, engineKey) {
  const goal = GOALS[row.key];
  if (!goal) return '';
  const ok = row.share >= goal.share && row.p99 < goal.p99 && row.non2xx === 0 && row.errors === 0;
  const text = `≥ ${goal.share} % & p99 < ${goal.p99} ms: ${ok ? 'PASS' : 'MISS'}`;
  return engineKey === 'postgres' ? text : `(${text})`;
}

function printTable(run, floor) {
  const columns = [
    ['target', 58, 'left'],
    ['req/s', 9],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['% floor', 8],
    ['non-2xx', 8],
    ['goal (PostgreSQL)', 0, 'left'],
  ];
  const line = (cells) =>
    cells
      .map((cell, i) => {
        const [, width, align] = columns[i];
        const text = String(cell);
        return align === 'left' ? text.padEnd(width) : text.padStart(width);
      })
      .join('  ')
      .trimEnd();
  console.log(
    `\n${run.engine} — ${fmtInt(run.catalogue.products)} products, ${connections} connections, ${seconds} s each` +
      ` (other processes used ${run.otherCpuPercent} % of the CPU just before)`,
  );
  console.log(line(columns.map(([name]) => name)));
  console.log(
    line(['floor: bare Fastify {"ok":true}', fmtInt(floor.rps), floor.p50, floor.p99, '100 %', floor.non2xx, '']),
  );
  for (const row of run.rows) {
    console.log(
      line([
        row.name,
        fmtInt(row.rps),
        row.p50,
        row.p99,
        `${row.share.toFixed(1)} %`,
        row.non2xx + row.errors,
        verdict(row, run.key),
      ]),
    );
  }
  if (run.key !== 'postgres') console.log('(goals in brackets are stated for PostgreSQL; shown here for comparison)');
}

function saveResults(floor, runs) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${timestamp()}.json`);
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus[0]?.model,
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: { connections, seconds, warmupSeconds },
    floor,
    runs: runs.map((run) => ({
      ...run,
      rows: run.rows.map((row) => ({
        ...row,
        goal: GOALS[row.key] ?? null,
        verdict: verdict(row, 'postgres') || null,
      })),
    })),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/**
 * Other processes competing for the CPU lower every figure, the floor included, but not evenly: shares are
 * then unreliable. Before measuring, with nothing of ours working, the CPU time used over two seconds says
 * how busy the machine is (Linux /proc/stat; elsewhere the load average).
 */
async function otherLoad(when) {
  const cores = os.cpus().length;
  let busyPercent;
  const sample = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = sample();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const b = sample();
    busyPercent = (1 - (b.idle - a.idle) / (b.total - a.total)) * 100;
  } catch {
    busyPercent = Math.min(100, (os.loadavg()[0] / cores) * 100);
  }
  const busy = busyPercent > 15;
  console.log(
    `CPU used by other processes ${when}: ${busyPercent.toFixed(0)} % of ${cores} cores` +
      (busy ? ' — the machine is busy: figures are low and shares unreliable' : ''),
  );
  return Math.round(busyPercent);
}

function fmtInt(n) {
  return Math.round(n).toLocaleString('en-US');
}

main().catch((error) => {
  console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
