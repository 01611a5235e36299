import { describe, expect, it } from 'vitest';
import { ensureCsrfToken } from './csrf.server';

describe('ensureCsrfToken', () => {
  it('issues a 32-byte base64url token with an HttpOnly cookie', () => {
    const { token, setCookie } = ensureCsrfToken(new Request('http://shop.test/pl'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toBe(`atelier_csrf=${token}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('reuses a well-formed token from the cookie', () => {
    const existing = 'a'.repeat(43);
    const request = new Request('http://shop.test/pl', { headers: { cookie: `locale=en; atelier_csrf=${existing}` } });
    expect(ensureCsrfToken(request)).toEqual({ token: existing, setCookie: null });
  });

  it('replaces a malformed token and marks the cookie Secure over HTTPS', () => {
    const request = new Request('https://shop.test/pl', { headers: { cookie: 'atelier_csrf=short' } });
    const { token, setCookie } = ensureCsrfToken(request);
    expect(token).not.toBe('short');
    expect(setCookie).toMatch(/; Secure$/);
  });
});
