import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { registerPageRoutes } from '../../web/web.plugin';
import { groupSharingStore, requireRateLimitDeclarations } from './rate-limits';

/**
 * Which unsafe routes go without a rate limit, and why. Every other POST/PUT/PATCH/DELETE route outside the
 * staff panel has one — including the routes only signed-in customers reach: an account costs nothing to
 * open, so "signed in" stops no script. Staff routes (/api/admin) are left to the role guard, which refuses
 * everyone else before the body is read (admin-access.ts).
 */
const WITHOUT_LIMIT: Record<string, string> = {
  'POST /api/auth/logout': 'revokes only the token sent with it; signing out must always work',
  'POST /api/payment/p24/status':
    "Przelewy24's servers send it (signature checked); a refused notification would delay a payment",
  'POST /api/payment/p24/refund-status': "Przelewy24's servers send it (signature checked)",
  'POST /api/payment/demo/:session_id/:action':
    'acts only on a session whose id carries 96 random bits, once; exists only without Przelewy24 keys',
  'POST,PUT,PATCH,DELETE /*':
    "page form actions: they call the API in-process, whose limits count the visitor's address",
};

const PL = 'Zbyt wiele prób. Spróbuj ponownie za';
const EN = 'Too many attempts. Try again in';

describe('rate limits on every unsafe route', () => {
  let t: TestApp;
  let address = 0;
  /** Each limit is tried from an address of its own, so limits never meet in one counter by accident. */
  const nextAddress = () => `10.60.0.${++address}`;

  beforeAll(async () => {
    t = await buildTestApp({
      // Page routes too, as the production server registers them (a renderer that is never asked here).
      beforeReady: (app) => registerPageRoutes(app, async () => new Response('')),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false });
  });
  afterAll(() => t.close());

  it('walks the route table: every unsafe route declares a limit, or is a listed exception with a reason', () => {
    const declarations = t.app.rateLimitDeclarations;
    // The walk sees the shop's routes (a sample of each kind), so an empty or partial table cannot pass.
    const seen = declarations.map((route) => `${route.methods.join(',')} ${route.url}`);
    for (const route of ['POST /api/auth/login', 'POST /api/orders/guest', 'PUT /api/cart/:id', 'POST /api/contact']) {
      expect(seen).toContain(route);
    }

    const exempt = declarations
      .filter((route) => route.rateLimit === false)
      .map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(exempt.sort()).toEqual(Object.keys(WITHOUT_LIMIT).sort());
    for (const route of declarations.filter((declared) => declared.rateLimit !== false)) {
      const limit = route.rateLimit as { max?: unknown; timeWindow?: unknown };
      expect(limit.max, route.url).toEqual(expect.any(Number));
      expect(limit.timeWindow, route.url).toBeTruthy();
    }
  });

  it('refuses to start when an unsafe route declares no rate limit (buildApp installs this guard first)', async () => {
    const app = Fastify();
    requireRateLimitDeclarations(app);
    app.post('/api/limited', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => ({}));
    app.delete('/api/admin/things/:id', async () => ({}));
    const start = async () => {
      app.post('/api/forgotten', async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('POST /api/forgotten has no rate limit');
    expect(app.rateLimitDeclarations.map((route) => route.url)).toEqual(['/api/limited']);
    await app.close();
  });

  /** `max` requests from one address pass the limit (whatever they answer); the next is a 429 in its language. */
  async function expectLimit(
    max: number,
    request: (n: number) => { method: 'POST' | 'GET'; url: string; payload?: object; headers?: Record<string, string> },
  ) {
    const remoteAddress = nextAddress();
    const send = (n: number, language: string) => {
      const { headers, ...rest } = request(n);
      return t.app.inject({
        ...rest,
        remoteAddress,
        headers: { 'accept-language': language, 'x-requested-with': 'XMLHttpRequest', ...headers },
      });
    };
    for (let n = 0; n < max; n += 1) {
      const res = await send(n, 'pl');
      expect(res.statusCode, `request ${n + 1} of ${max}: ${res.body}`).not.toBe(429);
    }
    const pl = await send(max, 'pl');
    expect(pl.statusCode).toBe(429);
    expect(pl.json()).toMatchObject({ code: 'rate_limited' });
    expect(pl.json().message).toContain(PL);
    expect(Number(pl.headers['retry-after'])).toBeGreaterThan(0);
    const en = await send(max + 1, 'en');
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toContain(EN);
  }

  it('promo codes: 30 tries in 10 minutes', async () => {
    await expectLimit(30, (n) => ({
      method: 'POST',
      url: '/api/cart/promo-codes/apply',
      payload: { code: `ZGADUJE${n}` },
    }));
  });

  it('placing orders: 20 a minute, for customers and guests alike', async () => {
    await expectLimit(20, () => ({ method: 'POST', url: '/api/orders/guest', payload: {} }));
  });

  it('withdrawal by order number and e-mail: 10 in 10 minutes', async () => {
    await expectLimit(10, (n) => ({
      method: 'POST',
      url: '/api/orders/withdraw',
      payload: { order_number: `AT-2026-${n}`, email: 'ktos@example.pl' },
    }));
  });

  it('cancelling and withdrawing by order id: 20 in 10 minutes, together', async () => {
    await expectLimit(20, (n) => ({
      method: 'POST',
      url: n % 2 === 0 ? `/api/orders/${900_000 + n}/cancel` : `/api/orders/${900_000 + n}/withdraw`,
      payload: {},
    }));
  });

  it('starting a payment: 30 a minute', async () => {
    await expectLimit(30, (n) => ({
      method: 'POST',
      url: '/api/payment/initiate',
      payload: { order_id: 900_000 + n },
    }));
  });

  it('starting a social sign-in: 30 a minute', async () => {
    await expectLimit(30, () => ({ method: 'GET', url: '/api/oauth/google' }));
  });

  it('cart changes: 120 a minute, shared by every kind of change', async () => {
    const changes = [
      { method: 'POST' as const, url: '/api/cart/select-shipping', payload: {} },
      { method: 'POST' as const, url: '/api/cart/promo-codes/remove' },
      { method: 'POST' as const, url: '/api/cart/add', payload: {} },
    ];
    await expectLimit(120, (n) => changes[n % changes.length]);
  });

  it('reviews: 10 an hour per customer', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextAddress(),
      payload: { email: 'recenzent@example.pl', password: 'Skorzana1', phone: '+48 600 100 300' },
    });
    const token = registered.json().data.token as string;
    await expectLimit(10, () => ({
      method: 'POST',
      url: '/api/products/900000/reviews',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    }));
  });
});

