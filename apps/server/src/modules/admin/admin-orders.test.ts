import { AdminOrderListResponse, AdminPaymentListResponse, OrderDetailsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotes } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { emailsTo, orderRequest, orderRow, stockOf } from '../orders/orders.test-support';
import {
  auditOf,
  detailsOf,
  type GuestOrder,
  guestOrder,
  payWithDemo,
  staffCaller,
  staffTokens,
} from './admin-orders.test-support';
import { CSV_BOM } from './admin-orders-csv';

/**
 * Staff run orders from the admin panel of a demo shop (DEMO_PAYMENTS; the demo provider refunds at once):
 * lists and filters, the allowed transitions (docs/product-rules.md#orders) with their e-mails, withdrawals, notes, packing slips, CSV exports.
 */
describe('admin: orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof staffCaller>;
  // Monday 2 November 2026, 10:00 in Warsaw.
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;
  const buyer = () => `zamowienia.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  const status = (order: GuestOrder, body: Record<string, unknown>, locale: 'pl' | 'en' = 'en') =>
    call('manager', 'POST', `/api/admin/orders/${order.placed.id}/status`, body, locale);

  async function paidOrder(input: { price?: number; locale?: 'pl' | 'en' } = {}) {
    const order = await guestOrder(t, { price: input.price ?? 10_000, buyer: buyer(), locale: input.locale });
    await payWithDemo(order);
    return order;
  }

  it('lists orders by status, payment, day, number or e-mail and sorts them by total', async () => {
    const unpaid = await guestOrder(t, { price: 30_000, buyer: 'lista.nieoplacone@example.pl' });
    const paid = await paidOrder({ price: 5_000 });

    const list = async (query: string) => {
      const res = await call('accountant', 'GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return AdminOrderListResponse.parse(res.json());
    };
    const numbers = (answer: AdminOrderListResponse) => answer.data.map((o) => o.order_number);

    const byPayment = await list('payment_status=paid&per_page=100');
    expect(numbers(byPayment)).toContain(paid.placed.order_number);
    expect(numbers(byPayment)).not.toContain(unpaid.placed.order_number);
    const byEmail = await list('search=LISTA.nieoplacone');
    expect(byEmail.data).toEqual([
      expect.objectContaining({
        order_number: unpaid.placed.order_number,
        status: 'in_preparation',
        status_label: 'in preparation',
        payment_status: 'pending',
        customer: { name: 'Anna Kowalska', email: 'lista.nieoplacone@example.pl', user_id: null },
        total: 300,
        items_count: 1,
        delivery_method: 'inpost',
        tracking_number: null,
        withdrawal_pending: false,
      }),
    ]);
    expect(numbers(await list(`search=${paid.placed.order_number.slice(-6)}`))).toEqual([paid.placed.order_number]);

    const cheapestFirst = await list('sort_by=total&sort_order=asc&per_page=100');
    const totals = cheapestFirst.data.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const paged = await list('per_page=1&page=2');
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1, last_page: cheapestFirst.meta.total });

    // Days are Warsaw days: both orders were placed on 2 November.
    expect((await list('date_from=2026-11-02&date_to=2026-11-02')).meta.total).toBe(cheapestFirst.meta.total);
    expect((await list('date_from=2026-11-03')).meta.total).toBe(0);
    const backwards = await call('accountant', 'GET', '/api/admin/orders?date_from=2026-11-05&date_to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.date_to).toEqual(['The end date cannot be earlier than the start date.']);
    expect((await call('accountant', 'GET', '/api/admin/orders?status=lost')).statusCode).toBe(422);

    // The accountant reads orders but cannot move them (docs/product-rules.md#staff).
    expect((await status(unpaid, { status: 'cancelled' })).statusCode).toBe(200);
    const refused = await call('accountant', 'POST', `/api/admin/orders/${paid.placed.id}/status`, {
      status: 'cancelled',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('ships a paid order only with a tracking number and e-mails it to the customer in their language', async () => {
    const unpaid = await guestOrder(t, { price: 10_000, buyer: buyer() });
    const notPaid = await status(unpaid, { status: 'shipped', tracking_number: '123456789' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({
      code: 'order_not_paid',
      message: 'This order has not been paid. Ship it only once the payment has arrived.',
    });

    const order = await paidOrder({ locale: 'en' });
    const missing = await status(order, { status: 'shipped' }, 'pl');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.tracking_number).toEqual([
      'Podaj numer przesyłki, aby oznaczyć zamówienie jako wysłane.',
    ]);
    const garbled = await status(order, { status: 'shipped', carrier: 'other', tracking_number: 'ab#1' });
    expect(garbled.json().errors.tracking_number).toEqual(['A tracking number is 4 to 64 letters, digits or dashes.']);
    // Spaces inside are refused, not guessed away; an InPost number has 24 digits (docs/product-rules.md#tracking).
    const spaced = await status(order, { status: 'shipped', tracking_number: '6800 1234 5678 9012 3456 7890' }, 'pl');
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json().errors.tracking_number).toEqual([
      'Numer przesyłki wpisz bez spacji — tak, jak podaje go przewoźnik.',
    ]);
    const short = await status(order, { status: 'shipped', tracking_number: '6800123456789012' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.tracking_number).toEqual([
      'This does not look like a tracking number of InPost (for example: 620123456789012345678901).',
    ]);
    const notDpd = await status(order, { status: 'shipped', carrier: 'dpd', tracking_number: 'RR123456789PL' });
    expect(notDpd.statusCode).toBe(422);
    expect((await status(order, { status: 'shipped', carrier: 'fedex', tracking_number: '1234' })).statusCode).toBe(
      422,
    );

    const shipped = await status(order, { status: 'shipped', tracking_number: ' 680012345678901234567890 ' });
    expect(shipped.json().message).toBe(
      `Order ${order.placed.order_number} shipped. The customer has been e-mailed the tracking number.`,
    );
    const details = detailsOf(shipped);
    expect(details).toMatchObject({
      status: 'shipped',
      status_label: 'shipped',
      next_statuses: ['delivered'],
      shipment: {
        carrier: 'inpost',
        tracking_number: '680012345678901234567890',
        tracking_url: 'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890',
        source: 'manual',
        label_url: null,
      },
    });
    expect(details.shipped_at).toBe(now.toISOString());
    expect(details.history.at(-1)).toMatchObject({
      status: 'shipped',
      by: { email: 'manager@atelier.pl' },
    });

    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'order-shipped');
    expect(mail).toMatchObject({ locale: 'en', subject: `Order ${order.placed.order_number} is on its way` });
    expect(mail?.text).toContain('Tracking number: 680012345678901234567890');
    expect(mail?.text).toContain('https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890');
    const [entry] = await auditOf(t, order.placed.id);
    expect(entry).toMatchObject({
      action: 'order.status',
      data: { from: 'in_preparation', to: 'shipped', carrier: 'inpost', tracking_number: '680012345678901234567890' },
    });

    // The customer sees the new status at once.
    const view = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    expect(OrderDetailsResponse.parse(view.json()).data.status).toBe('shipped');

    const again = await status(order, { status: 'shipped', tracking_number: '680012345678901234567890' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'status_unchanged', message: 'The order is already “shipped”.' });
    const back = await status(order, { status: 'in_preparation' }, 'pl');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Zamówienia o statusie „wysłane” nie można oznaczyć jako „w przygotowaniu”.');
    const cancel = await status(order, { status: 'cancelled' });
    expect(cancel.json().code).toBe('status_transition_not_allowed');
    expect((await call('manager', 'POST', '/api/admin/orders/999999/status', { status: 'shipped' })).statusCode).toBe(
      404,
    );
  });

  it('marks delivery, lets the customer withdraw and the staff complete it: returned, refunded, restocked', async () => {
    const order = await paidOrder();
    const stockAfterSale = await stockOf(db(), order.productId);
    await status(order, { status: 'shipped', carrier: 'other', tracking_number: 'INP-000111' });
    const deliveredResponse = await status(order, { status: 'delivered' });
    expect(deliveredResponse.json().message).toBe(
      `Order ${order.placed.order_number} marked as delivered. The 14-day withdrawal period starts today.`,
    );
    const delivered = detailsOf(deliveredResponse);
    expect(delivered).toMatchObject({ status: 'delivered', delivered_at: now.toISOString(), next_statuses: [] });
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'order-delivered');
    expect(mail?.locale).toBe('pl');
    expect(mail?.text).toContain('Do 16 listopada 2026 23:59 możesz odstąpić od umowy');

    const straightToReturned = await status(order, { status: 'returned' });
    expect(straightToReturned.statusCode).toBe(409);
    expect(straightToReturned.json().message).toContain('complete the withdrawal instead');

    const withdrawn = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/withdraw`, {
      token: order.placed.guest_token,
      payload: { name: 'Anna Kowalska', email: order.buyer, reason: 'Za mała' },
    });
    expect(withdrawn.statusCode).toBe(200);
    const list = await call('manager', 'GET', `/api/admin/orders?search=${order.buyer}`);
    expect(list.json().data[0].withdrawal_pending).toBe(true);
    const [withdrawal] = detailsOf(await call('manager', 'GET', `/api/admin/orders/${order.placed.id}`)).withdrawals;
    expect(withdrawal).toMatchObject({ name: 'Anna Kowalska', reason: 'Za mała', completed_at: null });

    const url = `/api/admin/orders/${order.placed.id}/withdrawals/${withdrawal.id}/complete`;
    const tooMuch = await call('manager', 'POST', url, { refund_amount: 115.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      message: 'At most PLN\u00a0115.00 can be refunded.',
      errors: { refund_amount: ['The amount is more than is left to refund.'] },
    });
    expect(
      (await call('manager', 'POST', `/api/admin/orders/${order.placed.id}/withdrawals/999999/complete`, {}))
        .statusCode,
    ).toBe(404);

    const completed = await call('manager', 'POST', url, { restock: true });
    expect(completed.json().message).toBe(
      `Withdrawal completed: order ${order.placed.order_number} is marked as returned and a refund of PLN\u00a0115.00 ordered.`,
    );
    const returned = detailsOf(completed);
    expect(returned).toMatchObject({
      status: 'returned',
      payment_status: 'refunded',
      money: { paid: 115, refunded: 115, refundable: 0 },
    });
    expect(returned.withdrawals[0].completed_at).toBe(now.toISOString());
    expect(returned.refunds).toEqual([
      expect.objectContaining({ amount: 115, status: 'completed', reason: 'withdrawal' }),
    ]);
    expect(await stockOf(db(), order.productId)).toBe(stockAfterSale + 1);
    const done = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'order-withdrawal-completed');
    expect(done?.text).toContain('Zleciliśmy zwrot 115,00\u00a0zł');
    expect((await call('manager', 'POST', url)).json().code).toBe('withdrawal_completed');
  });

  it('cancels a paid order through the orders module: stock back, payment refunded, customer told', async () => {
    const order = await paidOrder();
    const before = await stockOf(db(), order.productId);
    const res = await status(order, { status: 'cancelled', note: 'Skóra z wadą, klientka poinformowana' });
    expect(res.json().message).toBe(
      `Order ${order.placed.order_number} cancelled, its products put back on stock and the payment refund ordered.`,
    );
    const details = detailsOf(res);
    expect(details).toMatchObject({ status: 'cancelled', payment_status: 'refunded', money: { refundable: 0 } });
    expect(details.history.find((h) => h.status === 'cancelled')).toMatchObject({
      note: 'Skóra z wadą, klientka poinformowana',
      by: { email: 'manager@atelier.pl' },
    });
    expect(await stockOf(db(), order.productId)).toBe(before + 1);
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'order-cancelled');
    expect(mail?.text).toContain(`Przykro nam, ale musieliśmy anulować zamówienie ${order.placed.order_number}.`);
    expect(mail?.text).toContain('Zleciliśmy zwrot 115,00\u00a0zł');
    expect((await auditOf(t, order.placed.id))[0]).toMatchObject({
      action: 'order.status',
      data: { from: 'in_preparation', to: 'cancelled', payment_status: 'refunded' },
    });
    expect((await status(order, { status: 'cancelled' })).json().code).toBe('status_unchanged');
  });

  it('refunds part of a demo payment, then the rest, and refuses more', async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.placed.id}/refunds`;
    const part = await call('accountant', 'POST', url, { amount: 15, reason: 'Rysa na klapie' }, 'pl');
    expect(part.json().message).toBe(`Zlecono zwrot 15,00\u00a0zł za zamówienie ${order.placed.order_number}.`);
    expect(detailsOf(part)).toMatchObject({ payment_status: 'paid', money: { refunded: 15, refundable: 100 } });
    const rest = detailsOf(await call('accountant', 'POST', url, { amount: 100, reason: 'Zwrot całości' }));
    expect(rest).toMatchObject({ payment_status: 'refunded', money: { paid: 115, refunded: 115, refundable: 0 } });
    expect(rest.payments[0]).toMatchObject({ provider: 'demo', status: 'refunded', refunded: 115 });
    expect(rest.refunds.map((r) => [r.amount, r.status, r.requested_by?.email])).toEqual([
      [15, 'completed', 'ksiegowa@atelier.pl'],
      [100, 'completed', 'ksiegowa@atelier.pl'],
    ]);
    const nothing = await call('accountant', 'POST', url, { amount: 1, reason: 'Jeszcze raz' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      code: 'nothing_to_refund',
      message: 'Nothing is left to refund in this order.',
    });
    expect((await call('manager', 'POST', url, { amount: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await emailsTo(db(), order.buyer)).filter((m) => m.template === 'order-refund')).toHaveLength(2);
  });

  it('keeps staff notes inside the panel', async () => {
    const order = await guestOrder(t, { price: 10_000, buyer: buyer() });
    const url = `/api/admin/orders/${order.placed.id}/notes`;
    const empty = await call('manager', 'POST', url, { body: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toBeDefined();
    const added = await call('manager', 'POST', url, { body: 'Klientka prosi o ozdobne pudełko' });
    expect(added.statusCode).toBe(201);
    expect(detailsOf(added).staff_notes).toEqual([
      expect.objectContaining({
        body: 'Klientka prosi o ozdobne pudełko',
        author: expect.objectContaining({ email: 'manager@atelier.pl' }),
      }),
    ]);
    expect(await db().select().from(orderNotes).where(eq(orderNotes.orderId, order.placed.id))).toHaveLength(1);
    const customerView = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    expect(customerView.body).not.toContain('ozdobne pudełko');
    expect((await call('accountant', 'POST', url, { body: 'Notatka' })).statusCode).toBe(403);
  });

  it('prints a packing slip in either language with the customer’s text escaped', async () => {
    const order = await guestOrder(
      t,
      { price: 10_000, buyer: buyer(), quantity: 2 },
      { notes: 'Proszę zapakować na prezent <script>alert(1)</script>' },
    );
    const en = await call(
      'accountant',
      'GET',
      `/api/admin/orders/${order.placed.id}/packing-slip?locale=en`,
      undefined,
      'pl',
    );
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Packing slip');
    expect(en.body).toContain(order.placed.order_number);
    expect(en.body).toContain('WRO01M');
    expect(en.body).toMatch(/class="qty">2</);
    expect(en.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(en.body).not.toContain('<script>alert(1)');
    const pl = await call('manager', 'GET', `/api/admin/orders/${order.placed.id}/packing-slip`, undefined, 'pl');
    expect(pl.body).toContain('<html lang="pl">');
    expect(pl.body).toContain('List przesyłki');
    expect(pl.body).toContain('Anna Kowalska');
    expect((await call('manager', 'GET', '/api/admin/orders/999999/packing-slip')).statusCode).toBe(404);
  });

  it('exports orders and payments as CSV that Excel reads, with formula-like text defused', async () => {
    const email = 'csv.formula@example.pl';
    const order = await guestOrder(t, { price: 124_900, buyer: email, info: { name: '=HYPERLINK("http://x")' } });
    await payWithDemo(order);

    const res = await call('manager', 'GET', `/api/admin/orders.csv?search=${email}`, undefined, 'pl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="zamowienia-2026-11-02.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const [header, row, ...rest] = res.body.slice(1).split('\r\n');
    const [line] = (await call('manager', 'GET', `/api/admin/orders/${order.placed.id}`)).json().data.lines;
    expect(rest).toEqual(['']);
    expect(header).toBe(
      'Numer zamówienia;Data złożenia;Status;Płatność;Klient;E-mail;Telefon;Firma;NIP;Dostawa;Numer przesyłki;Liczba sztuk;Produkty (zł);Rabat (zł);Dostawa (zł);Razem (zł);W tym VAT (zł);Zwrócono (zł);Kod rabatowy;Opłacono;Pozycje',
    );
    expect(row.split(';')).toEqual([
      order.placed.order_number,
      '2026-11-02 10:00',
      'w przygotowaniu',
      'opłacone',
      `"'=HYPERLINK(""http://x"") Kowalska"`,
      email,
      "'+48 600 100 200",
      '',
      '',
      'inpost',
      '',
      '1',
      '1249,00',
      '0,00',
      '0,00',
      '1249,00',
      '233,55',
      '0,00',
      '',
      '2026-11-02 10:00',
      // Each line names the variant bought: SKU, product (colour, size — none here) × quantity.
      `${line.sku} ${line.product_name} × 1`,
    ]);
    const english = await call('accountant', 'GET', `/api/admin/orders.csv?search=${email}`);
    expect(english.body.slice(1).split('\r\n')[0]).toMatch(/^Order number;Placed at;Status;Payment;Customer;/);

    const payments = await call(
      'accountant',
      'GET',
      `/api/admin/payments.csv?search=${order.placed.order_number}`,
      undefined,
      'pl',
    );
    expect(payments.headers['content-disposition']).toBe('attachment; filename="platnosci-2026-11-02.csv"');
    const lines = payments.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Data;Numer zamówienia;E-mail klienta;Operator;ID sesji;ID transakcji Przelewy24;Status;Kwota (zł);Zwrócono (zł);Zweryfikowano',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^2026-11-02 10:00;${order.placed.order_number};${email};demonstracyjny;${order.placed.order_number}-[\\w-]+;\\d+;opłacone;1249,00;0,00;2026-11-02 10:00$`,
      ),
    );

    const list = AdminPaymentListResponse.parse(
      (await call('manager', 'GET', `/api/admin/payments?search=${order.placed.order_number}&status=paid`)).json(),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        order: { id: order.placed.id, order_number: order.placed.order_number, email },
        provider: 'demo',
        amount: 1249,
        status: 'paid',
        status_label: 'paid',
        refunded: 0,
        refunds: [],
      }),
    ]);
    expect((await orderRow(db(), order.placed.id)).paymentStatus).toBe('paid');
  });
});
