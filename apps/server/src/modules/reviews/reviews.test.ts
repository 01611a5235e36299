import {
  MyReviewResponse,
  ProductListResponse,
  ProductResponse,
  ReviewCreateResponse,
  ReviewListResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { approveReview, authorName } from './reviews.service';

describe('product reviews', () => {
  let t: TestApp;
  const now = new Date('2026-11-02T09:00:00Z');
  let product: { id: number; slug: string };
  let customer: string;
  let manager: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    const res = await t.app.inject({ method: 'GET', url: '/api/products/slug/torebka-hanka-kawa' });
    product = { id: res.json().data.id, slug: 'torebka-hanka-kawa' };
    const login = async (email: string, password: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().data
        .token as string;
    customer = await login('klient@atelier.pl', 'Klient123!');
    manager = await login('manager@atelier.pl', 'Manager123!');
  });
  afterAll(() => t.close());

  const write = (token: string | undefined, payload: Record<string, unknown>, locale = 'pl', productId = product.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return ReviewListResponse.parse(res.json());
  };
  const productRating = async () => {
    const detail = ProductResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/slug/${product.slug}` })).json(),
    ).data.rating;
    const listed = ProductListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?per_page=48' })).json(),
    ).data.find((p) => p.id === product.id)?.rating;
    expect(listed).toEqual(detail);
    return detail;
  };

  it('lists no reviews and no rating for a product nobody has reviewed', async () => {
    const body = await list();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, current_page: 1, last_page: 1, rating: { average: null, count: 0 } });
    expect(await productRating()).toEqual({ average: null, count: 0 });
  });

  it('needs a logged-in customer to write one (401)', async () => {
    const res = await write(undefined, { rating: 5, body: 'Piękna torebka, polecam.' });
    expect(res.statusCode).toBe(401);
  });

  it('validates rating 1-5 and a body of 10-2000 characters, in both languages', async () => {
    const pl = await write(customer, { rating: 0, body: 'Za krótko' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      rating: ['Wartość musi wynosić co najmniej 1.'],
      body: ['Wpisz co najmniej 10 znaków.'],
    });
    const en = await write(customer, { rating: 6, body: 'x'.repeat(2001) }, 'en');
    expect(en.json().errors).toEqual({
      rating: ['The value must be at most 5.'],
      body: ['Enter at most 2000 characters.'],
    });
    const fraction = await write(customer, { rating: 4.5, body: 'Całkiem dobra torebka.' }, 'en');
    expect(fraction.json().errors).toEqual({ rating: ['Enter a whole number.'] });
    const unknown = await write(customer, { rating: 5, body: 'Całkiem dobra torebka.', approved: true }, 'en');
    expect(unknown.json().errors).toEqual({ approved: ['Unknown field.'] });
    const missing = await write(customer, {}, 'en');
    expect(missing.json().errors).toEqual({ rating: ['This field is required.'], body: ['This field is required.'] });
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await write(customer, { rating: 5, body: 'Piękna torebka, polecam.' }, 'pl', 999999)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999/reviews' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie znaleziono produktu. Mógł zostać wycofany ze sprzedaży.');
  });

  it('stores a review unapproved and says it awaits approval; it stays hidden until then', async () => {
    const res = await write(
      customer,
      { rating: 5, title: '  Cudowna  ', body: '  Skóra pachnie pięknie, szwy równe.  ' },
      'en',
    );
    expect(res.statusCode).toBe(201);
    const body = ReviewCreateResponse.parse(res.json());
    expect(body.message).toBe('Thank you for your review! It will appear once we have checked it.');
    expect(body.data).toMatchObject({
      rating: 5,
      title: 'Cudowna',
      body: 'Skóra pachnie pięknie, szwy równe.',
      status: 'pending',
    });
    expect((await list()).data).toEqual([]);
    expect(await productRating()).toEqual({ average: null, count: 0 });
  });

  const mine = async (token: string | undefined) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/reviews/mine`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.statusCode === 200 ? MyReviewResponse.parse(res.json()) : res.json() };
  };

  it('tells the author their review awaits moderation, and nobody else about it', async () => {
    const own = await mine(customer);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ rating: 5, title: 'Cudowna', status: 'pending' });
    expect((await mine(manager)).body).toEqual({ data: null });
    expect((await mine(undefined)).status).toBe(401);
  });

  it('accepts one review per customer and product (409 on the second)', async () => {
    const pl = await write(customer, { rating: 1, body: 'Zmieniłam zdanie o tej torebce.' });
    expect(pl.statusCode).toBe(409);
    expect(pl.json()).toEqual({
      message: 'Twoja opinia o tym produkcie już do nas trafiła. Każdy produkt można ocenić raz.',
      code: 'review_exists',
    });
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it('shows approved reviews with the author’s first name and initial, and rates the product in list and detail', async () => {
    // Render both catalogue reads first, so they sit in the cache that approval must refresh.
    expect(await productRating()).toEqual({ average: null, count: 0 });
    const second = await write(manager, { rating: 4, body: 'Solidna robota, choć pasek mógłby być dłuższy.' });
    const [first] = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id)).limit(1);
    expect(await approveReview(t.database.db, first.id)).toBe(true);
    expect(await productRating()).toEqual({ average: 5, count: 1 });
    expect(await approveReview(t.database.db, second.json().data.id)).toBe(true);
    expect(await productRating()).toEqual({ average: 4.5, count: 2 });

    const body = await list();
    expect(body.meta).toMatchObject({ total: 2, rating: { average: 4.5, count: 2 } });
    expect(body.data.map((r) => r.author)).toEqual(['Tomasz K.', 'Anna K.']);
    expect(body.data[1]).toMatchObject({ rating: 5, title: 'Cudowna', body: 'Skóra pachnie pięknie, szwy równe.' });
    expect(body.data[0].title).toBeNull();
    const paged = await list('?per_page=1&page=2');
    expect(paged.data.map((r) => r.author)).toEqual(['Anna K.']);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(await approveReview(t.database.db, 999999)).toBe(false);
    // Once approved, the author's own review says so.
    expect((await mine(customer)).body.data).toMatchObject({ status: 'approved' });
  });

  it('hides reviews of a product withdrawn from sale', async () => {
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).statusCode).toBe(404);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    }
  });

  it('names authors discreetly', () => {
    expect(authorName('Anna Maria Klientka', 'pl')).toBe('Anna K.');
    expect(authorName('Ewa', 'en')).toBe('Ewa');
    expect(authorName('  ', 'pl')).toBe('Klient Atelier');
    expect(authorName('', 'en')).toBe('Atelier customer');
    expect(authorName('jan żółtek', 'pl')).toBe('jan Ż.');
  });
});
