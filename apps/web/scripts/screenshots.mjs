// Screenshots of the main screens at phone and desktop sizes, for looking at the design by eye.
// Usage: start the web app (npx react-router dev --port 3100), then
//   node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
// It also reports horizontal overflow, console errors and axe violations per page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3100';
const outDir = process.argv[3] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const pages = [
  { name: 'home-pl', path: '/pl' },
  { name: 'home-en', path: '/en' },
  { name: 'products-pl', path: '/pl/products?category=3' },
  { name: 'not-found-pl', path: '/pl/nie-ma-takiej-strony' },
];
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const problems = [];

async function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function open(context, target) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(`${target}: console error: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${target}: page error: ${error.message}`));
  const response = await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return { page, status: response?.status() };
}

for (const viewport of viewports) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
  });
  for (const { name, path: target } of pages) {
    const { page, status } = await open(context, target);
    const file = path.join(outDir, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const extra = await overflow(page);
    if (extra > 0) problems.push(`${target} @${viewport.width}: ${extra}px horizontal overflow`);
    if (viewport.name === 'desktop') {
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of axe.violations) {
        problems.push(`${target}: axe ${violation.id} (${violation.nodes.length}): ${violation.help}`);
      }
    }
    console.log(`${status} ${target} @${viewport.width} → ${file}`);
    await page.close();
  }

  if (viewport.name === 'mobile') {
    const { page } = await open(context, '/pl');
    // includeHidden: while the drawer is open Radix hides everything behind it from assistive tech.
    const trigger = page.getByRole('button', { name: 'Otwórz menu', includeHidden: true });
    await trigger.click();
    await page.getByRole('dialog').waitFor();
    const expanded = await trigger.getAttribute('aria-expanded');
    if (expanded !== 'true') problems.push(`mobile menu: aria-expanded is ${expanded} when open`);
    const file = path.join(outDir, 'mobile-menu-pl.png');
    await page.screenshot({ path: file });
    console.log(`mobile menu → ${file}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  }

  // The narrowest phone the design supports.
  if (viewport.name === 'mobile') {
    const narrow = await browser.newContext({ viewport: { width: 360, height: 740 } });
    for (const { path: target } of pages) {
      const { page } = await open(narrow, target);
      const extra = await overflow(page);
      if (extra > 0) problems.push(`${target} @360: ${extra}px horizontal overflow`);
      await page.close();
    }
    await narrow.close();
  }
  await context.close();
}

await browser.close();
if (problems.length > 0) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nNo overflow, console errors or axe violations found.');
}
