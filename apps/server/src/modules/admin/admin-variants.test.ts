import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { SEEDED_AT } from '../catalog/catalog.test-support';

/**
 * Staff editing a product's variants (docs/product-rules.md#variants): add, edit, reorder, retire, photographs and
 * stock per variant, and what the shop shows after each change. The clock is moved by hand so that price changes
 * land on different moments, as they do in a shop (Omnibus keeps each effective price).
 */

const ACCOUNTS = {
  super_admin: ['admin@atelier.pl', 'Admin123!'],
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
} as const;
type Who = keyof typeof ACCOUNTS;

type Variant = {
  id: number;
  sku: string;
  color: string | null;
  size: string;
  base_price: number;
  sale_price: number | null;
  stock: number;
  made_to_order: boolean;
  position: number;
  is_active: boolean;
};
type AdminProduct = {
  id: number;
  slug: string;
  sku: string;
  stock: number;
  base_price: number;
  sale_price: number | null;
  variants: Variant[];
  images: { id: number; variant_id: number | null }[];
  updated_at: string;
};
type ShopVariant = {
  id: number;
  sku: string;
  size: string;
  color: { code: string } | null;
  price: number;
  stock: number;
  lowest_price_30d: number | null;
};

const HOUR = 60 * 60 * 1000;
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('admin: product variants', () => {
  let t: TestApp;
  let now = new Date(SEEDED_AT.getTime() + HOUR);
  const tokens = {} as Record<Who, string>;

  const call = (who: Who, method: string, url: string, payload?: unknown, locale = 'en') =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { 'accept-language': locale, authorization: `Bearer ${tokens[who]}` },
    });
  const load = async (id: number): Promise<AdminProduct> =>
    (await call('manager', 'GET', `/api/admin/products/${id}`)).json().data;
  const shop = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}?locale=en` })).json().data as {
      stock: number;
      price: number;
      variants: ShopVariant[];
      colors: { code: string }[];
    };
  const productLog = async () =>
    (await call('super_admin', 'GET', '/api/admin/audit-log?entity=product&per_page=20')).json().data as {
      action: string;
      entity_id: string;
      data: Record<string, unknown>;
      user: { email: string };
    }[];
  /** The body of a variant save: the row as loaded, with changes. */
  const edit = (v: Variant, change: Partial<Variant> = {}) => {
    const { id, position, is_active, ...fields } = v;
    return { ...fields, loaded_stock: v.stock, ...change };
  };

  let productId: number;
  let otherProductId: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
    for (const [who, [email, password]] of Object.entries(ACCOUNTS)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      tokens[who as Who] = res.json().data.token;
    }
    const categories = (await call('manager', 'GET', '/api/admin/categories')).json().data;
    const kinds = (await call('manager', 'GET', '/api/admin/attributes')).json().product_kinds;
    const create = async (sku: string, name: string) => {
      const res = await call('manager', 'POST', '/api/admin/products', {
        name_pl: name,
        name_en: name,
        sku,
        category_id: categories[0].id,
        kind: kinds[0],
        base_price: 400,
        stock: 3,
        color: 'black',
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as AdminProduct;
    };
    const created = await create('VAR-TEST-1', 'Torba Wariantowa');
    productId = created.id;
    otherProductId = (await create('VAR-OTHER-1', 'Inna Torba')).id;
    // The form's SKU, prices, stock, colour and size make the first variant.
    expect(created.variants).toEqual([
      {
        id: expect.any(Number),
        sku: 'VAR-TEST-1',
        color: 'black',
        size: 'one_size',
        base_price: 400,
        sale_price: null,
        stock: 3,
        made_to_order: false,
        position: 0,
        is_active: true,
        waiting_for_stock: 0,
      },
    ]);
  });
  afterAll(() => t.close());

  it('adds a variant that starts from the product’s price and shows in the shop with its stock', async () => {
    now = new Date(now.getTime() + HOUR);
    const res = await call('manager', 'POST', `/api/admin/products/${productId}/variants`, {
      sku: 'VAR-TEST-1-BRN',
      color: 'brown',
      stock: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The variant was added.');
    const added = res.json().data.variants[1] as Variant;
    expect(added).toMatchObject({ sku: 'VAR-TEST-1-BRN', color: 'brown', size: 'one_size', base_price: 400, stock: 2 });
    expect(added.position).toBe(1);

    const page = await shop((res.json().data as AdminProduct).slug);
    expect(page.variants.map((v) => [v.sku, v.color?.code, v.stock])).toEqual([
      ['VAR-TEST-1', 'black', 3],
      ['VAR-TEST-1-BRN', 'brown', 2],
    ]);
    expect(page.stock).toBe(5);
    expect(page.colors.map((c) => c.code)).toEqual(['black', 'brown']);
  });

  it('refuses a taken SKU on `sku`, a taken colour and size on `size`, an unknown colour on `color`', async () => {
    const url = `/api/admin/products/${productId}/variants`;
    const sameSku = await call('manager', 'POST', url, { sku: 'VAR-OTHER-1', color: 'coffee' });
    expect(sameSku.statusCode).toBe(422);
    expect(sameSku.json().errors.sku).toEqual(['A product with this SKU already exists.']);
    const sameOption = await call('manager', 'POST', url, { sku: 'VAR-TEST-1-BRN2', color: 'brown' });
    expect(sameOption.statusCode).toBe(422);
    expect(sameOption.json().errors.size).toEqual(['This product already has a variant in this colour and size.']);
    const unknown = await call('manager', 'POST', url, { sku: 'VAR-TEST-1-X', color: 'plaid' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.color).toEqual(['Choose a colour from the list.']);
    // Editing into another variant's SKU is refused the same way.
    const product = await load(productId);
    const [first, second] = product.variants;
    const clash = await call('manager', 'PUT', `${url}/${second.id}`, edit(second, { sku: first.sku }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.sku).toEqual(['A product with this SKU already exists.']);
  });

  it('answers 404 for a variant of another product, and keeps accountants to reading', async () => {
    const other = await load(otherProductId);
    const foreign = other.variants[0];
    const url = `/api/admin/products/${productId}/variants/${foreign.id}`;
    expect((await call('manager', 'PUT', url, edit(foreign, { stock: 9 }))).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', url)).statusCode).toBe(404);
    expect((await load(otherProductId)).variants[0].stock).toBe(3);
    const mine = (await load(productId)).variants[0];
    const readOnly = await call(
      'accountant',
      'PUT',
      `/api/admin/products/${productId}/variants/${mine.id}`,
      edit(mine),
    );
    expect(readOnly.statusCode).toBe(403);
  });

  it('changes a variant’s stock: audited, and the shop shows the variant’s and the product’s new stock', async () => {
    const product = await load(productId);
    const brown = product.variants[1];
    const res = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}/variants/${brown.id}`,
      edit(brown, { stock: 7, size: 'M' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.variants[1]).toMatchObject({ stock: 7, size: 'M' });
    // A new version of the product: an editor open on it learns of the change.
    expect(res.json().data.updated_at).not.toBe(product.updated_at);

    const page = await shop(product.slug);
    expect(page.variants.find((v) => v.id === brown.id)).toMatchObject({ stock: 7, size: 'M' });
    expect(page.stock).toBe(10);

    const [entry] = await productLog();
    expect(entry).toMatchObject({
      action: 'variant.update',
      entity_id: String(productId),
      user: { email: 'manager@atelier.pl' },
      data: {
        variant_id: brown.id,
        sku: 'VAR-TEST-1-BRN',
        changes: { stock: { from: 2, to: 7 }, size: { from: 'one_size', to: 'M' } },
      },
    });

    // The stock route takes the variant too; without one it is refused, as the product has several.
    const direct = await call('manager', 'PUT', `/api/admin/products/${productId}/stock`, {
      stock: 4,
      variant_id: brown.id,
    });
    expect(direct.statusCode).toBe(200);
    expect((await shop(product.slug)).variants.find((v) => v.id === brown.id)?.stock).toBe(4);
    const ambiguous = await call('manager', 'PUT', `/api/admin/products/${productId}/stock`, { stock: 4 });
    expect(ambiguous.statusCode).toBe(422);
    expect(Object.keys(ambiguous.json().errors)).toEqual(['stock']);
    expect((await productLog())[0]).toMatchObject({
      action: 'product.stock',
      data: { from: 7, to: 4, variant_id: brown.id, sku: 'VAR-TEST-1-BRN' },
    });
  });

  it('keeps a price history per variant: a reduction shows that variant’s lowest price of 30 days', async () => {
    const product = await load(productId);
    const brown = product.variants[1];
    now = new Date(now.getTime() + 24 * HOUR);
    const raised = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}/variants/${brown.id}`,
      edit(brown, { base_price: 450 }),
    );
    expect(raised.statusCode).toBe(200);
    now = new Date(now.getTime() + 24 * HOUR);
    const reduced = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}/variants/${brown.id}`,
      edit({ ...brown, base_price: 450 }, { sale_price: 360 }),
    );
    expect(reduced.statusCode).toBe(200);

    const page = await shop(product.slug);
    const shopBrown = page.variants.find((v) => v.id === brown.id);
    const shopBlack = page.variants.find((v) => v.id === product.variants[0].id);
    expect(shopBrown).toMatchObject({ price: 360, lowest_price_30d: 400 });
    // The other variant kept its price and has no reduction to explain.
    expect(shopBlack).toMatchObject({ price: 400, lowest_price_30d: null });

    const [entry] = await productLog();
    expect(entry.data.changes).toEqual({ sale_price: { from: null, to: 360 } });

    const tooHigh = await call(
      'manager',
      'PUT',
      `/api/admin/products/${productId}/variants/${brown.id}`,
      edit({ ...brown, base_price: 450 }, { sale_price: 460 }),
    );
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.sale_price).toEqual(['The sale price must be lower than the regular price.']);
  });

  it('refuses product-level price and stock changes for a product with several variants, and edits the only one', async () => {
    const product = await load(productId);
    const { id, slug, images, price_history, created_at, variants, ...input } = product as AdminProduct &
      Record<string, unknown>;
    // The summary as loaded is no change: the save goes through.
    const same = await call('manager', 'PUT', `/api/admin/products/${productId}`, { ...input, name_en: 'Variant bag' });
    expect(same.statusCode).toBe(200);
    const fresh = same.json().data as AdminProduct;
    const changed = await call('manager', 'PUT', `/api/admin/products/${productId}`, {
      ...input,
      updated_at: fresh.updated_at,
      base_price: 999,
      stock: 50,
    });
    expect(changed.statusCode).toBe(422);
    expect(Object.keys(changed.json().errors).sort()).toEqual(['base_price', 'stock']);

    // With one variant, the product's price and stock are the variant's (and its price history is kept).
    const other = await load(otherProductId);
    now = new Date(now.getTime() + HOUR);
    const {
      id: _i,
      slug: _s,
      images: _im,
      price_history: _p,
      created_at: _c,
      variants: _v,
      ...otherInput
    } = other as AdminProduct & Record<string, unknown>;
    const single = await call('manager', 'PUT', `/api/admin/products/${otherProductId}`, {
      ...otherInput,
      sale_price: 350,
      stock: 6,
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().data.variants[0]).toMatchObject({ sale_price: 350, stock: 6 });
    expect((await shop(other.slug)).variants[0]).toMatchObject({ price: 350, stock: 6, lowest_price_30d: 400 });
  });

  it('reorders the variants: the shop lists them in the new order; a wrong list is refused', async () => {
    const product = await load(productId);
    const ids = product.variants.map((v) => v.id);
    const res = await call('manager', 'PUT', `/api/admin/products/${productId}/variants/order`, {
      ids: [...ids].reverse(),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as AdminProduct).variants.map((v) => v.id)).toEqual([...ids].reverse());
    expect((await shop(product.slug)).variants.map((v) => v.id)).toEqual([...ids].reverse());
    const partial = await call('manager', 'PUT', `/api/admin/products/${productId}/variants/order`, { ids: [ids[0]] });
    expect(partial.statusCode).toBe(422);
  });

  it('attaches photographs to one variant; they are listed with it and arranged within its own set', async () => {
    const product = await load(productId);
    const brown = product.variants.find((v) => v.sku === 'VAR-TEST-1-BRN') as Variant;
    const boundary = 'xVARIANTx';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="variant_id"\r\n\r\n${brown.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens.manager}`,
      },
    });
    expect(upload.statusCode).toBe(201);
    const images = (upload.json().data as AdminProduct).images;
    expect(images.map((i) => i.variant_id)).toEqual([brown.id, brown.id]);

    const order = images.map((i) => ({ id: i.id })).reverse();
    const arranged = await call('manager', 'PUT', `/api/admin/products/${productId}/images`, {
      variant_id: brown.id,
      images: order,
    });
    expect(arranged.statusCode).toBe(200);
    expect((arranged.json().data as AdminProduct).images.map((i) => i.id)).toEqual(order.map((i) => i.id));
    // The product's own set (empty) is not this one.
    const wrongSet = await call('manager', 'PUT', `/api/admin/products/${productId}/images`, { images: order });
    expect(wrongSet.statusCode).toBe(422);
    // A variant of another product cannot take photographs here.
    const other = await load(otherProductId);
    const foreign = await call('manager', 'PUT', `/api/admin/products/${productId}/images`, {
      variant_id: other.variants[0].id,
      images: [],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('retires a variant an order names (the shop stops showing it), deletes one nothing names, keeps the last', async () => {
    const product = await load(productId);
    const brown = product.variants.find((v) => v.sku === 'VAR-TEST-1-BRN') as Variant;
    const black = product.variants.find((v) => v.sku === 'VAR-TEST-1') as Variant;
    // A guest's cart line names the brown variant (orders naming it keep it the same way).
    const [cart] = await t.database.db
      .insert(carts)
      .values({ guestTokenHash: 'variant-test' })
      .returning({ id: carts.id });
    await t.database.db.insert(cartLines).values({ cartId: cart.id, productId, variantId: brown.id, quantity: 1 });

    const retired = await call('manager', 'DELETE', `/api/admin/products/${productId}/variants/${brown.id}`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().message).toBe(
      'The variant had been ordered, so it was retired from sale instead of deleted.',
    );
    const after = retired.json().data as AdminProduct;
    // Retired variants come after the active ones, kept for the orders naming them.
    expect(after.variants.map((v) => [v.sku, v.is_active])).toEqual([
      ['VAR-TEST-1', true],
      ['VAR-TEST-1-BRN', false],
    ]);
    const page = await shop(product.slug);
    expect(page.variants.map((v) => v.sku)).toEqual(['VAR-TEST-1']);
    expect(page.stock).toBe(black.stock);
    expect((await productLog())[0]).toMatchObject({ action: 'variant.retire', data: { variant_id: brown.id } });

    // The last active variant stays: a product always has one.
    const last = await call('manager', 'DELETE', `/api/admin/products/${productId}/variants/${black.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.variant_id).toEqual([
      'This is the product’s last active variant. To withdraw the product, hide it.',
    ]);

    // A variant nothing names is deleted outright.
    const extra = await call('manager', 'POST', `/api/admin/products/${productId}/variants`, {
      sku: 'VAR-TEST-1-GRN',
      color: 'green',
    });
    const green = (extra.json().data as AdminProduct).variants.find((v) => v.sku === 'VAR-TEST-1-GRN') as Variant;
    const deleted = await call('manager', 'DELETE', `/api/admin/products/${productId}/variants/${green.id}`);
    expect(deleted.json().message).toBe('The variant was deleted.');
    expect((deleted.json().data as AdminProduct).variants.map((v) => v.sku)).not.toContain('VAR-TEST-1-GRN');
    // The retired variant's colour and size are free again for a new variant.
    const again = await call('manager', 'POST', `/api/admin/products/${productId}/variants`, {
      sku: 'VAR-TEST-1-BRN-2',
      color: 'brown',
      size: 'M',
    });
    expect(again.statusCode).toBe(201);
  });

  it('lists low-stock variants on the dashboard with the product, colour and size', async () => {
    const product = await load(productId);
    const fresh = product.variants.find((v) => v.sku === 'VAR-TEST-1-BRN-2') as Variant;
    expect(fresh.stock).toBe(0);
    const res = await call('manager', 'GET', '/api/admin/dashboard');
    const alert = (res.json().data.low_stock as Record<string, unknown>[]).find(
      (row) => row.sku === 'VAR-TEST-1-BRN-2',
    );
    expect(alert).toEqual({
      id: productId,
      variant_id: fresh.id,
      name: 'Variant bag',
      colour: 'Brown',
      size: 'M',
      sku: 'VAR-TEST-1-BRN-2',
      stock: 0,
      slug: product.slug,
    });
    // The product list's low-stock filter finds the product by that variant, whatever the others hold.
    const low = await call('manager', 'GET', '/api/admin/products?low_stock=true&search=VAR-TEST-1&per_page=100');
    expect(low.json().data.map((p: { id: number }) => p.id)).toContain(productId);
  });

  it('keeps colours off the product’s attributes: they are its variants’', async () => {
    const product = await load(productId);
    const colours = (await call('manager', 'GET', '/api/admin/attributes')).json().data as {
      id: number;
      kind: string;
    }[];
    const black = colours.find((a) => a.kind === 'colour') as { id: number };
    const { id, slug, images, price_history, created_at, variants, ...input } = product as AdminProduct &
      Record<string, unknown>;
    const res = await call('manager', 'PUT', `/api/admin/products/${productId}`, {
      ...input,
      attribute_ids: [black.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attribute_ids).toEqual([
      'Colours are set on the product’s variants, not among its attributes.',
    ]);
  });
});
