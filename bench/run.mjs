// `npm run bench` (node bench/run.mjs [--lighthouse]): seeds catalogues of 10,000 and 100,000 products into
// scratch databases (one per size, kept between runs), starts the production build on each engine (PGlite, and
// PostgreSQL when one answers) and measures with autocannon the requests per second and p50/p99 latency of the
// catalogue API and the SSR catalogue pages — served from the caches and, with a new question each request,
// rendered from the database — each also as a share of the floor: bare Fastify answering {"ok":true} on the same
// machine in the same run. Then the first request after a price change, a burst of distinct queries after one,
// the server time of an uncached product page and the server's memory (bench/uncached.mjs).
// Figures are printed (and saved under bench/results/), never asserted: a miss does not fail the run.
//
//   BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=2  BENCH_CONNECTIONS=50  BENCH_PORT=3900 (floor on port + 1)
//   BENCH_PG=1 (require PostgreSQL) | BENCH_PG=0 (skip it); default: PostgreSQL when BENCH_DATABASE_URL's host answers
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/atelier_bench (+ _<size> per catalogue size)
//   BENCH_PGLITE=0 (skip PGlite)   BENCH_DATA_DIR=./data/bench (+ /<size>: PGlite database and photographs)
//   BENCH_SIZES=10000,100000 (catalogue sizes; BENCH_PRODUCTS=n is one size)   BENCH_BUILD=0 (no rebuild)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import {
  API_HEADERS,
  burstAfterChange,
  distinctQueries,
  firstAfterChange,
  PAGE_HEADERS,
  priceChanger,
  productPageServerTime,
  productPages,
  residentMemory,
} from './uncached.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3900);
const floorPort = port + 1;
const dataRoot = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_bench';
const sizes = (process.env.BENCH_PRODUCTS ?? process.env.BENCH_SIZES ?? '10000,100000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
/** Each catalogue size has a database of its own: atelier_bench_100000, data/bench/100000. */
const dataDirOf = (size) => path.join(dataRoot, String(size));
function pgUrlOf(size) {
  const url = new URL(pgUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_${size}`;
  return url.toString();
}
const withLighthouse = process.argv.includes('--lighthouse');
/** What browsers send; responses are compressed as they would be for a visitor. */
const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'pl' };

/**
 * Goals from the performance issues; they are stated for PostgreSQL. `share` in % of the floor, latencies in
 * ms (`p99`, `max` of the first requests after a change, `p50` of the server time), `mb` of resident memory.
 */
function goalOf(key, size) {
  const large = size >= 100_000;
  switch (key) {
    case 'list':
    case 'listCold':
      return { share: 10, p99: 50 };
    case 'page':
    case 'pageCold':
      return { share: 5, p99: 150 };
    case 'listMiss':
      return large ? { share: 0.5, p99: 250 } : { share: 2, p99: 100 };
    case 'firstAfterChange':
      return { max: 100 };
    case 'burst':
      return { p99: 250 };
    case 'serverTime':
      return { p50: 5 };
    case 'rss':
      return { mb: 500 };
    default:
      return null;
  }
}

async function main() {
  if (process.env.BENCH_BUILD !== '0') buildIfStale();
  const engines = await chooseEngines();
  const started = Date.now();
  console.log(
    `Benchmark: ${connections} connections, ${seconds} s per figure (after ${warmupSeconds} s warm-up), ` +
      `engines: ${engines.map((e) => e.label).join(', ')}, catalogues: ${sizes.map(fmtInt).join(', ')} products`,
  );

  const floorLoad = await otherLoad('before the floor');
  const floor = { ...(await measureFloor()), otherCpuPercent: floorLoad };
  console.log(
    `\nfloor (bare Fastify, {"ok":true}): ${fmtInt(floor.rps)} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
  );

  const runs = [];
  for (const size of sizes) for (const engine of engines) runs.push(await benchEngine(engine, size, floor));

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
    engines.push({ key: 'pglite', label: 'PGlite', databaseUrl: () => undefined });
  }
  const wantPg = process.env.BENCH_PG;
  if (wantPg !== '0') {
    const url = new URL(pgUrl);
    const answers = await portAnswers(url.hostname, Number(url.port || 5432));
    if (answers) engines.push({ key: 'postgres', label: 'PostgreSQL', databaseUrl: pgUrlOf });
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

/** Seeds (once) and measures one engine at one catalogue size: its server is started for it and stopped afterwards. */
async function benchEngine(engine, size, floor) {
  console.log(`\n── ${engine.label}, ${fmtInt(size)} products ──`);
  const dataDir = dataDirOf(size);
  const databaseUrl = engine.databaseUrl(size);
  reusePhotographs(dataDir);
  const seedEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    BENCH_PRODUCTS: String(size),
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) seedEnv.DATABASE_URL = databaseUrl;
  else delete seedEnv.DATABASE_URL;
  delete seedEnv.INIT_CWD;
  const infoFile = path.join(os.tmpdir(), `atelier-bench-${engine.key}-${size}-${process.pid}.json`);
  seedEnv.BENCH_INFO_FILE = infoFile;
  const seedOutput = await runShown(process.execPath, ['--import', 'tsx', path.join(root, 'bench/seed-large.ts')], {
    cwd: root,
    env: seedEnv,
  });
  const infoLine = seedOutput.split('\n').find((line) => line.startsWith('BENCH_INFO '));
  if (!infoLine) throw new Error('bench/seed-large.ts printed no BENCH_INFO line');
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  rmSync(infoFile, { force: true });

  const server = await startShopServer({ port, dataDir, databaseUrl });
  try {
    const base = `http://127.0.0.1:${port}`;
    // The server's start-up work (the catalogue index, then the products' cards while they fit) runs after it
    // answers; the figures are of a server at rest, and how long it took to get there is printed.
    const settledSeconds = await untilSettled(server.pid);
    console.log(`Server start-up work (index, product cards) done ${settledSeconds} s after it answered`);
    const otherCpuPercent = await otherLoad(`before ${engine.label}`);
    const rows = [];
    // One sequence of each kind per server: no URL is asked twice while it runs.
    const pages = productPages(info);
    const productAnswers = productPages(info, '/api/products/slug/', true);
    const listQueries = distinctQueries(info, 'api', 1);
    const listPageQueries = distinctQueries(info, 'page', 2);
    for (const target of benchTargets(info, { pages, productAnswers, listQueries, listPageQueries })) {
      const probe = await probeTarget(base + target.path, target.headers);
      process.stdout.write(`${target.name}: ${probe.summary} … `);
      const figure = await measure(base + target.path, target.next, target.headers, server.pid);
      process.stdout.write(
        `${fmtInt(figure.rps)} req/s, p99 ${figure.p99} ms, server CPU ${figure.cpuMsPerRequest ?? '?'} ms a request\n`,
      );
      await untilIdle(base);
      rows.push({
        key: target.key,
        name: target.name,
        path: target.path,
        ...figure,
        status: probe.status,
        share: (figure.rps / floor.rps) * 100,
      });
    }

    process.stdout.write('Uncached product page, server time (Server-Timing total, one at a time) … ');
    const serverTime = await productPageServerTime(base, pages);
    process.stdout.write(
      `p50 ${serverTime.p50} ms (API calls ${serverTime.apiP50}, render ${serverTime.renderP50}, ` +
        `compression ${serverTime.compressP50}), p99 ${serverTime.p99} ms\n`,
    );
    rows.push({ key: 'serverTime', name: '  … server time of an uncached product page', ...serverTime });

    await untilIdle(base);
    const change = await priceChanger(base, info.priceProductId);
    process.stdout.write('First list request after a price change (20 times) … ');
    const first = await firstAfterChange(base, info, change);
    process.stdout.write(`p50 ${first.p50} ms, max ${first.max} ms\n`);
    rows.push({ key: 'firstAfterChange', name: 'first GET /api/products after a price change (×20)', ...first });

    process.stdout.write('500 distinct list queries right after a price change … ');
    const burst = await burstAfterChange(base, change, listQueries, 500, connections);
    process.stdout.write(`p99 ${burst.p99} ms\n`);
    rows.push({ key: 'burst', name: '500 distinct list queries right after a price change', ...burst });
    process.stdout.write('… the same on 50 connections opened by the burst … ');
    const burstFresh = await burstAfterChange(base, change, listQueries, 500, connections, true);
    process.stdout.write(`p99 ${burstFresh.p99} ms\n`);
    rows.push({ key: 'burstFresh', name: '  … on 50 connections the burst opens', ...burstFresh });

    await untilIdle(base);
    const memory = residentMemory(server.pid);
    rows.push({ key: 'rss', name: 'server resident memory after the run (peak)', ...memory });
    console.log(`Server memory: ${memory.rssMb} MB resident (peak ${memory.peakMb} MB)`);
    if (pages.asked > info.sampleSlugs.length) {
      console.log(`(the product pages came round again: ${pages.asked} asked of ${info.sampleSlugs.length})`);
    }

    const { sampleSlugs, ...catalogue } = info;
    return {
      engine: engine.label,
      key: engine.key,
      size,
      catalogue: { ...catalogue, sampleSlugs: sampleSlugs.length },
      otherCpuPercent,
      settledSeconds,
      rows,
    };
  } finally {
    await stopChild(server);
  }
}

/**
 * The demo photographs are the same for every catalogue size: a size seeded for the first time copies them
 * from one seeded before (seconds) instead of rendering them again (minutes on a busy machine).
 */
function reusePhotographs(dataDir) {
  const uploads = path.join(dataDir, 'uploads');
  if (existsSync(uploads)) return;
  const from = sizes
    .map((other) => path.join(dataDirOf(other), 'uploads'))
    .find((dir) => dir !== uploads && existsSync(path.join(dir, 'products')));
  if (!from) return;
  mkdirSync(dataDir, { recursive: true });
  cpSync(from, uploads, { recursive: true });
  console.log(`photographs copied from ${path.relative(root, from)}`);
}

/**
 * The measured requests. The catalogue API and pages keep rendered answers in memory, so one URL asked again
 * and again measures a cache hit; the "… a different/new … each time" figures ask a URL nobody asked before
 * on every request and so measure rendering from the database.
 */
function benchTargets(info, { pages, productAnswers, listQueries, listPageQueries }) {
  const slug = encodeURIComponent(info.productSlug);
  const listQuery = (minPrice) =>
    `/api/products?category_id=${info.categoryId}&colors=brown,black&min_price=${minPrice}&search=skora`;
  // 100.00 … 129.99 zł: the same products match (the category starts above 300 zł), every URL is new.
  let priceStep = 0;
  return [
    {
      key: 'list',
      name: 'GET /api/products: category+colours+min price+search',
      path: listQuery(100),
      headers: API_HEADERS,
    },
    {
      key: 'listCold',
      name: '  … the same with a new min price each time',
      path: listQuery('100.01'),
      next: () => listQuery((100 + (priceStep++ % 3000) / 100).toFixed(2)),
      headers: API_HEADERS,
    },
    {
      key: 'listMiss',
      name: '  … a new realistic query each time (words, typos, colours, prices, sorts, pages)',
      path: listQueries(),
      next: listQueries,
      headers: API_HEADERS,
    },
    {
      key: 'detail',
      name: 'GET /api/products/slug/{slug}',
      path: `/api/products/slug/${slug}`,
      headers: API_HEADERS,
    },
    {
      key: 'detailMiss',
      name: '  … a new product each time',
      path: productAnswers.next(),
      next: productAnswers.next,
      headers: API_HEADERS,
    },
    { key: 'page', name: 'SSR product page /pl/products/{slug}', path: `/pl/products/${slug}`, headers: PAGE_HEADERS },
    {
      key: 'pageCold',
      name: '  … a new product each time (no cache has seen it)',
      path: pages.next(),
      next: pages.next,
      headers: PAGE_HEADERS,
    },
    {
      key: 'listPage',
      name: 'SSR product list /pl/kategoria/{slug}',
      // A category's list has its own address; /pl/products?category=… answers with a redirect to it.
      path: `/pl/kategoria/${info.categorySlugs[info.categoryId]}`,
      headers: PAGE_HEADERS,
    },
    {
      key: 'listPageMiss',
      name: '  … a new combination of filters each time',
      path: listPageQueries(),
      next: listPageQueries,
      headers: PAGE_HEADERS,
    },
  ];
}

/**
 * autocannon stops sending when its time is up, but a server that fell behind still works through the requests
 * it accepted: the next figure would pay for them. Waits (up to two minutes) until the health check answers at
 * once three times in a row.
 */
async function untilIdle(base) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${base}/api/health`).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Seconds until the machine's CPU stays under 15 % and the server's own under 5 % of a core for two seconds in a
 * row (at most five minutes): the server warms its product cards at a quarter of a core, which the machine's
 * figure alone, on two cores, can count as quiet.
 */
async function untilSettled(pid) {
  const started = Date.now();
  const busy = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  };
  const serverTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  let quiet = 0;
  while (quiet < 4 && Date.now() - started < 300_000) {
    const a = busy();
    const ticks = serverTicks();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const b = busy();
    const percent = (1 - (b.idle - a.idle) / Math.max(1, b.total - a.total)) * 100;
    // Clock ticks are hundredths of a second: 500 ms at 5 % of a core is 2.5 of them.
    const serverBusy = serverTicks() - ticks >= 2.5;
    quiet = percent < 15 && !serverBusy ? quiet + 1 : 0;
  }
  return Math.round((Date.now() - started) / 100) / 10;
}

/** One request before measuring: status, size and, for the list, how many products match. */
async function probeTarget(url, headers) {
  const res = await fetch(url, { headers });
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

/**
 * CPU seconds a process has used so far, all its threads (the garbage collector's and compression's too);
 * null where /proc is missing.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat: the 12th and 13th after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * autocannon against one URL, or against a new path for every request when `next` is given; with the server's
 * pid, also the server's CPU time per request (what a figure costs whatever else shares the machine).
 */
async function measure(url, next, requestHeaders = headers, serverPid = undefined) {
  const options = { url, connections, headers: requestHeaders };
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
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
  const answered = result.requests.total;
  return {
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && answered > 0
        ? Number((((cpuAfter - cpuBefore) * 1000) / answered).toFixed(2))
        : null,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** Whether a figure meets its goal (null: no goal), and the goal in words. */
function judge(row, size) {
  const goal = goalOf(row.key, size);
  if (!goal) return { goal: null, pass: null, text: '' };
  const clean = (row.non2xx ?? 0) === 0 && (row.errors ?? 0) === 0;
  const checks = [];
  if (goal.share !== undefined) checks.push([`≥ ${goal.share} %`, row.share >= goal.share]);
  if (goal.p99 !== undefined) checks.push([`p99 < ${goal.p99} ms`, row.p99 < goal.p99]);
  if (goal.max !== undefined) checks.push([`max < ${goal.max} ms`, row.max < goal.max]);
  if (goal.p50 !== undefined) checks.push([`p50 < ${goal.p50} ms`, row.p50 !== null && row.p50 < goal.p50]);
  if (goal.mb !== undefined) checks.push([`< ${goal.mb} MB`, row.peakMb !== null && row.peakMb < goal.mb]);
  const pass = clean && checks.every(([, ok]) => ok);
  return { goal, pass, text: `${checks.map(([words]) => words).join(' & ')}: ${pass ? 'PASS' : 'MISS'}` };
}

function verdict(row, run) {
  const { text } = judge(row, run.size);
  if (!text) return '';
  return run.key === 'postgres' ? text : `(${text})`;
}

function printTable(run, floor) {
  const columns = [
    ['target', 62, 'left'],
    ['req/s', 9],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['% floor', 8],
    ['non-2xx', 8],
    ['CPU ms/req', 11],
    ['goal (PostgreSQL)', 0, 'left'],
  ];
  const line = (cells) =>
    cells
      .map((cell, i) => {
        const [, width, align] = columns[i];
        const text = String(cell ?? '');
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
    line(['floor: bare Fastify {"ok":true}', fmtInt(floor.rps), floor.p50, floor.p99, '100 %', floor.non2xx, '', '']),
  );
  for (const row of run.rows) {
    if (row.key === 'rss') {
      console.log(line([`${row.name}: ${row.rssMb} MB (${row.peakMb} MB)`, '', '', '', '', '', '', verdict(row, run)]));
      continue;
    }
    const p99 = row.key === 'firstAfterChange' ? `max ${row.max}` : row.p99;
    console.log(
      line([
        row.name,
        row.rps === undefined ? '' : fmtInt(row.rps),
        row.p50,
        p99,
        row.share === undefined ? '' : `${row.share.toFixed(1)} %`,
        (row.non2xx ?? 0) + (row.errors ?? 0),
        row.cpuMsPerRequest ?? '',
        verdict(row, run),
      ]),
    );
  }
  const serverTime = run.rows.find((row) => row.key === 'serverTime');
  if (serverTime) {
    console.log(
      `  server time of an uncached product page (median parts): API calls ${serverTime.apiP50} ms, ` +
        `render ${serverTime.renderP50} ms (API calls included), compression ${serverTime.compressP50} ms`,
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
    settings: { connections, seconds, warmupSeconds, sizes },
    floor,
    runs: runs.map((run) => ({
      ...run,
      rows: run.rows.map((row) => {
        const { goal, pass } = judge(row, run.size);
        return { ...row, goal, pass };
      }),
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
