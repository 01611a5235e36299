import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const pl = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(pl.statusCode).toBe(404);
    expect(pl.headers['content-type']).toMatch(/application\/json/);
    expect(pl.json().message).toBe('Nie ma takiego adresu API.');
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('There is no such API address.');
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP (localhost, or a proxy the shop does not trust): no HSTS, or the browser would refuse HTTP.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted TLS proxy (TRUST_PROXY) tells browsers to keep to HTTPS', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('describes itself as OpenAPI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('turns malformed JSON into a 400 with a message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nieprawidłowy format JSON.');
  });
});
