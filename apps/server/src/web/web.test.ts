import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../modules/catalog/catalog-cache';
import { buildTestApp, type TestApp } from '../test/helper';
import { PageCache } from './page-cache';
import { registerPageRoutes } from './web.plugin';

/** Stands in for React Router: renders the visitor's CSRF token and the nonce it was given, and counts renders. */
function fakeRenderer() {
  const rendered: string[] = [];
  const render = async (request: Request, context: { cspNonce: string }) => {
    const url = new URL(request.url);
    rendered.push(url.pathname);
    const token = /atelier_csrf=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '';
    const html = `<html><meta name="csrf-token" content="${token}"><script nonce="${context.cspNonce}">1</script>${url.pathname}</html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  return { render, rendered };
}

const tokenIn = (html: string) => /content="([^"]+)"/.exec(html)?.[1];
const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('pages served from the same process', () => {
  let t: TestApp;
  const cache = new PageCache();
  const renderer = fakeRenderer();
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: (app) => registerPageRoutes(app, renderer.render, cache) });
  });
  afterAll(() => t.close());

  it('renders a shared page once and serves every visitor their own token and nonce', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const issued = first.cookies.find((c) => c.name === 'atelier_csrf');
    expect(issued?.httpOnly).toBe(true);
    expect(tokenIn(first.body)).toBe(issued?.value);
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonceIn(first.body)}'`);

    const otherToken = 'b'.repeat(43);
    const second = await t.app.inject({
      method: 'GET',
      url: '/pl/products?category=2',
      headers: { cookie: `atelier_csrf=${otherToken}` },
    });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(tokenIn(second.body)).toBe(otherToken);
    expect(second.cookies.find((c) => c.name === 'atelier_csrf')).toBeUndefined();
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonceIn(second.body)}'`);
    expect(nonceIn(second.body)).not.toBe(nonceIn(first.body));
    expect(renderer.rendered.filter((p) => p === '/pl/products')).toHaveLength(1);
  });

  it('renders account pages for every request', async () => {
    await t.app.inject({ method: 'GET', url: '/pl/cart' });
    const again = await t.app.inject({ method: 'GET', url: '/pl/cart' });
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(renderer.rendered.filter((p) => p === '/pl/cart')).toHaveLength(2);
  });

  it('renders again the moment the catalogue changes', async () => {
    const cached = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(cached.headers['x-page-cache']).toBe('hit');
    catalogueVersion.bump();
    const res = await t.app.inject({ method: 'GET', url: '/pl/products?category=2' });
    expect(res.headers['x-page-cache']).toBe('miss');
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
