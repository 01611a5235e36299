// Screenshots of the cart, the wishlist and the product page's purchase box at phone and desktop sizes, in
// both languages: an empty cart, a cart with lines, with a promo code, offline, and the wishlist.
// Usage: start the production server, then
//   node apps/web/scripts/screenshots-cart.mjs [baseUrl] [outDir]
// It reports horizontal overflow, console errors and axe violations per page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots-cart';
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const WALLET = 'portfel-kasztan-kawowy';
const BAG = 'torebka-aurelia-koniak';
const KEYS = 'etui-na-klucze-rynek-koniak';

/** Puts products in this browser context's guest cart through the API, as the page would. */
async function fillCart(context, items, code) {
  const csrf = await (await context.request.get(`${baseUrl}/api/security/csrf`)).json();
  const headers = { 'x-csrf-token': csrf.token, 'x-requested-with': 'XMLHttpRequest' };
  for (const item of items) {
    const product = await (await context.request.get(`${baseUrl}/api/products/slug/${item.slug}`)).json();
    const response = await context.request.post(`${baseUrl}/api/cart/add`, {
      headers,
      data: { product_id: product.data.id, quantity: item.quantity ?? 1, ...(item.size ? { size: item.size } : {}) },
    });
    if (!response.ok()) throw new Error(`add ${item.slug}: ${response.status()} ${await response.text()}`);
  }
  if (code) await context.request.post(`${baseUrl}/api/cart/promo-codes/apply`, { headers, data: { code } });
}

const shots = (locale) => [
  { name: `cart-empty-${locale}`, path: `/${locale}/cart` },
  {
    name: `cart-lines-${locale}`,
    path: `/${locale}/cart`,
    cart: [{ slug: WALLET, quantity: 2 }, { slug: BAG, size: 'M' }, { slug: KEYS }],
  },
  { name: `cart-small-${locale}`, path: `/${locale}/cart`, cart: [{ slug: KEYS }] },
  { name: `cart-code-${locale}`, path: `/${locale}/cart`, cart: [{ slug: WALLET }, { slug: KEYS }], code: 'WITAJ10' },
  { name: `cart-expired-${locale}`, path: `/${locale}/cart`, cart: [{ slug: WALLET }], typeCode: 'LATO2026' },
  { name: `cart-remove-${locale}`, path: `/${locale}/cart`, cart: [{ slug: WALLET }], remove: true },
  { name: `cart-offline-${locale}`, path: `/${locale}/cart`, offline: true },
  { name: `product-${locale}`, path: `/${locale}/products/${BAG}` },
  { name: `product-added-${locale}`, path: `/${locale}/products/${WALLET}`, add: true },
  { name: `wishlist-empty-${locale}`, path: `/${locale}/wishlist` },
  { name: `wishlist-${locale}`, path: `/${locale}/wishlist`, hearts: true },
];

const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

for (const viewport of viewports) {
  for (const locale of ['pl', 'en']) {
    for (const shot of shots(locale)) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      // The cookie banner has its own screenshots; here it would cover the cart.
      await context.addInitScript(() => {
        const choice = {
          analytics: false,
          marketing: false,
          version: '2025-10-25',
          decidedAt: new Date().toISOString(),
        };
        localStorage.setItem('cookie_consent', JSON.stringify({ ...choice, id: null, synced: true }));
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !shot.offline) {
          problems.push(`${shot.name}: console error: ${message.text().slice(0, 300)}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${shot.name}: page error: ${error.message}`));
      if (shot.cart) await fillCart(context, shot.cart, shot.code);
      if (shot.offline) {
        // A product saved on this device before the connection dropped, then no API at all.
        await page.goto(`${baseUrl}/${locale}/products/${WALLET}`, { waitUntil: 'networkidle' });
        await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: locale === 'pl' ? 'Dodaj do koszyka' : 'Add to cart' }).click();
        await page.waitForTimeout(300);
      }
      if (shot.hearts) {
        await page.goto(`${baseUrl}/${locale}/products`, { waitUntil: 'networkidle' });
        const hearts = page.getByRole('button', { name: locale === 'pl' ? /Zapisz w ulubionych/ : /Save to wishlist/ });
        for (const index of [0, 2, 5]) await hearts.nth(index).click();
      }
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if (shot.add) {
        await page.getByRole('button', { name: locale === 'pl' ? 'Dodaj do koszyka' : 'Add to cart' }).click();
        await page.getByRole('link', { name: locale === 'pl' ? 'Przejdź do koszyka' : 'Go to your cart' }).waitFor();
      }
      if (shot.typeCode) {
        await page.getByLabel(locale === 'pl' ? 'Kod rabatowy' : 'Promo code').fill(shot.typeCode);
        await page.getByRole('button', { name: locale === 'pl' ? 'Zastosuj' : 'Apply' }).click();
        await page.locator('main [id$="-error"]').waitFor();
      }
      if (shot.remove) {
        await page.getByRole('button', { name: locale === 'pl' ? /^Usuń z koszyka/ : /^Remove from cart/ }).click();
        await page.getByRole('alertdialog').waitFor();
      }
      await page.waitForTimeout(400);
      const file = path.join(outDir, `${shot.name}-${viewport.name}.png`);
      if (shot.add || shot.remove || shot.typeCode) {
        await page.screenshot({ path: file });
      } else {
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
      if (viewport.name === 'desktop' && !shot.offline) {
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of axe.violations) {
          problems.push(
            `${shot.name}: axe ${violation.id} (${violation.nodes.length}): ${violation.help} ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
          );
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
