// Screenshots of the content pages (blog list and post, FAQ, regulations, contact, gallery and its viewer,
// the cookie banner) at phone and desktop sizes in both languages, for looking at the design by eye.
// Usage: start the shop, then
//   node apps/web/scripts/screenshots-content.mjs [baseUrl] [outDir]
// It also reports horizontal overflow, console errors and axe violations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? '/tmp/shots-content';
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const pages = [
  ['blog', '/blog'],
  ['post', '/blog/czym-jest-patyna'],
  ['faq', '/faq'],
  ['regulations', '/store-regulations'],
  ['contact', '/contacts'],
  ['gallery', '/gallery'],
  ['about', '/about'],
  ['cookies', '/cookies'],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];
const consent = JSON.stringify({
  analytics: false,
  marketing: false,
  version: '2025-10-25',
  decidedAt: new Date().toISOString(),
  id: null,
  synced: true,
});

async function open(context, target) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${target}: console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${target}: page error: ${error.message}`));
  await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page;
}

async function expectDialog(page) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page
      .getByRole('button', { name: /^(Powiększ zdjęcie|Enlarge photo)/ })
      .first()
      .click();
    const opened = await page
      .getByRole('dialog')
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  throw new Error('the gallery viewer did not open');
}

async function check(page, target, width) {
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (extra > 0) problems.push(`${target} @${width}: ${extra}px horizontal overflow`);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of result.violations) {
    problems.push(`${target} @${width}: axe ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}

for (const locale of ['pl', 'en']) {
  for (const viewport of viewports) {
    const shot = (name) => path.join(outDir, `${name}-${locale}-${viewport.width}.png`);
    // The banner on a first visit, above the fold.
    const fresh = await browser.newContext({ viewport: viewport, locale });
    const home = await open(fresh, `/${locale}`);
    await home.getByRole('region', { name: /^(Pliki cookie|Cookies)$/ }).waitFor();
    await home.screenshot({ path: shot('consent-banner') });
    await home.getByRole('button', { name: /^(Ustawienia|Settings)$/ }).click();
    await home.screenshot({ path: shot('consent-settings') });
    await check(home, `/${locale} (banner)`, viewport.width);
    await fresh.close();

    const context = await browser.newContext({ viewport: viewport, locale });
    await context.addInitScript((value) => localStorage.setItem('cookie_consent', value), consent);
    for (const [name, target] of pages) {
      const page = await open(context, `/${locale}${target}`);
      await check(page, `/${locale}${target}`, viewport.width);
      await page.screenshot({ path: shot(name), fullPage: true });
      // The full page shrinks too much to judge by eye: also in viewport-high slices (footer left out).
      const height = await page.evaluate(
        () => document.querySelector('footer')?.offsetTop ?? document.body.scrollHeight,
      );
      const slice = viewport.height;
      for (let part = 0; part * slice < height && part < 5; part += 1) {
        await page.screenshot({
          path: shot(`${name}-part${part}`),
          fullPage: true,
          clip: { x: 0, y: part * slice, width: viewport.width, height: Math.min(slice, height - part * slice) },
        });
      }
      if (name === 'gallery') {
        // Until the page's script has started a click does nothing: try again until the viewer opens.
        await expectDialog(page);
        await page.waitForTimeout(300);
        await page.screenshot({ path: shot('gallery-viewer') });
      }
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
console.log(problems.length ? problems.join('\n') : 'no problems found');
