import { ADMIN_ACCESS, type AdminArea, canAdmin, STAFF_ROLES } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { seededApp } from '../catalog/catalog.test-support';
import { adminRouteRegistry } from './admin-access';

const ACCOUNTS = {
  customer: ['klient@atelier.pl', 'Klient123!'],
  super_admin: ['admin@atelier.pl', 'Admin123!'],
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
} as const;
type Who = keyof typeof ACCOUNTS;

describe('admin API', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;

  const call = (who: Who | 'guest', method: string, url: string, payload?: unknown, locale = 'pl') =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: {
        'accept-language': locale,
        ...(who === 'guest' ? {} : { authorization: `Bearer ${tokens[who]}` }),
      },
    });

  beforeAll(async () => {
    t = await seededApp();
    for (const [who, [email, password]] of Object.entries(ACCOUNTS)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      tokens[who as Who] = res.json().data.token;
    }
  });
  afterAll(() => t.close());

  it('answers every admin route by the role table: 401 for guests, 403 for customers and roles without access', async () => {
    expect(adminRouteRegistry.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRouteRegistry) {
      // An id nobody has and an empty body: an allowed call stops at 404 or 422 and changes nothing.
      const url = route.url.replace(':id', '999999').replace(':variantId', '999999');
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      expect((await call('guest', route.method, url, body)).statusCode, `guest ${route.method} ${url}`).toBe(401);
      expect((await call('customer', route.method, url, body)).statusCode, `customer ${route.method} ${url}`).toBe(403);
      for (const role of STAFF_ROLES) {
        const status = (await call(role, route.method, url, body)).statusCode;
        const allowed = canAdmin([role], route.area, route.needs);
        if (allowed) expect([401, 403], `${role} ${route.method} ${url} → ${status}`).not.toContain(status);
        else expect(status, `${role} ${route.method} ${url}`).toBe(403);
        expect(status, `${role} ${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('follows the issue table: accountants read the catalogue but cannot change it; managers cannot see users', () => {
    const table: Record<AdminArea, string> = {
      dashboard: 'write write write',
      catalogue: 'write write read',
      orders: 'write write read',
      payments: 'write read write',
      marketing: 'write write none',
      content: 'write write none',
      inbox: 'write write none',
      users: 'write none none',
      invoices: 'write none write',
      settings: 'write none none',
    };
    for (const [area, levels] of Object.entries(table)) {
      expect(STAFF_ROLES.map((role) => ADMIN_ACCESS[role][area as AdminArea]).join(' '), area).toBe(levels);
    }
  });

  it('creates a product that the shop shows at once, with a generated slug and its price in the history', async () => {
    const categories = (await call('manager', 'GET', '/api/admin/categories')).json().data;
    const attributes = (await call('manager', 'GET', '/api/admin/attributes')).json();
    const black = attributes.data.find(
      (a: { kind: string; code: string }) => a.kind === 'colour' && a.code === 'black',
    );
    const created = await call('manager', 'POST', '/api/admin/products', {
      name_pl: 'Portfel Żurawia',
      name_en: 'Crane wallet',
      sku: 'ADM-TEST-1',
      category_id: categories[0].id,
      kind: attributes.product_kinds[0],
      description_pl: '<p>Ręcznie szyty.</p><script>alert(1)</script>',
      base_price: 299,
      stock: 4,
      // Colours are the variants' now: the form's colour makes the first variant's.
      color: black.code,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product.slug).toBe('portfel-zurawia');
    expect(product.description_pl).not.toContain('<script');
    expect(product.price_history).toEqual([expect.objectContaining({ price: 299 })]);

    const shop = await t.app.inject({ method: 'GET', url: '/api/products/slug/portfel-zurawia?locale=en' });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data.name).toBe('Crane wallet');
    expect(shop.json().data.colors.map((c: { code: string }) => c.code)).toEqual(['black']);
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=zurawia' });
    expect(search.json().data.map((p: { slug: string }) => p.slug)).toContain('portfel-zurawia');

    // A second product with the same name gets the next free slug; the same SKU is refused on its field.
    const twin = await call('manager', 'POST', '/api/admin/products', {
      ...product,
      slug: undefined,
      sku: 'ADM-TEST-2',
      attribute_ids: [],
    });
    expect(twin.json().data.slug).toBe('portfel-zurawia-2');
    const sameSku = await call('manager', 'POST', '/api/admin/products', { ...product, slug: undefined }, 'en');
    expect(sameSku.statusCode).toBe(422);
    expect(sameSku.json().errors.sku).toEqual(['A product with this SKU already exists.']);
  });

  it('puts a product on sale: the shop shows the reduction and the audit log who made it', async () => {
    const list = (await call('manager', 'GET', '/api/admin/products?search=ADM-TEST-1')).json();
    expect(list.meta.total).toBe(1);
    const id = list.data[0].id;
    const current = (await call('manager', 'GET', `/api/admin/products/${id}`)).json().data;

    const tooHigh = await call('manager', 'PUT', `/api/admin/products/${id}`, { ...current, sale_price: 299 }, 'en');
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.sale_price).toEqual(['The sale price must be lower than the regular price.']);

    const onSale = await call('manager', 'PUT', `/api/admin/products/${id}`, { ...current, sale_price: 249 });
    expect(onSale.statusCode).toBe(200);
    const shop = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data;
    expect(shop.price).toBe(249);
    expect(shop.base_price).toBe(299);

    const stock = await call('manager', 'PUT', `/api/admin/products/${id}/stock`, { stock: 0 });
    expect(stock.json().data.stock).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data.in_stock).toBe(false);

    const log = (await call('super_admin', 'GET', `/api/admin/audit-log?entity=product`)).json().data;
    const mine = log.filter((entry: { entity_id: string }) => entry.entity_id === String(id));
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual([
      'product.stock',
      'product.update',
      'product.create',
    ]);
    expect(mine[1].user.email).toBe('manager@atelier.pl');
    expect(mine[1].data.sale_price).toEqual({ from: null, to: 249 });
  });

  it('refuses bad product data with field messages and never a 500', async () => {
    const res = await call(
      'manager',
      'POST',
      '/api/admin/products',
      {
        name_pl: '',
        name_en: 'x',
        sku: 'S',
        category_id: 999999,
        kind: 'spaceship',
        base_price: -5,
        stock: 1.5,
      },
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name_pl', 'base_price', 'stock']));
    const unknownCategory = await call(
      'manager',
      'POST',
      '/api/admin/products',
      {
        name_pl: 'Etui',
        name_en: 'Case',
        sku: 'ADM-TEST-9',
        category_id: 999999,
        kind: 'spaceship',
        base_price: 10,
        stock: 1,
      },
      'en',
    );
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors).toMatchObject({
      category_id: ['Choose an existing category.'],
      kind: ['Choose a product type from the list.'],
    });
    expect((await call('manager', 'GET', '/api/admin/products/999999')).statusCode).toBe(404);
  });

  it('deletes a product nobody ordered and the shop forgets it', async () => {
    const id = (await call('manager', 'GET', '/api/admin/products?search=ADM-TEST-2')).json().data[0].id;
    const res = await call('manager', 'DELETE', `/api/admin/products/${id}`, undefined, 'en');
    expect(res.json().message).toBe('The product has been deleted.');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
  });

  it('lets a super_admin make a customer a manager, but not demote themselves', async () => {
    const customers = (await call('super_admin', 'GET', '/api/admin/users?search=klient@atelier.pl')).json().data;
    const customerId = customers[0].id;
    expect(customers[0].roles).toEqual(['customer']);
    const promoted = await call('super_admin', 'PUT', `/api/admin/users/${customerId}/roles`, { roles: ['manager'] });
    expect(promoted.json().data.roles).toEqual(['customer', 'manager']);
    expect((await call('customer', 'GET', '/api/admin/products')).statusCode).toBe(200);
    await call('super_admin', 'PUT', `/api/admin/users/${customerId}/roles`, { roles: [] });
    expect((await call('customer', 'GET', '/api/admin/products')).statusCode).toBe(403);

    const me = (await call('super_admin', 'GET', '/api/admin/users?search=admin@atelier.pl')).json().data[0];
    const demote = await call('super_admin', 'PUT', `/api/admin/users/${me.id}/roles`, { roles: ['manager'] }, 'en');
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.roles).toEqual(['You cannot remove your own administrator role.']);
  });

  it('shows the dashboard figures and the low-stock alert for a product just sold out', async () => {
    const res = await call('accountant', 'GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.revenue_by_day).toHaveLength(30);
    expect(data.low_stock.map((p: { sku: string }) => p.sku)).toContain('ADM-TEST-1');
    expect(data.orders.last_30_days).toBeGreaterThanOrEqual(data.orders.today);
  });
});
