import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  AdminBannerListResponse,
  AdminBlogPostListResponse,
  AdminBlogPostResponse,
  AdminGalleryListResponse,
  AdminPageResponse,
  TERMS_VERSION,
} from '@atelier/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/helper';
import { PageCache } from '../../web/page-cache';
import { type PageRenderer, registerObjectStorageUploads, registerPageRoutes } from '../../web/web.plugin';
import { clock, SEEDED_AT } from '../catalog/catalog.test-support';
import { s3Storage } from '../media/storage';

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: { name: string; filename?: string; type?: string; value: Buffer | string }[]) {
  const boundary = `----atelier${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 139, g: 74, b: 36 } } })
    [format]()
    .toBuffer();

const ACCOUNTS = {
  manager: ['manager@atelier.pl', 'Manager123!'],
  accountant: ['ksiegowa@atelier.pl', 'Ksiegowa123!'],
  super_admin: ['admin@atelier.pl', 'Admin123!'],
} as const;
type Who = keyof typeof ACCOUNTS;

/**
 * Stands in for React Router's pages: each shared page shows what the shop's API answers at render time
 * (carousel titles on the home page, post titles on the blog, a page's title, the gallery's alt texts), so
 * a stale page cache would show old text.
 */
function shopPages(): PageRenderer {
  return async (request, context) => {
    const url = new URL(request.url);
    const [, locale, section] = url.pathname.split('/');
    const get = async (api: string) =>
      (await context.apiFetch(api, { headers: { 'accept-language': locale } })).json() as Promise<{
        data: unknown;
      }>;
    let text = '';
    if (!section)
      text = JSON.stringify(((await get('/api/banners/carousel')).data as { title: string }[]).map((b) => b.title));
    else if (section === 'blog') {
      text = JSON.stringify(
        ((await get('/api/blog/posts?per_page=48')).data as { title: string }[]).map((p) => p.title),
      );
    } else if (section === 'gallery') {
      text = JSON.stringify(((await get('/api/gallery')).data as { alt: string }[]).map((g) => g.alt));
    } else text = ((await get(`/api/pages/${section}`)).data as { title: string }).title;
    return new Response(`<html><body>${text}</body></html>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}

