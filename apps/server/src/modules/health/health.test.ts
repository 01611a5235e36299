import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('health checks for load balancers and orchestrators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says the process is alive, and ready once the database answers with every migration applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().status).toBe('ok');

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', redis: 'off' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database whose migrations have not run, and not when the database is gone', async () => {
    // An embedded database nobody migrated: the process is alive but must not get traffic yet.
    const database = await openDatabase({});
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false' }), database });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', database: 'ok', migrations: 'pending' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    } finally {
      await app.close();
    }
  });

  it('echoes the caller’s request id, or gives each request a fresh one, in X-Request-Id', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a2c91' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a2c91');

    const first = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(first.headers['x-request-id']).toMatch(/^[\w-]{16,}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // Anything that could forge log lines is replaced, not echoed.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).not.toContain('\n');
    expect(forged.headers['x-request-id']).toMatch(/^[\w-]{16,}$/);
  });
});
