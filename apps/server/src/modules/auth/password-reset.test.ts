import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResetTokens, users } from '../../db/schema';
import { hashToken } from '../../shared/secrets';
import { buildTestApp, type TestApp } from '../../test/helper';
import { parseMail, startSmtpServer } from '../mail/mail.test-support';
import { createMailTransport } from '../mail/mail.transport';
import { deliverPendingEmails } from '../mail/mail.worker';

/** How long to wait for work a route does after its answer (a link queued, then sent over SMTP). */
const WAIT = { timeout: 10_000, interval: 20 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('forgotten password: the e-mailed link, the reset, the sessions', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let now = new Date('2026-11-02T09:00:00Z');
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      clock: () => now,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sklep.example.pl', MAIL_FROM: 'Atelier <sklep@example.pl>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: Record<string, unknown>, locale = 'pl', remoteAddress = `10.4.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'accept-language': locale }, payload });
  const deliver = () =>
    deliverPendingEmails({
      db: t.database.db,
      transport: createMailTransport({ smtpUrl: t.config.smtpUrl, dataDir: t.config.dataDir }),
      from: t.config.mailFrom,
      now,
    });

  async function account(email: string, password = 'Skorzana1', locale = 'pl') {
    const res = await post('/api/auth/register', { phone: '600100200', email, password, name: 'Zofia Nowak' }, locale);
    expect(res.statusCode).toBe(201);
    return res.json().data.token as string;
  }

  /** Asks for a link, sends the outbox through SMTP and returns the message that arrived. */
  async function requestLink(email: string, locale = 'pl') {
    const before = smtp.received.length;
    const res = await post('/api/auth/forgot-password', { email }, locale);
    expect(res.statusCode).toBe(200);
    // The link is queued after the answer went out: deliver until it has arrived.
    const reset = await vi.waitFor(async () => {
      await deliver();
      const arrived = smtp.received.slice(before).filter((m) => m.to.includes(email));
      const found = arrived
        .map((m) => ({ envelope: m, mail: parseMail(m.raw) }))
        .filter(({ mail }) => mail.text.includes('/reset-password?'))
        .at(-1);
      if (!found) throw new Error(`no reset e-mail arrived for ${email}`);
      return found;
    }, WAIT);
    const link = /https:\/\/sklep\.example\.pl\/[a-z]{2}\/reset-password\?[^\s"<]+/.exec(reset.mail.text)?.[0];
    if (!link) throw new Error(`no link in:\n${reset.mail.text}`);
    const url = new URL(link.replaceAll('&amp;', '&'));
    return { ...reset, url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
  }

  it('answers the same for an existing and an unknown e-mail, and queues a mail only for the account', async () => {
    await account('zofia@example.pl');
    const existing = await post('/api/auth/forgot-password', { email: 'Zofia@Example.pl' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nikt@example.pl' });
    expect(existing.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(existing.json());
    expect(existing.json().message).toBe(
      'Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny 60 minut.',
    );
    await vi.waitFor(async () => {
      const queued = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'password-reset'));
      expect(queued.map((m) => m.toAddress)).toEqual(['zofia@example.pl']);
    }, WAIT);
  });

  /** An answer as a client can compare it: status, headers and body, without the request id and the date. */
  const comparable = (res: LightMyRequestResponse) => {
    const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
    // The CSP's nonce is new for every answer (app.ts), whatever the address.
    const csp = String(headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-…'");
    return { status: res.statusCode, headers: { ...headers, 'content-security-policy': csp }, body: res.body };
  };

  it('answers before it looks the address up: the same bytes for a known and an unknown address', async () => {
    await account('bozena@example.pl');
    const before = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bozena@example.pl'));
    // No account can be read while the test holds the users table: an answer that waited for the lookup (and so
    // could differ between a known and an unknown address) could not arrive until it lets go.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const answers: LightMyRequestResponse[] = [];
    try {
      for (const email of ['bozena@example.pl', 'nieznana@example.pl']) {
        // Only a deadlock detector: with the lookup before the answer, the answer never comes while locked.
        const stuck = new Promise<never>((_, reject) => {
          setTimeout(() => reject(new Error('the answer waited for the account lookup')), 10_000).unref();
        });
        answers.push(await Promise.race([post('/api/auth/forgot-password', { email }, 'pl', '10.4.9.1'), stuck]));
      }
      // Both answered while no account could be read, so no link for either was queued yet.
      expect(comparable(answers[0])).toEqual(comparable(answers[1]));
      expect(answers[0].statusCode).toBe(200);
    } finally {
      release();
      await holder;
    }
    // Then the work done after the answer queues the link, for the known address only.
    await vi.waitFor(async () => {
      const queued = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'bozena@example.pl'));
      expect(queued.length).toBe(before.length + 1);
    }, WAIT);
    const strangers = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'nieznana@example.pl'));
    expect(strangers).toEqual([]);
  });

  it('e-mails through SMTP a single-use link valid 60 minutes, in the language of the request', async () => {
    await account('ewa@example.pl', 'Skorzana1', 'en');
    const { envelope, mail, url, token, email } = await requestLink('ewa@example.pl', 'en');
    expect(envelope.to).toEqual(['ewa@example.pl']);
    expect(envelope.from).toBe('sklep@example.pl');
    expect(mail.subject).toBe('Reset your Atelier password');
    expect(mail.headers.to).toContain('ewa@example.pl');
    expect(mail.text).toContain('The link is valid for 60 minutes and works only once.');
    expect(mail.html).toContain('Set a new password</a>');
    expect(mail.html).toContain(url.toString().replaceAll('&', '&amp;'));
    expect(url.pathname).toBe('/en/reset-password');
    expect(email).toBe('ewa@example.pl');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only a hash of the token is stored, expiring an hour after the request.
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime() - now.getTime()).toBe(60 * 60 * 1000);
    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ewa@example.pl'));
    expect(outbox.every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
  });

  it('writes the Polish e-mail warmly, with both parts', async () => {
    await account('hanna@example.pl');
    const { mail } = await requestLink('hanna@example.pl');
    expect(mail.subject).toBe('Zmiana hasła w Atelier');
    expect(mail.text).toContain('Zofia, ustaw nowe hasło');
    expect(mail.text).toContain('Link jest ważny przez 60 minut i działa tylko raz.');
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toContain('Ustaw nowe hasło</a>');
  });

  it('resets the password, uses the link up and logs out every session', async () => {
    const session = await account('marta@example.pl');
    const { token } = await requestLink('marta@example.pl');
    const reset = await post('/api/auth/reset-password', {
      token,
      email: 'marta@example.pl',
      password: 'NoweHaslo1',
      password_confirmation: 'NoweHaslo1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Hasło zostało zmienione. Zaloguj się nowym hasłem.');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const login = (password: string) => post('/api/auth/login', { email: 'marta@example.pl', password });
    expect((await login('Skorzana1')).statusCode).toBe(401);
    expect((await login('NoweHaslo1')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'marta@example.pl'));
    expect(user.emailVerifiedAt?.toISOString()).toBe(now.toISOString());

    // The same link a second time.
    const again = await post(
      '/api/auth/reset-password',
      { token, email: 'marta@example.pl', password: 'Trzecie-haslo1', password_confirmation: 'Trzecie-haslo1' },
      'en',
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
      errors: {
        token: ['This password reset link is invalid, has expired or has already been used. Ask for a new one.'],
      },
    });
  });

  it('refuses an expired link, a link for another e-mail and a made-up token', async () => {
    await account('ola@example.pl');
    await account('ula@example.pl');
    const { token } = await requestLink('ola@example.pl');
    const attempt = (body: Record<string, unknown>) =>
      post('/api/auth/reset-password', { password: 'NoweHaslo1', password_confirmation: 'NoweHaslo1', ...body });

    const otherEmail = await attempt({ token, email: 'ula@example.pl' });
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json().errors.token).toEqual([
      'Ten link do zmiany hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy.',
    ]);
    expect((await attempt({ token: 'zmyslony-token', email: 'ola@example.pl' })).statusCode).toBe(422);

    const requestedAt = now;
    try {
      now = new Date(requestedAt.getTime() + 60 * 60 * 1000 + 1000);
      expect((await attempt({ token, email: 'ola@example.pl' })).statusCode).toBe(422);
      now = new Date(requestedAt.getTime() + 59 * 60 * 1000);
      expect((await attempt({ token, email: 'ola@example.pl' })).statusCode).toBe(200);
    } finally {
      now = requestedAt;
    }
  });

  it('validates the new password: length and "Passwords do not match." in both languages', async () => {
    const base = { token: 'x'.repeat(43), email: 'ola@example.pl' };
    const mismatchEn = await post(
      '/api/auth/reset-password',
      { ...base, password: 'NoweHaslo1', password_confirmation: 'Inne-haslo1' },
      'en',
    );
    expect(mismatchEn.statusCode).toBe(422);
    expect(mismatchEn.json()).toMatchObject({
      message: 'Passwords do not match.',
      errors: { password_confirmation: ['Passwords do not match.'] },
    });
    const mismatchPl = await post('/api/auth/reset-password', {
      ...base,
      password: 'NoweHaslo1',
      password_confirmation: 'Inne-haslo1',
    });
    expect(mismatchPl.json().errors.password_confirmation).toEqual(['Hasła nie są takie same.']);
    const short = await post('/api/auth/reset-password', {
      ...base,
      password: 'krotkie',
      password_confirmation: 'krotkie',
    });
    expect(short.json().errors).toEqual({ password: ['Wpisz co najmniej 8 znaków.'] });
    const missing = await post('/api/auth/reset-password', {}, 'en');
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
  });

  it('limits reset requests to 3 an hour per e-mail, from any address (429, localised)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await post('/api/auth/forgot-password', { email: 'limit@example.pl' }, 'pl', `10.5.0.${i}`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200]);
    const fourth = await post('/api/auth/forgot-password', { email: 'LIMIT@example.pl' }, 'en', '10.5.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().message).toMatch(/^Too many attempts/);
    expect((await post('/api/auth/forgot-password', { email: 'inny@example.pl' }, 'pl', '10.5.0.9')).statusCode).toBe(
      200,
    );
    const invalid = await post('/api/auth/forgot-password', { email: 'bez-malpy' }, 'en');
    expect(invalid.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });

  it('limits reset requests to 20 an hour from one network address whatever the e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post('/api/auth/forgot-password', { email: `adres${i}@example.pl` }, 'pl', '10.6.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
