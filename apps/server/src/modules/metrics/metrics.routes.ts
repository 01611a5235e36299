import { timingSafeEqual } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox, orders, payments } from '../../db/schema';
import { Counter, Histogram, renderGauge } from './registry';

/** Where customers and guests place orders (a replay of the same Idempotency-Key is not a new order). */
const PLACE_ORDER_ROUTES = new Set(['/api/orders', '/api/orders/guest']);

/**
 * Prometheus metrics at `/metrics`, for operators only: off (404) unless METRICS_TOKEN is set, and then only
 * with `Authorization: Bearer <token>`. Request latency, page-cache hits and process figures are this
 * process's; orders, payments and the e-mail outbox are read from the database, so every process reports
 * the same shop-wide numbers.
 */
export async function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const latency = new Histogram(
    'atelier_http_request_duration_seconds',
    'Time to answer HTTP requests, by method, route pattern and status class.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );
  const pageCache = new Counter('atelier_page_cache_requests_total', 'Shared pages served, by page-cache result.');
  const ordersPlaced = new Counter('atelier_orders_placed_total', 'Orders placed through this process.');

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    latency.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    const cacheState = reply.getHeader('x-page-cache');
    if (typeof cacheState === 'string') pageCache.inc({ result: cacheState });
    if (PLACE_ORDER_ROUTES.has(route) && request.method === 'POST' && reply.statusCode === 201) {
      if (!reply.getHeader('idempotent-replayed')) ordersPlaced.inc();
    }
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ message: 'Not found' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    const body = [latency.render(), pageCache.render(), ordersPlaced.render(), ...(await shopGauges(app))];
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`${body.join('\n\n')}\n`);
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function shopGauges(app: FastifyInstance): Promise<string[]> {
  const { db, poolStats } = app.deps.database;
  const memory = process.memoryUsage();
  const [orderRows, paymentRows, outboxRows] = await Promise.all([
    db.select({ status: orders.status, value: count() }).from(orders).groupBy(orders.status),
    db
      .select({ provider: payments.provider, status: payments.status, value: count() })
      .from(payments)
      .groupBy(payments.provider, payments.status),
    db
      .select({ status: emailOutbox.status, value: count() })
      .from(emailOutbox)
      .where(sql`${emailOutbox.status} <> 'sent'`)
      .groupBy(emailOutbox.status),
  ]);
  const pool = poolStats?.();
  return [
    renderGauge(
      'atelier_orders',
      'Orders in the shop, by status.',
      orderRows.map((row) => ({ labels: { status: row.status }, value: Number(row.value) })),
    ),
    renderGauge(
      'atelier_payments',
      'Payments in the shop, by provider and outcome.',
      paymentRows.map((row) => ({ labels: { provider: row.provider, status: row.status }, value: Number(row.value) })),
    ),
    renderGauge(
      'atelier_email_outbox_backlog',
      'E-mails not sent yet (pending: waiting or retrying; failed: given up).',
      outboxRows.map((row) => ({ labels: { status: row.status }, value: Number(row.value) })),
    ),
    renderGauge(
      'atelier_db_pool_connections',
      'PostgreSQL pool connections of this process, by state (absent on the embedded database).',
      pool
        ? [
            { labels: { state: 'total' }, value: pool.total },
            { labels: { state: 'idle' }, value: pool.idle },
            { labels: { state: 'waiting' }, value: pool.waiting },
          ]
        : [],
    ),
    renderGauge('atelier_process_resident_memory_bytes', 'Resident memory of this process.', [{ value: memory.rss }]),
    renderGauge('atelier_process_uptime_seconds', 'Seconds since this process started.', [
      { value: Math.round(process.uptime()) },
    ]),
  ];
}
