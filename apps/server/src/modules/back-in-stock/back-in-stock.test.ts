import { AdminBackInStockResponse, AdminProductResponse, BackInStockNotifyResponse } from '@atelier/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockSubscriptions, productVariants } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { staffCaller, staffTokens } from '../admin/admin-orders.test-support';
import { Browser, makeProduct } from '../cart/cart.test-support';
import { emailsTo } from '../orders/orders.test-support';
import { notifyRestocked } from './back-in-stock.service';

/**
 * Back-in-stock alerts (docs/product-rules.md#back-in-stock): a guest asks, confirms the link, staff restock
 * the variant and exactly one e-mail goes out; a verified customer waits at once; bad input is a 4xx in the
 * request's language.
 */
describe('back-in-stock alerts', () => {
  let t: TestApp;
  let call: ReturnType<typeof staffCaller>;
  const now = new Date('2026-11-02T09:00:00Z');
  const db = () => t.database.db;
  let seq = 0;
  const address = () => `czekam.${++seq}@example.pl`;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    call = staffCaller(t, await staffTokens(t));
  });
  afterAll(() => t.close());

  const notify = (browser: Browser, productId: number, body: Record<string, unknown>) =>
    browser.send('POST', `/api/products/${productId}/notify`, body);

  const confirmTokenOf = async (email: string) => {
    const mail = (await emailsTo(db(), email)).find((m) => m.template === 'back-in-stock-confirmation');
    const link = /https?:\/\/\S+\/back-in-stock\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!link) throw new Error(`no confirmation link for ${email}`);
    return { url: link[0], token: link[1], mail };
  };

  async function soldOut() {
    const product = await makeProduct(db(), { price: 30_000, stock: 0, colours: ['black', 'bordo'] });
    const [black, bordo] = product.variants;
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, black.id));
    return { product, black, bordo };
  }

  it('a guest confirms the link, staff restock the variant, one e-mail arrives and the alert ends', async () => {
    const { product, bordo } = await soldOut();
    const guest = new Browser(t, 'en');
    const email = address();
    const res = await notify(guest, product.id, { variant_id: bordo.id, email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(BackInStockNotifyResponse.parse(res.json())).toEqual({
      success: true,
      message: `Almost done! We have sent a link to ${email} — click it and we will let you know when the product is back.`,
      data: { status: 'pending' },
    });
    const { url, token, mail } = await confirmTokenOf(email);
    expect(mail).toMatchObject({ locale: 'en', subject: `Confirm your availability alert: ${product.nameEn}` });
    expect(url).toContain('/en/back-in-stock/confirm?token=');

    // Not confirmed: a restock e-mails nobody.
    expect(await notifyRestocked({ db: db(), now, publicUrl: t.config.publicUrl })).toBe(0);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/back-in-stock/confirm?token=${token}`,
      headers: { 'accept-language': 'pl' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: `Potwierdzone — napiszemy, gdy tylko ${product.name} wróci.`,
      data: { product_name: product.name, variant_label: 'Bordowy' },
    });
    const twice = await t.app.inject({ method: 'GET', url: `/api/back-in-stock/confirm?token=${token}` });
    expect(twice.statusCode).toBe(200);

    // Staff see who waits, in the variants editor and the list.
    const editor = AdminProductResponse.parse(
      (await call('manager', 'GET', `/api/admin/products/${product.id}`)).json(),
    );
    expect(editor.data.variants.find((v) => v.id === bordo.id)?.waiting_for_stock).toBe(1);
    const list = AdminBackInStockResponse.parse(
      (await call('manager', 'GET', `/api/admin/back-in-stock?product_id=${product.id}`)).json(),
    );
    expect(list.data).toEqual([
      expect.objectContaining({ variant_id: bordo.id, waiting: 1, unconfirmed: 0, stock: 0 }),
    ]);

    // Staff restock it in the variants editor: the e-mail is queued with the save.
    const current = editor.data.variants.find((v) => v.id === bordo.id);
    const saved = await call('manager', 'PUT', `/api/admin/products/${product.id}/variants/${bordo.id}`, {
      sku: current?.sku,
      color: 'bordo',
      size: 'one_size',
      base_price: 300,
      sale_price: null,
      stock: 3,
      loaded_stock: 0,
      made_to_order: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const restocked = (await emailsTo(db(), email)).filter((m) => m.template === 'back-in-stock');
    expect(restocked).toHaveLength(1);
    expect(restocked[0]).toMatchObject({ locale: 'en', subject: `${product.nameEn} is available again` });
    expect(restocked[0].text).toContain(`/en/products/`);
    expect(restocked[0].text).toContain(`?variant=${bordo.id}`);

    // The alert has ended: another sweep, another restock, e-mail nobody.
    expect(await notifyRestocked({ db: db(), now, publicUrl: t.config.publicUrl })).toBe(0);
    const [row] = await db()
      .select()
      .from(backInStockSubscriptions)
      .where(eq(backInStockSubscriptions.variantId, bordo.id));
    expect(row).toMatchObject({ status: 'notified', notifiedAt: now });
    expect((await emailsTo(db(), email)).filter((m) => m.template === 'back-in-stock')).toHaveLength(1);
  });

  it('a signed-in customer with a verified address waits at once; any restock path e-mails them', async () => {
    const { product, bordo } = await soldOut();
    const customer = new Browser(t, 'pl');
    const login = await customer.send('POST', '/api/auth/login', {
      email: 'klient@atelier.pl',
      password: 'Klient123!',
    });
    customer.token = login.json().data.token;
    const res = await notify(customer, product.id, { variant_id: bordo.id, email: 'klient@atelier.pl' });
    expect(res.json()).toMatchObject({
      data: { status: 'active' },
      message: 'Gotowe — napiszemy na klient@atelier.pl, gdy tylko produkt wróci.',
    });
    expect((await emailsTo(db(), 'klient@atelier.pl')).some((m) => m.template === 'back-in-stock-confirmation')).toBe(
      false,
    );
    // Pieces come back another way (a cancelled order, a return): the sweep finds them.
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, bordo.id));
    expect(await notifyRestocked({ db: db(), now, publicUrl: t.config.publicUrl })).toBe(1);
    const mails = (await emailsTo(db(), 'klient@atelier.pl')).filter((m) => m.template === 'back-in-stock');
    expect(mails.at(-1)).toMatchObject({ locale: 'pl', subject: `${product.name} znów jest dostępny` });
  });

  it('asking twice sends a fresh link (the old one stops working) but keeps one alert', async () => {
    const { product, bordo } = await soldOut();
    const guest = new Browser(t);
    const email = address();
    await notify(guest, product.id, { variant_id: bordo.id, email });
    await notify(guest, product.id, { variant_id: bordo.id, email });
    const rows = await db()
      .select()
      .from(backInStockSubscriptions)
      .where(and(eq(backInStockSubscriptions.variantId, bordo.id), eq(backInStockSubscriptions.email, email)));
    expect(rows).toHaveLength(1);
    const confirmations = (await emailsTo(db(), email)).filter((m) => m.template === 'back-in-stock-confirmation');
    expect(confirmations).toHaveLength(2);
    // The first link was replaced by the second.
    const first = /token=([A-Za-z0-9_-]+)/.exec(confirmations[0].text)?.[1];
    const old = await t.app.inject({ method: 'GET', url: `/api/back-in-stock/confirm?token=${first}` });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('Ten link jest nieważny albo wygasł. Zapisz się ponownie na stronie produktu.');
  });

  it('refuses an in-stock, a made-to-order or a foreign variant and a bad address, in the request’s language', async () => {
    const { product, black, bordo } = await soldOut();
    const guest = new Browser(t, 'pl');
    const inStock = await notify(guest, product.id, { variant_id: black.id, email: address() });
    expect(inStock.statusCode).toBe(422);
    expect(inStock.json()).toMatchObject({
      code: 'variant_available',
      message: 'Ten wariant jest dostępny — możesz go zamówić od razu.',
    });
    const handmade = await makeProduct(db(), { price: 20_000, stock: 0, madeToOrder: true });
    const made = await notify(new Browser(t, 'en'), handmade.id, { email: address() });
    expect(made.statusCode).toBe(422);
    expect(made.json()).toMatchObject({
      code: 'variant_made_to_order',
      message: 'We make this variant to order — you can order it right away.',
    });
    const foreign = await notify(guest, product.id, { variant_id: handmade.variantId, email: address() });
    expect(foreign.json()).toMatchObject({ code: 'variant_not_found' });
    const which = await notify(guest, product.id, { email: address() });
    expect(which.json()).toMatchObject({ code: 'variant_required' });
    const badEmail = await notify(new Browser(t, 'en'), product.id, { variant_id: bordo.id, email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual([expect.stringMatching(/e-mail/i)]);
    expect((await notify(guest, 99_999_999, { email: address() })).statusCode).toBe(404);
    const retired = await makeProduct(db(), { price: 20_000, stock: 0, isActive: false });
    expect((await notify(guest, retired.id, { email: address() })).statusCode).toBe(404);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/back-in-stock/confirm?token=nope' });
    expect(garbage.statusCode).toBe(404);
  });
});
