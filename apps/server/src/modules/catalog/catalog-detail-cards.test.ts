import { ProductResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, reviews, users } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import {
  type CatalogueContext,
  changeVariantStock,
  getProduct,
  renderProduct,
  setVariantPrices,
} from './catalog.service';
import { clock, seededApp, seededAppObservingQueries } from './catalog.test-support';
import { CatalogueCache } from './catalog-cache';
import { ProductCards } from './product-cards';

const PUBLIC_URL = 'https://sklep.example.pl';

/**
 * A product's answer made from its card (the list's presentation, kept in memory) must be the answer the
 * database gives: every field, in both languages, before and after the product changes.
 */
describe('a product answered from its card', () => {
  let t: TestApp;
  let withCards: () => CatalogueContext;
  let fromDatabase: () => CatalogueContext;

  beforeAll(async () => {
    t = await seededApp({ PUBLIC_URL });
    const cards = new ProductCards(64 * 1024 * 1024);
    const base = () => ({ db: t.database.db, publicUrl: PUBLIC_URL, now: clock() });
    withCards = () => ({ ...base(), cache: new CatalogueCache(), cards });
    fromDatabase = () => ({ ...base(), cache: new CatalogueCache() });
  });
  afterAll(() => t.close());

  const slugs = async () =>
    (await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.isActive, true))).map(
      (row) => row.slug,
    );

  const sameAnswers = async (slug: string) => {
    for (const locale of ['pl', 'en'] as const) {
      const expected = { success: true, data: await getProduct(fromDatabase(), { slug }, locale) };
      // The first answer makes the card, the second is made from it.
      for (let round = 0; round < 2; round++) {
        const answer = JSON.parse((await renderProduct(withCards(), { slug }, locale)).toString());
        expect(answer, `${slug} (${locale}), round ${round + 1}`).toEqual(expected);
        expect(() => ProductResponse.parse(answer)).not.toThrow();
      }
    }
  };

  it('is the database answer for every product of the demo shop, in both languages', async () => {
    const all = await slugs();
    expect(all.length).toBeGreaterThan(20);
    for (const slug of all) await sameAnswers(slug);
  });

  it('follows the product: its stock, a new price of a variant, an approved review', async () => {
    const [slug] = await slugs();
    await sameAnswers(slug);
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
    const db = t.database.db;

    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, row.id));
    for (const variant of variants) await changeVariantStock(db, variant.id, 0);
    await sameAnswers(slug);
    const sold = JSON.parse((await renderProduct(withCards(), { slug }, 'pl')).toString());
    expect(sold.data.in_stock).toBe(false);

    // A variant reduced from now on: its price, its discount and its Omnibus price move.
    const [variant] = variants;
    await setVariantPrices(
      db,
      variant.id,
      { basePrice: variant.basePrice, salePrice: variant.basePrice - 1000 },
      clock(),
    );
    await sameAnswers(slug);

    // An approved review changes the rating the product shows.
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    await db.insert(reviews).values({ productId: row.id, userId: user.id, rating: 3, isApproved: true });
    await sameAnswers(slug);
    const reviewed = JSON.parse((await renderProduct(withCards(), { slug }, 'en')).toString());
    expect(reviewed.data.rating.count).toBeGreaterThan(0);
  });

  it('answers an unknown product with 404 and keeps no card for it', async () => {
    await expect(renderProduct(withCards(), { slug: 'no-such-product' }, 'pl')).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the statements of a product answer', () => {
  it('reads the row and the size guide only, once the product has a current card', async () => {
    const statements: string[] = [];
    const app = await seededAppObservingQueries((text) => statements.push(text), {});
    try {
      const ask = async (url: string) => {
        statements.length = 0;
        const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
        expect(res.statusCode, res.body).toBe(200);
        return { product: ProductResponse.parse(res.json()).data, sent: [...statements] };
      };
      const [{ slug }] = await app.database.db
        .select({ slug: products.slug })
        .from(products)
        .where(eq(products.isActive, true))
        .limit(1);
      const first = await ask(`/api/products/slug/${slug}`);
      // The same product by its id is another cached answer, made from the card the first one kept.
      const second = await ask(`/api/products/${first.product.id}`);
      expect(second.product).toEqual(first.product);
      const reads = (sent: string[]) => sent.filter((s) => !/md5/.test(s));
      expect(reads(second.sent)).toHaveLength(2);
      expect(reads(first.sent).length).toBeGreaterThan(reads(second.sent).length);
    } finally {
      await app.close();
    }
  });
});
