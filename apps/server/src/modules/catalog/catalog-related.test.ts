import { ProductResponse, ProductsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import { findRelatedProductIds } from './catalog.repository';
import { seededApp } from './catalog.test-support';

describe('related products (GET /api/products/{id}/related)', () => {
  let t: TestApp;
  const product = async (slug: string) =>
    ProductResponse.parse((await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` })).json()).data;
  const related = async (id: number, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/related${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ProductsResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(() => t.close());

  it('suggests the same category first, never the product itself, only what can be ordered', async () => {
    const hanka = await product('torebka-hanka-kawa');
    const found = await related(hanka.id);
    expect(found).toHaveLength(4);
    expect(found.map((p) => p.id)).not.toContain(hanka.id);
    expect(found.every((p) => p.orderable)).toBe(true);
    expect(found[0].category.id).toBe(hanka.category.id);
  });

  it('differs from product to product (not the same bestsellers everywhere)', async () => {
    const bag = await related((await product('torebka-hanka-kawa')).id);
    const backpacks = (await t.app.inject({ method: 'GET', url: '/api/products?search=plecak&per_page=1' })).json()
      .data[0];
    const forBackpack = await related(backpacks.id);
    expect(forBackpack[0].category.id).toBe(backpacks.category.id);
    expect(forBackpack.map((p) => p.id)).not.toEqual(bag.map((p) => p.id));
  });

  it('orders by what is shared — category 4, each colour, each style and the gender 1 — then popularity', async () => {
    const hanka = await product('torebka-hanka-kawa');
    const colours = new Set(hanka.colors.map((c) => c.code));
    const styles = new Set(hanka.styles.map((s) => s.code));
    const score = (p: Awaited<ReturnType<typeof related>>[number]) =>
      (p.category.id === hanka.category.id ? 4 : 0) +
      p.colors.filter((c) => colours.has(c.code)).length +
      p.styles.filter((st) => styles.has(st.code)).length +
      (p.gender.code === hanka.gender.code ? 1 : 0);
    const found = await related(hanka.id, '?limit=12');
    const scores = found.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (let i = 1; i < found.length; i += 1) {
      if (scores[i] === scores[i - 1]) expect(found[i].popularity).toBeLessThanOrEqual(found[i - 1].popularity);
    }
  });

  it('finds, for every product, the same suggestions as scoring the whole shop would', async () => {
    const ids = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.isActive, true))).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      for (const limit of [4, 12]) {
        const fast = await findRelatedProductIds(t.database.db, { id }, limit);
        const reference = await findRelatedProductIds(t.database.db, { id }, limit, 'every product');
        expect(fast).toEqual(reference);
      }
    }
  });

  it("answers the same by the product's slug, so a product page can ask for both at once", async () => {
    const hanka = await product('torebka-hanka-kawa');
    for (const query of ['', '?limit=12&locale=en']) {
      const bySlug = await t.app.inject({
        method: 'GET',
        url: `/api/products/slug/torebka-hanka-kawa/related${query}`,
      });
      expect(bySlug.statusCode, bySlug.body).toBe(200);
      expect(ProductsResponse.parse(bySlug.json()).data).toEqual(await related(hanka.id, query));
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/slug/no-such-bag/related',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/product/i);
  });

  it('answers 404 for a product not on sale and 422 for a wrong limit, in the request language', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/2147483000/related',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/products/1/related?limit=99' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.limit).toBeDefined();
  });
});
