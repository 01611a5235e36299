import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { type ShopProcess, scratchPostgres, startShopProcess } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * Stateless scale-out (issue "Production"): two real server processes on two ports share one PostgreSQL and
 * one Redis — a token issued by one works on the other, rate limits count across both, and a price changed
 * through one is what the other serves at once. Runs when DATABASE_URL and REDIS_URL are set (CI sets both).
 */
describe.skipIf(!databaseUrl || !redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let a: ShopProcess;
  let b: ShopProcess;

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    const env = { DATABASE_URL: scratch.url, REDIS_URL: redisUrl!, MAIL_POLL_MS: '60000' };
    // A deploy: both processes start at once on an empty database and both run the migrations at start-up;
    // the migration lock lets one apply them while the other waits (neither may fail on "already exists").
    [a, b] = await Promise.all([startShopProcess(env), startShopProcess(env)]);
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await seedDatabase(database.db, { dataDir: '/nonexistent', images: false });
    await database.close();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  const call = (shop: ShopProcess, method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${shop.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'pl',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The `data` of a JSON answer (the shapes are the API's; the test reads only the fields it checks). */
  const dataOf = async (res: Response) => ((await res.json()) as { data: Record<string, number & string> }).data;

  const logIn = async (shop: ShopProcess, email: string, password: string) => {
    const res = await call(shop, 'POST', '/api/auth/login', { email, password });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await dataOf(res)).token;
  };

  it('accepts on one process the token issued by the other, and a logout on either ends it on both', async () => {
    const token = await logIn(a, 'klient@atelier.pl', 'Klient123!');
    const me = await call(b, 'GET', '/api/auth/me', undefined, token);
    expect(me.status).toBe(200);
    expect((await dataOf(me)).email).toBe('klient@atelier.pl');

    expect((await call(b, 'POST', '/api/auth/logout', {}, token)).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/auth/me', undefined, token)).status).toBe(401);
  });

  it('counts the login rate limit across both processes', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const shop = attempt % 2 === 0 ? a : b;
      statuses.push((await call(shop, 'POST', '/api/auth/login', { email, password: 'Wrong-password-1' })).status);
    }
    // Five tries a minute per address, wherever they land; the sixth is refused.
    expect(statuses.slice(0, 5).every((status) => status === 401 || status === 422)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('serves at once, from the other process, a price changed through one', async () => {
    // One variant: the product's price is the variant's, and the product form edits it (docs/product-rules.md#variants).
    const slug = 'torebka-lena-czarna';
    const before = await dataOf(await call(b, 'GET', `/api/products/slug/${slug}`));
    // Read twice: the second answer comes from B's in-process catalogue cache.
    await call(b, 'GET', `/api/products/slug/${slug}`);
    const id = before.id;

    const admin = await logIn(a, 'admin@atelier.pl', 'Admin123!');
    const current = await dataOf(await call(a, 'GET', `/api/admin/products/${id}`, undefined, admin));
    const salePrice = Math.round(current.base_price * 0.7);
    const saved = await call(a, 'PUT', `/api/admin/products/${id}`, { ...current, sale_price: salePrice }, admin);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const after = await dataOf(await call(b, 'GET', `/api/products/slug/${slug}`));
    expect(after.price).toBe(salePrice);
    expect(after.price).not.toBe(before.price);
  });

  it("lists at once, from the other process's catalogue index, a product made the cheapest through one", async () => {
    const cheapestFirst = '/api/products?sort_by=base_price&sort_order=asc&per_page=3';
    const firstListed = async () =>
      ((await (await call(b, 'GET', cheapestFirst)).json()) as { data: { id: number; price: number }[] }).data[0];
    // B builds its index on the first list query (the SQL path answers meanwhile); by the next it is there.
    const cheapest = await firstListed();
    await new Promise((r) => setTimeout(r, 500));
    expect(await firstListed()).toEqual(cheapest);

    const slug = 'portfel-odra-koniak';
    const admin = await logIn(a, 'admin@atelier.pl', 'Admin123!');
    const { id } = await dataOf(await call(b, 'GET', `/api/products/slug/${slug}`));
    const current = await dataOf(await call(a, 'GET', `/api/admin/products/${id}`, undefined, admin));
    const saved = await call(a, 'PUT', `/api/admin/products/${id}`, { ...current, sale_price: 1 }, admin);
    expect(saved.status, await saved.clone().text()).toBe(200);

    // The change reached B through Redis; B's index reads the changed row before answering.
    expect(await firstListed()).toMatchObject({ id, price: 1 });
  });
});
