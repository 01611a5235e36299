import { InitiatePaymentResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { makeProduct } from '../modules/cart/cart.test-support';
import { Browser, orderRequest, placeGuestOrder } from '../modules/orders/orders.test-support';
import { type FakeP24, startFakeP24 } from '../modules/payments/p24.test-support';
import { buildTestApp, type TestApp } from '../test/helper';
import { freePort, RestartableRelay } from './processes';

/**
 * Przelewy24 out of reach when a customer pays (issue "Production"): the order is kept and stays payable, the
 * customer is told to try again (502 with a message in their language, not a 500), and the retry goes through
 * as soon as Przelewy24 answers again. The shop talks to a fake Przelewy24 through a relay that can be cut.
 */
describe('Przelewy24 unreachable', () => {
  let t: TestApp;
  let p24: FakeP24;
  let relay: RestartableRelay;

  beforeAll(async () => {
    p24 = await startFakeP24();
    const fake = new URL(p24.baseUrl);
    relay = new RestartableRelay(await freePort(), { host: fake.hostname, port: Number(fake.port) });
    await relay.start();
    t = await buildTestApp({ env: { ...p24.env, P24_BASE_URL: `http://127.0.0.1:${relay.port}` } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
    await p24.close();
  });

  it('keeps the order payable and lets the customer retry once Przelewy24 is back', async () => {
    const product = await makeProduct(t.database.db, { price: 31_900, stock: 2 });
    const browser = new Browser(t, 'en');
    const placed = await placeGuestOrder(browser, [{ productId: product.id }]);
    const pay = () =>
      browser.send('POST', '/api/payment/initiate', { order_id: placed.id, guest_token: placed.guest_token });

    await relay.stop();
    const refused = await pay();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'payment_initiate_failed',
      message: 'We could not start the payment. Please try again in a moment.',
    });
    const order = await orderRequest(browser, 'GET', `/api/orders/${placed.id}`, { token: placed.guest_token });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ status: 'in_preparation', payment_status: 'pending' });

    await relay.start();
    const retried = await pay();
    expect(retried.statusCode, retried.body).toBe(200);
    const initiated = InitiatePaymentResponse.parse(retried.json());
    // The customer is sent to Przelewy24's page of the transaction registered by the retry.
    expect(initiated.redirect_url).toBe(
      `http://127.0.0.1:${relay.port}/trnRequest/${p24.sessionOf(placed.order_number).token}`,
    );
  });
});
