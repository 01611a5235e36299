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

  it('gives a shared link a complete card: picture with its description, and X’s own title, description and image', () => {
    const tags = metaTags('pl', 'Torebka Hanka | Atelier', 'Skórzana torebka', {
      image: 'https://atelier.pl/uploads/hanka.webp',
      imageAlt: 'Torebka Hanka w kolorze kawowym',
    });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Torebka Hanka w kolorze kawowym' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'Torebka Hanka | Atelier' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'Skórzana torebka' });
    expect(tags).toContainEqual({ name: 'twitter:image', content: 'https://atelier.pl/uploads/hanka.webp' });
    expect(tags).toContainEqual({ name: 'twitter:image:alt', content: 'Torebka Hanka w kolorze kawowym' });
  });

  it('describes the picture by the page title when nothing better is known, and uses the small card without one', () => {
    const withPicture = metaTags('en', 'Journal | Atelier', 'Stories', { image: 'https://atelier.pl/uploads/j.webp' });
    expect(withPicture).toContainEqual({ property: 'og:image:alt', content: 'Journal | Atelier' });
    const without = metaTags('en', 'Contact | Atelier', 'Write to us');
    expect(without).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(without).toContainEqual({ name: 'twitter:title', content: 'Contact | Atelier' });
    expect(without.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('writes no absolute URLs without an origin', () => {
    const tags = metaTags('pl', 'T', 'D');
    expect(tags.some((tag) => 'tagName' in tag)).toBe(false);
  });

  it('builds home as the bare locale', () => {
    expect(absoluteUrl('http://localhost:3000', 'pl', '')).toBe('http://localhost:3000/pl');
  });
});
