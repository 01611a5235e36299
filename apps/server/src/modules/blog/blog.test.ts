import { BlogCategoriesResponse, BlogPostListResponse, BlogPostResponse, BlogTagsResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { blogPosts as blogPostSeeds, unpublishedBlogPosts } from '../../db/seed/data/blog';
import { buildTestApp, type TestApp } from '../../test/helper';
import { seedShopContent } from '../pages/content.test-support';

const DAY = 24 * 60 * 60 * 1000;
const publicSeeds = blogPostSeeds;

/** A strict enough XML well-formedness check for the feed: balanced tags, known entities only. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  const text = body.replace(/<[^>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text.match(/&[^;\s]*;?/g)?.filter((e) => !/^&(amp|lt|gt|quot|apos);$/.test(e)) ?? []).toEqual([]);
}

describe('blog', () => {
  let t: TestApp;
  const seededAt = new Date('2026-11-22T10:00:00Z');
  let now = seededAt;
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://atelier.example' } });
    await seedShopContent(t, seededAt);
  });
  afterAll(() => t.close());

  const get = (url: string, locale: 'pl' | 'en' = 'pl') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

  describe('list', () => {
    it('shows published posts only, newest first, with data + meta', async () => {
      const res = await get('/api/blog/posts?per_page=48');
      expect(res.statusCode).toBe(200);
      const body = BlogPostListResponse.parse(res.json());
      expect(publicSeeds.length).toBeGreaterThanOrEqual(8);
      expect(unpublishedBlogPosts.map((p) => [p.slug, p.draft ?? false, p.publishedDaysAgo])).toEqual([
        ['nowa-kolekcja-wiosna', true, 0],
        ['dni-otwarte-pracowni', false, -14],
      ]);
      expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 48, total: publicSeeds.length });
      const expected = [...publicSeeds].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo).map((p) => p.slug);
      expect(body.data.map((p) => p.slug)).toEqual(expected);
      expect(body.data.map((p) => p.slug)).not.toContain('nowa-kolekcja-wiosna');
      expect(body.data.map((p) => p.slug)).not.toContain('dni-otwarte-pracowni');
      const first = body.data[0];
      expect(first.cover?.url).toBe(`https://atelier.example/uploads/blog/${first.slug}-960.webp`);
      expect(first.cover).toMatchObject({ width: 1600, height: 1000 });
      expect(first.reading_time).toBeGreaterThanOrEqual(1);
      expect(first.tags.length).toBeGreaterThan(0);
      expect(first.excerpt).not.toMatch(/</);
    });

    it('paginates with the default page size of 9', async () => {
      const page2 = BlogPostListResponse.parse((await get('/api/blog/posts?page=2')).json());
      expect(page2.meta).toMatchObject({ current_page: 2, per_page: 9, total: publicSeeds.length });
      expect(page2.meta.last_page).toBe(Math.ceil(publicSeeds.length / 9));
      expect(page2.data).toHaveLength(publicSeeds.length - 9);
    });

    it('searches the request language, ignoring accents and case', async () => {
      const pl = BlogPostListResponse.parse((await get('/api/blog/posts?search=SKORA%20roslinnie')).json());
      expect(pl.data.map((p) => p.slug)).toContain('jak-dbac-o-skore-garbowana-roslinnie');
      expect(pl.data.length).toBeLessThan(publicSeeds.length);
      const en = BlogPostListResponse.parse((await get('/api/blog/posts?search=saddle%20stitch', 'en')).json());
      expect(en.data.map((p) => p.slug)).toContain('szew-siodlarski-czy-maszynowy');
      expect(en.data.every((p) => p.title.length > 0)).toBe(true);
      const nothing = BlogPostListResponse.parse((await get('/api/blog/posts?search=xyzzy')).json());
      expect(nothing).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 9, total: 0 } });
    });

    it('filters by category and by tag', async () => {
      const care = BlogPostListResponse.parse((await get('/api/blog/posts?category=pielegnacja')).json());
      const careSeeds = publicSeeds.filter((p) => p.categorySlug === 'pielegnacja');
      expect(care.meta.total).toBe(careSeeds.length);
      expect(care.data.every((p) => p.category.slug === 'pielegnacja')).toBe(true);
      const wallets = BlogPostListResponse.parse((await get('/api/blog/posts?tag=portfele&per_page=48')).json());
      expect(wallets.data.map((p) => p.slug).sort()).toEqual(
        publicSeeds
          .filter((p) => p.tagSlugs.includes('portfele'))
          .map((p) => p.slug)
          .sort(),
      );
      const unknown = BlogPostListResponse.parse((await get('/api/blog/posts?tag=nie-ma')).json());
      expect(unknown.meta.total).toBe(0);
    });

    it('rejects bad paging parameters with 422 per field', async () => {
      const res = await get('/api/blog/posts?page=0&per_page=500', 'en');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'per_page']);
    });
  });

  describe('post', () => {
    it('shows a post with sanitised body, reading time and up to 3 related posts sharing a tag or category', async () => {
      const res = await get('/api/blog/posts/jak-dbac-o-skore-garbowana-roslinnie');
      expect(res.statusCode).toBe(200);
      const { data } = BlogPostResponse.parse(res.json());
      expect(data.title).toBe('Jak dbać o skórę garbowaną roślinnie');
      expect(data.body_html).toContain('<h2>Codzienna pielęgnacja</h2>');
      expect(data.author).toBe('Marta Nowicka');
      expect(data.published_at).toBe(new Date(seededAt.getTime() - 34 * DAY).toISOString());
      expect(data.related.length).toBeGreaterThan(0);
      expect(data.related.length).toBeLessThanOrEqual(3);
      const mine = new Set(data.tags.map((tag) => tag.slug));
      for (const related of data.related) {
        expect(related.slug).not.toBe(data.slug);
        const sharesTag = related.tags.some((tag) => mine.has(tag.slug));
        expect(sharesTag || related.category.slug === data.category.slug).toBe(true);
      }
      // The post sharing the most tags (patyna + pielęgnacja + skóra roślinna) comes first.
      const shared = (slugs: string[]) => slugs.filter((s) => mine.has(s)).length;
      const counts = data.related.map((r) => shared(r.tags.map((tag) => tag.slug)));
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    });

    it('speaks English and computes reading time from the English text', async () => {
      const { data } = BlogPostResponse.parse((await get('/api/blog/posts/jak-powstaje-portfel', 'en')).json());
      expect(data.body_html).not.toMatch(/[ąęłśżźćń]/);
      const words = data.body_html
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(data.reading_time).toBe(Math.max(1, Math.round(words / 200)));
    });

    it('hides drafts and scheduled posts with a localised 404, and shows the scheduled one once its day comes', async () => {
      for (const slug of ['nowa-kolekcja-wiosna', 'dni-otwarte-pracowni', 'nie-ma-takiego-wpisu']) {
        const pl = await get(`/api/blog/posts/${slug}`);
        expect(pl.statusCode).toBe(404);
        expect(pl.json().message).toBe('Nie znaleziono wpisu. Mógł zostać przeniesiony lub usunięty.');
      }
      const en = await get('/api/blog/posts/dni-otwarte-pracowni', 'en');
      expect(en.json().message).toBe('We could not find that post. It may have been moved or removed.');

      now = new Date(seededAt.getTime() + 15 * DAY);
      try {
        expect((await get('/api/blog/posts/dni-otwarte-pracowni')).statusCode).toBe(200);
        expect((await get('/api/blog/posts/nowa-kolekcja-wiosna')).statusCode).toBe(404);
        const list = BlogPostListResponse.parse((await get('/api/blog/posts')).json());
        expect(list.data[0].slug).toBe('dni-otwarte-pracowni');
      } finally {
        now = seededAt;
      }
    });

    it('never serves a stored script', async () => {
      const [post] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'czym-jest-patyna'));
      await t.database.db
        .update(blogPosts)
        .set({ bodyPl: '<p>Patyna<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' })
        .where(eq(blogPosts.id, post.id));
      try {
        const { data } = BlogPostResponse.parse((await get('/api/blog/posts/czym-jest-patyna')).json());
        expect(data.body_html).toBe('<p>Patyna</p>');
      } finally {
        await t.database.db.update(blogPosts).set({ bodyPl: post.bodyPl }).where(eq(blogPosts.id, post.id));
      }
    });
  });

  it('lists categories and tags with counts of public posts only', async () => {
    const categories = BlogCategoriesResponse.parse((await get('/api/blog/categories')).json()).data;
    expect(categories.map((c) => c.slug)).toEqual(['pielegnacja', 'rzemioslo', 'styl']);
    for (const c of categories) {
      expect(c.post_count).toBe(publicSeeds.filter((p) => p.categorySlug === c.slug).length);
    }
    const tags = BlogTagsResponse.parse((await get('/api/blog/tags', 'en')).json()).data;
    const workshop = tags.find((tag) => tag.slug === 'warsztat');
    expect(workshop?.name).toBe('workshop');
    // The scheduled post is tagged "warsztat" too, but is not counted yet.
    expect(workshop?.post_count).toBe(publicSeeds.filter((p) => p.tagSlugs.includes('warsztat')).length);
    expect(tags.reduce((sum, tag) => sum + tag.post_count, 0)).toBe(
      publicSeeds.reduce((sum, p) => sum + p.tagSlugs.length, 0),
    );
  });

  describe('RSS feed', () => {
    it('serves RSS 2.0 per language with absolute links and the right content type', async () => {
      for (const locale of ['pl', 'en'] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/${locale}/blog/rss.xml` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const xml = res.body;
        assertWellFormedXml(xml);
        expect(xml).toContain('<rss version="2.0"');
        expect(xml).toContain(`<link>https://atelier.example/${locale}/blog</link>`);
        expect(xml).toContain(`href="https://atelier.example/${locale}/blog/rss.xml" rel="self"`);
        expect(xml.match(/<item>/g)).toHaveLength(publicSeeds.length);
        expect(xml).not.toContain('nowa-kolekcja-wiosna');
        expect(xml).not.toContain('dni-otwarte-pracowni');
        for (const link of xml.matchAll(/<link>([^<]+)<\/link>/g)) expect(link[1]).toMatch(/^https:\/\//);
      }
      const en = (await t.app.inject({ method: 'GET', url: '/en/blog/rss.xml' })).body;
      expect(en).toContain('<title>How to care for vegetable-tanned leather</title>');
      expect(en).toContain('<language>en-GB</language>');
    });

    it('escapes titles and texts', async () => {
      const [post] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'kolory-jesieni'));
      await t.database.db
        .update(blogPosts)
        .set({ titlePl: 'Koniak & bordo <nowość> "jesień"', excerptPl: 'A&B <script>' })
        .where(eq(blogPosts.id, post.id));
      try {
        const xml = (await t.app.inject({ method: 'GET', url: '/pl/blog/rss.xml' })).body;
        assertWellFormedXml(xml);
        expect(xml).toContain('<title>Koniak &amp; bordo &lt;nowość&gt; &quot;jesień&quot;</title>');
        expect(xml).not.toContain('<script>');
      } finally {
        await t.database.db
          .update(blogPosts)
          .set({ titlePl: post.titlePl, excerptPl: post.excerptPl })
          .where(eq(blogPosts.id, post.id));
      }
    });
  });
});
