// Screenshots of the catalogue pages (home, products with filters, product detail, full-screen photo)
// at phone and desktop sizes in both languages, for looking at the design by eye.
// Usage: start the API and the web app, then
//   node apps/web/scripts/screenshots-catalogue.mjs [baseUrl] [outDir]
// It also reports horizontal overflow (at 360 px too), console errors and axe violations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? '/tmp/shots-catalogue';
const product = process.env.PRODUCT ?? 'torebka-aurelia-koniak';
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];

async function open(context, target) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${target}: console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${target}: page error: ${error.message}`));
  const response = await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Lazy photographs load only near the viewport: walk down the page once so full-page shots show them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return { page, status: response?.status() };
}

async function check(page, target, width, axe) {
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (extra > 0) problems.push(`${target} @${width}: ${extra}px horizontal overflow`);
  if (axe) {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of result.violations) {
      problems.push(
        `${target} @${width}: axe ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    }
  }
}

for (const locale of ['pl', 'en']) {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      hasTouch: viewport.name === 'phone',
    });
    const shot = async (page, name, fullPage = true) => {
      const file = path.join(outDir, `${name}-${locale}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(`→ ${file}`);
    };
    for (const [name, target] of [
      ['home', `/${locale}`],
      ['products', `/${locale}/products`],
      ['products-filtered', `/${locale}/products?colors=brown,black&sort_by=base_price&sort_order=asc`],
      ['products-list', `/${locale}/products?category=4&view=list`],
      ['products-empty', `/${locale}/products?search=zzzzzz`],
      ['detail', `/${locale}/products/${product}`],
    ]) {
      const { page, status } = await open(context, target);
      if (status !== 200) problems.push(`${target}: HTTP ${status}`);
      await check(page, target, viewport.width, viewport.name === 'desktop' || name === 'detail');
      await shot(page, name);
      if (name === 'products' && viewport.name === 'phone') {
        await page.getByRole('button', { name: locale === 'pl' ? /^Filtry/ : /^Filters/ }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
        await check(page, `${target} (filters)`, viewport.width, true);
        await shot(page, 'products-filters', false);
      }
      if (name === 'detail') {
        await page.getByRole('button', { name: locale === 'pl' ? /Powiększ zdjęcie/ : /Enlarge photo/ }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
        await check(page, `${target} (fullscreen)`, viewport.width, true);
        await shot(page, 'fullscreen', false);
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(200);
        await shot(page, 'fullscreen-2', false);
      }
      await page.close();
    }
    await context.close();
  }
}

const narrow = await browser.newContext({ viewport: { width: 360, height: 740 } });
for (const target of ['/pl', '/pl/products', `/pl/products/${product}`, '/pl/products?view=list']) {
  const { page } = await open(narrow, target);
  await check(page, target, 360, false);
  await page.close();
}
await browser.close();

if (problems.length > 0) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nNo overflow, console errors or axe violations found.');
}
