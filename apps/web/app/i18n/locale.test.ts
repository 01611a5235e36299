import { describe, expect, it } from 'vitest';
import { localePath, readCookie, resolveLocaleRedirect, switchLocalePath } from './locale';

describe('resolveLocaleRedirect', () => {
  it('sends the root to Polish by default', () => {
    expect(resolveLocaleRedirect('/', '', null)).toBe('/pl');
  });

  it('sends the root to the language remembered in the cookie', () => {
    expect(resolveLocaleRedirect('/', '', 'theme=x; locale=en')).toBe('/en');
    expect(resolveLocaleRedirect('/', '', 'locale=de')).toBe('/pl');
  });

  it('prepends the preferred locale to a path without one, keeping the query', () => {
    expect(resolveLocaleRedirect('/products', '?x=1', null)).toBe('/pl/products?x=1');
    expect(resolveLocaleRedirect('/products', '?x=1', 'locale=en')).toBe('/en/products?x=1');
    expect(resolveLocaleRedirect('/blog/category/torby', '', null)).toBe('/pl/blog/category/torby');
  });

  it('replaces an unknown locale with Polish', () => {
    expect(resolveLocaleRedirect('/de/products', '', null)).toBe('/pl/products');
    expect(resolveLocaleRedirect('/de/products', '?page=2', 'locale=en')).toBe('/pl/products?page=2');
    expect(resolveLocaleRedirect('/pt-br', '', null)).toBe('/pl');
    expect(resolveLocaleRedirect('/uk/cart', '', null)).toBe('/pl/cart');
  });

  it('lower-cases a known locale written in capitals', () => {
    expect(resolveLocaleRedirect('/EN/cart', '', null)).toBe('/en/cart');
  });

  it('leaves paths with a known locale untouched', () => {
    expect(resolveLocaleRedirect('/en/cart', '', null)).toBe(null);
    expect(resolveLocaleRedirect('/pl', '', 'locale=en')).toBe(null);
    expect(resolveLocaleRedirect('/pl/regulamin', '', null)).toBe(null);
  });
});

describe('switchLocalePath', () => {
  it('swaps only the locale and keeps path, query and hash', () => {
    expect(switchLocalePath('/pl/products/torba-lena', '?color=brown', '#reviews', 'en')).toBe(
      '/en/products/torba-lena?color=brown#reviews',
    );
    expect(switchLocalePath('/en/blog/tag/skora', '', '', 'pl')).toBe('/pl/blog/tag/skora');
    expect(switchLocalePath('/en', '', '', 'pl')).toBe('/pl');
    expect(switchLocalePath('/pl/', '?a=1', '', 'en')).toBe('/en?a=1');
  });

  it('adds a locale to a path that had none', () => {
    expect(switchLocalePath('/cart', '', '', 'en')).toBe('/en/cart');
  });

  it('maps the Polish-only regulations path to its English page', () => {
    expect(switchLocalePath('/pl/regulamin', '', '', 'en')).toBe('/en/store-regulations');
    expect(switchLocalePath('/pl/regulamin', '', '', 'pl')).toBe('/pl/regulamin');
  });
});

describe('helpers', () => {
  it('reads cookies and builds locale paths', () => {
    expect(readCookie('a=1; locale=en; b=2', 'locale')).toBe('en');
    expect(readCookie('a=1', 'locale')).toBe(null);
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBe(null);
    expect(localePath('en', '/products')).toBe('/en/products');
    expect(localePath('pl', '')).toBe('/pl');
    expect(localePath('pl', 'cart')).toBe('/pl/cart');
  });
});
