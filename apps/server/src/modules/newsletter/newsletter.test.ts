import { NewsletterConfirmResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers, shopSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { hashToken, listUnsubscribeHeaders, unsubscribeSignature } from './newsletter.service';

const HOUR = 60 * 60 * 1000;
const SECRET = 'test-newsletter-secret-0123456789';

describe('newsletter with double opt-in', () => {
  let t: TestApp;
  const start = new Date('2026-11-22T10:00:00Z');
  let now = start;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp({
      clock: () => now,
      env: { PUBLIC_URL: 'https://atelier.example', NEWSLETTER_SECRET: SECRET },
    });
  });
  afterAll(() => t.close());

  const subscribe = (email: string, locale: 'pl' | 'en' = 'pl', url = '/api/newsletter/subscribe') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.5.0.${++ip}`,
      headers: { 'accept-language': locale },
      payload: { email },
    });
  const subscriber = async (email: string) =>
    (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const mailsTo = (email: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
  /** The confirmation link exactly as the e-mail carries it. */
  const linkFrom = (text: string) => {
    const match = /https:\/\/atelier\.example\/(pl|en)\/newsletter\/confirm\?token=([\w-]+)/.exec(text);
    if (!match) throw new Error('no confirmation link in the e-mail');
    return { locale: match[1], token: match[2] };
  };
  const confirm = (token: string, locale: 'pl' | 'en' = 'pl') =>
    t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': locale },
    });

  it('records a pending sign-up and e-mails a confirmation link; the token is stored only hashed', async () => {
    const res = await subscribe('  Ola@Example.PL ', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Almost there! We have sent a link to ola@example.pl — click it to confirm your newsletter subscription.',
    });
    const row = await subscriber('ola@example.pl');
    expect(row).toMatchObject({ locale: 'en', source: 'footer', confirmedAt: null, unsubscribedAt: null });
    expect(row.consentAt.toISOString()).toBe(start.toISOString());
    expect(row.confirmTokenExpiresAt?.toISOString()).toBe(new Date(start.getTime() + 72 * HOUR).toISOString());
    const [mail] = await mailsTo('ola@example.pl');
    expect(mail).toMatchObject({ template: 'newsletter-confirmation', locale: 'en', status: 'pending' });
    expect(mail.subject).toBe('Confirm your Atelier newsletter subscription');
    const { locale, token } = linkFrom(mail.text);
    expect(locale).toBe('en');
    expect(mail.html).toContain(`/en/newsletter/confirm?token=${token}`);
    expect(row.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('confirms with the token from the e-mail, and a second click answers the same', async () => {
    const [mail] = await mailsTo('ola@example.pl');
    const { token } = linkFrom(mail.text);
    now = new Date(start.getTime() + HOUR);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(NewsletterConfirmResponse.parse(res.json())).toEqual({
      success: true,
      email: 'ola@example.pl',
      message: 'Dziękujemy! Adres ola@example.pl jest zapisany do newslettera.',
    });
    expect((await subscriber('ola@example.pl')).confirmedAt?.toISOString()).toBe(now.toISOString());
    const again = await confirm(token, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Thank you! ola@example.pl is now subscribed to our newsletter.');
  });

  it('answers a confirmed address the same way without another e-mail or a second row', async () => {
    const res = await subscribe('ola@example.pl', 'pl', '/api/newsletter');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Prawie gotowe! Wysłaliśmy na adres ola@example.pl wiadomość z linkiem — kliknij go, aby potwierdzić zapis do newslettera.',
    );
    expect(await mailsTo('ola@example.pl')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ola@example.pl'));
    expect(rows).toHaveLength(1);
    expect(rows[0].confirmedAt).not.toBeNull();
  });

  it('re-sends a fresh link to a pending address; the old link stops working, the consent time stays', async () => {
    now = start;
    await subscribe('pending@example.pl');
    const first = linkFrom((await mailsTo('pending@example.pl'))[0].text).token;
    now = new Date(start.getTime() + 2 * HOUR);
    await subscribe('pending@example.pl');
    const mails = await mailsTo('pending@example.pl');
    expect(mails).toHaveLength(2);
    const second = linkFrom(mails[1].text).token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await subscriber('pending@example.pl')).consentAt.toISOString()).toBe(start.toISOString());
  });

  it('refuses an unknown or expired token with a localised 404', async () => {
    const unknown = await confirm('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'not_found',
      message: 'Ten link potwierdzający jest nieprawidłowy lub wygasł. Zapisz się ponownie, a wyślemy nowy.',
    });
    now = start;
    await subscribe('late@example.pl', 'en');
    const { token } = linkFrom((await mailsTo('late@example.pl'))[0].text);
    now = new Date(start.getTime() + 72 * HOUR + 1000);
    const expired = await confirm(token, 'en');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(
      'This confirmation link is invalid or has expired. Sign up again and we will send a new one.',
    );
    expect((await subscriber('late@example.pl')).confirmedAt).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(['To pole jest wymagane.']);
  });

  describe('unsubscribe', () => {
    const unsubscribe = (payload: Record<string, unknown>, locale: 'pl' | 'en' = 'pl') =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        headers: { 'accept-language': locale },
        payload,
      });

    it('unsubscribes with the signed link and keeps the row as consent history', async () => {
      now = new Date(start.getTime() + 5 * HOUR);
      const signature = unsubscribeSignature(SECRET, 'ola@example.pl');
      const res = await unsubscribe({ email: 'Ola@example.pl', signature }, 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('ola@example.pl will no longer receive our newsletter.');
      const row = await subscriber('ola@example.pl');
      expect(row.unsubscribedAt?.toISOString()).toBe(now.toISOString());
      expect(row.confirmTokenHash).toBeNull();
      // Once more, and for an address that never subscribed: the same answer.
      expect((await unsubscribe({ email: 'ola@example.pl', signature })).statusCode).toBe(200);
      const stranger = await unsubscribe({
        email: 'nobody@example.pl',
        signature: unsubscribeSignature(SECRET, 'nobody@example.pl'),
      });
      expect(stranger.statusCode).toBe(200);
    });

    it('refuses a wrong signature with 403 and changes nothing', async () => {
      const res = await unsubscribe({
        email: 'pending@example.pl',
        signature: unsubscribeSignature(SECRET, 'ola@example.pl'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'newsletter_signature_invalid',
        message: 'Ten link do wypisania się jest nieprawidłowy. Użyj linku z ostatniego newslettera.',
      });
      expect((await subscriber('pending@example.pl')).unsubscribedAt).toBeNull();
      const invalid = await unsubscribe({ email: 'pending', signature: '' }, 'en');
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'signature']);
    });

    it('accepts the RFC 8058 one-click POST from a mail client', async () => {
      const headers = listUnsubscribeHeaders('https://atelier.example', 'pending@example.pl', SECRET);
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const url = new URL(headers['List-Unsubscribe'].slice(1, -1));
      expect(url.origin + url.pathname).toBe('https://atelier.example/api/newsletter/unsubscribe/one-click');
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect((await subscriber('pending@example.pl')).unsubscribedAt).not.toBeNull();
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe/one-click?email=late%40example.pl&signature=forged',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(forged.statusCode).toBe(403);
    });

    it('sends a person who opens the one-click link in a browser to the unsubscribe page', async () => {
      const signature = unsubscribeSignature(SECRET, 'late@example.pl');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe/one-click?email=late%40example.pl&signature=${signature}&locale=en`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/en/newsletter/unsubscribe?email=late%40example.pl&signature=${signature}`);
    });

    it('lets an unsubscribed address sign up again with a new consent', async () => {
      now = new Date(start.getTime() + 6 * HOUR);
      await subscribe('ola@example.pl');
      const mails = await mailsTo('ola@example.pl');
      expect(mails).toHaveLength(2);
      const row = await subscriber('ola@example.pl');
      expect(row.consentAt.toISOString()).toBe(now.toISOString());
      expect((await confirm(linkFrom(mails[1].text).token)).statusCode).toBe(200);
      expect((await subscriber('ola@example.pl')).unsubscribedAt).toBeNull();
    });
  });

  it('rejects an invalid address with a 422 field message in Polish and English', async () => {
    const pl = await subscribe('nie-email');
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors.email).toEqual(['Podaj poprawny adres e-mail.']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
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

  it('refuses a sign-up posted from another site, and takes one from the shop’s page without a token', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { cookie: 'atelier_csrf=abc', 'sec-fetch-site': 'cross-site', origin: 'https://zly.example' },
      payload: { email: 'csrf@example.pl' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('cross_site_request');
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { cookie: 'atelier_csrf=abc', 'sec-fetch-site': 'same-origin', origin: t.config.publicUrl },
      payload: { email: 'csrf@example.pl' },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('rate limits sign-ups from one address with 429 and Retry-After, counting both addresses of the form once', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 12; i++) {
      // Alternating between the two URLs of the sign-up gains nothing: they share the 10 an hour.
      last = await t.app.inject({
        method: 'POST',
        url: i % 2 === 0 ? '/api/newsletter' : '/api/newsletter/subscribe',
        remoteAddress: '10.9.9.9',
        payload: { email: `burst${i}@example.pl` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Zbyt wiele prób/);
  });
});

describe('newsletter signing key without NEWSLETTER_SECRET', () => {
  it('generates one key, keeps it in shop_settings and verifies with it', async () => {
    const t = await buildTestApp();
    try {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { email: 'a@example.pl', signature: unsubscribeSignature('guess', 'a@example.pl') },
      });
      expect(bad.statusCode).toBe(403);
      const [row] = await t.database.db
        .select()
        .from(shopSettings)
        .where(eq(shopSettings.key, 'newsletter_signing_secret'));
      const key = String(row.value);
      expect(key.length).toBeGreaterThanOrEqual(40);
      const good = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { email: 'a@example.pl', signature: unsubscribeSignature(key, 'a@example.pl') },
      });
      expect(good.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
