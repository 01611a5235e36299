// `node bench/lighthouse.mjs` (or `npm run bench -- --lighthouse`): starts the production build on the demo shop
// (PGlite in ./data/lighthouse, seeded on first start), audits the product page /pl/products/{slug} with Lighthouse
// (mobile preset, simulated throttling) in Debian's Chromium, and prints the four category scores and the
// JavaScript the page transfers against the 170 KB (gzip) budget. Nothing is downloaded: the browser is the
// system's, and the page only loads from the local server. Reports go to bench/results/lighthouse-*.{html,json}.
//
//   LIGHTHOUSE_PORT=3950  LIGHTHOUSE_DATA_DIR=./data/lighthouse  LIGHTHOUSE_SLUG=torebka-aurelia-koniak
//   LIGHTHOUSE_PATH=/pl (audit another page)
//   CHROMIUM_PATH=/usr/bin/chromium  BENCH_BUILD=0 (do not rebuild a stale build)
//   LIGHTHOUSE_RUNS=3 (audits in one Chromium; every run is printed, and the median run by performance score
//   is the result — the first run after Chromium starts pays its one-off font and process start-up costs,
//   which Lighthouse's simulation multiplies by four; Lighthouse's own advice is the median of several runs)
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { resultsDir, root, startShopServer, stopChild, timestamp } from './lib.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3950);
const dataDir = path.resolve(root, process.env.LIGHTHOUSE_DATA_DIR ?? 'data/lighthouse');
const slug = process.env.LIGHTHOUSE_SLUG ?? 'torebka-aurelia-koniak';
/** Another page instead of the product page, e.g. LIGHTHOUSE_PATH=/pl for the home page. */
const pagePath = process.env.LIGHTHOUSE_PATH ?? `/pl/products/${encodeURIComponent(slug)}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The issue's budget for the JavaScript of a page, compressed (gzip), in KiB. */
const JS_BUDGET_KIB = 170;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function main() {
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  if (process.env.BENCH_BUILD !== '0') buildIfStale();
  reuseRenderedPhotos();

  const server = await startShopServer({ port, dataDir, seedOnStart: true, quiet: false });
  let chrome;
  try {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${url} answered HTTP ${check.status}; is the product page built yet?`);

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    });
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await auditOnce(url, chrome.port);
      runs.push(result);
      console.log(`  run ${run}/${RUNS}: ${runLine(result.lhr)}`);
    }
    // The median run by performance score (the lower middle one for an even count).
    const ranked = [...runs].sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = ranked[Math.floor((ranked.length - 1) / 2)];
    const { lhr } = result;

    const js = await javascriptBytes(lhr);
    printSummary(url, lhr, js, runs.length);
    const saved = saveReports(result.report);
    console.log(`\nReports: ${saved.map((f) => path.relative(root, f)).join(', ')}`);
  } finally {
    await chrome?.kill();
    await stopChild(server);
  }
}

/**
 * One audit. Now and then Chromium's trace misses the navigation start (NO_NAVSTART, Lighthouse asks to run
 * again); such a run is repeated once rather than ending the measurement.
 */
async function auditOnce(url, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 2) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
    console.log(`  (run failed with ${error.code}; running it again)`);
  }
}

/** The bench catalogue's photographs are the demo's: copying them saves rendering them again. */
function reuseRenderedPhotos() {
  const from = path.join(root, 'data', 'bench', 'uploads');
  const to = path.join(dataDir, 'uploads');
  if (existsSync(from) && !existsSync(to)) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(from, to, { recursive: true });
  }
}

/**
 * JavaScript of the page from Lighthouse's network records: bytes on the wire as served (the server prefers
 * Brotli), uncompressed, and gzip (each script fetched again and gzipped at zlib's default level), which is
 * what the budget is stated in.
 */
async function javascriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith('http'));
  let gzip = 0;
  for (const script of scripts) {
    const res = await fetch(script.url, { headers: { 'accept-encoding': 'identity' } });
    gzip += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const scriptSummary = summary.find((item) => item.resourceType === 'script');
  return {
    count: scripts.length,
    transferred: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    uncompressed: scripts.reduce((sum, s) => sum + (s.resourceSize ?? 0), 0),
    gzip,
    resourceSummaryTransfer: scriptSummary?.transferSize ?? null,
    totalByteWeight: lhr.audits['total-byte-weight']?.numericValue ?? null,
  };
}

/** One run in a line: the four scores and the metrics behind the performance score. */
function runLine(lhr) {
  const scores = CATEGORIES.map((id) => `${id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`).join(', ');
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  return `${scores} — FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
}

function printSummary(url, lhr, js, runCount) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const which = runCount > 1 ? `, median of ${runCount} runs` : '';
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset${which} — ${url}`);
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = category?.score == null ? 'n/a' : Math.round(category.score * 100);
    console.log(`  ${(category?.title ?? id).padEnd(16)} ${String(score).padStart(3)}`);
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ];
  console.log(
    `  ${metrics.map((m) => `${lhr.audits[m]?.title}: ${lhr.audits[m]?.displayValue ?? 'n/a'}`).join(' · ')}`,
  );
  const withinBudget = js.gzip <= JS_BUDGET_KIB * 1024;
  console.log(
    `  JavaScript: ${js.count} files, ${kib(js.gzip)} gzip (${kib(js.transferred)} transferred as served, ` +
      `${kib(js.uncompressed)} uncompressed) — budget ${JS_BUDGET_KIB} KiB gzip: ${withinBudget ? 'PASS' : 'MISS'}`,
  );
  if (js.totalByteWeight !== null) console.log(`  Total page weight (transferred): ${kib(js.totalByteWeight)}`);
}

function saveReports(reports) {
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `lighthouse-${timestamp()}`);
  const [html, json] = reports;
  writeFileSync(`${base}.html`, html);
  writeFileSync(`${base}.json`, json);
  return [`${base}.html`, `${base}.json`];
}

main().catch((error) => {
  console.error(`\nlighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
