import {
  type Cart,
  CartResponse,
  OrderDetailsResponse,
  OrderListResponse,
  PlaceOrderResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, couponUses, orderLines, orders, shopSettings } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { makeCoupon, makeProduct, setProduct } from '../cart/cart.test-support';
import {
  Browser,
  customerBody,
  DEMO_POINT,
  emailsTo,
  GUEST_INFO,
  guestBody,
  orderRequest,
  orderRow,
  placeGuestOrder,
  postOrder,
  stockOf,
} from './orders.test-support';

describe('placing orders', () => {
  let t: TestApp;
  // Monday 2 November 2026, 10:00 in Warsaw.
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;
  const email = () => `kupujaca.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  describe('as a guest', () => {
    it('rebuilds the order from the server cart, takes the stock, empties the cart and queues the confirmation', async () => {
      const product = await makeProduct(db(), { price: 12_900, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id, 2);
      const cart = await browser.cart();
      const buyer = email();
      const res = await postOrder(browser, guestBody(cart, { notes: 'Proszę o ozdobne pudełko' }, { email: buyer }));

      expect(res.statusCode).toBe(201);
      const body = PlaceOrderResponse.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.data.order_number).toMatch(/^LB-2026-\d{6}$/);
      expect(body.message).toBe(`Dziękujemy! Przyjęliśmy zamówienie ${body.data.order_number}.`);
      // 2 × 129,00 zł + 15,00 zł InPost (below the 200 zł threshold? no: 258 zł ships free).
      expect(body.data).toMatchObject({ total_amount: 258, status: 'in_preparation', payment_status: 'pending' });
      expect(body.data.guest_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Three business days after Monday 10:00 is Thursday 10:00 (Warsaw).
      expect(body.data.payment_due_at).toBe('2026-11-05T09:00:00.000Z');

      expect(await stockOf(db(), product.id)).toBe(3);
      expect((await browser.cart()).items).toEqual([]);

      const order = await orderRow(db(), body.data.id);
      expect(order).toMatchObject({
        userId: null,
        email: buyer,
        billingFirstName: 'Anna',
        shippingStreet: 'Rynek',
        shippingHouse: '12',
        shippingApartment: '3',
        shippingPostalCode: '50-101',
        shippingCountry: 'PL',
        deliveryMethodCode: 'inpost',
        inpostPoint: DEMO_POINT,
        subtotal: 25_800,
        shipping: 0,
        total: 25_800,
        tax: 4824,
        termsVersion: '2025-10-25',
        notes: 'Proszę o ozdobne pudełko',
        locale: 'pl',
      });
      expect(order.termsAcceptedAt.toISOString()).toBe(now.toISOString());
      expect(order.inpostPointData).toMatchObject({ id: DEMO_POINT, address: { line1: 'Rynek 12', city: 'Wrocław' } });
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, body.data.id));
      expect(lines).toMatchObject([
        { productId: product.id, quantity: 2, unitPrice: 12_900, lineTotal: 25_800, fromStock: 2, madeToOrder: false },
      ]);

      const [mail] = await emailsTo(db(), buyer);
      expect(mail).toMatchObject({ template: 'order-confirmation', locale: 'pl' });
      expect(mail.subject).toBe(`Zamówienie ${body.data.order_number} przyjęte`);
      expect(mail.text).toContain('w przygotowaniu');
      expect(mail.text).toContain(`2 × ${product.name} — 258,00\u00a0zł`);
      expect(mail.text).toContain(`Paczkomat: ${DEMO_POINT}, Rynek 12, 50-101 Wrocław`);
      expect(mail.text).toContain(`/pl/payment/${body.data.id}?token=`);
      expect(mail.text).toMatch(/\/pl\/orders\/guest\/[A-Za-z0-9_-]{43}/);
    });

    it('names a line’s colour in the order’s language in the confirmation e-mail and the order details, keeping its code', async () => {
      const product = await makeProduct(db(), { price: 9000, stock: 5, colours: ['green'] });
      for (const [locale, productName, colourName] of [
        ['pl', product.name, 'Zielony'],
        ['en', product.nameEn, 'Green'],
      ] as const) {
        const browser = new Browser(t, locale);
        await browser.add(product.id, 1, { color_id: 'green' });
        const buyer = email();
        const placed = await placeGuestOrder(browser, [], {}, { email: buyer });

        const [mail] = await emailsTo(db(), buyer);
        expect(mail).toMatchObject({ template: 'order-confirmation', locale });
        expect(mail.text).toContain(`1 × ${productName} (${colourName}) — `);
        expect(mail.text).not.toContain('(green)');
        const res = await orderRequest(browser, 'GET', `/api/orders/${placed.id}`, { token: placed.guest_token });
        const [line] = OrderDetailsResponse.parse(res.json()).data.lines;
        expect(line).toMatchObject({ color: 'green', color_name: colourName });
      }
    });

    it('opens the order with the guest token and with nothing else', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const browser = new Browser(t);
      const placed = await placeGuestOrder(browser, [{ productId: product.id }], {});
      const withToken = await orderRequest(browser, 'GET', `/api/orders/${placed.id}`, { token: placed.guest_token });
      expect(withToken.statusCode).toBe(200);
      const details = OrderDetailsResponse.parse(withToken.json()).data;
      expect(details).toMatchObject({
        order_number: placed.order_number,
        status_label: 'w przygotowaniu',
        payment_status_label: 'oczekuje na płatność',
        can_cancel: true,
        can_pay: true,
        totals: { subtotal: 50, shipping: 15, total: 65, discount: 0 },
        delivery: {
          method: 'inpost',
          price: 15,
          cost: 15,
          inpost_point: { id: DEMO_POINT, address: { line2: '50-101 Wrocław' } },
        },
        withdrawal: { available: false, deadline: null, submitted_at: null },
      });
      const viaLink = await t.app.inject({ method: 'GET', url: `/api/orders/guest/${placed.guest_token}` });
      expect(OrderDetailsResponse.parse(viaLink.json()).data.id).toBe(placed.id);

      const stranger = new Browser(t);
      expect((await stranger.send('GET', `/api/orders/${placed.id}`)).statusCode).toBe(404);
      const wrong = await orderRequest(stranger, 'GET', `/api/orders/${placed.id}`, { token: 'x'.repeat(43) });
      expect(wrong.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/orders/guest/nie-ma-takiego' })).statusCode).toBe(404);
    });

    it('answers 422 per field, in the request’s language, for missing or wrong checkout fields', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      const cart = await browser.cart();
      const res = await postOrder(
        browser,
        guestBody(cart, { terms_accepted: false }, { name: '', postal_code: '5010', country: 'Niemcy', phone: 'abc' }),
      );
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors;
      expect(errors['customer_info.name']).toEqual(['This field is required.']);
      expect(errors['customer_info.postal_code']).toEqual(['Enter the postal code as 00-000.']);
      expect(errors['customer_info.country']).toEqual(['We deliver within Poland only.']);
      expect(errors['customer_info.phone']).toBeDefined();
      expect(errors.terms_accepted).toEqual(['Please accept the shop regulations to place the order.']);

      const missing = await postOrder(browser, { customer_info: { email: 'x@example.pl' }, total: 65 });
      expect(missing.statusCode).toBe(422);
      for (const field of ['name', 'surname', 'phone', 'country', 'city', 'street', 'house']) {
        expect(missing.json().errors[`customer_info.${field}`]).toBeDefined();
      }
      // The postal code is asked for only where a parcel goes to the door (a test below).
      expect(missing.json().errors['customer_info.postal_code']).toBeUndefined();
      const nip = await postOrder(browser, guestBody(cart, { nip: '1234567890', company_name: 'Firma' }));
      expect(nip.json().errors.nip).toEqual(['Enter a valid Polish tax number (NIP, 10 digits).']);
      expect(await stockOf(db(), product.id)).toBe(5);
    });

    it('takes a guest order to a parcel locker exactly as the first version sends it: no postal code, no token needed after', async () => {
      const product = await makeProduct(db(), { price: 8000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const cart = await browser.cart();
      // The first version's guest customer_info has no postal_code, and it sends no terms flag or shipping figure.
      const { postal_code: _none, ...firstVersionInfo } = GUEST_INFO;
      const res = await postOrder(browser, {
        items: cart.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity, price: i.price })),
        customer_info: firstVersionInfo,
        delivery_method: 'inpost',
        payment_method: 'przelew24',
        notes: '',
        subtotal: cart.totals.subtotal,
        discount_amount: cart.totals.discount,
        coupon_code: null,
        total: cart.totals.total,
        inpost_point: DEMO_POINT,
      });
      expect(res.statusCode, res.body).toBe(201);
      const placed = PlaceOrderResponse.parse(res.json()).data;
      expect(await orderRow(db(), placed.id)).toMatchObject({ billingPostalCode: null, shippingPostalCode: null });

      // The answer sets the httpOnly cookie that lets this browser back to its order; the token stays for e-mails.
      const cookie = res.cookies.find((c) => c.name === `atelier_order_${placed.id}`);
      expect(cookie).toMatchObject({
        value: placed.guest_token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeFalsy();
      const details = await browser.send('GET', `/api/orders/${placed.id}`);
      expect(details.statusCode).toBe(200);
      expect(OrderDetailsResponse.parse(details.json()).data.shipping_address.postal_code).toBe('');
      const status = await browser.send('GET', `/api/orders/${placed.id}/payment-status`);
      expect(status.json().data).toMatchObject({ order_id: placed.id, payment_status: 'pending' });
      // Another browser without the cookie or the token learns nothing.
      expect((await new Browser(t).send('GET', `/api/orders/${placed.id}/payment-status`)).statusCode).toBe(404);
    });

    it('asks for the postal code where the parcel goes to the door or an invoice names a company, and keeps it when given', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      const cart = await browser.cart();
      const courier = { delivery_method: 'courier', inpost_point: null, shipping: 25, total: 75 };
      const toTheDoor = await postOrder(browser, guestBody(cart, courier, { postal_code: undefined }));
      expect(toTheDoor.statusCode).toBe(422);
      expect(toTheDoor.json().errors).toEqual({
        'customer_info.postal_code': ['Enter the postal code: the courier delivers the parcel to this address.'],
      });
      const invoice = await postOrder(
        browser,
        guestBody(cart, { nip: '5260250274', company_name: 'Firma' }, { postal_code: '' }),
      );
      expect(invoice.statusCode).toBe(422);
      expect(invoice.json().errors['customer_info.postal_code']).toEqual([
        'Enter the postal code: the invoice needs it.',
      ]);

      const given = await postOrder(browser, guestBody(cart, courier, { postal_code: '50101' }));
      expect(given.statusCode).toBe(201);
      expect(await orderRow(db(), given.json().data.id)).toMatchObject({
        billingPostalCode: '50-101',
        shippingPostalCode: '50-101',
      });
    });

    it('never opens order B with the guest token of order A, however it is sent', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const alice = new Browser(t);
      const a = await placeGuestOrder(alice, [{ productId: product.id }]);
      const b = await placeGuestOrder(new Browser(t), [{ productId: product.id }]);
      const tokenOfA = a.guest_token ?? '';
      const attacker = new Browser(t);
      // The very cookie name of B, carrying A's token, as well as the header and the query.
      attacker.orderCookies.set(`atelier_order_${b.id}`, tokenOfA);
      for (const url of [`/api/orders/${b.id}`, `/api/orders/${b.id}/payment-status`]) {
        expect((await attacker.send('GET', url)).statusCode).toBe(404);
        expect((await orderRequest(attacker, 'GET', url, { token: tokenOfA })).statusCode).toBe(404);
        expect((await attacker.send('GET', `${url}?token=${tokenOfA}`)).statusCode).toBe(404);
      }
      expect((await orderRequest(attacker, 'POST', `/api/orders/${b.id}/cancel`, { token: tokenOfA })).statusCode).toBe(
        404,
      );
      // Alice's own browser holds A's cookie: it opens A, and B stays closed to it.
      expect((await alice.send('GET', `/api/orders/${a.id}`)).statusCode).toBe(200);
      expect((await alice.send('GET', `/api/orders/${b.id}`)).statusCode).toBe(404);
      expect((await orderRow(db(), b.id)).status).toBe('in_preparation');
    });

    it('needs an existing parcel locker for InPost, and none for the courier', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const cart = await browser.cart();
      const none = await postOrder(browser, guestBody(cart, { inpost_point: null }));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.inpost_point).toEqual(['Wybierz paczkomat, do którego mamy wysłać paczkę.']);
      const unknown = await postOrder(browser, guestBody(cart, { inpost_point: 'XYZ999' }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.inpost_point).toEqual([
        'Nie znaleźliśmy takiego paczkomatu. Wybierz punkt z listy.',
      ]);
      const method = await postOrder(browser, guestBody(cart, { delivery_method: 'poczta' }));
      expect(method.statusCode).toBe(422);
      expect(method.json().errors.delivery_method).toBeDefined();

      // The courier costs 25,00 zł: the client's figures for InPost no longer match.
      const stale = await postOrder(browser, guestBody(cart, { delivery_method: 'courier', inpost_point: null }));
      expect(stale.statusCode).toBe(409);
      const courier = await postOrder(
        browser,
        guestBody(cart, { delivery_method: 'courier', inpost_point: null, shipping: 25, total: 75 }),
      );
      expect(courier.statusCode).toBe(201);
      expect(await orderRow(db(), courier.json().data.id)).toMatchObject({
        deliveryMethodCode: 'courier',
        deliveryPrice: 2500,
        shipping: 2500,
        total: 7500,
        inpostPoint: null,
      });
    });

    it('takes the locker chosen in the cart when the body names none, and accepts the widget’s point object', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      await browser.change('POST', '/api/cart/select-shipping', { method_code: 'inpost', inpost_point: 'KRA010' });
      const fromCart = await postOrder(browser, guestBody(await browser.cart(), { inpost_point: undefined }));
      expect(fromCart.statusCode).toBe(201);
      expect((await orderRow(db(), fromCart.json().data.id)).inpostPoint).toBe('KRA010');

      await browser.add(product.id);
      const widget = { name: 'POZ01M', address: { line1: 'fałszywy adres' }, location: { latitude: 1 } };
      const fromWidget = await postOrder(browser, guestBody(await browser.cart(), { inpost_point: widget }));
      expect(fromWidget.statusCode).toBe(201);
      // The address comes from the point source, not from the client.
      expect((await orderRow(db(), fromWidget.json().data.id)).inpostPointData).toMatchObject({
        id: 'POZ01M',
        address: { line1: 'Półwiejska 32', city: 'Poznań', postCode: '61-888' },
      });
    });
  });

  describe('as a customer', () => {
    it('places from the account’s cart with the shipping address payload and lists only the customer’s orders', async () => {
      const product = await makeProduct(db(), { price: 30_000, stock: 4 });
      const customer = new Browser(t);
      const { email: account } = await customer.register();
      await customer.add(product.id);
      const res = await postOrder(customer, customerBody(await customer.cart(), account));
      expect(res.statusCode).toBe(201);
      const placed = PlaceOrderResponse.parse(res.json()).data;
      expect(placed.guest_token).toBeNull();
      expect(await orderRow(db(), placed.id)).toMatchObject({
        shippingStreet: 'ul. Świdnicka',
        shippingHouse: '8',
        shippingApartment: '4',
        shippingCountry: 'PL',
        total: 30_000,
      });

      const list = await customer.send('GET', '/api/orders?page=1&per_page=10');
      const body = OrderListResponse.parse(list.json());
      expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
      expect(body.data[0]).toMatchObject({
        id: placed.id,
        order_number: placed.order_number,
        status: 'in_preparation',
        payment_status: 'pending',
        total: 300,
        items_count: 1,
        items: [{ product_name: product.name, quantity: 1 }],
      });
      const details = await customer.send('GET', `/api/orders/${placed.id}`);
      expect(OrderDetailsResponse.parse(details.json()).data.shipping_address).toMatchObject({
        first_name: 'Jan',
        address_line_1: 'ul. Świdnicka 8',
        address_line_2: '4',
      });
      const mails = await emailsTo(db(), account);
      const confirmation = mails.find((m) => m.template === 'order-confirmation');
      expect(confirmation?.text).toContain(`/pl/orders/${placed.id}`);

      const other = new Browser(t);
      await other.register();
      expect((await other.send('GET', `/api/orders/${placed.id}`)).statusCode).toBe(404);
      expect(OrderListResponse.parse((await other.send('GET', '/api/orders')).json()).data).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} })).statusCode).toBe(401);
    });

    it('refuses an address line without a house number', async () => {
      const product = await makeProduct(db(), { price: 5000, stock: 4 });
      const customer = new Browser(t);
      const { email: account } = await customer.register();
      await customer.add(product.id);
      const body = customerBody(await customer.cart(), account);
      body.shipping_address.address_line_1 = 'Rynek';
      const res = await postOrder(customer, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['shipping_address.address_line_1']).toEqual(['Podaj ulicę i numer domu.']);
    });
  });

  describe('prices and stock decided by the server', () => {
    it('refuses with 409 "prices changed" when the client’s totals differ, in the request’s language', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      const cart = await browser.cart();
      await setProduct(db(), product.id, { basePrice: 11_000 });
      const res = await postOrder(browser, guestBody(cart));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'prices_changed',
        message:
          'Prices or the delivery cost have changed — the total is now PLN\u00a0125.00. Please review the summary and place the order again.',
        // The figures now, for the client to show.
        totals: { subtotal: 110, discount: 0, shipping: 15, total: 125 },
      });
      const tampered = await postOrder(browser, guestBody(await browser.cart(), { total: 1 }));
      expect(tampered.json().code).toBe('prices_changed');
      expect(await stockOf(db(), product.id)).toBe(5);
      expect((await browser.cart()).items).toHaveLength(1);
    });

    it('tells a returning guest at once that a first-order code does not apply, and a 409 says what changed', async () => {
      // Anna has ordered before; in a new browser she puts a 100 zł wallet in the cart with DOSTAWA0 (free
      // delivery on a first order), which the cart accepts while it does not know who she is.
      const returning = email();
      await placeGuestOrder(
        new Browser(t),
        [{ productId: (await makeProduct(db(), { price: 5000 })).id }],
        {},
        {
          email: returning,
        },
      );
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const withCode = await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'dostawa0' });
      expect(withCode.totals).toMatchObject({ shipping: 0, total: 100 });

      // At checkout she types her e-mail: the cart checks the code for her and answers why it no longer applies.
      const told = await browser.send('POST', '/api/cart/checkout-email', { email: returning.toUpperCase() });
      expect(told.statusCode).toBe(200);
      expect(told.json().message).toBe('Kod „DOSTAWA0” obowiązuje tylko przy pierwszym zamówieniu.');
      const cart = told.json().data as Cart;
      expect(cart.totals).toMatchObject({ shipping: 15, total: 115 });
      expect(cart.coupon).toMatchObject({ code: 'DOSTAWA0', applicable: false, discount: 0 });
      expect(cart.warnings).toContainEqual(expect.objectContaining({ code: 'coupon_first_order_only' }));
      // The cart keeps saying so on every read.
      expect((await browser.cart()).totals.total).toBe(115);

      // A client that still sends the free delivery it showed earlier is told what changed and the new total.
      const stale = await postOrder(browser, guestBody(withCode, {}, { email: returning }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'prices_changed',
        message:
          'Kod „DOSTAWA0” obowiązuje tylko przy pierwszym zamówieniu. Do zapłaty jest teraz 115,00\u00a0zł. Sprawdź podsumowanie i złóż zamówienie ponownie.',
        totals: { subtotal: 100, discount: 0, shipping: 15, total: 115 },
      });
      // With the totals the cart shows now the order goes through, without the code.
      const placed = await postOrder(browser, guestBody(await browser.cart(), {}, { email: returning }));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await orderRow(db(), placed.json().data.id)).toMatchObject({
        shipping: 1500,
        total: 11_500,
        couponCode: null,
      });
    });

    it('learns the guest’s e-mail from an order attempt, so a first-version client that reloads the cart gets out', async () => {
      // A client that never sends the e-mail before placing (the first version) places with the code…
      const returning = email();
      await placeGuestOrder(
        new Browser(t),
        [{ productId: (await makeProduct(db(), { price: 5000 })).id }],
        {},
        {
          email: returning,
        },
      );
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t, 'en');
      await browser.add(product.id);
      const withCode = await browser.change('POST', '/api/cart/promo-codes/apply', { code: 'DOSTAWA0' });
      const refused = await postOrder(browser, guestBody(withCode, {}, { email: returning }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Code "DOSTAWA0" is valid for a first order only. The total is now PLN\u00a0115.00. Please review the summary and place the order again.',
      );
      // …and the cart it reloads shows the real total, so the next attempt succeeds.
      const reloaded = await browser.cart();
      expect(reloaded.totals).toMatchObject({ shipping: 15, total: 115 });
      expect((await postOrder(browser, guestBody(reloaded, {}, { email: returning }))).statusCode).toBe(201);
    });

    it('refuses with 409 "cart changed" when the items sent are not the cart’s', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const cart = await browser.cart();
      const body = guestBody(cart);
      body.items[0].quantity = 2;
      const res = await postOrder(browser, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('cart_changed');
    });

    it('answers 422 for an empty cart and for a guest without a cart', async () => {
      const browser = new Browser(t);
      const res = await postOrder(browser, {
        customer_info: GUEST_INFO,
        total: 0,
        terms_accepted: true,
        inpost_point: DEMO_POINT,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'cart_empty', errors: { items: [expect.any(String)] } });
    });

    it('refuses with 409 a product sold out since it was put in the cart', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 1 });
      const first = new Browser(t);
      const second = new Browser(t);
      await first.add(product.id);
      await second.add(product.id);
      await placeGuestOrder(first, []);
      const res = await postOrder(second, guestBody(await second.cart(), { total: 115, subtotal: 100, shipping: 15 }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'out_of_stock' });
      expect(res.json().message).toContain(product.name);
      expect(await stockOf(db(), product.id)).toBe(0);
    });

    it('orders made-to-order pieces beyond the stock and takes only what was in stock', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 1, madeToOrder: true });
      const browser = new Browser(t);
      const placed = await placeGuestOrder(browser, [{ productId: product.id, quantity: 3 }]);
      const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, placed.id));
      expect(line).toMatchObject({ quantity: 3, fromStock: 1, madeToOrder: true });
      expect(await stockOf(db(), product.id)).toBe(0);
    });

    it('writes the made-to-order time of the shop’s setting in the confirmation e-mail', async () => {
      const setting = eq(shopSettings.key, 'made_to_order_days');
      const [saved] = await db().select().from(shopSettings).where(setting);
      await db()
        .insert(shopSettings)
        .values({ key: 'made_to_order_days', value: { min: 5, max: 7 } })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: { min: 5, max: 7 } } });
      try {
        const product = await makeProduct(db(), { price: 10_000, stock: 0, madeToOrder: true });
        const buyer = email();
        await placeGuestOrder(new Browser(t), [{ productId: product.id }], {}, { email: buyer });
        const [mail] = await emailsTo(db(), buyer);
        expect(mail.text).toContain(`1 × ${product.name} (na zamówienie, 5–7 dni) — 100,00\u00a0zł`);
      } finally {
        if (saved) await db().update(shopSettings).set({ value: saved.value }).where(setting);
        else await db().delete(shopSettings).where(setting);
      }
    });

    it('records the promo code use in the order’s transaction and enforces its limit', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 10 });
      const coupon = await makeCoupon(db(), { type: 'percent', value: 10, usageLimit: 1 });
      const first = new Browser(t);
      const second = new Browser(t);
      for (const b of [first, second]) {
        await b.add(product.id);
        await b.change('POST', '/api/cart/promo-codes/apply', { code: coupon.code });
      }
      const secondCart = await second.cart();
      const placed = await placeGuestOrder(first, [], {});
      expect(await orderRow(db(), placed.id)).toMatchObject({ discount: 1000, couponCode: coupon.code, total: 10_500 });
      expect(await db().select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(1);
      // The second cart still shows the discount it no longer gets: refused, nothing written.
      const res = await postOrder(second, guestBody(secondCart));
      expect(res.statusCode).toBe(409);
      expect(await db().select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(1);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retried placement with the first order, and refuses the key with another body', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const body = guestBody(await browser.cart());
      const key = 'c1f9a0a4-7d1e-4b8e-9d8c-3f2b1a0e9d77';
      const first = await postOrder(browser, body, { idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      const retry = await postOrder(browser, body, { idempotencyKey: key });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const again = PlaceOrderResponse.parse(retry.json()).data;
      expect(again.id).toBe(first.json().data.id);
      expect(again.order_number).toBe(first.json().data.order_number);
      // The retry gets its own working token (the first cannot be read back).
      expect(again.guest_token).not.toBe(first.json().data.guest_token);
      expect(
        (await orderRequest(browser, 'GET', `/api/orders/${again.id}`, { token: again.guest_token })).statusCode,
      ).toBe(200);
      expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
      expect(await stockOf(db(), product.id)).toBe(4);

      const changed = await postOrder(browser, { ...body, notes: 'inna treść' }, { idempotencyKey: key });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().code).toBe('idempotency_key_reused');
      // Someone else with the same key is another body too.
      const stranger = new Browser(t);
      expect((await postOrder(stranger, body, { idempotencyKey: key })).statusCode).toBe(422);

      const bad = await postOrder(browser, body, { idempotencyKey: 'zły klucz' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors['Idempotency-Key']).toBeDefined();
    });

    it('without a key, a second submit of the same cart finds it empty', async () => {
      const product = await makeProduct(db(), { price: 10_000, stock: 5 });
      const browser = new Browser(t);
      await browser.add(product.id);
      const body = guestBody(await browser.cart());
      expect((await postOrder(browser, body)).statusCode).toBe(201);
      const second = await postOrder(browser, body);
      expect(second.statusCode).toBe(422);
      expect(second.json().code).toBe('cart_empty');
    });
  });

  it('keeps cart lines of other carts untouched', async () => {
    const product = await makeProduct(db(), { price: 10_000, stock: 5 });
    const a = new Browser(t);
    const b = new Browser(t);
    await b.add(product.id);
    await placeGuestOrder(a, [{ productId: product.id }]);
    const cart = CartResponse.parse((await b.send('GET', '/api/cart')).json()).data;
    expect(cart.items).toHaveLength(1);
    expect(await db().select().from(cartLines)).not.toHaveLength(0);
  });
});
