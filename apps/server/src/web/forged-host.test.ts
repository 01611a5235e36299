import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { buildTestApp, type TestApp } from '../test/helper';
import { PageCache } from './page-cache';
import { registerPageRoutes } from './web.plugin';

const PUBLIC_URL = 'https://sklep.example.pl';
const EVIL = 'evil.example';

/** What a visitor controls about "where the shop is": every way of naming another host, all at once. */
const FORGED = {
  host: EVIL,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'http',
  forwarded: `host=${EVIL};proto=http`,
};

/**
 * Stands in for React Router the way the shop's routes use it: canonical and hreflang links from the request's
 * own URL, og:url and JSON-LD from the load context's publicUrl, plus the Host header the page was given.
 */
async function renderLikeTheShop(request: Request, context: { publicUrl: string }) {
  const url = new URL(request.url);
  const html = [
    '<html><head>',
    `<link rel="canonical" href="${url.origin}${url.pathname}">`,
    `<meta property="og:url" content="${context.publicUrl}${url.pathname}">`,
    `<script type="application/ld+json">{"url":"${context.publicUrl}${url.pathname}"}</script>`,
    `<meta name="seen-host" content="${request.headers.get('host')}">`,
    `</head><body>${request.headers.get('x-forwarded-host') ?? ''}${request.headers.get('forwarded') ?? ''}</body></html>`,
  ].join('');
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * A forged Host or X-Forwarded-Host (behind a trusted proxy, which passes the client's header on) once made
 * the page cache serve canonical, hreflang, og:url and JSON-LD links to the attacker's host to every later
 * visitor. Every absolute address now comes from PUBLIC_URL: in pages (rendered and cached), e-mails, the
 * sitemap, the RSS feed and the API.
 */
describe('a request naming another host (Host, X-Forwarded-Host behind a trusted proxy)', () => {
  let t: TestApp;
  const cache = new PageCache();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { PUBLIC_URL, TRUST_PROXY: '1' },
      beforeReady: (app) => registerPageRoutes(app, renderLikeTheShop, cache),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false });
  });
  afterAll(() => t.close());

  it.each(['/pl', '/pl/products', '/pl/products/torebka-aurelia-koniak'])(
    'never reaches %s: not when rendered, not when served from the cache',
    async (path) => {
      const poisoned = await t.app.inject({ method: 'GET', url: path, headers: FORGED });
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.headers['x-page-cache']).toBe('miss');
      expect(poisoned.body).not.toContain(EVIL);
      expect(poisoned.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
      expect(poisoned.body).toContain('<meta name="seen-host" content="sklep.example.pl">');

      const later = await t.app.inject({ method: 'GET', url: path });
      expect(later.headers['x-page-cache']).toBe('hit');
      expect(later.body).toBe(poisoned.body);
    },
  );

  it('never reaches a page rendered for one visitor either', async () => {
    const cart = await t.app.inject({ method: 'GET', url: '/pl/cart', headers: FORGED });
    expect(cart.headers['x-page-cache']).toBeUndefined();
    expect(cart.body).not.toContain(EVIL);
    expect(cart.body).toContain(`href="${PUBLIC_URL}/pl/cart"`);
  });

  it('never reaches the sitemap, robots.txt, the RSS feeds or the API’s absolute addresses', async () => {
    for (const url of [
      '/sitemap.xml',
      '/robots.txt',
      '/pl/blog/rss.xml',
      '/en/blog/rss.xml',
      '/api/products?per_page=5',
      '/api/products/slug/torebka-aurelia-koniak',
      '/api/banners/carousel',
      '/api/blog/posts',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: FORGED });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(EVIL);
      expect(res.body, url).toContain(PUBLIC_URL);
    }
  });

  it('never reaches the e-mails (links in a welcome e-mail)', async () => {
    const email = 'host-check@example.pl';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: FORGED,
      payload: { email, password: 'Skorzana1', phone: '+48 600 100 200' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail.html).toContain(PUBLIC_URL);
    expect(`${mail.html}${mail.text}`).not.toContain(EVIL);
  });
});
