// JavaScript a page ships: every script the browser fetches while loading it (and during the first
// seconds after), gzip-compressed as the server would send it.
// Usage: node apps/web/scripts/js-budget.mjs [url] [budgetKB]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3001/pl/products/torebka-aurelia-koniak';
const budget = Number(process.argv[3] ?? 170) * 1024;
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
await browser.close();

let raw = 0;
let gzip = 0;
for (const [name, size] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip)) {
  raw += size.raw;
  gzip += size.gzip;
  console.log(
    `${(size.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(size.raw / 1024).toFixed(1).padStart(7)} KB  ${new URL(name).pathname}`,
  );
}
console.log(
  `\n${scripts.size} scripts: ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw); budget ${budget / 1024} KB`,
);
if (gzip > budget) process.exitCode = 1;
