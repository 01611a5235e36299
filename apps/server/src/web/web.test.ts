import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../modules/catalog/catalog-cache';
import { buildTestApp, type TestApp } from '../test/helper';
import { PageCache } from './page-cache';
import { registerPageRoutes } from './web.plugin';

/**
 * Stands in for React Router: like the root loader, renders the visitor's CSRF token only on pages that are
 * not shared, puts the nonce it was given on an inline script, and counts renders.
 */
function fakeRenderer() {
  const rendered: string[] = [];
  const render = async (request: Request, context: { cspNonce: string; sharedPage: boolean }) => {
    const url = new URL(request.url);
    rendered.push(url.pathname);
    const token = context.sharedPage
      ? ''
      : (/atelier_csrf=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '');
    const html = `<html><meta name="csrf-token" content="${token}"><script nonce="${context.cspNonce}">hydrate(${JSON.stringify(url.pathname)})</script><script type="application/ld+json">{}</script><script type="module" src="/assets/entry.js"></script>${url.pathname}</html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  return { render, rendered };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };
const tokenIn = (html: string) => /content="([^"]*)"/.exec(html)?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('pages served from the same process', () => {
  let t: TestApp;
  const cache = new PageCache();
  const renderer = fakeRenderer();
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: (app) => registerPageRoutes(app, renderer.render, cache) });
  });
  afterAll(() => t.close());

  it('renders a shared page once and serves every visitor the same bytes, with nothing personal in them', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // The visitor still gets a CSRF cookie, but the shared page does not carry it.
    const issued = first.cookies.find((c) => c.name === 'atelier_csrf');
    expect(issued?.httpOnly).toBe(true);
    expect(tokenIn(first.body)).toBe('');
    // Inline scripts are allowed by their hash, not by a nonce another visitor could also see.
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${sha256('hydrate("/pl/products")')}'`);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain(sha256('{}'));

    const second = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=2',
      headers: { cookie: `atelier_csrf=${'b'.repeat(43)}` },
    });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(second.cookies.find((c) => c.name === 'atelier_csrf')).toBeUndefined();
    expect(renderer.rendered.filter((p) => p === '/pl/products')).toHaveLength(1);
  });

  it('sends a cached page compressed and answers a revalidation with 304', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=2',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/pl/products');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=2',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString());
    // The cache keeps only the brotli form: a client accepting no compression still gets the page as text.
    const plain = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.body).toBe(brotliDecompressSync(br.rawPayload).toString());

    const etag = String(br.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives the visitor of a shared page their token from the API, issuing the cookie when missing', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/security/csrf' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    const cookie = fresh.cookies.find((c) => c.name === 'atelier_csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(fresh.json().token).toBe(cookie?.value);

    const token = 'c'.repeat(43);
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/security/csrf',
      headers: { cookie: `atelier_csrf=${token}` },
    });
    expect(known.json().token).toBe(token);
    expect(known.cookies).toHaveLength(0);
  });

  it("renders pages that are not shared with the visitor's own token and this response's nonce", async () => {
    const token = 'd'.repeat(43);
    const res = await t.app.inject({
      method: 'GET',
      url: '/pl/checkout',
      headers: { cookie: `atelier_csrf=${token}` },
    });
    expect(tokenIn(res.body)).toBe(token);
    const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('renders account pages for every request', async () => {
    await t.app.inject({ method: 'GET', url: '/pl/cart' });
    const again = await t.app.inject({ method: 'GET', url: '/pl/cart' });
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(renderer.rendered.filter((p) => p === '/pl/cart')).toHaveLength(2);
  });

  it("serves a category's own address from the cache, in both languages", async () => {
    for (const url of ['/pl/kategoria/portfele', '/en/category/wallets', '/pl/kategoria/portfele.data']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-page-cache'], url).toBe('miss');
      expect((await t.app.inject({ method: 'GET', url })).headers['x-page-cache'], url).toBe('hit');
    }
  });

  it('renders again the moment the catalogue changes', async () => {
    const cached = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(cached.headers['x-page-cache']).toBe('hit');
    catalogueVersion.bump();
    const res = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(res.headers['x-page-cache']).toBe('miss');
  });

  it('says where the server time went in a Server-Timing header: rendered, compressed, or from the cache', async () => {
    const durationOf = (header: unknown, name: string) =>
      Number(new RegExp(`(?:^|, )${name};dur=([0-9.]+)`).exec(String(header))?.[1] ?? Number.NaN);
    const miss = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=7',
      headers: { 'accept-encoding': 'br' },
    });
    expect(miss.headers['x-page-cache']).toBe('miss');
    const missTiming = String(miss.headers['server-timing']);
    expect(missTiming).toContain('cache;desc=miss');
    for (const phase of ['render', 'compress', 'total'])
      expect(durationOf(missTiming, phase)).toBeGreaterThanOrEqual(0);
    expect(durationOf(missTiming, 'total')).toBeGreaterThanOrEqual(durationOf(missTiming, 'render'));

    const hit = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=7',
      headers: { 'accept-encoding': 'br' },
    });
    expect(String(hit.headers['server-timing'])).toContain('cache;desc=hit');
    expect(String(hit.headers['server-timing'])).not.toContain('render;');

    const account = await t.app.inject({ method: 'GET', url: '/pl/cart' });
    expect(durationOf(account.headers['server-timing'], 'render')).toBeGreaterThanOrEqual(0);
  });

  it('keeps API 404s as JSON and does not turn missing files into pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const file = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(file.statusCode).toBe(404);
    const data = await t.app.inject({ method: 'GET', url: '/pl/products.data' });
    expect(data.statusCode).toBe(200);
  });
});

