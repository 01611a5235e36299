import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShopProcess } from './processes';

/**
 * Behind a load balancer a stopping process first drains (SHUTDOWN_DRAIN_MS): after SIGTERM its readiness
 * check answers 503 so the proxy takes it out of rotation, while every request that still arrives is served;
 * only then does it close and exit cleanly. Runs on the embedded database, so everywhere.
 */
describe('draining before shutdown', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    shop = await startShopProcess({ DATABASE_URL: '', SHUTDOWN_DRAIN_MS: '2000' });
  }, 120_000);

  afterAll(async () => {
    await shop?.stop('SIGKILL');
  });

  it('says "not ready" at once, keeps serving through the drain, then exits with 0', async () => {
    expect((await fetch(`${shop.url}/api/health/ready`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => shop.child.once('exit', (code) => resolve(code)));
    shop.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ready = await fetch(`${shop.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', draining: true });
    // Requests that reach it meanwhile (the proxy has not noticed yet) are still answered.
    const products = await fetch(`${shop.url}/api/products?per_page=2`);
    expect(products.status).toBe(200);
    expect((await fetch(`${shop.url}/api/health/live`)).status).toBe(200);

    expect(await exited).toBe(0);
  });
});
