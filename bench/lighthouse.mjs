// `node bench/lighthouse.mjs` (or `npm run bench -- --lighthouse`): starts the production build on the demo shop
// (PGlite in ./data/lighthouse, seeded on first start), audits the product page /pl/products/{slug} with Lighthouse
// (mobile preset, simulated throttling) in Debian's Chromium, and prints the four category scores and the
// JavaScript the page transfers against the 170 KB (gzip) budget. Nothing is downloaded: the browser is the
// system's, and the page only loads from the local server. Reports go to bench/results/lighthouse-*.{html,json}.
//
//   LIGHTHOUSE_PORT=3950  LIGHTHOUSE_DATA_DIR=./data/lighthouse  LIGHTHOUSE_SLUG=torebka-aurelia-koniak
//   LIGHTHOUSE_PATH=/pl (audit another page)
//   CHROMIUM_PATH=/usr/bin/chromium  BENCH_BUILD=0 (do not rebuild a stale build)
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const js = await javascriptBytes(lhr);
    printSummary(url, lhr, js);
    const saved = saveReports(result.report);
    console.log(`\nReports: ${saved.map((f) => path.relative(root, f)).join(', ')}`);
  } finally {
    await chrome?.kill();
    await stopChild(server);
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

function printSummary(url, lhr, js) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset — ${url}`);
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
