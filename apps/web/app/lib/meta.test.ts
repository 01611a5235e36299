import { describe, expect, it } from 'vitest';
import { absoluteUrl, metaTags } from './meta';

describe('metaTags', () => {
  it('adds canonical, hreflang alternates and Open Graph URL and image', () => {
    const tags = metaTags('en', 'Title', 'Description', {
      origin: 'https://atelier.pl/',
      path: '/products?category=2',
      image: 'https://atelier.pl/uploads/a.webp',
      type: 'product',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://atelier.pl/en/products?category=2',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'pl',
      href: 'https://atelier.pl/pl/products?category=2',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://atelier.pl/pl/products?category=2',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://atelier.pl/en/products?category=2' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://atelier.pl/uploads/a.webp' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
  });

  it('writes no absolute URLs without an origin', () => {
    const tags = metaTags('pl', 'T', 'D');
    expect(tags.some((tag) => 'tagName' in tag)).toBe(false);
  });

  it('builds home as the bare locale', () => {
    expect(absoluteUrl('http://localhost:3000', 'pl', '')).toBe('http://localhost:3000/pl');
  });
});
