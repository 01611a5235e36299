import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect (the login page’s redirect query)', () => {
  it('goes to a path on this site, with its query and hash', () => {
    expect(safeRedirect('/pl/profile', 'pl')).toBe('/pl/profile');
    expect(safeRedirect('/en/products/torba-aurelia?size=90#reviews', 'en')).toBe(
      '/en/products/torba-aurelia?size=90#reviews',
    );
    expect(safeRedirect('/pl/wishlist', 'en')).toBe('/pl/wishlist');
  });

  it('falls back to home without a value', () => {
    expect(safeRedirect(null, 'pl')).toBe('/pl');
    expect(safeRedirect(undefined, 'en')).toBe('/en');
    expect(safeRedirect('', 'en')).toBe('/en');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/pl',
      '//evil.example/pl/profile',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'pl/profile',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
      'mailto:a@b.pl',
      // Dot segments that resolve to a protocol-relative address (`//evil.example`).
      '/..//evil.example',
      '/../..//evil.example/pl',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/pl/..//evil.example',
      '/.//evil.example',
      '/./..//evil.example',
      '/..\\/evil.example',
      '\t//evil.example',
      ' //evil.example',
      'javascript:alert(1)//',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '///evil.example',
      'http:/evil.example',
      'https:evil.example',
    ]) {
      expect(safeRedirect(value, 'pl'), value).toBe('/pl');
    }
  });

  it('does not send a logged-in person back to the account forms', () => {
    expect(safeRedirect('/pl/login', 'pl')).toBe('/pl');
    expect(safeRedirect('/en/login?redirect=%2Fen%2Fprofile', 'en')).toBe('/en');
    expect(safeRedirect('/pl/register', 'pl')).toBe('/pl');
    expect(safeRedirect('/pl/reset-password?token=x', 'pl')).toBe('/pl');
    expect(safeRedirect('/en/oauth/callback?success=1', 'en')).toBe('/en');
    // …while pages that merely start with the same letters are fine.
    expect(safeRedirect('/pl/login-help', 'pl')).toBe('/pl/login-help');
  });

  it('keeps an escaped slash escaped: a path segment of this site, not a way out', () => {
    expect(safeRedirect('/..%2f/evil.example', 'pl')).toBe('/..%2f/evil.example');
  });

  it('normalises dot segments so a path cannot climb out of the site', () => {
    expect(safeRedirect('/pl/../../profile', 'pl')).toBe('/profile');
    expect(safeRedirect('/pl/./../pl/login', 'pl')).toBe('/pl');
  });
});
