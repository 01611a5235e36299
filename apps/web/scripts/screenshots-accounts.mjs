// Screenshots of the account pages and the product reviews at phone and desktop sizes, in both languages.
// Usage: start the production server (npm run serve, or node apps/server/dist/server.js), then
//   node apps/web/scripts/screenshots-accounts.mjs [baseUrl] [outDir]
// It logs in as the demo customer for the profile and the write-review form, and reports horizontal
// overflow, console errors and axe violations per page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots-accounts';
const product = process.env.SHOT_PRODUCT ?? 'torebka-aurelia-koniak';
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const pages = (locale) => [
  { name: `login-${locale}`, path: `/${locale}/login` },
  { name: `login-reset-${locale}`, path: `/${locale}/login?reset=success&email=klient%40atelier.pl` },
  { name: `register-${locale}`, path: `/${locale}/register` },
  { name: `forgot-${locale}`, path: `/${locale}/forgot-password` },
  { name: `reset-${locale}`, path: `/${locale}/reset-password?token=abc&email=klient%40atelier.pl` },
  { name: `oauth-failed-${locale}`, path: `/${locale}/oauth/callback?success=0&error=Logowanie%20przerwane.` },
  { name: `profile-guest-${locale}`, path: `/${locale}/profile` },
  { name: `profile-${locale}`, path: `/${locale}/profile`, login: true },
  { name: `reviews-guest-${locale}`, path: `/${locale}/products/${product}`, section: '#reviews' },
  { name: `reviews-${locale}`, path: `/${locale}/products/${product}`, section: '#reviews', login: true, write: true },
];

const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function session() {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'klient@atelier.pl', password: 'Klient123!' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).data;
}
const customer = await session();

for (const viewport of viewports) {
  for (const locale of ['pl', 'en']) {
    for (const shot of pages(locale)) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      if (shot.login) {
        await context.addInitScript(
          ([token, user]) => {
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', user);
          },
          [customer.token, JSON.stringify(customer.user)],
        );
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${shot.name}: console error: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => problems.push(`${shot.name}: page error: ${error.message}`));
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${shot.name}-${viewport.name}.png`);
      if (shot.section) {
        if (shot.write) {
          const write = page.getByRole('button', { name: locale === 'pl' ? 'Napisz opinię' : 'Write a review' });
          await write.click();
          await page.locator('textarea').waitFor();
        }
        await page.locator(shot.section).scrollIntoViewIfNeeded();
        await page.locator(shot.section).screenshot({ path: file });
        // The rating beside the price, too.
        await page.locator('h1').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: path.join(outDir, `${shot.name}-top-${viewport.name}.png`) });
      } else {
        // The page without the footer: header, then the main content.
        const bottom = await page
          .locator('main')
          .evaluate((main) => main.getBoundingClientRect().bottom + window.scrollY);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: bottom },
        });
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${shot.name} @${viewport.width}: ${overflow}px horizontal overflow`);
      if (viewport.name === 'desktop') {
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of axe.violations) {
          problems.push(`${shot.name}: axe ${violation.id} (${violation.nodes.length}): ${violation.help}`);
        }
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
