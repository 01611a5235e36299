import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { browserSession, buildTestApp, type TestApp } from '../../test/helper';

describe('newsletter sign-up (footer)', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  it('records the address with its consent time and thanks in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'accept-language': 'en' },
      payload: { email: '  Ola@Example.PL ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you! ola@example.pl is now subscribed to our newsletter.');
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ola@example.pl'));
    expect(rows).toHaveLength(1);
    expect(rows[0].consentAt.toISOString()).toBe(now.toISOString());
    expect(rows[0].locale).toBe('en');
  });

  it('answers a repeated sign-up the same way without a second row', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'ola@example.pl' } });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ola@example.pl'));
    expect(rows).toHaveLength(1);
  });

  it('rejects an invalid address with a 422 field message in Polish and English', async () => {
    const pl = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'nie-email' } });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors.email).toEqual(['Podaj poprawny adres e-mail.']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.email).toEqual(['This field is required.']);
  });

  it('rejects unknown fields (strict bodies)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@b.pl', admin: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.admin).toEqual(['Nieznane pole.']);
  });

  it('requires the CSRF header when the browser sends cookies', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { cookie: 'atelier_csrf=abc' },
      payload: { email: 'csrf@example.pl' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_token_mismatch');
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: browserSession(),
      payload: { email: 'csrf@example.pl' },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('rate limits sign-ups from one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: '10.9.9.9',
        payload: { email: `burst${i}@example.pl` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Zbyt wiele prób/);
  });
});
