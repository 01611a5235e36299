import { type Cart, OrderDetailsResponse, type Product } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { changeVariantStock } from '../catalog/catalog.service';
import { seededApp } from '../catalog/catalog.test-support';
import { Browser, guestBody, postOrder } from './orders.test-support';

/**
 * Variants from the shop window to the order (docs/product-rules.md#variants): the demo Hanka bag comes in coffee
 * and black, each with its own stock. A sold-out colour cannot be bought while its twin can, a client must say
 * which variant it means, and the order keeps the variant's SKU, colour and size.
 */
describe('variants: choosing, buying and ordering one colour of a product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(() => t.close());

  const product = async (slug: string, query = ''): Promise<Product> =>
    (await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}${query}` })).json().data;
  const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json();

  it('describes every variant of a product, and the product as their summary', async () => {
    const hanka = await product('torebka-hanka-kawa');
    expect(hanka.variants.map((v) => [v.color?.code, v.color?.name, v.size, v.orderable])).toEqual([
      ['coffee', 'Kawowy', 'one_size', true],
      ['black', 'Czarny', 'one_size', true],
    ]);
    expect(hanka.colors.map((c) => c.code)).toEqual(['coffee', 'black']);
    expect(hanka.stock).toBe(hanka.variants.reduce((s, v) => s + v.stock, 0));
    expect(hanka.default_variant_id).toBe(hanka.variants[0].id);
    expect(new Set(hanka.variants.map((v) => v.sku)).size).toBe(2);
    // The black variant has photographs of its own; the coffee one shows the product's.
    expect(hanka.variants[1].images[0]).toContain('/black-1-');
    expect(hanka.variants[0].images).toEqual([]);
    expect(hanka.images.length).toBeGreaterThan(0);
    // Odra in burgundy is shown but cannot be ordered (no stock, not made to order).
    const odra = await product('torba-odra-koniak');
    const bordo = odra.variants.find((v) => v.color?.code === 'bordo');
    expect(bordo).toMatchObject({ stock: 0, in_stock: false, made_to_order: false, orderable: false });
  });

  it('sells the black Hanka while the coffee one is sold out, and refuses the coffee one', async () => {
    const hanka = await product('torebka-hanka-kawa');
    const [coffee, black] = hanka.variants;
    await changeVariantStock(t.database.db, coffee.id, 0);
    const after = await product('torebka-hanka-kawa');
    expect(after.default_variant_id).toBe(black.id);
    expect(after.in_stock).toBe(true);
    // The colour filter finds what can be ordered now: black, no longer coffee.
    expect((await list('colors=coffee&per_page=48')).data.map((p: Product) => p.slug)).not.toContain(
      'torebka-hanka-kawa',
    );
    expect((await list('colors=black&per_page=48')).data.map((p: Product) => p.slug)).toContain('torebka-hanka-kawa');

    const guest = new Browser(t, 'pl');
    const refused = await guest.send('POST', '/api/cart/add', { product_id: hanka.id, variant_id: coffee.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining('Kawowy') });

    const cart: Cart = await guest.add(hanka.id, 1, { variant_id: black.id });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      variant_id: black.id,
      selected_variant_id: black.id,
      sku: black.sku,
      color: { code: 'black', name: 'Czarny' },
      size: 'one_size',
      available_stock: black.stock,
    });
    // Our checkout names the variant of each item.
    const sent = guestBody(cart);
    const body = { ...sent, items: sent.items.map((i) => ({ ...i, variant_id: black.id })) };
    const placed = await postOrder(guest, body);
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json().data;
    const token = placed.json().data.guest_token ?? placed.headers['x-order-token'];
    const details = OrderDetailsResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/guest/${token}`,
        })
      ).json(),
    ).data;
    expect(details.id).toBe(id);
    expect(details.lines[0]).toMatchObject({
      variant_id: black.id,
      sku: black.sku,
      color: 'black',
      color_name: 'Czarny',
    });
    expect((await product('torebka-hanka-kawa')).variants[1].stock).toBe(black.stock - 1);
  });

  it('asks which variant when a product has several and none is named; two colours are two lines', async () => {
    const odra = await product('torba-odra-koniak');
    const [brown, black] = odra.variants;
    const guest = new Browser(t, 'en');
    const unnamed = await guest.send('POST', '/api/cart/add', { product_id: odra.id, quantity: 1 });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json()).toEqual({
      code: 'validation_failed',
      message: 'Choose a variant: this product comes in several colours or sizes.',
      errors: { variant_id: ['Choose a variant: this product comes in several colours or sizes.'] },
    });
    // The first version's clients name the colour instead; that picks exactly one.
    await guest.add(odra.id, 1, { color_id: 'brown' });
    await guest.add(odra.id, 1, { variant_id: brown.id });
    const cart: Cart = await guest.add(odra.id, 2, { variant_id: black.id });
    expect(cart.items.map((i) => [i.variant_id, i.color?.code, i.quantity])).toEqual([
      [brown.id, 'brown', 2],
      [black.id, 'black', 2],
    ]);
  });

  it('refuses another product’s variant, an unknown one and a malformed one without a server error', async () => {
    const odra = await product('torba-odra-koniak');
    const hanka = await product('torebka-hanka-kawa');
    const guest = new Browser(t, 'pl');
    for (const variant_id of [hanka.variants[1].id, 999_999]) {
      const res = await guest.send('POST', '/api/cart/add', { product_id: odra.id, variant_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ variant_id: ['Nie ma takiego wariantu tego produktu.'] });
    }
    for (const variant_id of [99_999_999_999, -1, 'black', 1.5]) {
      const res = await guest.send('POST', '/api/cart/add', { product_id: odra.id, variant_id });
      expect(res.statusCode, String(variant_id)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(variant_id)).toBeLessThan(500);
    }
  });

  it('filters by size among orderable variants and counts products, not variants, in the size facet', async () => {
    const body = await list('sizes=M&per_page=48');
    const slugs = body.data.map((p: Product) => p.slug);
    for (const p of body.data as Product[]) {
      expect(
        p.variants.some((v) => v.size === 'M' && v.orderable),
        p.slug,
      ).toBe(true);
    }
    expect(slugs).toContain('torebka-aurelia-koniak');
    const all = await list('per_page=48');
    const m = all.facets.sizes.find((s: { value: string }) => s.value === 'M');
    const withM = (await list('sizes=M&per_page=48')).meta.total;
    expect(m.count).toBe(withM);
    expect(all.facets.sizes.map((s: { value: string }) => s.value)).not.toContain('one_size');
  });
});
