import { GalleryResponse } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/seed/data/gallery';
import { buildTestApp, type TestApp } from '../../test/helper';
import { seedShopContent } from '../pages/content.test-support';

describe('gallery', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://atelier.example' } });
    await seedShopContent(t, now);
  });
  afterAll(() => t.close());

  it('lists at least 12 pictures in order with Polish captions, alt texts, sizes and WebP variants', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(res.statusCode).toBe(200);
    const { data } = GalleryResponse.parse(res.json());
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.map((item) => item.alt)).toEqual(galleryImages.map((g) => g.alt.pl));
    const first = data[0];
    expect(first.caption).toBe(galleryImages[0].caption.pl);
    expect(first.image.alt).toBe(first.alt);
    expect(first.image.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(first.image.url).toBe(`https://atelier.example/uploads/gallery/${galleryImages[0].key}-960.webp`);
    expect(first.image.srcset).toContain(`/uploads/gallery/${galleryImages[0].key}-1600.webp 1600w`);
    for (const item of data) {
      expect(item.width).toBe(1600);
      expect([1000, 1600]).toContain(item.height);
      expect(item.caption.length).toBeGreaterThan(10);
    }
  });

  it('speaks English when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { 'accept-language': 'en' } });
    const { data } = GalleryResponse.parse(res.json());
    expect(data[0].alt).toBe(galleryImages[0].alt.en);
    expect(data[0].caption).toBe(galleryImages[0].caption.en);
    const viaQuery = await t.app.inject({ method: 'GET', url: '/api/gallery?locale=en' });
    expect(viaQuery.json().data[1].caption).toBe(galleryImages[1].caption.en);
  });

  it('rejects an unknown locale in the query with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery?locale=de' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.locale).toHaveLength(1);
  });
});