describe('a request body sent to a page', () => {
  let t: TestApp;
  let origin = '';
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: (app) => registerPageRoutes(app, fakeRenderer().render) });
    // Over a real connection: the pages take the body as the request's stream, which leads to the socket and
    // the server, objects a light-my-request injection does not have.
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('is answered, and the shop goes on answering', async () => {
    const page = await fetch(`${origin}/pl/cart`, { method: 'POST', body: 'intent=remove', headers: FORM });
    expect(page.status).toBeLessThan(500);
    const api = await fetch(`${origin}/api/nothing-here`, { method: 'POST', body: '{"a":1}', headers: JSON_BODY });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('not_found');
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});

describe('the InPost map on the checkout page', () => {
  it('allows the Geowidget host on the checkout page only, and only when a token is configured', async () => {
    const renderer = fakeRenderer();
    const configured = await buildTestApp({
      env: { INPOST_GEOWIDGET_TOKEN: 'geo-token' },
      beforeReady: (app) => registerPageRoutes(app, renderer.render),
    });
    const plain = await buildTestApp({ beforeReady: (app) => registerPageRoutes(app, renderer.render) });
    try {
      const checkout = await configured.app.inject({ method: 'GET', url: '/pl/checkout' });
      const csp = String(checkout.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/geowidget\.inpost\.pl;/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline' https://geowidget.inpost.pl");

      const cart = await configured.app.inject({ method: 'GET', url: '/pl/cart' });
      expect(String(cart.headers['content-security-policy'])).not.toContain('inpost');
      const unconfigured = await plain.app.inject({ method: 'GET', url: '/pl/checkout' });
      expect(String(unconfigured.headers['content-security-policy'])).not.toContain('inpost');
    } finally {
      await configured.close();
      await plain.close();
    }
  });
});

describe("a page's in-process API calls", () => {
  it("carry the visitor's address, so the API's rate limits count the visitor and not the server", async () => {
    const t = await buildTestApp({
      beforeReady: async (app) => {
        app.get('/api/test/who-asks', async (request) => ({ ip: request.ip }));
        await registerPageRoutes(app, async (_request, context) => {
          const answer = (await (await context.apiFetch('/api/test/who-asks')).json()) as { ip: string };
          return new Response(`<html>${answer.ip}</html>`, { headers: { 'content-type': 'text/html' } });
        });
      },
    });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/pl/cart', remoteAddress: '203.0.113.45' });
      expect(page.body).toBe('<html>203.0.113.45</html>');
    } finally {
      await t.close();
    }
  });
  it("read the frame's categories and seller once per catalogue version, the page's own data every time", async () => {
    const asked: string[] = [];
    const t = await buildTestApp({
      beforeReady: async (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/')) asked.push(request.url);
        });
        await registerPageRoutes(app, async (_request, context) => {
          const [categories, seller, cart] = await Promise.all(
            ['/api/categories?locale=pl', '/api/shop/seller', '/api/cart'].map((path) => context.apiFetch(path)),
          );
          const count = ((await categories.json()) as { data: unknown[] }).data.length;
          const name = ((await seller.json()) as { data: { name: string } }).data.name;
          return new Response(`<html>${count} ${name} ${cart.status}</html>`, {
            headers: { 'content-type': 'text/html' },
          });
        });
      },
    });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/pl/cart' });
      const second = await t.app.inject({ method: 'GET', url: '/pl/checkout' });
      expect(second.body).toBe(first.body);
      expect(asked.filter((url) => url.startsWith('/api/categories'))).toHaveLength(1);
      expect(asked.filter((url) => url === '/api/shop/seller')).toHaveLength(1);
      expect(asked.filter((url) => url === '/api/cart')).toHaveLength(2);

      catalogueVersion.bump();
      await t.app.inject({ method: 'GET', url: '/pl/cart' });
      expect(asked.filter((url) => url.startsWith('/api/categories'))).toHaveLength(2);
      expect(asked.filter((url) => url === '/api/shop/seller')).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
