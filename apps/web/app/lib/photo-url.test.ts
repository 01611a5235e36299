import { describe, expect, it } from 'vitest';
import { photoSrc, photoSrcSet } from './photo-url';

describe('photographs on the shop’s pages', () => {
  it('are shown from the page’s own origin', () => {
    expect(photoSrc('https://sklep.example.pl/uploads/products/1/ab-640.webp')).toBe('/uploads/products/1/ab-640.webp');
    expect(photoSrc('http://localhost:3000/uploads/banners/2-1200.webp')).toBe('/uploads/banners/2-1200.webp');
    expect(
      photoSrcSet('https://sklep.example.pl/uploads/a-320.webp 320w, https://sklep.example.pl/uploads/a-640.webp 640w'),
    ).toBe('/uploads/a-320.webp 320w, /uploads/a-640.webp 640w');
  });

  it('leave other addresses, relative paths and empty values alone', () => {
    expect(photoSrc('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(photoSrc('https://cdn.example.com/img/a.webp')).toBe('https://cdn.example.com/img/a.webp');
    expect(photoSrc(null)).toBeUndefined();
    expect(photoSrcSet('')).toBeUndefined();
    expect(photoSrcSet('/uploads/a-320.webp 320w')).toBe('/uploads/a-320.webp 320w');
  });
});
