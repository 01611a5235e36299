import { CONSENT_COOKIE, CookieConsentResponse, parseConsentCookie } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents } from '../../db/schema';
import { browserSession, buildTestApp, type TestApp } from '../../test/helper';

describe('cookie consent', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  /** A browser that has loaded our pages (CSRF cookie and header), with or without a consent cookie. */
  const choose = (payload: Record<string, unknown>, consentCookie?: string) => {
    const session = browserSession();
    const cookie = consentCookie ? `${session.cookie}; ${CONSENT_COOKIE}=${consentCookie}` : session.cookie;
    return t.app.inject({ method: 'POST', url: '/api/cookie-consent', headers: { ...session, cookie }, payload });
  };

  it('stores a rejection with its time and version and sets a readable consent cookie', async () => {
    const res = await choose({ necessary: true, analytics: false, marketing: false, version: '2025-10-25' });
    expect(res.statusCode).toBe(200);
    const { data } = CookieConsentResponse.parse(res.json());
    expect(data).toMatchObject({ necessary: true, analytics: false, marketing: false, version: '2025-10-25' });
    expect(data?.decided_at).toBe(now.toISOString());
    const cookie = res.cookies.find((c) => c.name === CONSENT_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(parseConsentCookie(cookie?.value)).toEqual({
      id: data?.id,
      analytics: false,
      marketing: false,
      version: '2025-10-25',
    });
    const rows = await t.database.db.select().from(cookieConsents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data?.id, analytics: false, marketing: false, version: '2025-10-25' });
  });

  it('records a later change against the same visitor and reads it back', async () => {
    const first = CookieConsentResponse.parse(
      (await choose({ necessary: true, analytics: false, marketing: false, version: '2025-10-25' })).json(),
    ).data;
    const cookie = `${first?.id}.00.2025-10-25`;
    now = new Date('2026-11-23T09:00:00Z');
    const changed = await choose({ necessary: true, analytics: true, marketing: false, version: '2025-10-25' }, cookie);
    const { data } = CookieConsentResponse.parse(changed.json());
    expect(data?.id).toBe(first?.id);
    expect(data).toMatchObject({ analytics: true, marketing: false, decided_at: now.toISOString() });
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/cookie-consent',
      headers: { cookie: `${CONSENT_COOKIE}=${data?.id}.10.2025-10-25` },
    });
    expect(CookieConsentResponse.parse(current.json()).data).toEqual(data);
  });

  it('answers null without a consent cookie and never lets a client pick an id', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/cookie-consent' });
    expect(none.json()).toEqual({ data: null });
    const invented = '00000000-0000-4000-8000-000000000000';
    const res = await choose({ necessary: true, analytics: true, marketing: true, version: 'v2', id: invented });
    expect(res.json().data.id).not.toBe(invented);
  });

  it('refuses to record necessary cookies as rejected, a missing choice or a malformed version', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-consent',
      headers: { 'accept-language': 'en' },
      payload: { necessary: false, marketing: 'yes', version: 'bad version; x=1' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['analytics', 'marketing', 'necessary', 'version']);
    expect(res.json().errors.analytics).toEqual(['This field is required.']);
  });
});
