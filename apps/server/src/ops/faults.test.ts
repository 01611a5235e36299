import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ShopProcess, startShopProcess } from './processes';

/**
 * Redis is an accelerator, not a dependency (issue "Production"): with REDIS_URL pointing at a Redis that is
 * down, the process starts, says so in its readiness check, and keeps selling — catalogue reads, sign-up and
 * log-in (whose rate limits live in Redis) all answer. Runs on the embedded database, so everywhere.
 */
describe('Redis down', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    // A port nothing listens on: every Redis command fails at once with ECONNREFUSED.
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    shop = await startShopProcess({ REDIS_URL: deadRedis, DATABASE_URL: '' }, { readyPath: '/api/health/live' });
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${shop.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('reports Redis as down without taking the shop out of service', async () => {
    const ready = await call('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: 'ok', migrations: 'ok', redis: 'down' });
    expect((await call('GET', '/api/health')).status).toBe(200);
    // Operators learn why from the log (JSON lines), without a stack trace on every reconnection attempt.
    expect(shop.output()).toMatch(/"level":40.*redis unavailable/);
  });

  it('keeps selling: the catalogue answers, and a customer signs up and logs in through rate-limited routes', async () => {
    expect((await call('GET', '/api/products?per_page=4')).status).toBe(200);
    const email = `redis-down-${Date.now()}@example.com`;
    const registered = await call('POST', '/api/auth/register', {
      name: 'Anna Nowak',
      phone: '+48 601 234 567',
      email,
      password: 'Skorzana-Torba-7',
    });
    expect(registered.status, await registered.clone().text()).toBeLessThan(300);
    const login = await call('POST', '/api/auth/login', { email, password: 'Skorzana-Torba-7' });
    expect(login.status, await login.clone().text()).toBe(200);
  });
});
