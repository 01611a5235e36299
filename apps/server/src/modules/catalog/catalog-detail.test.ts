import {
  BannersResponse,
  CategoriesResponse,
  PRODUCT_IMAGE_WIDTHS,
  ProductResponse,
  ProductsResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { plannedVariants } from '../../db/seed';
import type { TestApp } from '../../test/helper';
import { changeProductStock, productContentChanged } from './catalog.service';
import { SEEDED_AT, seededApp, seedProduct, seedProducts, seedStock } from './catalog.test-support';

const PUBLIC_URL = 'https://sklep.example.pl';

describe('product pages, featured products, categories and banners', () => {
  let t: TestApp;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const product = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return ProductResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await seededApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  describe('GET /api/products/slug/{slug} and /api/products/{id}', () => {
    it('answers one product with its description, in the request language', async () => {
      const seed = seedProduct('torebka-aurelia-koniak');
      const pl = await product('/api/products/slug/torebka-aurelia-koniak');
      expect(pl).toMatchObject({
        slug: seed.slug,
        sku: seed.sku,
        name: seed.name.pl,
        price: seed.basePrice / 100,
        base_price: seed.basePrice / 100,
        stock: seedStock(seed),
        in_stock: true,
        made_to_order: false,
        orderable: true,
        sizes: seed.sizes,
        features: seed.features.pl,
        dimensions: seed.dimensions.pl,
        care: seed.care.pl,
        gender: { code: 'women', name: 'Dla niej', display: 'for_her' },
        category: { slug: 'torebki', name: 'Torebki' },
      });
      expect(pl.description).toBe(seed.description.pl);
      expect(pl.colors).toEqual(
        seed.colours.map((code) => ({ code, name: expect.any(String), hex: expect.stringMatching(/^#/) })),
      );
      // A variant for each size (Aurelia comes in one colour and three sizes), the first carrying the product's SKU.
      expect(pl.variants.map((v) => [v.sku, v.color?.code, v.size, v.stock])).toEqual(
        plannedVariants(seed).map((v) => [v.sku, v.colour, v.size, v.stock]),
      );
      expect(pl.default_variant_id).toBe(pl.variants[0].id);
      expect(pl.styles.map((s) => s.code)).toEqual(expect.arrayContaining(seed.styles));
      expect(pl.created_at).toBe(new Date(SEEDED_AT.getTime() - seed.createdDaysAgo * 86_400_000).toISOString());

      const en = await product(`/api/products/${pl.id}`, { 'accept-language': 'en' });
      expect(en).toMatchObject({ id: pl.id, name: seed.name.en, category: { name: 'Handbags' } });
      expect(en.gender).toEqual({ code: 'women', name: 'For her', display: 'for_her' });
      expect(en.description).toBe(seed.description.en);
      expect(await product(`/api/products/${pl.id}?locale=en`)).toEqual(en);
    });

    it('gives absolute photograph URLs: 1024 px in the lists, every width in the gallery', async () => {
      const p = await product('/api/products/slug/plecak-kruk-czarny');
      const base = `${PUBLIC_URL}/uploads/products/plecak-kruk-czarny`;
      expect(p.image).toBe(`${base}/1-1024.webp`);
      expect(p.images).toEqual([1, 2, 3, 4].map((n) => `${base}/${n}-1024.webp`));
      expect(p.media[0]).toEqual({ original_url: `${base}/1-1600.webp` });
      expect(p.gallery[0].variants).toEqual(
        PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, url: `${base}/1-${width}.webp` })),
      );
      expect(p.gallery[0].srcset).toBe(PRODUCT_IMAGE_WIDTHS.map((w) => `${base}/1-${w}.webp ${w}w`).join(', '));
      expect(p.gallery[0].alt).toMatch(/^Plecak Kruk czarny — /);
    });

    it('shows the Omnibus price: the lowest of the 30 days before the reduction, and the discount against it', async () => {
      // Hanka: regular 799 zł, raised to 849 zł 35 days before the reduction, now 599 zł.
      const hanka = await product('/api/products/slug/torebka-hanka-kawa');
      expect(hanka).toMatchObject({ price: 599, base_price: 799, lowest_price_30d: 849 });
      expect(hanka.discount_info).toEqual({
        has_discount: true,
        discount_percentage: 29,
        original_price: 849,
        discounted_price: 599,
      });
      expect(hanka.labels).toContain('sale');
      expect(hanka.status.map((s) => s.code)).toContain('sale');
      // Wisła: 949 zł for 60 days, now 749 zł — 21.07 % off, never rounded up.
      const wisla = await product('/api/products/slug/torebka-wisla-bordo');
      expect(wisla.lowest_price_30d).toBe(949);
      expect(wisla.discount_info).toMatchObject({ has_discount: true, discount_percentage: 21, original_price: 949 });
      // Borowik: 399 zł, 429 zł for twelve days inside the window, back to 399 zł, now 299 zł.
      const borowik = await product('/api/products/slug/pasek-borowik-kawowy');
      expect(borowik.lowest_price_30d).toBe(399);
      expect(borowik.discount_info.discount_percentage).toBe(25);
      // Not reduced: no Omnibus price, no discount.
      const odra = await product('/api/products/slug/portfel-odra-koniak');
      expect(odra.lowest_price_30d).toBeNull();
      expect(odra.discount_info).toEqual({
        has_discount: false,
        discount_percentage: 0,
        original_price: odra.price,
        discounted_price: odra.price,
      });
      expect(odra.labels).not.toContain('sale');
    });

    it('tells made-to-order products from sold-out ones', async () => {
      const madeToOrder = await product('/api/products/slug/portfel-wisla-granatowy');
      expect(madeToOrder).toMatchObject({ stock: 0, in_stock: false, made_to_order: true, orderable: true });
      expect(madeToOrder.status.map((s) => s.code)).not.toContain('in_stock');
      const soldOut = await product('/api/products/slug/pasek-do-zegarka-mgla-szary');
      expect(soldOut).toMatchObject({ stock: 0, in_stock: false, made_to_order: false, orderable: false });
    });

    it('sanitises the description: only the allowed tags, safe links', async () => {
      const [row] = await t.database.db
        .update(products)
        .set({
          descriptionPl:
            '<p onclick="steal()">Opis <strong>mocny</strong> <a href="javascript:alert(1)">zły</a> ' +
            '<a href="https://example.pl/o-skorze" target="_blank">dobry</a></p><script>alert(1)</script>' +
            '<img src="x" onerror="alert(1)"><h2>Pielęgnacja</h2><ul><li>raz</li></ul><iframe src="//x"></iframe>',
        })
        .where(eq(products.slug, 'etui-na-karty-mewa-kremowe'))
        .returning({ id: products.id });
      await productContentChanged(t.database.db, [row.id]);
      const p = await product('/api/products/slug/etui-na-karty-mewa-kremowe');
      expect(p.description).toBe(
        '<p>Opis <strong>mocny</strong> <a rel="noopener noreferrer nofollow">zły</a> ' +
          '<a href="https://example.pl/o-skorze" rel="noopener noreferrer nofollow">dobry</a></p>' +
          '<h2>Pielęgnacja</h2><ul><li>raz</li></ul>',
      );
    });

    it('answers an unknown slug or id with a JSON 404 in the request language', async () => {
      const pl = await get('/api/products/slug/nie-ma-takiej-torebki');
      expect(pl.statusCode).toBe(404);
      expect(pl.json()).toEqual({
        message: 'Nie znaleziono produktu. Mógł zostać wycofany ze sprzedaży.',
        code: 'not_found',
      });
      const en = await get('/api/products/999999', { 'accept-language': 'en' });
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({
        message: 'Product not found. It may have been withdrawn from sale.',
        code: 'not_found',
      });
    });

    it('answers a non-numeric or out-of-range id with 422', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await get(`/api/products/${id}`);
        expect(res.statusCode, id).toBe(422);
        expect(res.json().code).toBe('validation_failed');
        expect(res.json().errors.id, id).toHaveLength(1);
      }
    });

    it('hides inactive products from the product page and from lists', async () => {
      await t.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'pasek-bor-oliwkowy'));
      await productContentChanged(t.database.db, []);
      expect((await get('/api/products/slug/pasek-bor-oliwkowy')).statusCode).toBe(404);
      const list = (await get('/api/products?per_page=48')).json();
      expect(list.meta.total).toBe(37);
      expect(list.data.map((p: { slug: string }) => p.slug)).not.toContain('pasek-bor-oliwkowy');
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'pasek-bor-oliwkowy'));
      await productContentChanged(t.database.db, []);
      expect((await get('/api/products/slug/pasek-bor-oliwkowy')).statusCode).toBe(200);
    });
  });

  describe('GET /api/products/featured', () => {
    it('lists featured products, those in stock first, the newest first', async () => {
      const res = await get('/api/products/featured?limit=4');
      expect(res.statusCode).toBe(200);
      const body = ProductsResponse.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(4);
      expect(body.data.every((p) => p.featured)).toBe(true);
      const all = ProductsResponse.parse((await get('/api/products/featured?limit=12')).json()).data;
      expect(all.map((p) => p.slug).sort()).toEqual(
        seedProducts
          .filter((p) => p.featured)
          .map((p) => p.slug)
          .sort(),
      );
      const created = all.map((p) => p.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(body.data.map((p) => p.slug)).toEqual(all.slice(0, 4).map((p) => p.slug));

      // A featured product that sells out moves behind those in stock.
      await changeProductStock(t.database.db, all[0].id, 0);
      const after = ProductsResponse.parse((await get('/api/products/featured?limit=12')).json()).data;
      expect(after.at(-1)?.slug).toBe(all[0].slug);
      await changeProductStock(t.database.db, all[0].id, seedProduct(all[0].slug).stock);
    });

    it('defaults to 4 and refuses more than 12', async () => {
      expect(ProductsResponse.parse((await get('/api/products/featured')).json()).data).toHaveLength(4);
      const res = await get('/api/products/featured?limit=13', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.limit).toEqual(['The value must be at most 12.']);
    });
  });

  describe('GET /api/categories', () => {
    it('lists active categories in menu order with the number of products, in the chosen language', async () => {
      const res = await get('/api/categories?locale=en');
      expect(res.statusCode).toBe(200);
      const { data } = CategoriesResponse.parse(res.json());
      expect(data.map((c) => c.slug)).toEqual([
        'torebki',
        'torby-na-ramie',
        'plecaki',
        'portfele',
        'paski',
        'akcesoria',
      ]);
      expect(data[0]).toMatchObject({ name: 'Handbags', name_pl: 'Torebki', name_en: 'Handbags' });
      expect(data[0].description).toMatch(/^Hand-stitched handbags/);
      for (const c of data) {
        expect(c.product_count, c.slug).toBe(seedProducts.filter((p) => p.categorySlug === c.slug).length);
      }
      const pl = CategoriesResponse.parse((await get('/api/categories')).json()).data;
      expect(pl[1].name).toBe('Torby na ramię');
    });
  });

  describe('GET /api/banners/carousel', () => {
    it('lists active banners by position with absolute 1280 px images and shop links', async () => {
      const res = await get('/api/banners/carousel');
      expect(res.statusCode).toBe(200);
      const { data } = BannersResponse.parse(res.json());
      const categories = CategoriesResponse.parse((await get('/api/categories')).json()).data;
      const handbags = categories.find((c) => c.slug === 'torebki');
      expect(data.map((b) => b.title)).toEqual([
        'Nowa kolekcja jesienna',
        'Szyte ręcznie we Wrocławiu',
        'Portfele i drobne upominki',
      ]);
      expect(data[0]).toMatchObject({
        image_url: `${PUBLIC_URL}/uploads/banners/autumn-collection-1280.webp`,
        category_id: handbags?.id,
        button_url: `/products?category=${handbags?.id}`,
        button_label: 'Zobacz kolekcję',
      });
      expect(data[0].image.srcset).toBe(
        [640, 1280, 2400].map((w) => `${PUBLIC_URL}/uploads/banners/autumn-collection-${w}.webp ${w}w`).join(', '),
      );
      expect(data[1]).toMatchObject({ category_id: null, button_url: '/about' });
      const en = BannersResponse.parse((await get('/api/banners/carousel', { 'accept-language': 'en' })).json()).data;
      expect(en[0]).toMatchObject({ title: 'The new autumn collection', button_label: 'See the collection' });
    });
  });
});
