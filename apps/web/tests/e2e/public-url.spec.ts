import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './playwright-utils';

/**
 * The shop's own address is PUBLIC_URL (here the project's base URL, http://127.0.0.1:<port>), whatever a
 * request says. A forged Host or X-Forwarded-Host (the servers trust their loopback proxy, as deployed behind
 * nginx) once poisoned the page cache with links to another host for every later visitor; and photographs
 * written as absolute PUBLIC_URL addresses broke under the CSP's img-src 'self' for anyone who opened the
 * shop by another name (localhost for 127.0.0.1).
 */
const SLUG = 'torebka-aurelia-koniak';
const EVIL = 'evil.example';

type Answer = { status: number; cache: string | undefined; body: string };

/** A GET with exactly these headers (fetch would not let a test choose the Host). */
function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseURL}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] as string | undefined, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

test.describe('the shop’s own address (PUBLIC_URL)', () => {
  test('a forged Host or X-Forwarded-Host never reaches a page, rendered or served from the cache', async ({ e2e }) => {
    // A query of its own makes the first request a cache miss, whatever other journeys have opened.
    const fresh = `host-check-${Date.now()}`;
    for (const path of ['/pl', '/pl/products', `/pl/products/${SLUG}`]) {
      const url = `${path}?utm_campaign=${fresh}`;
      const poisoned = await get(e2e.baseURL, url, { host: EVIL, 'x-forwarded-host': EVIL });
      expect(poisoned.status, url).toBe(200);
      expect(poisoned.cache, url).toBe('miss');
      expect(poisoned.body, url).not.toContain(EVIL);

      const later = await get(e2e.baseURL, url);
      expect(later.cache, url).toBe('hit');
      expect(later.body, url).not.toContain(EVIL);
      expect(later.body).toContain(`rel="canonical" href="${e2e.baseURL}${path}`);
    }
  });

  test('pages show photographs from their own origin; og:image and JSON-LD keep absolute PUBLIC_URL addresses', async ({
    e2e,
  }) => {
    for (const path of ['/pl', '/pl/products', `/pl/products/${SLUG}`, '/pl/gallery']) {
      const { body } = await get(e2e.baseURL, path);
      const images = [...body.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag);
      expect(images.length, path).toBeGreaterThan(0);
      // Same origin: a path, never an address with a host of its own.
      for (const tag of images) {
        expect(attribute(tag, 'src'), tag).toMatch(/^\/(?!\/)/);
        for (const candidate of (attribute(tag, 'srcSet') ?? '').split(',').filter(Boolean)) {
          expect(candidate.trim(), tag).toMatch(/^\/(?!\/)/);
        }
      }
      expect(
        images.some((tag) => attribute(tag, 'src')?.startsWith('/uploads/')),
        path,
      ).toBe(true);
    }

    const { body } = await get(e2e.baseURL, `/pl/products/${SLUG}`);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(body)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${e2e.baseURL}/uploads/.+\\.webp$`));
    const blocks = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json),
    );
    // Aurelia comes in three sizes: a ProductGroup whose variants carry the photographs and offers.
    const group = blocks.find((block) => block['@type'] === 'ProductGroup');
    expect(group.url).toBe(`${e2e.baseURL}/pl/products/${SLUG}`);
    expect(group.hasVariant.length).toBeGreaterThan(1);
    for (const product of group.hasVariant) {
      expect(product.image.length).toBeGreaterThan(0);
      for (const image of product.image) expect(image).toMatch(new RegExp(`^${e2e.baseURL}/uploads/`));
      expect(product.offers.url).toMatch(new RegExp(`^${e2e.baseURL}/pl/products/${SLUG}\\?variant=\\d+$`));
    }
  });

  test('opened under another name than PUBLIC_URL, the shop shows its photographs with no CSP error', async ({
    page,
    e2e,
    consoleErrors,
  }) => {
    const locale = isPhone(page) ? 'en' : 'pl';
    const elsewhere = e2e.baseURL.replace('127.0.0.1', 'localhost');
    expect(elsewhere).not.toBe(e2e.baseURL);

    await page.goto(`${elsewhere}/${locale}`);
    await expectPhotographsShown(page);
    await page.goto(`${elsewhere}/${locale}/products/${SLUG}`);
    await expectPhotographsShown(page);

    // The cart draws its lines from the API in the browser: the same photographs, the same origin.
    await page.goto(`${elsewhere}/${locale}/products/portfel-odra-koniak`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: locale === 'pl' ? 'Dodaj do koszyka' : 'Add to cart' }).click();
    await main.getByRole('link', { name: locale === 'pl' ? 'Przejdź do koszyka' : 'Go to your cart' }).click();
    await expect(page).toHaveURL(`${elsewhere}/${locale}/cart`);
    await expect(page.getByRole('main').locator('img[src^="/uploads/"]').first()).toBeVisible();
    await expectPhotographsShown(page);

    expect(consoleErrors).toEqual([]);
  });
});

/** Every photograph the browser has loaded on the page was shown (none refused), and at least one was. */
async function expectPhotographsShown(page: Page) {
  const first = page.getByRole('main').locator('img').first();
  await expect(first).toBeVisible();
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const refused = await page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc),
  );
  expect(refused).toEqual([]);
}
