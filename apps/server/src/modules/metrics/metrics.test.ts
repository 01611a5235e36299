import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeProduct } from '../cart/cart.test-support';
import { seededApp } from '../catalog/catalog.test-support';
import { Browser, placeGuestOrder } from '../orders/orders.test-support';

const TOKEN = 'metrics-token-0123456789';

describe('Prometheus metrics at /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The payment below is started with the demo gateway, switched on as a demo shop does.
    t = await seededApp({ METRICS_TOKEN: TOKEN, DEMO_PAYMENTS: 'true' });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the operators’ token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('is switched off without a token', async () => {
    const off = await buildTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('shows request latency by route, orders placed, orders and payments by status and the outbox backlog', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const product = await makeProduct(t.database.db, { price: 12_000, stock: 3 });
    const browser = new Browser(t);
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    const payment = await browser.send('POST', '/api/payment/initiate', {
      order_id: placed.id,
      guest_token: placed.guest_token,
    });
    expect(payment.statusCode).toBe(200);

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(
      /atelier_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health\/live",status="2xx",le="\+Inf"\} 1/,
    );
    expect(body).toMatch(
      /atelier_http_request_duration_seconds_count\{method="POST",route="\/api\/orders\/guest",status="2xx"\} 1/,
    );
    expect(body).toMatch(/^atelier_orders_placed_total 1$/m);
    expect(body).toMatch(/^atelier_orders\{status="in_preparation"\} 1$/m);
    expect(body).toMatch(/^atelier_payments\{provider="\w+",status="pending"\} 1$/m);
    // The order confirmation waits in the outbox until the mail worker sends it.
    expect(body).toMatch(/^atelier_email_outbox_backlog\{status="pending"\} [1-9]/m);
    expect(body).toContain('# TYPE atelier_db_pool_connections gauge');
  });
});