/**
 * The counter behind `groupId`, in memory and in Redis (where several processes count together): routes of
 * one group add up, other routes keep their own count.
 */
const counterStores: [string, () => Redis | null | undefined][] = [
  ['in memory', () => undefined],
  ['in Redis', () => (process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null)],
];
describe.each(counterStores)('rate-limit counters %s', (_where, connect) => {
  const redis: Redis | null | undefined = connect();
  afterAll(async () => {
    await redis?.quit();
  });

  it.skipIf(redis === null)('share one count across the routes of a group', async () => {
    const Store = groupSharingStore(redis ?? undefined);
    const root = new Store({});
    const route = (url: string, groupId?: string): FastifyRateLimitStore =>
      root.child({ routeInfo: { method: 'POST', url }, groupId } as unknown as Parameters<
        FastifyRateLimitStore['child']
      >[0]);
    const count = (store: FastifyRateLimitStore, key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)), 60_000, 10),
      );
    const key = `10.61.0.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`;
    expect(await count(route('/api/newsletter', 'sign-up'), key)).toBe(1);
    expect(await count(route('/api/newsletter/subscribe', 'sign-up'), key)).toBe(2);
    expect(await count(route('/api/contact'), key)).toBe(1);
    expect(await count(route('/api/newsletter', 'sign-up'), `${key}-other`)).toBe(1);
  });
});
