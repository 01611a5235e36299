// Screenshots of the admin panel at phone and desktop sizes, in both languages.
// Usage: start the production server, then
//   node apps/web/scripts/screenshots-admin.mjs [baseUrl] [outDir]
// It logs in once as the demo super_admin (admin@atelier.pl) and reports horizontal overflow, console
// errors and axe violations per page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots-admin';
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const response = await fetch(`${baseUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ email: 'admin@atelier.pl', password: 'Admin123!' }),
});
if (!response.ok) throw new Error(`login failed: ${response.status}`);
const admin = (await response.json()).data;
const firstProduct = await fetch(`${baseUrl}/api/admin/products?per_page=1`, {
  headers: { authorization: `Bearer ${admin.token}`, 'x-requested-with': 'XMLHttpRequest' },
}).then(async (r) => (await r.json()).data[0].id);

const pages = (locale) => [
  { name: `dashboard-${locale}`, path: `/${locale}/admin`, ready: 'section[aria-labelledby="low-stock-title"]' },
  { name: `products-${locale}`, path: `/${locale}/admin/products`, ready: 'table' },
  { name: `product-form-${locale}`, path: `/${locale}/admin/products/${firstProduct}`, ready: '.ProseMirror' },
  { name: `product-new-${locale}`, path: `/${locale}/admin/products/new`, ready: '.ProseMirror' },
  { name: `categories-${locale}`, path: `/${locale}/admin/categories`, ready: 'table' },
  { name: `users-${locale}`, path: `/${locale}/admin/users`, ready: 'table' },
  { name: `audit-${locale}`, path: `/${locale}/admin/audit-log`, ready: 'main h1' },
];

const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

for (const viewport of viewports) {
  for (const locale of ['pl', 'en']) {
    for (const shot of pages(locale)) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('auth_token', token);
          localStorage.setItem('auth_user', user);
        },
        [admin.token, JSON.stringify(admin.user)],
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${shot.name}: console error: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => problems.push(`${shot.name}: page error: ${error.message}`));
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.locator(shot.ready).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${shot.name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${shot.name} @${viewport.width}: ${overflow}px horizontal overflow`);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of axe.violations) {
        problems.push(
          `${shot.name} @${viewport.width}: axe ${violation.id} (${violation.nodes.length}): ${violation.help} ${violation.nodes
            .slice(0, 2)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
      }
      console.log(`${shot.path} @${viewport.width} → ${file}`);
      await context.close();
    }
  }
}
await browser.close();
if (problems.length > 0) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
}
