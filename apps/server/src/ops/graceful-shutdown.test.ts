import { randomBytes } from 'node:crypto';
import { CART_COOKIE, type Cart } from '@atelier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { orderLines, orders, products, productVariants } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { guestBody } from '../modules/orders/orders.test-support';
import { type ShopProcess, scratchPostgres, startShopProcess } from './processes';

const databaseUrl = process.env.DATABASE_URL;
const STOCK = 500;
const BUYERS = 40;
const BROWSERS = 160;

/**
 * A deploy or a scale-down sends SIGTERM while customers are buying (issue "Production"): the process stops
 * taking new requests, finishes those in flight and exits cleanly. Of 200 concurrent requests — 40 of them
 * order placements — none fails with a server error (a request that arrives after the signal is refused:
 * connection refused, or Fastify's 503 while closing), and every order in the database is whole: acknowledged
 * with 201, its lines written, its stock taken — nothing half-written. Runs on PostgreSQL (DATABASE_URL).
 */
describe.skipIf(!databaseUrl)('SIGTERM in the middle of a rush', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let shop: ShopProcess;
  let productId: number;
  let productSize: string;

  beforeAll(async () => {
    scratch = await scratchPostgres(databaseUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { dataDir: '/nonexistent', images: false });
    const [product] = await database.db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(eq(products.slug, 'torebka-aurelia-koniak'));
    productId = product.id;
    productSize = product.sizes[0];
    // Stock is per variant: the bag in size S has STOCK pieces, its other sizes none, so the product's stock
    // (their sum) is what the rush leaves of size S.
    await database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, productId));
    await database.db
      .update(productVariants)
      .set({ stock: STOCK })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, productSize)));
    // Customers reach the shop through a proxy that names them (X-Forwarded-For), as in production.
    shop = await startShopProcess({ DATABASE_URL: scratch.url, TRUST_PROXY: 'true', MAIL_POLL_MS: '60000' });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  /** A guest with one bag in the cart, ready to press "order and pay". */
  async function guestReadyToOrder(index: number) {
    const csrf = randomBytes(32).toString('base64url').slice(0, 43);
    const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const headers = (cart?: string) => ({
      'content-type': 'application/json',
      'accept-language': 'pl',
      'x-forwarded-for': ip,
      'x-csrf-token': csrf,
      cookie: [`atelier_csrf=${csrf}`, ...(cart ? [`${CART_COOKIE}=${cart}`] : [])].join('; '),
    });
    const added = await fetch(`${shop.url}/api/cart/add`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ product_id: productId, quantity: 1, ...(productSize ? { size: productSize } : {}) }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const cartToken = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(added.headers.get('set-cookie') ?? '')?.[1];
    expect(cartToken).toBeDefined();
    const answer = await fetch(`${shop.url}/api/cart`, { headers: headers(cartToken) });
    const cart = ((await answer.json()) as { data: Cart }).data;
    const body = guestBody(cart, {}, { email: `buyer-${index}@example.com` });
    return () =>
      fetch(`${shop.url}/api/orders/guest`, {
        method: 'POST',
        headers: headers(cartToken),
        body: JSON.stringify(body),
      });
  }

  it('finishes what is in flight, refuses the rest, exits cleanly and leaves no order half-written', async () => {
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, index) => guestReadyToOrder(index)));
    const browsing = ['/api/products?per_page=12', '/api/products/slug/torebka-aurelia-koniak', '/api/categories'];

    type Outcome = { kind: 'order' | 'browse'; status?: number; error?: string; body?: string };
    const settle = async (kind: Outcome['kind'], request: () => Promise<Response>): Promise<Outcome> => {
      try {
        const res = await request();
        return { kind, status: res.status, body: await res.text() };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        return { kind, error: cause?.code ?? String(error) };
      }
    };
    const rush = [
      ...buyers.map((order) => settle('order', order)),
      ...Array.from({ length: BROWSERS }, (_, index) =>
        settle('browse', () =>
          fetch(`${shop.url}${browsing[index % browsing.length]}`, {
            headers: { 'x-forwarded-for': `10.88.0.${(index % 250) + 1}` },
          }),
        ),
      ),
    ];
    // The signal lands while the rush is being answered.
    await new Promise((resolve) => setTimeout(resolve, 40));
    const exitCode = shop.stop('SIGTERM');
    const outcomes = await Promise.all(rush);
    expect(await exitCode, shop.output()).toBe(0);

    const serverErrors = outcomes.filter((o) => o.status !== undefined && o.status >= 500 && o.status !== 503);
    expect(serverErrors, JSON.stringify(serverErrors.slice(0, 3))).toEqual([]);
    const refusedWhileClosing = outcomes.filter((o) => o.status === 503);
    for (const refused of refusedWhileClosing) expect(refused.body).toContain('Service Unavailable');
    const failedConnections = outcomes.filter((o) => o.error !== undefined);
    for (const failed of failedConnections)
      expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(failed.error);
    const answered = outcomes.filter((o) => o.status !== undefined && o.status < 500);
    // Some of the rush was served before the process went: the test really stopped it mid-way.
    expect(answered.length).toBeGreaterThan(0);

    // Every acknowledged order is in the database, whole; no order exists that was not acknowledged.
    const acknowledged = outcomes.filter((o) => o.kind === 'order' && o.status === 201);
    const numbers = acknowledged.map((o) => JSON.parse(o.body!).data.order_number as string).sort();
    const stored = await database.db
      .select({ id: orders.id, number: orders.orderNumber, subtotal: orders.subtotal })
      .from(orders);
    const lines = await database.db
      .select({
        orderId: orderLines.orderId,
        lines: sql<number>`count(*)::int`,
        pieces: sql<number>`sum(${orderLines.quantity})::int`,
        total: sql<number>`sum(${orderLines.lineTotal})::int`,
      })
      .from(orderLines)
      .groupBy(orderLines.orderId);
    expect(stored.map((o) => o.number).sort()).toEqual(numbers);
    for (const order of stored) {
      const written = lines.find((line) => line.orderId === order.id);
      expect(written).toMatchObject({ lines: 1, pieces: 1, total: order.subtotal });
    }
    const [product] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(product.stock).toBe(STOCK - stored.length);
  });
});