describe('admin: banners, blog, pages and gallery', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const pageCache = new PageCache();
  const uploads = () => path.join(t.config.dataDir, 'uploads');
  const fileOf = (url: string) => path.join(uploads(), new URL(url).pathname.replace('/uploads/', ''));

  const call = (who: Who, method: string, url: string, payload?: unknown, locale = 'pl') =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/admin${url}`,
      payload: payload as object,
      headers: { 'accept-language': locale, authorization: `Bearer ${tokens[who]}` },
    });
  const upload = (
    who: Who,
    method: 'POST' | 'PUT',
    url: string,
    parts: Parameters<typeof multipart>[0],
    locale = 'en',
  ) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url: `/api/admin${url}`,
      payload: body.payload,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': body.contentType, 'accept-language': locale },
    });
  };
  /** What a visitor's browser gets for a shop page (from the page cache when it holds it). */
  const shop = async (pathname: string) => {
    const res = await t.app.inject({ method: 'GET', url: pathname });
    expect(res.statusCode, pathname).toBe(200);
    return res.body;
  };
  const auditActions = async (entity: string) =>
    (
      (await call('super_admin', 'GET', `/audit-log?entity=${entity}&per_page=100`)).json().data as {
        action: string;
        user: { email: string } | null;
        data: unknown;
      }[]
    ).map((entry) => ({ action: entry.action, by: entry.user?.email, data: entry.data }));

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { PUBLIC_URL: 'https://atelier.example' },
      beforeReady: (app) => registerPageRoutes(app, shopPages(), pageCache),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
    for (const [who, [email, password]] of Object.entries(ACCOUNTS)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      tokens[who as Who] = res.json().data.token;
    }
  });
  afterAll(() => t.close());

  describe('banners', () => {
    let bannerId: number;

    it('adds a banner with an uploaded photograph cut to 12:5, and the home page shows it at once', async () => {
      const before = await shop('/pl');
      expect(await shop('/pl')).toBe(before);
      const res = await upload('manager', 'POST', '/banners', [
        { name: 'image', filename: 'wide.jpg', type: 'image/jpeg', value: await picture(3000, 1500, 'jpeg') },
        {
          name: 'data',
          value: JSON.stringify({
            title_pl: 'Zimowa kolekcja',
            title_en: 'Winter collection',
            subtitle_pl: 'Ciepłe odcienie koniaku',
            subtitle_en: 'Warm cognac tones',
            button_label_pl: 'Zobacz',
            button_label_en: 'See it',
            button_url: '/products?category=1',
          }),
        },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const banner = res.json().data;
      bannerId = banner.id;
      // 3000 × 1500 cut to 2400 × 1000 (12:5): every banner width fits.
      expect(banner.image.widths).toEqual([640, 1280, 2400]);
      expect(banner.image).toMatchObject({ width: 2400, height: 1000 });
      expect(banner.image.url).toMatch(/^https:\/\/atelier\.example\/uploads\/banners\/u-[0-9a-f]+-1280\.webp$/);
      const stored = await sharp(fileOf(banner.image.url.replace('-1280.', '-2400.'))).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 2400, 1000]);

      const list = AdminBannerListResponse.parse((await call('manager', 'GET', '/banners')).json()).data;
      expect(list.at(-1)?.id).toBe(bannerId);
      expect(list.at(-1)?.position).toBeGreaterThan(list.at(-2)?.position ?? 0);
      const carousel = (
        await t.app.inject({ method: 'GET', url: '/api/banners/carousel', headers: { 'accept-language': 'en' } })
      ).json().data;
      expect(carousel.at(-1)).toMatchObject({ title: 'Winter collection', button_url: '/products?category=1' });
      expect(await shop('/pl')).toContain('Zimowa kolekcja');
    });

    it('edits the title, hides, orders and replaces the photograph — the carousel follows each change', async () => {
      const list = (await call('manager', 'GET', '/banners')).json().data as { id: number; title_pl: string }[];
      const current = list.find((b) => b.id === bannerId) as Record<string, unknown>;
      const { id: _id, position: _p, image, updated_at: _u, ...fields } = current;
      expect(await shop('/en')).toContain('Winter collection');

      const edited = await call('manager', 'PUT', `/banners/${bannerId}`, { ...fields, title_en: 'Winter, hand-made' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await shop('/en')).toContain('Winter, hand-made');

      const reversed = [...list].reverse().map((b) => b.id);
      const ordered = await call('manager', 'PUT', '/banners/order', { ids: reversed }, 'en');
      expect(ordered.json().message).toBe('The order has been saved.');
      const carousel = (await t.app.inject({ method: 'GET', url: '/api/banners/carousel' })).json().data;
      expect(carousel.map((b: { id: number }) => b.id)).toEqual(reversed);
      const partial = await call('manager', 'PUT', '/banners/order', { ids: reversed.slice(1) }, 'en');
      expect(partial.statusCode).toBe(422);
      expect(partial.json().errors.ids).toEqual(['The list is out of date. Reload the page and try again.']);

      const oldFile = fileOf((image as { url: string }).url);
      expect(existsSync(oldFile)).toBe(true);
      const replaced = await upload('manager', 'PUT', `/banners/${bannerId}/image`, [
        { name: 'image', filename: 'small.webp', type: 'image/webp', value: await picture(900, 900, 'webp') },
      ]);
      expect(replaced.statusCode, replaced.body).toBe(200);
      // 900 × 900 cut to 900 × 375: only the 640 px variant fits, never wider than the original.
      expect(replaced.json().data.image.widths).toEqual([640]);
      expect(existsSync(oldFile)).toBe(false);
      expect(existsSync(fileOf(replaced.json().data.image.url))).toBe(true);

      const hidden = await call('manager', 'PUT', `/banners/${bannerId}`, {
        ...fields,
        title_en: 'Winter, hand-made',
        is_active: false,
      });
      expect(hidden.json().data.is_active).toBe(false);
      expect(await shop('/en')).not.toContain('Winter, hand-made');
    });

    it('refuses what is not a photograph, bad links and unknown categories, with field messages in the request language', async () => {
      const data = JSON.stringify({ title_pl: 'A', title_en: 'B' });
      const fake = await upload('manager', 'POST', '/banners', [
        { name: 'image', filename: 'banner.png', type: 'image/png', value: '%PDF-1.7 not a picture' },
        { name: 'data', value: data },
      ]);
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.image).toEqual(['A photograph must be a JPEG, PNG or WebP file.']);

      const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
      huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
      const tooLarge = await upload('manager', 'POST', '/banners', [
        { name: 'data', value: data },
        { name: 'image', filename: 'huge.png', type: 'image/png', value: huge },
      ]);
      expect(tooLarge.statusCode).toBe(422);
      expect(tooLarge.json().errors.image).toEqual(['A photograph can be at most 10 MB.']);

      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);
      const unreadable = await upload('manager', 'POST', '/banners', [
        { name: 'data', value: data },
        { name: 'image', filename: 'broken.jpg', value: broken },
      ]);
      expect(unreadable.statusCode).toBe(422);
      expect(unreadable.json().errors.image).toEqual([
        'The photograph could not be read. Save it again as JPEG, PNG or WebP.',
      ]);

      const missing = await upload('manager', 'POST', '/banners', [{ name: 'data', value: data }]);
      expect(missing.json().errors.image).toEqual(['Choose at least one photograph.']);

      const badFields = await upload(
        'manager',
        'POST',
        '/banners',
        [
          { name: 'image', filename: 'a.png', value: await picture(1200, 500) },
          {
            name: 'data',
            value: JSON.stringify({ title_pl: '', title_en: 'x', button_url: 'https://evil.example', colour: 'red' }),
          },
        ],
        'pl',
      );
      expect(badFields.statusCode).toBe(422);
      expect(badFields.json().errors).toMatchObject({
        title_pl: ['To pole jest wymagane.'],
        button_url: ['Podaj adres strony sklepu zaczynający się od „/”, np. /products lub /blog.'],
        colour: ['Nieznane pole.'],
      });

      const noCategory = await upload('manager', 'POST', '/banners', [
        { name: 'image', filename: 'a.png', value: await picture(1200, 500) },
        { name: 'data', value: JSON.stringify({ title_pl: 'A', title_en: 'B', category_id: 999999 }) },
      ]);
      expect(noCategory.json().errors.category_id).toEqual(['Choose an existing category.']);
      // Nothing refused left a picture behind.
      const files = (await import('node:fs')).readdirSync(path.join(uploads(), 'banners'));
      expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(1);

      expect((await call('manager', 'PUT', '/banners/999999', { title_pl: 'A', title_en: 'B' })).statusCode).toBe(404);
      expect((await call('accountant', 'GET', '/banners')).statusCode).toBe(403);
    });

    it('deletes a banner with its files and keeps the whole story in the audit log', async () => {
      const banner = (await call('manager', 'GET', '/banners'))
        .json()
        .data.find((b: { id: number }) => b.id === bannerId);
      const res = await call('manager', 'DELETE', `/banners/${bannerId}`, undefined, 'en');
      expect(res.json().message).toBe('The banner has been deleted.');
      expect(existsSync(fileOf(banner.image.url))).toBe(false);
      expect((await call('manager', 'DELETE', `/banners/${bannerId}`)).statusCode).toBe(404);
      const log = await auditActions('banner');
      expect(log.map((entry) => entry.action)).toEqual([
        'banner.delete',
        'banner.update',
        'banner.image',
        'banner.reorder',
        'banner.update',
        'banner.create',
      ]);
      expect(log.every((entry) => entry.by === 'manager@atelier.pl')).toBe(true);
      expect(log[4].data).toEqual({ title_en: { from: 'Winter collection', to: 'Winter, hand-made' } });
    });
  });

  describe('blog posts', () => {
    let postId: number;
    let taxonomy: { categories: { id: number; slug: string }[]; tags: { id: number; slug: string }[] };
    const post = (changes: Record<string, unknown> = {}) => ({
      title_pl: 'Jak dbać o skórę zimą',
      title_en: 'Caring for leather in winter',
      excerpt_pl: 'Sól i wilgoć to wrogowie skóry.',
      excerpt_en: 'Salt and damp are leather’s enemies.',
      body_pl:
        '<p>Wytrzyj sól <strong>od razu</strong>.</p><script>alert(1)</script><p onclick="x()">Susz z dala od grzejnika.</p>',
      body_en: '<p>Wipe the salt off <strong>at once</strong>.</p><p>Dry it away from the radiator.</p>',
      category_id: taxonomy.categories[0].id,
      tag_ids: [taxonomy.tags[0].id],
      author: 'Marta Nowicka',
      ...changes,
    });

    beforeAll(async () => {
      taxonomy = (await call('manager', 'GET', '/blog-taxonomy')).json();
    });

    it('keeps a draft off the blog, then publishes it in both languages at once, sanitised', async () => {
      const blogBefore = await shop('/pl/blog');
      const created = await call('manager', 'POST', '/blog-posts', post());
      expect(created.statusCode, created.body).toBe(201);
      const draft = AdminBlogPostResponse.parse(created.json()).data;
      postId = draft.id;
      expect(draft).toMatchObject({ slug: 'jak-dbac-o-skore-zima', status: 'draft', published_at: null });
      expect(draft.body_pl).not.toMatch(/script|onclick/);
      expect(draft.body_pl).toContain('<strong>od razu</strong>');
      expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${draft.slug}` })).statusCode).toBe(404);
      expect(await shop('/pl/blog')).toBe(blogBefore);

      const { id: _i, slug: _s, status: _st, cover: _c, created_at: _ca, ...fields } = draft;
      const published = await call('manager', 'PUT', `/blog-posts/${postId}`, { ...fields, is_published: true });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data).toMatchObject({ status: 'published', published_at: clock().toISOString() });

      expect(await shop('/pl/blog')).toContain('Jak dbać o skórę zimą');
      expect(await shop('/en/blog')).toContain('Caring for leather in winter');
      const publicPost = (
        await t.app.inject({ method: 'GET', url: '/api/blog/posts/jak-dbac-o-skore-zima?locale=en' })
      ).json().data;
      expect(publicPost.body_html).toContain('Dry it away from the radiator.');
      expect(publicPost.tags.map((tag: { slug: string }) => tag.slug)).toEqual([taxonomy.tags[0].slug]);
    });

    it('refuses a taken slug and asks for the text in both languages before publishing', async () => {
      const taken = await call('manager', 'POST', '/blog-posts', post({ slug: 'jak-dbac-o-skore-zima' }), 'en');
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.slug).toEqual(['This address is already taken. Choose another one.']);
      const badSlug = await call('manager', 'POST', '/blog-posts', post({ slug: 'Zła Ścieżka' }), 'en');
      expect(badSlug.json().errors.slug).toHaveLength(1);

      // The same title without a slug gets the next free one.
      const twin = await call('manager', 'POST', '/blog-posts', post());
      expect(twin.json().data.slug).toBe('jak-dbac-o-skore-zima-2');

      const empty = await call(
        'manager',
        'POST',
        '/blog-posts',
        post({ body_en: '<p></p>', is_published: true, category_id: 999999, tag_ids: [999999] }),
        'pl',
      );
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        body_en: ['Aby opublikować wpis, napisz jego treść w obu językach.'],
        category_id: ['Wybierz istniejącą kategorię.'],
        tag_ids: ['Wybierz tagi z listy.'],
      });
      const missing = await call('manager', 'POST', '/blog-posts', { title_pl: 'X' }, 'en');
      expect(Object.keys(missing.json().errors).sort()).toEqual(['author', 'category_id', 'title_en']);
    });

    it('schedules a post for later: listed as scheduled, not public until its day', async () => {
      const later = new Date(clock().getTime() + 3 * 24 * 3600 * 1000).toISOString();
      const res = await call(
        'manager',
        'POST',
        '/blog-posts',
        post({ title_pl: 'Nowości na wiosnę', title_en: 'New for spring', is_published: true, published_at: later }),
      );
      expect(res.json().data).toMatchObject({ status: 'scheduled', slug: 'nowosci-na-wiosne' });
      expect((await t.app.inject({ method: 'GET', url: '/api/blog/posts/nowosci-na-wiosne' })).statusCode).toBe(404);

      const list = AdminBlogPostListResponse.parse(
        (await call('manager', 'GET', '/blog-posts?status=scheduled')).json(),
      );
      expect(list.data.map((p) => p.slug)).toContain('nowosci-na-wiosne');
      expect(list.data.every((p) => p.status === 'scheduled')).toBe(true);
      expect(list.meta.counts.scheduled).toBeGreaterThanOrEqual(1);
      const drafts = (await call('manager', 'GET', '/blog-posts?status=draft&search=zima')).json();
      expect(drafts.data.map((p: { slug: string }) => p.slug)).toEqual(['jak-dbac-o-skore-zima-2']);
    });

    it('answers 409 when someone else saved the post in between, and nothing is overwritten', async () => {
      const loaded = (await call('manager', 'GET', `/blog-posts/${postId}`)).json().data;
      const { id: _i, status: _s, cover: _c, created_at: _ca, ...fields } = loaded;
      const first = await call('super_admin', 'PUT', `/blog-posts/${postId}`, { ...fields, title_en: 'First save' });
      expect(first.statusCode).toBe(200);
      const second = await call(
        'manager',
        'PUT',
        `/blog-posts/${postId}`,
        { ...fields, title_en: 'Second save' },
        'en',
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('stale');
      expect((await call('manager', 'GET', `/blog-posts/${postId}`)).json().data.title_en).toBe('First save');
    });

    it('sets a cover cut to 16:10 that the blog shows, replaces and removes it with its files', async () => {
      const res = await upload('manager', 'PUT', `/blog-posts/${postId}/cover`, [
        { name: 'image', filename: 'cover.png', type: 'image/png', value: await picture(2000, 2000) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const cover = res.json().data.cover;
      expect(cover).toMatchObject({ widths: [480, 960, 1600], width: 1600, height: 1000 });
      const stored = await sharp(fileOf(cover.url.replace('-960.', '-1600.'))).metadata();
      expect([stored.width, stored.height]).toEqual([1600, 1000]);
      const publicPost = (await t.app.inject({ method: 'GET', url: '/api/blog/posts/jak-dbac-o-skore-zima' })).json()
        .data;
      expect(publicPost.cover.url).toBe(cover.url);

      const removed = await call('manager', 'DELETE', `/blog-posts/${postId}/cover`, undefined, 'en');
      expect(removed.json()).toMatchObject({ message: 'The cover has been removed.', data: { cover: null } });
      expect(existsSync(fileOf(cover.url))).toBe(false);
      const wrong = await upload('manager', 'PUT', `/blog-posts/${postId}/cover`, [
        { name: 'image', filename: 'notes.txt', value: 'hello' },
      ]);
      expect(wrong.statusCode).toBe(422);
      const unknown = await upload('manager', 'PUT', '/blog-posts/999999/cover', [
        { name: 'image', filename: 'a.png', value: await picture(800, 500) },
      ]);
      expect(unknown.statusCode).toBe(404);
    });

    it('adds a tag and deletes a post, which leaves the blog at once', async () => {
      const tag = await call('manager', 'POST', '/blog-tags', { name_pl: 'Zima', name_en: 'Winter' });
      expect(tag.statusCode).toBe(201);
      expect(tag.json().data.slug).toBe('zima');
      expect((await call('manager', 'POST', '/blog-tags', { name_pl: 'Zima', name_en: 'W' })).statusCode).toBe(422);

      expect(await shop('/en/blog')).toContain('First save');
      const res = await call('manager', 'DELETE', `/blog-posts/${postId}`, undefined, 'en');
      expect(res.json().message).toBe('The post has been deleted.');
      expect(await shop('/en/blog')).not.toContain('First save');
      expect((await call('manager', 'GET', `/blog-posts/${postId}`)).statusCode).toBe(404);
      const log = await auditActions('blog_post');
      expect(log.filter((e) => e.action === 'blog_post.update')[0].data).toEqual({
        title_en: { from: 'Caring for leather in winter', to: 'First save' },
      });
      expect(log[0]).toMatchObject({ action: 'blog_post.delete', by: 'manager@atelier.pl' });
    });
  });

  describe('information pages', () => {
    it('lists every page and keeps the versioned store regulations read-only', async () => {
      const list = (await call('manager', 'GET', '/pages')).json().data;
      expect(list.map((p: { slug: string }) => p.slug)).toEqual([
        'payment-methods',
        'delivery-costs',
        'returns',
        'complaints',
        'warranty',
        'store-regulations',
        'privacy-policy',
        'cookies',
        'faq',
        'about',
      ]);
      expect(list.filter((p: { locked: string | null }) => p.locked)).toEqual([
        expect.objectContaining({ slug: 'store-regulations', locked: 'terms_versioned' }),
      ]);
      const regulations = AdminPageResponse.parse((await call('manager', 'GET', '/pages/regulamin')).json()).data;
      expect(regulations.terms_version).toBe(TERMS_VERSION);
      const { slug: _s, locked: _l, placeholders: _p, terms_version: _t, ...fields } = regulations;
      const res = await call('manager', 'PUT', '/pages/store-regulations', { ...fields, title_en: 'Rules' }, 'en');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('page_locked');
      expect(res.json().message).toContain(TERMS_VERSION);
      expect((await call('manager', 'GET', '/pages/unknown-page')).statusCode).toBe(404);
    });

    it('saves a page the shop shows at once, sanitised, with its placeholders still filled from the shop facts', async () => {
      const page = AdminPageResponse.parse((await call('manager', 'GET', '/pages/delivery-costs')).json()).data;
      expect(page.placeholders.html).toEqual(['delivery_table']);
      expect(page.placeholders.text).toContain('free_shipping_threshold');
      const publicBefore = (await t.app.inject({ method: 'GET', url: '/api/pages/delivery-costs' })).json().data;
      expect(await shop('/pl/delivery-costs')).toContain(publicBefore.title);

      const { slug: _s, locked: _l, placeholders: _p, terms_version: _t, updated_at, ...fields } = page;
      // The editor wraps the table placeholder in a paragraph; the server unwraps it.
      const edited = {
        ...fields,
        updated_at,
        title_pl: 'Dostawa i jej koszty',
        body_pl: `${fields.body_pl.replace('{{delivery_table}}', '<p>{{delivery_table}}</p>')}<img src=x onerror="alert(1)"><p>Pytania? {{shop_email}}</p>`,
      };
      const res = await call('manager', 'PUT', '/pages/delivery-costs', edited);
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json().data;
      expect(saved.body_pl).not.toMatch(/<img|onerror|<p>\{\{delivery_table\}\}<\/p>/);
      expect(saved.body_pl).toContain('{{delivery_table}}');

      expect(await shop('/pl/delivery-costs')).toContain('Dostawa i jej koszty');
      const publicAfter = (await t.app.inject({ method: 'GET', url: '/api/pages/delivery-costs' })).json().data;
      expect(publicAfter.body_html).toContain('<table>');
      expect(publicAfter.body_html).toContain('Pytania? sklep@atelier.pl');
      expect(publicAfter.body_html).not.toContain('{{');

      // The English text was sent back unchanged, so its page did not change at all.
      const english = (
        await t.app.inject({ method: 'GET', url: '/api/pages/delivery-costs', headers: { 'accept-language': 'en' } })
      ).json().data;
      expect(english.title).toBe(fields.title_en);
      expect(english.body_html).toContain('<table>');

      const stale = await call('manager', 'PUT', '/pages/delivery-costs', { ...edited, title_pl: 'Znowu' });
      expect(stale.statusCode).toBe(409);
      const log = await auditActions('page');
      expect(log[0]).toMatchObject({
        action: 'page.update',
        by: 'manager@atelier.pl',
        data: { title_pl: { from: publicBefore.title, to: 'Dostawa i jej koszty' }, texts: ['body_pl'] },
      });
    });

    it('refuses unknown placeholders and the table outside the body, naming the field', async () => {
      const page = (await call('manager', 'GET', '/pages/returns')).json().data;
      const { slug: _s, locked: _l, placeholders: _p, terms_version: _t, updated_at: _u, ...fields } = page;
      const res = await call(
        'manager',
        'PUT',
        '/pages/returns',
        {
          ...fields,
          title_en: 'Returns {{shop_name}}',
          description_pl: 'Zwroty {{delivery_table}}',
          body_pl: `${fields.body_pl}<p>{{free_shiping}}</p>`,
          body_en: '<p>{{ Shop }}</p>',
        },
        'en',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        title_en: ['A title cannot contain placeholders in double curly braces.'],
        description_pl: ['The delivery table (the delivery_table placeholder) can only be used in the page text.'],
        body_pl: [
          'The text contains an unknown placeholder in double curly braces. Use only the placeholders listed below the editor.',
        ],
        body_en: [
          'The text contains an unknown placeholder in double curly braces. Use only the placeholders listed below the editor.',
        ],
      });
      const blank = await call('manager', 'PUT', '/pages/returns', { ...fields, body_en: '<p> </p>' }, 'en');
      expect(blank.json().errors).toEqual({ body_en: ['This field is required.'] });
      // Nothing was saved: the shop still serves the page.
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/returns' })).statusCode).toBe(200);
    });
  });

  describe('gallery', () => {
    let itemId: number;

    it('adds a picture with alt texts in both languages that the gallery page shows at once, in its own shape', async () => {
      expect(await shop('/en/gallery')).not.toContain('Stitching a strap');
      const missingAlt = await upload('manager', 'POST', '/gallery', [
        { name: 'image', filename: 'a.png', value: await picture(1000, 1500) },
        { name: 'data', value: JSON.stringify({ alt_pl: 'Szycie paska' }) },
      ]);
      expect(missingAlt.statusCode).toBe(422);
      expect(missingAlt.json().errors).toEqual({ alt_en: ['This field is required.'] });

      const res = await upload('manager', 'POST', '/gallery', [
        { name: 'image', filename: 'a.png', value: await picture(1000, 1500) },
        {
          name: 'data',
          value: JSON.stringify({ alt_pl: 'Szycie paska', alt_en: 'Stitching a strap', caption_pl: 'Ręcznie' }),
        },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json().data;
      itemId = item.id;
      expect(item.image).toMatchObject({ widths: [480, 960], width: 960, height: 1440 });
      expect(await shop('/en/gallery')).toContain('Stitching a strap');
      const publicItem = (await t.app.inject({ method: 'GET', url: '/api/gallery?locale=en' })).json().data.at(-1);
      expect(publicItem).toMatchObject({ id: itemId, alt: 'Stitching a strap', width: 960, height: 1440 });
    });

    it('hides, orders and deletes pictures', async () => {
      const list = AdminGalleryListResponse.parse((await call('manager', 'GET', '/gallery')).json()).data;
      const item = list.find((g) => g.id === itemId);
      expect(list.at(-1)?.id).toBe(itemId);
      const hidden = await call('manager', 'PUT', `/gallery/${itemId}`, {
        alt_pl: 'Szycie paska',
        alt_en: 'Stitching a strap',
        is_published: false,
      });
      expect(hidden.json().data.is_published).toBe(false);
      expect(await shop('/en/gallery')).not.toContain('Stitching a strap');

      const order = [itemId, ...list.filter((g) => g.id !== itemId).map((g) => g.id)];
      await call('manager', 'PUT', '/gallery/order', { ids: order });
      expect(((await call('manager', 'GET', '/gallery')).json().data as { id: number }[]).map((g) => g.id)).toEqual(
        order,
      );

      const file = fileOf(item?.image.url ?? '');
      expect(existsSync(file)).toBe(true);
      const removed = await call('manager', 'DELETE', `/gallery/${itemId}`, undefined, 'en');
      expect(removed.json().message).toBe('The picture has been removed from the gallery.');
      expect(existsSync(file)).toBe(false);
      expect((await call('manager', 'PUT', `/gallery/${itemId}`, { alt_pl: 'a', alt_en: 'b' })).statusCode).toBe(404);
      expect((await auditActions('gallery_image')).map((e) => e.action)).toEqual([
        'gallery_image.delete',
        'gallery_image.reorder',
        'gallery_image.update',
        'gallery_image.create',
      ]);
    });
  });
});

describe('content pictures in S3-compatible storage', () => {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(String(req.url));
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 '))
        return void res.writeHead(403).end();
      if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(key);
      if (req.method === 'GET' && !objects.has(key)) return void res.writeHead(404).end();
      res.writeHead(200).end(req.method === 'GET' ? objects.get(key) : undefined);
    });
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({
      clock,
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
      beforeReady: async (app) =>
        registerObjectStorageUploads(
          app,
          path.join(app.deps.config.dataDir, 'uploads'),
          s3Storage(app.deps.config.s3 as NonNullable<typeof app.deps.config.s3>),
        ),
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now: SEEDED_AT });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores a gallery picture in the bucket, serves it under /uploads and deletes it from there', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@atelier.pl', password: 'Manager123!' },
    });
    const authorization = `Bearer ${login.json().data.token}`;
    const body = multipart([
      { name: 'image', filename: 'a.jpg', value: await picture(700, 500, 'jpeg') },
      { name: 'data', value: JSON.stringify({ alt_pl: 'Warsztat', alt_en: 'Workshop' }) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery',
      payload: body.payload,
      headers: { authorization, 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item.image.widths).toEqual([480]);
    const key = new URL(item.image.url).pathname.replace('/uploads/', '');
    expect([...objects.keys()]).toEqual([`/media/${key}`]);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    await t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${item.id}`, headers: { authorization } });
    expect(objects.size).toBe(0);
  });
});
