import { categoryPath } from '@atelier/contracts/category-address';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, categories, products } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { catalogueVersion } from '../catalog/catalog-cache';
import { SITEMAP_TTL_MS } from './seo.routes';
import { buildRobotsTxt, STATIC_PAGES, xml } from './seo.service';

const ORIGIN = 'https://sklep.example.pl';
const KNOWN_PRODUCT = 'torebka-aurelia-koniak';

/** Every <url> entry of a sitemap: its loc, lastmod and hreflang alternates. */
function entries(body: string) {
  return [...body.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(inner)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner)?.[1],
    alternates: Object.fromEntries(
      [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
        l,
        h,
      ]),
    ),
  }));
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let sitemap: string;
  const start = new Date('2026-11-22T10:00:00Z');
  let now = start;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: `${ORIGIN}/` } });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    sitemap = res.body;
  });
  afterAll(() => t.close());

  it('answers /sitemap.xml as cacheable XML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('is well-formed: balanced entries and every & escaped', () => {
    expect(sitemap.match(/<url>/g)?.length).toBe(sitemap.match(/<\/url>/g)?.length);
    expect(sitemap).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(xml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('lists a seeded product in both languages with hreflang alternates and its last change', () => {
    const list = entries(sitemap);
    const pl = list.find((e) => e.loc === `${ORIGIN}/pl/products/${KNOWN_PRODUCT}`);
    const en = list.find((e) => e.loc === `${ORIGIN}/en/products/${KNOWN_PRODUCT}`);
    expect(pl).toBeDefined();
    expect(en).toBeDefined();
    const alternates = {
      pl: `${ORIGIN}/pl/products/${KNOWN_PRODUCT}`,
      en: `${ORIGIN}/en/products/${KNOWN_PRODUCT}`,
      'x-default': `${ORIGIN}/pl/products/${KNOWN_PRODUCT}`,
    };
    expect(pl?.alternates).toEqual(alternates);
    expect(en?.alternates).toEqual(alternates);
    expect(pl?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('contains only absolute URLs on the public origin', () => {
    const urls = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]*)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/pl`) || url.startsWith(`${ORIGIN}/en`), url).toBe(true);
      expect(() => new URL(url.replaceAll('&amp;', '&'))).not.toThrow();
    }
  });

  it('names every active product, category, published post, blog category and tag, and the static pages', async () => {
    const db = t.database.db;
    const productSlugs = await db.select({ slug: products.slug }).from(products);
    const categoryRows = await db.select({ slug: categories.slug, nameEn: categories.nameEn }).from(categories);
    const posts = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    const locs = new Set(entries(sitemap).map((e) => e.loc));
    expect(locs).toContain(`${ORIGIN}/pl/kategoria/portfele`);
    expect(locs).toContain(`${ORIGIN}/en/category/wallets`);
    for (const locale of ['pl', 'en'] as const) {
      for (const { slug } of productSlugs) expect(locs).toContain(`${ORIGIN}/${locale}/products/${slug}`);
      // Categories by their readable address in each language, never the redirecting ?category=<id>.
      for (const { slug, nameEn } of categoryRows) {
        expect(locs).toContain(`${ORIGIN}/${locale}${categoryPath({ slug, name_en: nameEn }, locale)}`);
      }
      expect([...locs].some((loc) => loc.includes('?category='))).toBe(false);
      for (const { slug } of posts) expect(locs).toContain(`${ORIGIN}/${locale}/blog/${slug}`);
      for (const path of STATIC_PAGES) expect(locs).toContain(`${ORIGIN}/${locale}${path}`);
      expect(locs).toContain(`${ORIGIN}/${locale}/blog/category/pielegnacja`);
      expect(locs).toContain(`${ORIGIN}/${locale}/blog/tag/patyna`);
    }
    expect(posts.length).toBeGreaterThan(0);
    // Each page once per language, nothing twice.
    expect(locs.size).toBe(entries(sitemap).length);
  });

  it('drops a deactivated product as soon as the catalogue changes', async () => {
    const db = t.database.db;
    await db.update(products).set({ isActive: false }).where(eq(products.slug, KNOWN_PRODUCT));
    try {
      // Built once and kept: the catalogue code announces every committed change.
      const kept = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(kept.body).toContain(`/products/${KNOWN_PRODUCT}<`);
      catalogueVersion.bump();
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).not.toContain(`/products/${KNOWN_PRODUCT}<`);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.slug, KNOWN_PRODUCT));
      catalogueVersion.bump();
    }
  });

  it('drops an unpublished blog post once the kept sitemap expires', async () => {
    const db = t.database.db;
    const [post] = await db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
    await db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, post.slug));
    try {
      await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      now = new Date(now.getTime() + SITEMAP_TTL_MS + 1000);
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).not.toContain(`/blog/${post.slug}<`);
    } finally {
      await db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.slug, post.slug));
      now = start;
      catalogueVersion.bump();
    }
  });

  it('answers /robots.txt as text naming the sitemap and keeping crawlers out of private pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/pl/cart',
      '/en/cart',
      '/pl/checkout',
      '/en/checkout',
      '/pl/profile',
      '/en/profile',
      '/pl/orders',
      '/en/orders',
      '/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(res.body).toBe(buildRobotsTxt(ORIGIN));
  });

  it('keeps both out of the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).not.toContain('/sitemap.xml');
  });
});
