import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, orders, users } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import type { DomainError } from '../../errors';
import { buildTestApp, type TestApp } from '../../test/helper';
import { Browser, makeProduct } from '../cart/cart.test-support';
import { guestBody } from '../orders/orders.test-support';
import { csrfProtection } from './csrf';

/**
 * Cross-site request forgery (decision 002), call by call of the first version's client, every one from a
 * browser that carries the shop's cookies. The browser's Fetch Metadata decides where a request comes from:
 * no token in the page is needed, a token that is sent must be right, and a right token never makes a
 * cross-site request pass.
 */
const SHOP = 'https://sklep.example';
const FOREIGN = 'https://zly.example';
/** Same site as the shop (another subdomain of sklep.example), another origin. */
const SIBLING = 'https://blog.sklep.example';

/** A call ready to send from one browser, and how to see afterwards whether it took effect. */
type Prepared = { browser: Browser; url: string; payload: unknown; tookEffect?: () => Promise<boolean> };
type Call = { name: string; locale: 'pl' | 'en'; success: number; prepare(): Promise<Prepared> };

type Scenario = { name: string; headers: Record<string, string>; token: 'none' | 'right' | 'wrong' };

const REFUSED_AS_CROSS_SITE: Scenario[] = [
  { name: 'a cross-site request', headers: { 'sec-fetch-site': 'cross-site', origin: FOREIGN }, token: 'none' },
  {
    name: 'a same-site request from another origin (a sibling subdomain)',
    headers: { 'sec-fetch-site': 'same-site', origin: SIBLING },
    token: 'none',
  },
  { name: 'an older browser’s request from a foreign Origin', headers: { origin: FOREIGN }, token: 'none' },
  { name: 'an older browser’s request with Origin: null', headers: { origin: 'null' }, token: 'none' },
  {
    name: 'a cross-site request carrying the visitor’s right token',
    headers: { 'sec-fetch-site': 'cross-site', origin: FOREIGN },
    token: 'right',
  },
];

const PASSING: Scenario[] = [
  {
    name: 'a same-origin request without any token',
    headers: { 'sec-fetch-site': 'same-origin', origin: SHOP },
    token: 'none',
  },
  { name: 'an older browser’s request from the shop’s Origin (PUBLIC_URL)', headers: { origin: SHOP }, token: 'none' },
  { name: 'a request with neither header (no browser)', headers: {}, token: 'none' },
  {
    name: 'a same-origin request with the right token (the double submit)',
    headers: { 'sec-fetch-site': 'same-origin', origin: SHOP },
    token: 'right',
  },
];

const MESSAGES = {
  pl: {
    crossSite: 'Odrzucono żądanie wysłane z innej witryny. Otwórz stronę sklepu i spróbuj ponownie.',
    wrongToken: 'Sesja strony wygasła. Odśwież stronę i spróbuj ponownie.',
  },
  en: {
    crossSite: "A request sent from another website was refused. Open the shop's page and try again.",
    wrongToken: 'The page session has expired. Refresh the page and try again.',
  },
};

