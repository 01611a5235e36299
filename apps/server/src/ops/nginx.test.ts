import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { freePort, type ShopProcess, scratchPostgres, startShopProcess } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
const exampleConfig = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/ops/nginx.conf');

/**
 * The operations guide's nginx example, run as written (only its ports replaced) in front of two shop
 * processes on one PostgreSQL (and Redis, when REDIS_URL is set) started as the guide says (TRUST_PROXY naming
 * nginx): traffic passes, the proxy's request id and the client's protocol reach the shop, a client's forged
 * X-Forwarded-For changes nothing about who it is, and when one process goes away the shop keeps answering
 * through the other. Needs nginx (CI installs nginx-light) and DATABASE_URL.
 */
describe.skipIf(!databaseUrl || !nginxBinary)('nginx in front of two processes (operations guide)', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let shops: ShopProcess[] = [];
  let nginx: ChildProcess;
  let proxyUrl: string;
  const folder = mkdtempSync(path.join(tmpdir(), 'atelier-nginx-'));

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { dataDir: folder, images: false });
    await database.close();
    shops = await Promise.all(
      [0, 1].map(() =>
        startShopProcess({
          DATABASE_URL: scratch.url,
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
          TRUST_PROXY: '127.0.0.1',
          MAIL_POLL_MS: '60000',
        }),
      ),
    );

    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    const upstreams = shops.map((shop) => new URL(shop.url).port);
    const config = readFileSync(exampleConfig, 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('server 127.0.0.1:3001', `server 127.0.0.1:${upstreams[0]}`)
      .replace('server 127.0.0.1:3002', `server 127.0.0.1:${upstreams[1]}`)
      .replace('worker_processes auto;', 'worker_processes 1;');
    writeFileSync(path.join(folder, 'nginx.conf'), config);
    nginx = spawn(
      nginxBinary!,
      [
        '-p',
        folder,
        '-c',
        path.join(folder, 'nginx.conf'),
        '-e',
        path.join(folder, 'error.log'),
        '-g',
        `daemon off; pid ${path.join(folder, 'nginx.pid')};`,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 15_000;
    while (
      !(await fetch(`${proxyUrl}/api/health/live`).then(
        (res) => res.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline)
        throw new Error(`nginx did not start: ${readFileSync(path.join(folder, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(shops.map((shop) => shop.stop()));
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /**
   * A POST through nginx from a loopback address of its own (127.x.y.z): the client nginx sees, and so the
   * address the shop's rate limits count, without meeting other tests' counters in a shared Redis.
   */
  const postFrom = (localAddress: string, path: string, body: unknown, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = httpRequest(
        `${proxyUrl}${path}`,
        {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  // Without Redis each process counts alone, and nginx spreads the attempts over both.
  it.skipIf(!redisUrl)(
    'counts log-in attempts by the client nginx saw, whatever X-Forwarded-For it forged',
    async () => {
      const client = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const email = `ofiara-${randomInt(1e9)}@example.pl`;
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        statuses.push(
          await postFrom(
            client,
            '/api/auth/login',
            { email, password: 'Wrong-password-1' },
            { 'x-forwarded-for': `203.0.113.${attempt}` },
          ),
        );
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    },
  );

  it('passes traffic to the shop with its request id, and keeps serving when one process goes away', async () => {
    const products = await fetch(`${proxyUrl}/api/products?per_page=4`, { headers: { 'accept-language': 'en' } });
    expect(products.status).toBe(200);
    expect(((await products.json()) as { data: unknown[] }).data).toHaveLength(4);
    // nginx's $request_id (32 hex digits) is the id the shop answers with and logs.
    expect(products.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

    // A deploy takes one process down; the other answers everything.
    await shops[0].stop();
    for (let request = 0; request < 6; request += 1) {
      const res = await fetch(`${proxyUrl}/api/categories`);
      expect(res.status).toBe(200);
    }
  });
});
