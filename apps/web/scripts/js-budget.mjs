// JavaScript a page ships: every script the browser fetches while loading it (and during the first
// seconds after), gzip-compressed as the server would send it. The budget (docs/decisions/028) is for what the
// page needs before hydrating: the modules the server's HTML announces (renamed module preloads, see
// lib/scripts-after-paint.ts). What is fetched later (parts shown only in the browser) is listed apart.
// Usage: node apps/web/scripts/js-budget.mjs [url] [budgetKB]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3001/pl/products/torebka-aurelia-koniak';
const budget = Number(process.argv[3] ?? 150) * 1024;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const scripts = new Map();
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  try {
    const body = await response.body();
    scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  } catch {}
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const announced = new Set(
  await page.$$eval(
    'link[rel="x-after-paint-modulepreload"], link[rel="modulepreload"][href*="entry.client"]',
    (links) => links.map((link) => link.href),
  ),
);
await browser.close();

const totals = { before: { raw: 0, gzip: 0, count: 0 }, after: { raw: 0, gzip: 0, count: 0 } };
for (const [name, size] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip)) {
  const when = announced.has(name) ? 'before' : 'after';
  totals[when].raw += size.raw;
  totals[when].gzip += size.gzip;
  totals[when].count += 1;
  console.log(
    `${(size.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(size.raw / 1024).toFixed(1).padStart(7)} KB  ${when === 'after' ? 'after ' : '      '} ${new URL(name).pathname}`,
  );
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const { before, after } = totals;
console.log(
  `\nbefore hydration: ${before.count} scripts, ${kb(before.gzip)} KB gzip (${kb(before.raw)} KB raw); budget ${budget / 1024} KB` +
    `\nafter it, in the first seconds: ${after.count} scripts, ${kb(after.gzip)} KB gzip (${kb(after.raw)} KB raw)`,
);
if (before.gzip > budget) process.exitCode = 1;