describe('cross-site request protection of the first version’s calls', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let productId: number;
  let seq = 0;
  const email = (what: string) => `${what}.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: SHOP } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    productId = (await makeProduct(db(), { price: 12_900, stock: 10_000 })).id;
  });
  afterAll(() => t.close());

  /** A guest who has put a product in the cart: the browser now carries the cart cookie as well. */
  const guestWithCart = async (locale: 'pl' | 'en') => {
    const browser = new Browser(t, locale);
    await browser.add(productId);
    return browser;
  };
  const quantityInCart = async (browser: Browser) => (await browser.cart()).items[0]?.quantity ?? 0;

  const calls: Call[] = [
    {
      name: 'register',
      locale: 'pl',
      success: 201,
      async prepare() {
        const address = email('rejestracja');
        return {
          browser: await guestWithCart('pl'),
          url: '/api/auth/register',
          payload: { email: address, password: 'Skorzana123', phone: '+48 600 700 800' },
          tookEffect: async () => (await db().select().from(users).where(eq(users.email, address))).length === 1,
        };
      },
    },
    {
      name: 'login',
      locale: 'en',
      success: 200,
      async prepare() {
        return {
          browser: await guestWithCart('en'),
          url: '/api/auth/login',
          payload: { email: 'klient@atelier.pl', password: 'Klient123!' },
        };
      },
    },
    {
      name: 'cart add',
      locale: 'pl',
      success: 200,
      async prepare() {
        const browser = await guestWithCart('pl');
        return {
          browser,
          url: '/api/cart/add',
          payload: { product_id: productId, quantity: 1 },
          tookEffect: async () => (await quantityInCart(browser)) === 2,
        };
      },
    },
    {
      name: 'promo-code apply',
      locale: 'en',
      success: 200,
      async prepare() {
        const browser = await guestWithCart('en');
        return {
          browser,
          url: '/api/cart/promo-codes/apply',
          payload: { code: 'WITAJ10' },
          tookEffect: async () => (await browser.cart()).coupon?.code === 'WITAJ10',
        };
      },
    },
    {
      name: 'contact',
      locale: 'pl',
      success: 200,
      async prepare() {
        return {
          browser: await guestWithCart('pl'),
          url: '/api/contact',
          payload: {
            name: 'Anna',
            surname: 'Kowalska',
            email: email('kontakt'),
            message: 'Czy torba zmieści laptopa?',
          },
        };
      },
    },
    {
      name: 'newsletter',
      locale: 'en',
      success: 200,
      async prepare() {
        const address = email('newsletter');
        return {
          browser: await guestWithCart('en'),
          url: '/api/newsletter',
          payload: { email: address },
          tookEffect: async () =>
            (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address))).length ===
            1,
        };
      },
    },
    {
      name: 'guest order',
      locale: 'pl',
      success: 201,
      async prepare() {
        const browser = await guestWithCart('pl');
        const buyer = email('zamowienie');
        return {
          browser,
          url: '/api/orders/guest',
          payload: guestBody(await browser.cart(), {}, { email: buyer }),
          tookEffect: async () => (await db().select().from(orders).where(eq(orders.email, buyer))).length === 1,
        };
      },
    },
  ];

  /** The browser sends the page's right token (its cookie's), another page's, or none. */
  const send = (prepared: Prepared, scenario: Scenario) => {
    const wrong: Record<string, string> =
      scenario.token === 'wrong' ? { 'x-csrf-token': 'a-token-of-another-page-0123456789abcdefghijk' } : {};
    return prepared.browser.send('POST', prepared.url, prepared.payload, {
      csrf: scenario.token !== 'none',
      headers: { ...wrong, ...scenario.headers },
    });
  };

  describe.each(calls)('$name', (call) => {
    it.each(REFUSED_AS_CROSS_SITE)('refuses $name (403, in the visitor’s language)', async (scenario) => {
      const prepared = await call.prepare();
      const res = await send(prepared, scenario);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'cross_site_request', message: MESSAGES[call.locale].crossSite });
      if (prepared.tookEffect) expect(await prepared.tookEffect()).toBe(false);
    });

    it.each(PASSING)('lets $name through', async (scenario) => {
      const prepared = await call.prepare();
      const res = await send(prepared, scenario);
      expect(res.statusCode, res.body).toBe(call.success);
      if (prepared.tookEffect) expect(await prepared.tookEffect()).toBe(true);
    });

    it('refuses a token that is not the visitor’s, even from the shop’s own page', async () => {
      const prepared = await call.prepare();
      const res = await send(prepared, {
        name: 'wrong token',
        headers: { 'sec-fetch-site': 'same-origin', origin: SHOP },
        token: 'wrong',
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'csrf_token_mismatch', message: MESSAGES[call.locale].wrongToken });
      if (prepared.tookEffect) expect(await prepared.tookEffect()).toBe(false);
    });
  });

  it('lets a same-site request through only with the shop’s own Origin, and a typed address (none) always', async () => {
    for (const [headers, status] of [
      [{ 'sec-fetch-site': 'same-site', origin: SHOP }, 200],
      [{ 'sec-fetch-site': 'same-site' }, 403],
      [{ 'sec-fetch-site': 'none' }, 200],
      [{ 'sec-fetch-site': 'something-new', origin: SHOP }, 403],
    ] as const) {
      const browser = await guestWithCart('pl');
      const res = await browser.send('POST', '/api/cart/add', { product_id: productId }, { csrf: false, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
    }
  });

  it('never checks a route that opts out (config: { csrf: false }) nor a read', async () => {
    // The guard alone, with a route that opts out (no route of the shop does today).
    const app = Fastify();
    app.decorate('deps', { config: { publicUrl: SHOP } } as never);
    await app.register(cookie);
    app.setErrorHandler((error, _request, reply) => reply.code((error as DomainError).status ?? 500).send(error));
    await app.register(csrfProtection);
    app.post('/notification', { config: { csrf: false } }, async () => ({ ok: true }));
    app.post('/change', async () => ({ ok: true }));
    app.get('/read', async () => ({ ok: true }));
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: FOREIGN, cookie: 'atelier_csrf=abc' };
    try {
      expect((await app.inject({ method: 'POST', url: '/notification', headers: crossSite })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/read', headers: crossSite })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/change', headers: crossSite })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
