import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { clock, SEEDED_AT } from '../modules/catalog/catalog.test-support';
import { buildTestApp, type TestApp } from '../test/helper';
import { registerWeb } from './web.plugin';

/**
 * Odd input in the addresses of the shop's pages, rendered by the real React Router build (its loaders call the
 * API in-process, as in production): every answer is below 500, and text PostgreSQL cannot store is a 400
 * before any loader runs (docs/decisions/016-odd-input-is-refused-at-the-edge.md). Needs `npm run build`,
 * which CI runs before the tests; without a build this file is skipped (app.odd-input.test.ts still covers
 * the page routes with a stand-in renderer).
 */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'build');
const built = existsSync(path.join(buildDir, 'server', 'index.js'));

const ODD_SEGMENTS = ['a%00b', '%ED%A0%80', '99999999999999999999', '2147483648', '9999-12-31', '0000-01-01', '-1'];
const PAGES_WITH_A_SEGMENT = [
  '/pl/products/',
  '/en/products/',
  '/pl/blog/',
  '/en/blog/',
  '/pl/blog/category/',
  '/pl/blog/tag/',
  '/pl/payment/',
  '/pl/payment/demo/',
  '/pl/orders/',
  '/pl/orders/guest/',
  '/pl/admin/products/',
  '/pl/admin/orders/',
  '/pl/admin/blog/',
  '/pl/admin/pages/',
];
const ODD_QUERIES = ['category', 'tag', 'page', 'min_price', 'search', 'date_to'].flatMap((key) =>
  ['a%00b', '99999999999999999999', '2147483648', '9999-12-31'].map((value) => `${key}=${value}`),
);
const PAGES_WITH_A_QUERY = ['/pl/products', '/pl/blog', '/pl/admin/orders'];
/** Each page render runs the real loaders; the staff pages are also visited signed in. */
const isStaffPage = (url: string) => url.startsWith('/pl/admin');

describe.skipIf(!built)('odd input in page addresses (the real web build)', () => {
  let t: TestApp;
  let admin = '';

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      beforeReady: (app) => registerWeb(app, { buildDir, uploadsDir: path.join(buildDir, 'no-uploads') }),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@atelier.pl', password: 'Admin123!' },
    });
    admin = login.json().data.token;
  });
  afterAll(() => t?.close());

  let address = 0;
  const visit = (url: string, signedIn: boolean) =>
    t.app.inject({
      url,
      remoteAddress: `10.70.${(++address >> 8) & 255}.${address & 255}`,
      headers: signedIn ? { authorization: `Bearer ${admin}` } : {},
    });

  it('answers every odd page address below 500, and NUL with a 400 in the language of the page', async () => {
    const faults: string[] = [];
    const urls = [
      ...PAGES_WITH_A_SEGMENT.flatMap((page) => ODD_SEGMENTS.map((segment) => `${page}${segment}`)),
      ...PAGES_WITH_A_QUERY.flatMap((page) => ODD_QUERIES.map((query) => `${page}?${query}`)),
    ];
    for (const url of urls) {
      for (const signedIn of isStaffPage(url) ? [false, true] : [false]) {
        const res = await visit(url, signedIn);
        if (res.statusCode >= 500) faults.push(`${url}${signedIn ? ' (admin)' : ''}: ${res.statusCode}`);
        if (url.includes('%00') && res.statusCode !== 400) faults.push(`${url}: ${res.statusCode}, not 400`);
      }
    }
    expect(faults).toEqual([]);

    const english = await visit('/en/products/portfel%00', false);
    expect(english.json().message).toMatch(/^The request contains a character that cannot be stored/);
    const polish = await visit('/pl/blog/wpis%00', false);
    expect(polish.json().message).toMatch(/^Dane zawierają znak, którego nie można zapisać/);
  }, 180_000);
});
