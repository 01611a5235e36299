import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { freePort, RestartableRelay, scratchPostgres } from './processes';

const databaseUrl = process.env.DATABASE_URL;

/**
 * What the app sees of a PostgreSQL restart, reproduced with a TCP relay in front of the real server: every
 * open connection drops, new ones are refused for a while, then the database is back. Meanwhile requests get
 * a clear 503 with Retry-After (never a 500), and afterwards the same app — no restart — serves again.
 */
describe.skipIf(!databaseUrl)('PostgreSQL restarted under load', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let relay: RestartableRelay;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    const direct = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await direct.migrate();
    await seedDatabase(direct.db, { dataDir: '/nonexistent', images: false });
    await direct.close();

    const target = new URL(scratch.url);
    relay = new RestartableRelay(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const throughRelay = new URL(scratch.url);
    throughRelay.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ databaseUrl: throughRelay.toString(), poolSize: 4 });
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false' }), database });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await relay?.stop();
    await scratch?.drop();
  });

  // A search nobody made before, so the catalogue cache cannot answer it, and one that finds bags, so the
  // page's rows must come from the database (the in-memory catalogue index answers a search that finds
  // nothing on its own — rightly, ADR 026).
  let searches = 0;
  const search = (locale = 'pl') =>
    app.inject({
      method: 'GET',
      url: `/api/products?search=torebka&per_page=${(++searches % 48) + 1}`,
      headers: { 'accept-language': locale },
    });

  it('answers 503 with Retry-After while the database is down, and serves again once it is back', async () => {
    const before = await Promise.all(Array.from({ length: 10 }, () => search()));
    expect(before.map((res) => res.statusCode)).toEqual(Array(10).fill(200));

    await relay.stop();
    const during = await Promise.all(Array.from({ length: 10 }, (_, index) => search(index % 2 ? 'en' : 'pl')));
    for (const res of during) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().code).toBe('service_unavailable');
    }
    expect(during[0].json().message).toBe('Sklep jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.');
    expect(during[1].json().message).toBe('The shop is briefly unavailable. Try again in a few seconds.');
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);

    await relay.start();
    // The pool makes new connections on demand: the very next requests succeed, no restart needed.
    const after = await Promise.all(Array.from({ length: 10 }, () => search()));
    expect(after.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
