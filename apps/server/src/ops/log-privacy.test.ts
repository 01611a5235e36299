import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openScratchDatabase } from '../test/helper';
import { anonymiseIp, logSerializers, redactUrl, requestLogSerializer } from './log-privacy';

describe('request logs keep secrets and personal data out', () => {
  it('masks guest order links and secret query values, keeps the rest readable', () => {
    expect(redactUrl('/pl/orders/guest/Yf3kP9xQ2?tab=items')).toBe('/pl/orders/guest/[redacted]?tab=items');
    expect(redactUrl('/api/orders/guest/Yf3kP9xQ2/cancel')).toBe('/api/orders/guest/[redacted]/cancel');
    expect(redactUrl('/pl/reset-password?token=abc123&email=anna%40example.pl')).toBe(
      '/pl/reset-password?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl('/api/auth/google/callback?code=4%2F0Ab&state=xyz')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/products?search=torebka&per_page=12')).toBe('/api/products?search=torebka&per_page=12');
  });

  it('shortens client addresses to their network', () => {
    expect(anonymiseIp('203.0.113.57')).toBe('203.0.113.0');
    expect(anonymiseIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
    expect(anonymiseIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
  });

  it('writes JSON lines with the request id and none of the secrets of the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false' }),
      database,
      logger: { level: 'info', stream, serializers: { req: requestLogSerializer } },
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/orders/guest/SECRET-ORDER-TOKEN?token=SECRET-QUERY-TOKEN',
        headers: {
          authorization: 'Bearer SECRET-BEARER',
          'x-request-id': 'req-42',
          cookie: 'atelier_cart=SECRET-CART',
        },
        remoteAddress: '203.0.113.57',
      });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.some((entry) => entry.reqId === 'req-42' && entry.req?.url)).toBe(true);
    for (const secret of ['SECRET-ORDER-TOKEN', 'SECRET-QUERY-TOKEN', 'SECRET-BEARER', 'SECRET-CART', '203.0.113.57'])
      expect(log).not.toContain(secret);
  });

  /** An app logging as the production server does (server.ts passes the same serializers), into `lines`. */
  async function loggingApp(lines: string[]) {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A copy of the migrated database (test/db-template.ts): PGlite, or PostgreSQL when DATABASE_URL is set.
    const scratch = await openScratchDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false' }),
      database: scratch.database,
      logger: { level: 'info', stream, serializers: logSerializers },
    });
    return { app, close: () => app.close().then(() => scratch.drop()) };
  }

  it('logs a 500 without the values of its statement: no e-mail, no full client address, no message text', async () => {
    const lines: string[] = [];
    const { app, close } = await loggingApp(lines);
    const visitor = { email: 'anna.kowalska@example.pl', ip: '203.0.113.57', message: 'Mój numer to 600 100 200' };
    // A statement that fails in the database (division by zero: a bug of ours, so a 500) with personal data as
    // its parameters, as an insert of a contact message or an order would carry them.
    app.post('/api/test/failing-statement', { config: { rateLimit: false } }, async () => {
      await app.deps.database.db.execute(
        sql`select ${visitor.email} as email, ${visitor.ip} as ip, ${visitor.message} as message, 1 / 0 as broken`,
      );
      return {};
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/test/failing-statement', remoteAddress: visitor.ip });
      expect(res.statusCode).toBe(500);
    } finally {
      await close();
    }
    const log = lines.join('');
    for (const personal of [visitor.email, visitor.ip, visitor.message, 'anna.kowalska', '600 100 200']) {
      expect(log).not.toContain(personal);
    }
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    // Still useful to whoever reads it: what failed, where, and PostgreSQL's code.
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', sql: expect.stringContaining('1 / 0') });
    expect(failure?.err.cause.code).toBe('22012');
    expect(failure?.err.stack).toContain('log-privacy.test.ts');
  });

  it('scrubs e-mail addresses, client addresses and refused values from any logged error', () => {
    const logged = logSerializers.err(
      Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        detail: 'Key (email)=(jan@example.pl) already exists.',
        cause: new Error(
          'invalid input syntax for type integer: "jan@example.pl" from 2001:db8:85a3:8d3:1319:8a2e:370:7348',
        ),
      }),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain('jan@example.pl');
    expect(text).not.toContain('1319:8a2e');
    expect(text).not.toContain('Key (email)');
    expect(logged.code).toBe('23505');
  });

  it('answers a value the database refuses with a 400 in the language of the request, logged as a warning', async () => {
    const lines: string[] = [];
    const { app, close } = await loggingApp(lines);
    // A value that slipped past the route's schema into a statement (an e-mail address where a number goes).
    app.get('/api/test/refused-value', async () => {
      await app.deps.database.db.execute(sql`select ${'anna.kowalska@example.pl'}::integer as id`);
      return {};
    });
    try {
      for (const [language, message] of [
        ['pl', 'Nieprawidłowa wartość w żądaniu (liczba, data lub tekst poza dozwolonym zakresem).'],
        ['en', 'A value in the request is out of range (a number, date or text the shop cannot use).'],
      ]) {
        const res = await app.inject({ url: '/api/test/refused-value', headers: { 'accept-language': language } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, code: 'invalid_input' });
      }
    } finally {
      await close();
    }
    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => [entry.sqlstate, entry.route])).toEqual([
      ['22P02', '/api/test/refused-value'],
      ['22P02', '/api/test/refused-value'],
    ]);
    expect(lines.join('')).not.toContain('anna.kowalska');
  });
});
