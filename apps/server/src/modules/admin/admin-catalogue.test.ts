import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { seededApp } from '../catalog/catalog.test-support';

/**
 * The catalogue part of the admin panel beyond plain saves: two staff editing one product (optimistic
 * concurrency, 409 with the newer version), names in the panel's language, filter values (attributes) and
 * role changes recorded with their before and after. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const ACCOUNTS = {
  super_admin: ['admin@atelier.pl', 'Admin123!'],
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
} as const;
type Who = keyof typeof ACCOUNTS;

type Product = Record<string, unknown> & { id: number; updated_at: string; stock: number; name_pl: string };

describe('admin catalogue: concurrent edits, languages, attributes', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;

  const call = (who: Who, method: string, url: string, payload?: unknown, locale = 'pl') =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { 'accept-language': locale, authorization: `Bearer ${tokens[who]}` },
    });
  const load = async (id: number): Promise<Product> =>
    (await call('manager', 'GET', `/api/admin/products/${id}`)).json().data;
  /** The body the panel sends: the product as loaded, with its version and the stock it showed. */
  const edit = (product: Product, change: Record<string, unknown>) => {
    const { id, slug, images, price_history, created_at, ...input } = product;
    return { ...input, loaded_stock: product.stock, ...change };
  };

  let productId: number;

  beforeAll(async () => {
    t = await seededApp();
    for (const [who, [email, password]] of Object.entries(ACCOUNTS)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      tokens[who as Who] = res.json().data.token;
    }
    const list = await call('manager', 'GET', '/api/admin/products?per_page=1&sort_by=sku&sort_order=asc');
    productId = list.json().data[0].id;
  });
  afterAll(() => t.close());

  it('refuses a save over a newer version with 409, the message in the request language and the newer product', async () => {
    const mine = await load(productId);
    const theirs = await load(productId);

    const first = await call('manager', 'PUT', `/api/admin/products/${productId}`, edit(theirs, { name_pl: 'Ich' }));
    expect(first.statusCode).toBe(200);
    // The clock of the test app stands still, yet the saved version is a new one.
    expect(first.json().data.updated_at).not.toBe(theirs.updated_at);

    const second = await call(
      'super_admin',
      'PUT',
      `/api/admin/products/${productId}`,
      edit(mine, { name_pl: 'Moja' }),
      'en',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'product_changed',
      message:
        'Someone else saved this product while you were editing it. Your changes were not saved — check the newer version.',
      data: { id: productId, name_pl: 'Ich', updated_at: first.json().data.updated_at },
    });
    const polish = await call('manager', 'PUT', `/api/admin/products/${productId}`, edit(mine, { name_pl: 'Moja' }));
    expect(polish.json().message).toMatch(/^Ktoś inny zapisał ten produkt/);
    expect((await load(productId)).name_pl).toBe('Ich');

    // Saving again from the newer version is an ordinary save.
    const retry = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}`,
      edit(second.json().data, { name_pl: 'Moja' }),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.name_pl).toBe('Moja');
  });

  it('lets exactly one of several simultaneous saves from the same version through', async () => {
    const loaded = await load(productId);
    const names = ['First', 'Second', 'Third', 'Fourth'];
    const answers = await Promise.all(
      names.map((name, n) =>
        call(
          n % 2 ? 'super_admin' : 'manager',
          'PUT',
          `/api/admin/products/${productId}`,
          edit(loaded, { name_en: name }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = names[answers.findIndex((a) => a.statusCode === 200)];
    expect((await load(productId)).name_en).toBe(winner);
    // Every refusal carries the winner's version.
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().data.name_en).toBe(winner);
    const log = (await call('super_admin', 'GET', '/api/admin/audit-log?entity=product&per_page=10')).json().data;
    expect(log[0]).toMatchObject({ action: 'product.update', entity_id: String(productId) });
    expect(log[0].data.name_en.to).toBe(winner);
    const losers = names.filter((name) => name !== winner);
    expect(
      log.filter((entry: { data: { name_en?: { to: string } } }) => losers.includes(entry.data?.name_en?.to ?? '')),
    ).toEqual([]);
  });

  it('keeps the stock orders changed meanwhile, and refuses when the editor changed the stock too', async () => {
    const loaded = await load(productId);
    // Cancelled orders return pieces without making a new version (orders.repository leaves updated_at alone).
    // Stock is the variants' (the product has one); the product row sums it.
    await t.database.db.execute(sql`update product_variants set stock = stock + 3 where product_id = ${productId}`);

    const untouched = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}`,
      edit(loaded, { material_pl: 'Skóra licowa' }),
    );
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data.stock).toBe(loaded.stock + 3);

    const fresh = untouched.json().data as Product;
    await t.database.db.execute(sql`update product_variants set stock = stock - 1 where product_id = ${productId}`);
    const bothChanged = await call('manager', 'PUT', `/api/admin/products/${productId}`, edit(fresh, { stock: 50 }));
    expect(bothChanged.statusCode).toBe(409);
    expect((await load(productId)).stock).toBe(fresh.stock - 1);
  });

  it('treats a quick stock change in the list as a new version', async () => {
    const loaded = await load(productId);
    expect((await call('manager', 'PUT', `/api/admin/products/${productId}/stock`, { stock: 7 })).statusCode).toBe(200);
    const stale = await call('manager', 'PUT', `/api/admin/products/${productId}`, edit(loaded, { name_pl: 'Stara' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.stock).toBe(7);
  });

  it('still accepts a save without a version (API clients that do not send one), and refuses a bad one with 422', async () => {
    const loaded = await load(productId);
    const { updated_at, loaded_stock, ...plain } = edit(loaded, { name_pl: 'Bez wersji' });
    expect((await call('manager', 'PUT', `/api/admin/products/${productId}`, plain)).statusCode).toBe(200);
    const bad = await call('manager', 'PUT', `/api/admin/products/${productId}`, { ...plain, updated_at: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['updated_at']);
  });

  it("names products and categories in the panel's language on the dashboard and the product list", async () => {
    await call('manager', 'PUT', `/api/admin/products/${productId}/stock`, { stock: 0 });
    const loaded = await load(productId);
    const dashboard = async (locale: string) =>
      (await call('accountant', 'GET', '/api/admin/dashboard', undefined, locale)).json().data.low_stock;
    expect((await dashboard('en')).find((p: { id: number }) => p.id === productId).name).toBe(loaded.name_en);
    expect((await dashboard('pl')).find((p: { id: number }) => p.id === productId).name).toBe(loaded.name_pl);

    const categories = (await call('manager', 'GET', '/api/admin/categories')).json().data;
    const category = categories.find((c: { id: number }) => c.id === loaded.category_id);
    const row = async (query: string, locale: string) =>
      (await call('manager', 'GET', `/api/admin/products?search=${loaded.sku}${query}`, undefined, locale)).json()
        .data[0];
    expect((await row('', 'en')).category.name).toBe(category.name_en);
    expect((await row('', 'pl')).category.name).toBe(category.name_pl);
    // ?locale= wins over the header, as in the shop's API.
    expect((await row('&locale=en', 'pl')).category.name).toBe(category.name_en);
  });

  it('adds a colour with its swatch and refuses a taken code or a colour without a swatch on their fields', async () => {
    const colour = { kind: 'colour', code: 'oliwkowy', label_pl: 'Oliwkowy', label_en: 'Olive', hex: '#6b6b2a' };
    const noSwatch = await call('manager', 'POST', '/api/admin/attributes', { ...colour, hex: null }, 'en');
    expect(noSwatch.statusCode).toBe(422);
    expect(noSwatch.json().errors).toEqual({ hex: ['Enter the swatch colour as #RRGGBB, e.g. #8B4A24.'] });

    const created = await call('manager', 'POST', '/api/admin/attributes', colour, 'en');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'The value “Olive” has been saved.',
      data: { kind: 'colour', code: 'oliwkowy', hex: '#6B6B2A', product_count: 0 },
    });
    const twice = await call('manager', 'POST', '/api/admin/attributes', colour);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.code).toEqual(['Ta wartość ma już taki kod. Wybierz inny.']);
    // The same code is free in another kind; a style has no swatch.
    const style = await call('manager', 'POST', '/api/admin/attributes', { ...colour, kind: 'style' });
    expect(style.statusCode).toBe(201);
    expect(style.json().data.hex).toBeNull();

    // Gender and status are the shop's fixed sets; codes are link-safe words.
    const bad = await call(
      'manager',
      'POST',
      '/api/admin/attributes',
      { ...colour, kind: 'status', code: 'Zły kod' },
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'kind']);
    expect((await call('accountant', 'POST', '/api/admin/attributes', colour)).statusCode).toBe(403);

    const list = (await call('accountant', 'GET', '/api/admin/attributes')).json().data;
    expect(
      list
        .filter((a: { code: string }) => a.code === 'oliwkowy')
        .map((a: { kind: string }) => a.kind)
        .sort(),
    ).toEqual(['colour', 'style']);

    const log = (await call('super_admin', 'GET', '/api/admin/audit-log?entity=attribute')).json().data;
    expect(log[0]).toMatchObject({
      action: 'attribute.create',
      user: { email: 'manager@atelier.pl' },
      data: { kind: 'style', code: 'oliwkowy', label_pl: 'Oliwkowy', label_en: 'Olive', hex: null },
    });
  });

  it('renames a colour and changes its swatch: the shop shows it at once, the code stays, the log keeps before and after', async () => {
    const shop = (query: string) => t.app.inject({ method: 'GET', url: `/api/products?per_page=1${query}` });
    const before = (await shop('&colors=black&locale=en')).json();
    expect(before.facets.colors.find((c: { value: string }) => c.value === 'black').label).toBe('Black');
    const black = (await call('manager', 'GET', '/api/admin/attributes'))
      .json()
      .data.find((a: { kind: string; code: string }) => a.kind === 'colour' && a.code === 'black');
    expect(black.product_count).toBe(before.meta.total);

    const saved = await call(
      'manager',
      'PUT',
      `/api/admin/attributes/${black.id}`,
      // A code in the body is not a field of an edit: the value keeps its code.
      { code: 'jet-black', label_pl: 'Kruczoczarny', label_en: 'Jet black', hex: '#111111', position: black.position },
      'en',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'colour', code: 'black', label_en: 'Jet black', hex: '#111111' });

    const after = (await shop('&colors=black&locale=en')).json();
    expect(after.meta.total).toBe(before.meta.total);
    expect(after.facets.colors.find((c: { value: string }) => c.value === 'black')).toMatchObject({
      label: 'Jet black',
      hex: '#111111',
    });
    const noSwatch = await call('manager', 'PUT', `/api/admin/attributes/${black.id}`, { ...black, hex: null });
    expect(noSwatch.statusCode).toBe(422);

    const log = (await call('super_admin', 'GET', '/api/admin/audit-log?entity=attribute')).json().data;
    expect(log[0]).toMatchObject({
      action: 'attribute.update',
      entity_id: String(black.id),
      user: { email: 'manager@atelier.pl' },
      data: {
        kind: 'colour',
        code: 'black',
        label_pl: { from: black.label_pl, to: 'Kruczoczarny' },
        label_en: { from: black.label_en, to: 'Jet black' },
        hex: { from: black.hex, to: '#111111' },
      },
    });
    expect(log[0].data.position).toBeUndefined();
    expect((await call('manager', 'PUT', '/api/admin/attributes/999999', black)).statusCode).toBe(404);
  });

  it('records a role change with whose roles and the roles before and after', async () => {
    const customer = (await call('super_admin', 'GET', '/api/admin/users?search=klient@atelier.pl')).json().data[0];
    await call('super_admin', 'PUT', `/api/admin/users/${customer.id}/roles`, { roles: ['manager'] });
    await call('super_admin', 'PUT', `/api/admin/users/${customer.id}/roles`, { roles: ['accountant', 'manager'] });
    const log = (await call('super_admin', 'GET', '/api/admin/audit-log?entity=user')).json().data;
    expect(log.slice(0, 2).map((entry: { data: unknown }) => entry.data)).toEqual([
      { email: 'klient@atelier.pl', roles: { from: ['manager'], to: ['manager', 'accountant'] } },
      { email: 'klient@atelier.pl', roles: { from: [], to: ['manager'] } },
    ]);
    expect(log[0].user.email).toBe('admin@atelier.pl');
  });
});
