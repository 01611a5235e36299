import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin.server';

describe('the origin of the shop’s absolute links', () => {
  it('is PUBLIC_URL from the load context, whatever host the request names', () => {
    const request = new Request('http://evil.example/pl/products/a');
    expect(publicOrigin({ publicUrl: 'https://sklep.example.pl' }, request)).toBe('https://sklep.example.pl');
  });

  it('falls back to the request only where no PUBLIC_URL is known (react-router dev without one)', () => {
    const saved = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    try {
      expect(publicOrigin({}, new Request('http://localhost:5173/pl'))).toBe('http://localhost:5173');
    } finally {
      if (saved !== undefined) process.env.PUBLIC_URL = saved;
    }
  });
});
