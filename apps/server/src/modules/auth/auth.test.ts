import { AuthResponse, UserResponse } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, emailOutbox, newsletterSubscribers, userRoles, users } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { hashToken } from '../../shared/secrets';
import { buildTestApp, type TestApp } from '../../test/helper';
import { verifyPassword } from './password';

// The real argon2id verification, observed: lets a test prove the unknown-e-mail path verifies a hash.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const DAY = 24 * 60 * 60 * 1000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('accounts: sign-up, log-in, sessions', () => {
  let t: TestApp;
  let now = new Date('2026-11-02T09:00:00Z');
  let ipCounter = 0;
  /** Each test uses its own client address, so the per-address rate limits of one test do not leak into another. */
  const nextIp = () => `10.1.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await buildTestApp({
      clock: () => now,
      beforeReady: async (app) => {
        // A staff-only route as other modules declare them, to check the guards.
        app.get('/api/test/staff-only', { onRequest: app.requireRole('super_admin', 'manager') }, async (request) => ({
          id: request.user?.id,
        }));
      },
    });
    await seedDatabase(t.database.db, { dataDir: t.config.dataDir, images: false, now });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), headers, payload });
  const login = (email: string, password: string, headers: Record<string, string> = {}, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers, payload: { email, password } });
  const me = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer(token), ...headers } });

  describe('sign-up', () => {
    it('creates a customer with a normalised e-mail, records the newsletter consent and queues a welcome e-mail', async () => {
      const res = await register(
        { phone: '+48 600 700 800', email: '  Ola.Nowak@Example.PL ', password: 'Skorzana1', newsletter: true },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(201);
      const body = AuthResponse.parse(res.json());
      expect(body.data.user).toMatchObject({
        email: 'ola.nowak@example.pl',
        phone: '+48 600 700 800',
        roles: [{ name: 'customer' }],
        has_password: true,
        locale: 'en',
        newsletter_consent_at: now.toISOString(),
      });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.message).toBe('Welcome to Atelier! Your account is ready.');

      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ola.nowak@example.pl'));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.newsletterConsentAt?.toISOString()).toBe(now.toISOString());
      const [subscriber] = await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'ola.nowak@example.pl'));
      expect(subscriber).toMatchObject({ source: 'register', locale: 'en' });
      expect(subscriber.consentAt.toISOString()).toBe(now.toISOString());
      // A welcome e-mail, and — the newsletter being double opt-in — a link to confirm the subscription.
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, row.email));
      expect(mails.map((m) => m.template).sort()).toEqual(['newsletter-confirmation', 'welcome']);
      expect(mails.find((m) => m.template === 'welcome')).toMatchObject({
        locale: 'en',
        status: 'pending',
        subject: 'Welcome to Atelier',
      });
      expect(mails.find((m) => m.template === 'newsletter-confirmation')?.text).toMatch(
        /\/en\/newsletter\/confirm\?token=/,
      );

      // The token works straight away, and only its hash is stored.
      expect((await me(body.data.token)).statusCode).toBe(200);
      const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, row.id));
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).toBe(hashToken(body.data.token));
      expect(stored[0].tokenHash).not.toContain(body.data.token);
    });

    it('records no newsletter consent when the box is not ticked', async () => {
      const res = await register({ phone: '600700801', email: 'bez-newslettera@example.pl', password: 'Skorzana1' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.user.newsletter_consent_at).toBeNull();
      const subscribers = await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'bez-newslettera@example.pl'));
      expect(subscribers).toHaveLength(0);
    });

    it('refuses a second account with the same e-mail in any letter case (422 on email, pl and en)', async () => {
      const pl = await register({ phone: '600700802', email: 'KLIENT@atelier.pl', password: 'Skorzana1' });
      expect(pl.statusCode).toBe(422);
      expect(pl.json().errors.email).toEqual(['Konto z tym adresem e-mail już istnieje.']);
      const en = await register(
        { phone: '600700802', email: 'klient@atelier.pl', password: 'Skorzana1' },
        { 'accept-language': 'en' },
      );
      expect(en.json().errors.email).toEqual(['An account with this e-mail address already exists.']);
      const rows = await t.database.db.select().from(users).where(eq(users.email, 'klient@atelier.pl'));
      expect(rows).toHaveLength(1);
    });

    it('validates every field with messages in the request language', async () => {
      const pl = await register({ phone: 'abc', email: 'nie-email', password: 'krótkie' });
      expect(pl.statusCode).toBe(422);
      expect(pl.json().errors).toEqual({
        phone: ['Podaj poprawny numer telefonu, np. +48 600 100 200.'],
        email: ['Podaj poprawny adres e-mail.'],
        password: ['Wpisz co najmniej 8 znaków.'],
      });
      const en = await register({ password_confirmation: 'x' }, { 'accept-language': 'en' });
      expect(en.json().errors).toMatchObject({
        phone: ['This field is required.'],
        email: ['This field is required.'],
        password: ['This field is required.'],
      });
      const mismatch = await register(
        { phone: '600700803', email: 'rozne@example.pl', password: 'Skorzana1', password_confirmation: 'Skorzana2' },
        { 'accept-language': 'en' },
      );
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
      const unknown = await register({
        phone: '600700803',
        email: 'x@example.pl',
        password: 'Skorzana1',
        role: 'super_admin',
      });
      expect(unknown.json().errors).toEqual({ role: ['Nieznane pole.'] });
    });

    it('limits sign-ups to 10 an hour from one address (429, Retry-After, localised)', async () => {
      const ip = '10.200.0.1';
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      for (let i = 0; i < 11; i++) {
        last = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: ip,
          headers: { 'accept-language': 'en' },
          // Invalid bodies still count: the limit stops scripted probing as well as sign-ups.
          payload: { phone: '600', email: `burst${i}@example.pl`, password: 'x' },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json().message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    });
  });

  describe('log-in', () => {
    it('logs the demo customer in with their roles, and the token opens /me', async () => {
      const res = await login('Klient@Atelier.pl', 'Klient123!', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      const body = AuthResponse.parse(res.json());
      expect(body.data.user).toMatchObject({ email: 'klient@atelier.pl', name: 'Anna Klientka' });
      expect(body.data.user.roles).toEqual([{ name: 'customer' }]);
      expect(body.message).toBe('Welcome back! You are logged in.');
      const profile = await me(body.data.token);
      expect(profile.statusCode).toBe(200);
      expect(UserResponse.parse(profile.json()).data).toEqual(body.data.user);
    });

    it('answers an unknown e-mail exactly like a wrong password (401, same message, no enumeration)', async () => {
      const wrongPassword = await login('klient@atelier.pl', 'Zgadywanie1');
      const unknownEmail = await login('nikt@atelier.pl', 'Zgadywanie1');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
      expect(wrongPassword.json()).toEqual({ message: 'Nieprawidłowy e-mail lub hasło.', code: 'invalid_credentials' });
      const en = await login('nikt@atelier.pl', 'Zgadywanie1', { 'accept-language': 'en' });
      expect(en.json().message).toBe('Incorrect e-mail or password.');
    });

    it('verifies a password hash for an unknown e-mail too, so timing does not reveal accounts', async () => {
      // A deterministic check instead of a stopwatch: the unknown e-mail costs one argon2id verification,
      // exactly like a wrong password for a real account.
      vi.mocked(verifyPassword).mockClear();
      await login('nikt-timing@atelier.pl', 'Zgadywanie1');
      expect(verifyPassword).toHaveBeenCalledTimes(1);
      vi.mocked(verifyPassword).mockClear();
      await login('manager@atelier.pl', 'Zgadywanie1');
      expect(verifyPassword).toHaveBeenCalledTimes(1);
    });

    it('answers empty fields with "all fields are required" (422, pl and en)', async () => {
      const pl = await login('', '');
      expect(pl.statusCode).toBe(422);
      expect(pl.json().message).toBe('Wszystkie pola są wymagane.');
      expect(pl.json().errors).toEqual({
        email: ['Wszystkie pola są wymagane.'],
        password: ['Wszystkie pola są wymagane.'],
      });
      const en = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        headers: { 'accept-language': 'en' },
        payload: { email: 'klient@atelier.pl' },
      });
      expect(en.statusCode).toBe(422);
      expect(en.json()).toMatchObject({
        message: 'All fields are required.',
        errors: { password: ['All fields are required.'] },
      });
      const badEmail = await login('klient', 'Klient123!', { 'accept-language': 'en' });
      expect(badEmail.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
    });

    it('limits log-in attempts to 5 a minute per address and e-mail (429 with Retry-After)', async () => {
      const ip = '10.201.0.1';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await login('manager@atelier.pl', `Zle-haslo-${i}`, {}, ip)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const blocked = await login('manager@atelier.pl', 'Manager123!', { 'accept-language': 'en' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many attempts/),
      });
      // Another account from the same address, and the same account from another address, are not blocked.
      expect((await login('ksiegowa@atelier.pl', 'Ksiegowa123!', {}, ip)).statusCode).toBe(200);
      expect((await login('manager@atelier.pl', 'Manager123!', {}, '10.201.0.2')).statusCode).toBe(200);
    });

    it('refuses a disabled account at log-in and stops its tokens working', async () => {
      const res = await register({ phone: '600700804', email: 'zablokowana@example.pl', password: 'Skorzana1' });
      const token = res.json().data.token as string;
      await t.database.db.update(users).set({ disabledAt: now }).where(eq(users.email, 'zablokowana@example.pl'));
      expect((await me(token)).statusCode).toBe(401);
      const again = await login('zablokowana@example.pl', 'Skorzana1', { 'accept-language': 'en' });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ code: 'account_disabled' });
      // With a wrong password it fails like any other wrong password: nothing is revealed.
      expect((await login('zablokowana@example.pl', 'Zle-haslo1')).statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('answers /me without a token, with a malformed or an unknown one with a localised 401', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Sesja wygasła. Zaloguj się ponownie.', code: 'unauthorized' });
      const en = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'accept-language': 'en', authorization: 'Bearer nonsense-token-that-nobody-issued' },
      });
      expect(en.statusCode).toBe(401);
      expect(en.json().message).toBe('Your session has expired. Please log in again.');
      const basic = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } });
      expect(basic.statusCode).toBe(401);
    });

    it('revokes the token at logout; a second logout still answers 200', async () => {
      const token = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
      const other = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(out.json().message).toBe('Wylogowano. Do zobaczenia!');
      expect((await me(token)).statusCode).toBe(401);
      // Other devices stay logged in.
      expect((await me(other)).statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(again.statusCode).toBe(200);
      const guest = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(guest.statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(row.revokedAt?.toISOString()).toBe(now.toISOString());
    });

    it('keeps a session alive for 30 days after its last use, writing last_used_at at most once a minute', async () => {
      const start = now;
      try {
        const token = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
        const row = async () =>
          (
            await t.database.db
              .select()
              .from(authTokens)
              .where(eq(authTokens.tokenHash, hashToken(token)))
          )[0];
        expect((await row()).expiresAt.getTime()).toBe(start.getTime() + 30 * DAY);

        // Within a minute of the last write, a request only reads.
        now = new Date(start.getTime() + 30_000);
        expect((await me(token)).statusCode).toBe(200);
        expect((await row()).lastUsedAt.toISOString()).toBe(start.toISOString());

        // Used on day 29: the expiry slides to day 59.
        now = new Date(start.getTime() + 29 * DAY);
        expect((await me(token)).statusCode).toBe(200);
        expect((await row()).lastUsedAt.toISOString()).toBe(now.toISOString());
        expect((await row()).expiresAt.getTime()).toBe(start.getTime() + 59 * DAY);

        // Day 58: still alive (it would have died on day 30 without the slide).
        now = new Date(start.getTime() + 58 * DAY);
        expect((await me(token)).statusCode).toBe(200);

        // 30 days and a minute without use: gone.
        now = new Date(start.getTime() + 88 * DAY + 60_000);
        expect((await me(token)).statusCode).toBe(401);
      } finally {
        now = start;
      }
    });

    it('guards staff routes: 401 for guests, 403 for customers, through for the roles named', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/test/staff-only' })).statusCode).toBe(401);
      const customer = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
      const forbidden = await t.app.inject({
        method: 'GET',
        url: '/api/test/staff-only',
        headers: { ...bearer(customer), 'accept-language': 'en' },
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'You do not have permission for this action.', code: 'forbidden' });
      const manager = (await login('manager@atelier.pl', 'Manager123!')).json().data.token as string;
      const allowed = await t.app.inject({ method: 'GET', url: '/api/test/staff-only', headers: bearer(manager) });
      expect(allowed.statusCode).toBe(200);
      const managerRow = await t.database.db.select().from(users).where(eq(users.email, 'manager@atelier.pl'));
      expect(allowed.json().id).toBe(managerRow[0].id);
      const managerMe = await me(manager);
      expect(
        managerMe
          .json()
          .data.roles.map((r: { name: string }) => r.name)
          .sort(),
      ).toEqual(['customer', 'manager']);
    });

    it('lets a bearer request through without a CSRF header, with shop cookies or without, but not from another site', async () => {
      const token = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
      const plain = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(plain.statusCode).toBe(200);
      const token2 = (await login('klient@atelier.pl', 'Klient123!')).json().data.token as string;
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(token2), cookie: 'atelier_cart=abc', 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('cross_site_request');
      const withCookie = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(token2), cookie: 'atelier_cart=abc', 'sec-fetch-site': 'same-origin' },
      });
      expect(withCookie.statusCode).toBe(200);
    });

    it('gives every new account exactly one role: customer', async () => {
      const res = await register({ phone: '600700805', email: 'rola@example.pl', password: 'Skorzana1' });
      const id = res.json().data.user.id as number;
      const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, id));
      expect(roles).toHaveLength(1);
    });
  });
});
