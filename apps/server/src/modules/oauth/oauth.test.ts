import { decodeOAuthUser, OAuthProvidersResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, oauthAccounts, oauthStates, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { OAUTH_STATE_COOKIE } from './oauth.routes';
import { type FakeIdentity, type FakeProvider, startFakeOAuthProvider } from './oauth.test-support';

const PUBLIC_URL = 'http://127.0.0.1:39999';

/**
 * Every outbound request of the app goes through fetch: anything not addressed to loopback fails the test,
 * so a misconfigured endpoint can never reach the real Google or Facebook.
 */
const realFetch = globalThis.fetch;
const unexpected: string[] = [];
function guardOutboundRequests() {
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.hostname !== '127.0.0.1') {
      unexpected.push(url.toString());
      return Promise.reject(new Error(`unexpected outbound request to ${url}`));
    }
    return realFetch(input, init);
  }) as typeof fetch;
}

describe('social sign-in with Google and Facebook (fake providers on loopback)', () => {
  let t: TestApp;
  let fake: FakeProvider;
  let now = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    guardOutboundRequests();
    fake = await startFakeOAuthProvider({
      google: { clientId: 'google-client.apps', clientSecret: 'google-secret' },
      facebook: { clientId: 'fb-app-1', clientSecret: 'fb-secret' },
    });
    t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL, ...fake.env } });
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    expect(unexpected).toEqual([]);
  });

  /** GET /api/oauth/{provider} → the fake's authorize URL → its redirect to our callback → our redirect. */
  async function signIn(
    provider: 'google' | 'facebook',
    options: { identity?: FakeIdentity; locale?: string; cookie?: (state: string) => string | undefined } = {},
  ) {
    if (options.identity) fake.identity[provider] = options.identity;
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/${provider}`,
      headers: { 'accept-language': options.locale ?? 'pl' },
    });
    expect(start.statusCode).toBe(200);
    const { success, auth_url } = start.json() as { success: boolean; auth_url: string };
    expect(success).toBe(true);
    const stateCookie = start.cookies.find((c) => c.name === OAUTH_STATE_COOKIE);
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth' });

    const atProvider = await fetch(auth_url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/oauth/${provider}/callback`);

    const cookieValue = options.cookie ? options.cookie(stateCookie?.value ?? '') : stateCookie?.value;
    const cookies: Record<string, string> = cookieValue === undefined ? {} : { [OAUTH_STATE_COOKIE]: cookieValue };
    const callbackRequest = { method: 'GET' as const, url: `${back.pathname}${back.search}`, cookies };
    const callback = await t.app.inject(callbackRequest);
    expect(callback.statusCode).toBe(302);
    const target = new URL(callback.headers.location as string, PUBLIC_URL);
    return { start, authUrl: new URL(auth_url), callback, callbackRequest, target, query: target.searchParams };
  }

  it('tells which providers are enabled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(OAuthProvidersResponse.parse(res.json())).toEqual({
      google: { enabled: true },
      facebook: { enabled: true },
    });
  });

  it('builds Google’s consent URL with PKCE, state, scopes and our callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/google' });
    const url = new URL(res.json().auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/google/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client.apps',
      redirect_uri: `${PUBLIC_URL}/api/oauth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    expect(url.searchParams.get('state')).toBe(res.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)?.value);
    // The state is kept only as a hash, beside the code verifier.
    const rows = await t.database.db.select().from(oauthStates);
    expect(rows.some((r) => r.stateHash === url.searchParams.get('state'))).toBe(false);
  });

  it('creates an account from a verified Google e-mail and lands on the web callback with a working token', async () => {
    const { query, target } = await signIn('google', {
      locale: 'en',
      identity: { sub: 'g-100', email: 'Maria.Google@Gmail.com', email_verified: true, name: 'Maria Zielińska' },
    });
    expect(target.pathname).toBe('/en/oauth/callback');
    expect(query.get('success')).toBe('1');
    expect(query.get('provider')).toBe('google');
    const user = decodeOAuthUser(query.get('user') ?? '');
    expect(user).toMatchObject({
      email: 'maria.google@gmail.com',
      name: 'Maria Zielińska',
      has_password: false,
      locale: 'en',
      roles: [{ name: 'customer' }],
      email_verified_at: now.toISOString(),
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${query.get('token')}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(user);
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'g-100'));
    expect(links).toMatchObject([{ provider: 'google', userId: user?.id, email: 'maria.google@gmail.com' }]);
    const welcome = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'maria.google@gmail.com'));
    expect(welcome).toMatchObject([{ template: 'welcome', locale: 'en' }]);
    expect(fake.requests).toContain('POST /google/token');

    // Signing in again finds the same account.
    const again = await signIn('google', {
      identity: { sub: 'g-100', email: 'maria.google@gmail.com', email_verified: true },
    });
    expect(decodeOAuthUser(again.query.get('user') ?? '')?.id).toBe(user?.id);
    // The language is the one of the page that started this sign-in.
    expect(again.target.pathname).toBe('/pl/oauth/callback');
  });

  it('links Google to an existing password account with the same verified e-mail', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone: '600100200', email: 'jadwiga@gmail.com', password: 'Skorzana1' },
    });
    const existingId = registered.json().data.user.id as number;
    const { query } = await signIn('google', {
      identity: { sub: 'g-200', email: 'jadwiga@gmail.com', email_verified: true, name: 'Jadwiga' },
    });
    expect(query.get('success')).toBe('1');
    const user = decodeOAuthUser(query.get('user') ?? '');
    expect(user).toMatchObject({ id: existingId, has_password: true, email_verified_at: now.toISOString() });
    const accounts = await t.database.db.select().from(users).where(eq(users.email, 'jadwiga@gmail.com'));
    expect(accounts).toHaveLength(1);
  });

  it('refuses a Google e-mail that Google has not verified', async () => {
    const { query, target } = await signIn('google', {
      identity: { sub: 'g-300', email: 'niezweryfikowany@example.pl', email_verified: false },
    });
    expect(target.pathname).toBe('/pl/oauth/callback');
    expect(query.get('success')).toBe('0');
    expect(query.get('token')).toBeNull();
    expect(query.get('error')).toBe(
      'Adres e-mail w Google nie jest potwierdzony. Potwierdź go albo zaloguj się hasłem.',
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, 'niezweryfikowany@example.pl'))).toHaveLength(
      0,
    );
  });

  it('creates a separate Facebook account only when nobody has that e-mail', async () => {
    const created = await signIn('facebook', {
      locale: 'en',
      identity: { sub: 'fb-100', email: 'kasia@facebook.example', name: 'Kasia Fb' },
    });
    expect(created.query.get('success')).toBe('1');
    const user = decodeOAuthUser(created.query.get('user') ?? '');
    expect(user).toMatchObject({ email: 'kasia@facebook.example', email_verified_at: null, has_password: false });
    expect(fake.requests).toEqual(expect.arrayContaining(['POST /facebook/token', 'GET /facebook/me']));
  });

  it('never links Facebook to an existing account by e-mail, and says why', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone: '600100200', email: 'ofiara@example.pl', password: 'Skorzana1' },
    });
    const { query } = await signIn('facebook', {
      locale: 'en',
      identity: { sub: 'fb-evil', email: 'ofiara@example.pl', name: 'Not The Owner' },
    });
    expect(query.get('success')).toBe('0');
    expect(query.get('error')).toBe(
      'An account with ofiara@example.pl already exists. Log in with your e-mail and password — Facebook does not verify e-mail addresses, so we cannot link it automatically.',
    );
    expect(
      await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'fb-evil')),
    ).toHaveLength(0);
  });

  it('refuses a Facebook profile without an e-mail', async () => {
    const { query } = await signIn('facebook', { identity: { sub: 'fb-noemail', name: 'Bez Maila' } });
    expect(query.get('success')).toBe('0');
    expect(query.get('error')).toMatch(/^Facebook nie udostępnił adresu e-mail/);
  });

  it('reports a sign-in cancelled at the provider', async () => {
    fake.denyWith = 'access_denied';
    const { query } = await signIn('google', { locale: 'en' });
    expect(query.get('success')).toBe('0');
    expect(query.get('error')).toBe('Signing in with Google was cancelled.');
  });

  it('refuses a callback without the state cookie, with another browser’s state, or used twice', async () => {
    const noCookie = await signIn('google', { cookie: () => undefined });
    expect(noCookie.query.get('success')).toBe('0');
    expect(noCookie.query.get('error')).toBe(
      'Sesja logowania wygasła lub jest nieprawidłowa. Spróbuj zalogować się jeszcze raz.',
    );

    const otherBrowser = await signIn('google', { cookie: () => 'x'.repeat(43) });
    expect(otherBrowser.query.get('success')).toBe('0');

    const first = await signIn('google', { identity: { sub: 'g-400', email: 'raz@gmail.com', email_verified: true } });
    expect(first.query.get('success')).toBe('1');
    const replay = await t.app.inject(first.callbackRequest);
    const replayed = new URL(replay.headers.location as string, PUBLIC_URL);
    expect(replayed.searchParams.get('success')).toBe('0');
  });

  it('refuses a sign-in that took longer than 10 minutes', async () => {
    const started = now;
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/oauth/google' });
      const state = start.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)?.value ?? '';
      const atProvider = await fetch(start.json().auth_url, { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location') ?? '');
      now = new Date(started.getTime() + 10 * 60 * 1000 + 1000);
      const callback = await t.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { [OAUTH_STATE_COOKIE]: state },
      });
      expect(new URL(callback.headers.location as string, PUBLIC_URL).searchParams.get('success')).toBe('0');
    } finally {
      now = started;
    }
  });

  it('fails cleanly when the provider rejects the code exchange', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/oauth/google', headers: { 'accept-language': 'en' } });
    const state = start.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)?.value ?? '';
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/google/callback?code=made-up&state=${state}`,
      cookies: { [OAUTH_STATE_COOKIE]: state },
    });
    const target = new URL(callback.headers.location as string, PUBLIC_URL);
    expect(target.pathname).toBe('/en/oauth/callback');
    expect(target.searchParams.get('error')).toBe('Signing in with Google failed. Please try again.');
  });

  it('answers an unknown provider with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/twitter', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Signing in with this provider is not supported.');
    expect((await t.app.inject({ method: 'GET', url: '/api/oauth/twitter/callback?code=a&state=b' })).statusCode).toBe(
      404,
    );
  });
});

describe('social sign-in without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports both providers disabled and refuses to start them (422)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(res.json()).toEqual({ google: { enabled: false }, facebook: { enabled: false } });
    const google = await t.app.inject({ method: 'GET', url: '/api/oauth/google' });
    expect(google.statusCode).toBe(422);
    expect(google.json()).toMatchObject({
      code: 'provider_disabled',
      message: 'Logowanie przez Google nie jest obecnie dostępne.',
    });
    const facebook = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/facebook',
      headers: { 'accept-language': 'en' },
    });
    expect(facebook.json().message).toBe('Signing in with Facebook is not available at the moment.');
  });
});
