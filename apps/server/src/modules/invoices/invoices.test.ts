import {
  AdminInvoiceListResponse,
  AdminSellerResponse,
  InvoiceRequestResponse,
  OrderDetailsResponse,
  SellerResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  type GuestOrder,
  guestOrder,
  payWithDemo,
  staffCaller,
  staffTokens,
  type Who,
} from '../admin/admin-orders.test-support';
import { emailsTo, orderRequest } from '../orders/orders.test-support';
import { issueCorrectionForReturn } from './invoice-corrections';
import { invoicePdf, invoiceStorageFor } from './invoice-files';
import { findInvoiceByNumber } from './invoices.repository';

const COMPANY = { company_name: 'Pracownia Łęcka sp. z o.o.', nip: '526-025-02-74' };

/**
 * Invoices end to end on the API (docs/product-rules.md#invoices): a company's invoice with the payment, a
 * consumer's on request, corrections after refunds and cancellations, the files for owners and staff, the
 * accountant's register, and the seller's identity.
 */
describe('invoices', () => {
  let t: TestApp;
  let now = new Date('2026-11-20T10:00:00Z');
  let call: ReturnType<typeof staffCaller>;
  let seq = 0;
  const buyer = () => `faktura.${++seq}@example.pl`;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { DEMO_PAYMENTS: 'true' } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  async function paid(extra: Record<string, unknown> = {}, price = 24_900): Promise<GuestOrder> {
    const order = await guestOrder(t, { price, buyer: buyer() }, extra);
    await payWithDemo(order);
    return order;
  }
  const details = async (order: GuestOrder) => {
    const res = await orderRequest(order.browser, 'GET', `/api/orders/${order.placed.id}`, {
      token: order.placed.guest_token,
    });
    return OrderDetailsResponse.parse(res.json()).data;
  };
  const get = (order: GuestOrder, url: string, token: string | null = order.placed.guest_token) =>
    orderRequest(order.browser, 'GET', url.replace(t.config.publicUrl, ''), { token });

  it('issues a company buyer its VAT invoice with the payment, attached to the paid e-mail', async () => {
    // Below the free-delivery threshold, so delivery is a line of its own.
    const order = await paid(COMPANY, 9_900);
    const view = await details(order);
    expect(view.invoices).toHaveLength(1);
    const [invoice] = view.invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', issued_at: '2026-11-20', ksef_status: 'pending' });
    expect(invoice.number).toMatch(/^FV\/2026\/11\/\d{4}$/);
    expect(invoice.pdf_url).toBe(
      `${t.config.publicUrl}/api/orders/${order.placed.id}/invoices/${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    expect(view.invoice_request.available).toBe(false);

    const row = await findInvoiceByNumber(db(), invoice.number);
    expect(row?.buyerNip).toBe('5260250274');
    expect(row?.document.buyer).toMatchObject({ name: COMPANY.company_name, nip: '5260250274' });
    expect(row?.document.totals.grossGrosze).toBe(Math.round(order.placed.total_amount * 100));
    expect(row?.document.lines.at(-1)?.unit).toBe('usł.');

    const [paidMail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, order.buyer))
      .then((rows) => rows.filter((r) => r.template === 'order-payment-received'));
    expect(paidMail.attachments).toEqual([
      { kind: 'invoice', invoiceId: row?.id, filename: `Faktura-${invoice.number.replaceAll('/', '-')}.pdf` },
    ]);
    expect(paidMail.text).toContain(`W załączniku przesyłamy fakturę VAT nr ${invoice.number}`);

    const pdf = await get(order, invoice.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await get(order, invoice.xml_url ?? '');
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('http://crd.gov.pl/wzor/2025/06/25/13775/');
    expect(xml.body).toContain('<NIP>5260250274</NIP>');
  });

  it('lets only the order’s owner and staff download, and answers 404 for anything else', async () => {
    const order = await paid(COMPANY);
    const [invoice] = (await details(order)).invoices;
    const other = await paid();
    const stranger = (url: string) => t.app.inject({ method: 'GET', url: url.replace(t.config.publicUrl, '') });
    expect((await stranger(invoice.pdf_url)).statusCode).toBe(404);
    expect((await stranger(`${invoice.pdf_url}?token=${other.placed.guest_token}`)).statusCode).toBe(404);
    // Another order's id with this order's invoice number: not found either.
    const path = invoice.pdf_url.replace(`/orders/${order.placed.id}/`, `/orders/${other.placed.id}/`);
    expect((await get(other, path)).statusCode).toBe(404);
    const staffUrl = invoice.pdf_url.replace(t.config.publicUrl, '');
    expect((await call('accountant', 'GET', staffUrl)).statusCode).toBe(200);
    expect((await call('manager', 'GET', staffUrl)).statusCode).toBe(200);
    expect((await call('customer', 'GET', staffUrl)).statusCode).toBe(404);
    const bad = await get(order, `/api/orders/${order.placed.id}/invoices/FV-2026-11-0001.exe`);
    expect(bad.statusCode).toBe(422);
    expect((await get(order, `/api/orders/${order.placed.id}/invoices/FV-2026-11-9999.pdf`)).statusCode).toBe(404);
  });

  it('gives a consumer an invoice only on request — once, for a paid order of theirs, within the legal window', async () => {
    const unpaid = await guestOrder(t, { price: 9_900, buyer: buyer() });
    const early = await orderRequest(unpaid.browser, 'POST', `/api/orders/${unpaid.placed.id}/invoice`, {
      token: unpaid.placed.guest_token,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'order_not_paid' });

    const order = await paid();
    expect((await details(order)).invoices).toEqual([]);
    expect((await details(order)).invoice_request).toEqual({ available: true, deadline: '2027-02-28' });
    const url = `/api/orders/${order.placed.id}/invoice`;
    const foreign = await orderRequest(unpaid.browser, 'POST', url, { token: unpaid.placed.guest_token, payload: {} });
    expect(foreign.statusCode).toBe(404);
    const badNip = await orderRequest(order.browser, 'POST', url, {
      token: order.placed.guest_token,
      payload: { company_name: 'Firma', nip: '1234567890' },
    });
    expect(badNip.statusCode).toBe(422);
    expect(badNip.json().errors.nip).toEqual(['Podaj poprawny NIP (10 cyfr) albo zostaw pole puste.']);

    const asked = await orderRequest(order.browser, 'POST', url, { token: order.placed.guest_token, payload: {} });
    expect(asked.statusCode).toBe(201);
    const issued = InvoiceRequestResponse.parse(asked.json());
    expect(issued.data.kind).toBe('invoice');
    expect(issued.data.xml_url).toBeUndefined();
    expect(issued.message).toBe(`Wystawiliśmy fakturę ${issued.data.number} i wysłaliśmy ją e-mailem.`);
    const row = await findInvoiceByNumber(db(), issued.data.number);
    expect(row).toMatchObject({ buyerNip: null, ksefStatus: 'not_required' });
    expect(row?.pdfKey).toBeTruthy();
    expect((await get(order, issued.data.pdf_url)).statusCode).toBe(200);
    const mail = (await emailsTo(db(), order.buyer)).find((m) => m.template === 'invoice-issued');
    expect(mail?.subject).toBe(`Faktura ${issued.data.number} do zamówienia ${order.placed.order_number}`);

    const again = await orderRequest(order.browser, 'POST', url, { token: order.placed.guest_token, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_already_issued' });
    expect(again.json().message).toContain('Faktura do tego zamówienia została już wystawiona');

    const late = await paid();
    const saved = now;
    now = new Date('2027-03-01T10:00:00Z');
    try {
      const refused = await orderRequest(late.browser, 'POST', `/api/orders/${late.placed.id}/invoice`, {
        token: late.placed.guest_token,
        payload: {},
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invoice_window_closed' });
      expect(refused.json().message).toContain('2027-02-28');
    } finally {
      now = saved;
    }
  });

  it('issues a consumer who ticked the box at checkout an invoice with the payment', async () => {
    const order = await paid({ invoice_requested: true });
    const [invoice] = (await details(order)).invoices;
    expect(invoice).toMatchObject({ kind: 'invoice' });
    expect(invoice.ksef_status).toBeUndefined();
  });

  it('numbers documents FV/YYYY/MM/NNNN one after another, corrections in the same series', async () => {
    const rows = await db().select({ number: invoices.number }).from(invoices);
    const sequence = rows.map((r) => Number(r.number.slice(-4))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });

  it('corrects the invoice after a partial refund and after a full one, and lists both for the accountant', async () => {
    const order = await paid(COMPANY, 20_000);
    const [invoice] = (await details(order)).invoices;
    const url = `/api/admin/orders/${order.placed.id}/refunds`;
    expect((await call('accountant', 'POST', url, { amount: 50, reason: 'Rysa' })).statusCode).toBe(200);
    const afterPart = (await details(order)).invoices;
    expect(afterPart.map((i) => [i.kind, i.corrects ?? null])).toEqual([
      ['invoice', null],
      ['correction', invoice.number],
    ]);
    const part = await findInvoiceByNumber(db(), afterPart[1].number);
    expect(part?.document.corrects?.totalsBefore.grossGrosze).toBe(Math.round(order.placed.total_amount * 100));
    expect(part?.document.totals.grossGrosze).toBe(Math.round(order.placed.total_amount * 100) - 5_000);
    expect(part?.document.payment.paidGrosze).toBe(-5_000);

    const rest = Math.round(order.placed.total_amount * 100 - 5_000) / 100;
    expect((await call('accountant', 'POST', url, { amount: rest, reason: 'Reszta' })).statusCode).toBe(200);
    const all = (await details(order)).invoices;
    expect(all).toHaveLength(3);
    const full = await findInvoiceByNumber(db(), all[2].number);
    expect(full?.document.totals).toEqual({ netGrosze: 0, vatGrosze: 0, grossGrosze: 0 });
    expect(full?.document.corrects?.number).toBe(invoice.number);
    expect(full?.correctsInvoiceId).toBe((await findInvoiceByNumber(db(), invoice.number))?.id);
    const mails = (await emailsTo(db(), order.buyer)).filter((m) => m.template === 'correction-issued');
    expect(mails).toHaveLength(2);

    const list = AdminInvoiceListResponse.parse(
      (await call('accountant', 'GET', '/api/admin/invoices?kind=correction&buyer=company')).json(),
    );
    const mine = list.data.filter((i) => i.order_id === order.placed.id);
    expect(mine.map((i) => i.gross_change)).toEqual([-rest, -50]);
    expect(mine.every((i) => i.corrects === invoice.number && i.ksef_status === 'pending')).toBe(true);
  });

  it('adds a correction at once when a consumer asks for an invoice after part of the money went back', async () => {
    const order = await paid({}, 20_000);
    const refund = await call('accountant', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, {
      amount: 30,
      reason: 'Rysa',
    });
    expect(refund.statusCode).toBe(200);
    const asked = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/invoice`, {
      token: order.placed.guest_token,
      payload: {},
    });
    expect(asked.statusCode).toBe(201);
    const docs = (await details(order)).invoices;
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'correction']);
    const correction = await findInvoiceByNumber(db(), docs[1].number);
    expect(correction?.document.payment.paidGrosze).toBe(-3_000);
  });

  it('corrects the invoice by the returned pieces when the returns module settles a return', async () => {
    const order = await paid({ ...COMPANY }, 9_900);
    const [invoice] = (await details(order)).invoices;
    const original = await findInvoiceByNumber(db(), invoice.number);
    const line = original?.document.lines[0];
    if (!line?.sku) throw new Error('no product line');
    const correction = await db().transaction((tx) =>
      issueCorrectionForReturn(tx, {
        orderId: order.placed.id,
        pieces: [{ sku: line.sku ?? '', quantity: 1 }],
        refundGrosze: line.grossGrosze,
        now,
      }),
    );
    expect(correction?.document.corrects?.reason).toBe('Zwrot towaru');
    expect(correction?.document.lines[0]).toMatchObject({ quantity: 0, grossGrosze: 0 });
    // Delivery stays on the invoice: only the piece came back.
    expect(correction?.document.totals.grossGrosze).toBe(
      (original?.document.totals.grossGrosze ?? 0) - line.grossGrosze,
    );
  });

  it('corrects the invoice to zero when a paid order is cancelled', async () => {
    const order = await paid(COMPANY);
    const res = await orderRequest(order.browser, 'POST', `/api/orders/${order.placed.id}/cancel`, {
      token: order.placed.guest_token,
    });
    expect(res.statusCode).toBe(200);
    const docs = (await details(order)).invoices;
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'correction']);
    const correction = await findInvoiceByNumber(db(), docs[1].number);
    expect(correction?.document.corrects?.reason).toContain('Anulowanie');
    expect(correction?.document.lines.every((l) => l.quantity === 0 && l.grossGrosze === 0)).toBe(true);
  });

  it('gives the accountant the list with filters, the month as a ZIP and the sales CSV; others are refused', async () => {
    const list = AdminInvoiceListResponse.parse(
      (await call('accountant', 'GET', '/api/admin/invoices?from=2026-11-01&to=2026-11-30')).json(),
    );
    expect(list.meta.total).toBeGreaterThan(3);
    const consumers = AdminInvoiceListResponse.parse(
      (await call('super_admin', 'GET', '/api/admin/invoices?buyer=consumer')).json(),
    );
    expect(consumers.data.every((i) => i.buyer_nip === null && i.xml_url === null)).toBe(true);
    for (const who of ['manager', 'customer'] as Who[]) {
      expect((await call(who, 'GET', '/api/admin/invoices')).statusCode).toBe(403);
    }
    const zip = await call('accountant', 'GET', '/api/admin/invoices/month.zip?month=2026-11');
    expect(zip.statusCode).toBe(200);
    const files = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(files).toContain('sprzedaz-2026-11.csv');
    expect(files.filter((f) => f.endsWith('.pdf'))).toHaveLength(list.meta.total);
    expect(files.some((f) => f.endsWith('.xml'))).toBe(true);
    const csv = await call('accountant', 'GET', '/api/admin/invoices/month.csv?month=2026-11', undefined, 'pl');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Numer;Rodzaj;Data wystawienia;Data sprzedaży;Nabywca;NIP nabywcy;Netto 23%;VAT 23%;Brutto;Faktura korygowana;Zamówienie;Sposób płatności;Numer KSeF',
    );
    expect(lines).toHaveLength(list.meta.total + 1);
    expect(lines.some((l) => l.includes(';korekta;') && /;-\d+,\d{2};/.test(l))).toBe(true);
    const badMonth = await call('accountant', 'GET', '/api/admin/invoices/month.csv?month=2026-13', undefined, 'pl');
    expect(badMonth.statusCode).toBe(422);
  });

  it("lists one order's documents for its admin page, and sends a failed KSeF invoice again on staff's word", async () => {
    const order = await paid(COMPANY);
    await call('accountant', 'POST', `/api/admin/orders/${order.placed.id}/refunds`, { amount: 10, reason: 'Rysa' });
    const ofOrder = AdminInvoiceListResponse.parse(
      (await call('accountant', 'GET', `/api/admin/invoices?order_id=${order.placed.id}`)).json(),
    );
    expect(ofOrder.data.map((i) => [i.kind, i.order_id])).toEqual([
      ['correction', order.placed.id],
      ['invoice', order.placed.id],
    ]);
    const invoice = ofOrder.data[1];
    const retry = `/api/admin/invoices/${invoice.id}/ksef-retry`;

    // Waiting in the queue: nothing to send again.
    const waiting = await call('accountant', 'POST', retry, {}, 'en');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/Only company invoices whose sending failed/);

    await db()
      .update(invoices)
      .set({ ksefStatus: 'failed', ksefError: 'KSeF 21405: błędny NIP sprzedawcy', ksefNextAttemptAt: null })
      .where(eq(invoices.id, invoice.id));
    expect((await call('manager', 'POST', retry, {})).statusCode).toBe(403);
    const again = await call('accountant', 'POST', retry, {}, 'pl');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      data: { id: invoice.id, ksef_status: 'pending' },
      message: `Faktura ${invoice.number} wraca do kolejki KSeF — wyślemy ją w ciągu minuty.`,
    });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ ksefStatus: 'pending', ksefAttempts: 0 });
    expect(row.ksefNextAttemptAt?.getTime()).toBe(now.getTime());
    expect((await call('accountant', 'POST', '/api/admin/invoices/999999/ksef-retry', {}, 'en')).statusCode).toBe(404);
  });

  it('never loses a number when the PDF cannot be rendered: the row stays and says why', async () => {
    const order = await paid(COMPANY);
    const [view] = (await details(order)).invoices;
    const row = await findInvoiceByNumber(db(), view.number);
    if (!row) throw new Error('no invoice');
    const broken = {
      ...invoiceStorageFor(t.config),
      get: async () => null,
      put: async () => {
        throw new Error('disk full');
      },
    };
    await expect(invoicePdf(db(), broken, { ...row, pdfKey: null })).rejects.toMatchObject({ status: 503 });
    const after = await findInvoiceByNumber(db(), view.number);
    expect(after).toMatchObject({ number: view.number, pdfKey: null, pdfError: 'disk full' });
    // The next download renders it again.
    expect((await get(order, view.pdf_url)).statusCode).toBe(200);
    expect((await findInvoiceByNumber(db(), view.number))?.pdfError).toBeNull();
  });

  it('answers the seller identity, lets only super_admin change it, and the terms version follows it', async () => {
    const seller = SellerResponse.parse((await t.app.inject({ method: 'GET', url: '/api/shop/seller' })).json()).data;
    expect(seller).toMatchObject({ demo: true, vat_status: 'active', nip: '8971234578' });
    const body = {
      name: 'Atelier Skóry sp. z o.o.',
      street: 'ul. Ruska 46',
      postal_code: '50-079',
      city: 'Wrocław',
      country: 'PL',
      nip: '897-123-45-78',
      regon: '123456785',
      register_entry: 'KRS 0000123456',
      bank_account: 'PL61 1090 1014 0000 0712 1981 2874',
      email: 'sklep@atelier.example',
      phone: '+48 71 307 46 46',
      vat_status: 'active',
    };
    const put = (who: Who, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/seller',
        headers: { authorization: `Bearer ${tokensFor[who]}`, 'accept-language': 'pl' },
        payload: payload as Record<string, unknown>,
      });
    const tokensFor = await staffTokens(t);
    expect((await put('accountant', body)).statusCode).toBe(403);
    const invalid = await put('super_admin', { ...body, nip: '1234567890', regon: '123', bank_account: 'PL00' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['bank_account', 'nip', 'regon']);
    const saved = await put('super_admin', body);
    expect(saved.statusCode).toBe(200);
    const view = AdminSellerResponse.parse(saved.json()).data;
    expect(view).toMatchObject({ demo: false, nip: '8971234578', bank_account: 'PL61109010140000071219812874' });
    expect(view.terms_version).toBe('2026-11-20');
    expect(saved.json().message).toBe('Zapisaliśmy dane sprzedawcy. Obowiązuje regulamin w wersji 2026-11-20.');
    const again = await put('super_admin', { ...body, phone: '+48 71 000 00 00' });
    expect(AdminSellerResponse.parse(again.json()).data.terms_version).toBe('2026-11-20.2');

    // Orders placed now record the new version; every e-mail names the seller in its footer.
    const order = await guestOrder(t, { price: 5_000, buyer: buyer() });
    expect((await details(order)).terms_version).toBe('2026-11-20.2');
    const [confirmation] = await emailsTo(db(), order.buyer);
    expect(confirmation.text).toContain('Atelier Skóry sp. z o.o. · ul. Ruska 46, 50-079 Wrocław · NIP 8971234578');
    expect(confirmation.html).toContain('REGON 123456785');
  });
});
