import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShopProcess } from './processes';

/**
 * Cross-site request protection as deployed (decision 002): a NODE_ENV=production process behind one proxy
 * (TRUST_PROXY=1) whose public address is https://shop.example while the process itself is reached over plain
 * http on 127.0.0.1. The test plays nginx and the visitor's browser: every request carries the proxy's
 * X-Forwarded-For and X-Forwarded-Proto, the Host the process sees is its own, and the browser adds its Fetch
 * Metadata and Origin. The shop's origin is PUBLIC_URL's, never the Host the request arrived with.
 */
describe('a production process behind a proxy refuses cross-site log-ins', () => {
  const PUBLIC_URL = 'https://shop.example';
  let shop: ShopProcess;
  let client = 0;

  beforeAll(async () => {
    shop = await startShopProcess({ TRUST_PROXY: '1', PUBLIC_URL });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  /** A POST as nginx passes it on: each from its own client address, so no rate limit is met. */
  const post = (url: string, body: unknown, browser: Record<string, string>) => {
    client += 1;
    return fetch(`${shop.url}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': `198.51.100.${client}`,
        'x-forwarded-proto': 'https',
        // The visitor's cookies: a guest cart, and the CSRF cookie of an earlier page, without its header.
        cookie: `atelier_cart=${'c'.repeat(43)}; atelier_csrf=${'t'.repeat(43)}`,
        ...browser,
      },
      body: JSON.stringify(body),
    });
  };
  const account = { email: 'ewa.kowal@example.pl', password: 'Skorzana123' };
  const logIn = (browser: Record<string, string>) => post('/api/auth/login', account, browser);

  beforeAll(async () => {
    const registered = await post('/api/auth/register', { ...account, phone: '+48 600 700 800' }, {});
    expect(registered.status, await registered.clone().text()).toBe(201);
  });

  it('refuses a log-in posted from another site (403, in the visitor’s language)', async () => {
    const res = await logIn({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'cross_site_request',
      message: "A request sent from another website was refused. Open the shop's page and try again.",
    });
  });

  it('logs in from the shop’s own page without any token', async () => {
    const res = await logIn({ 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { token: string } }).data.token).toMatch(/\S{20,}/);
  });

  it('judges an older browser’s Origin by PUBLIC_URL, not by the Host the process sees', async () => {
    expect((await logIn({ origin: PUBLIC_URL })).status).toBe(200);
    // The address the process is reached at behind nginx is not the shop's origin.
    expect((await logIn({ origin: shop.url })).status).toBe(403);
    expect((await logIn({ origin: 'http://shop.example' })).status).toBe(403);
  });
});
