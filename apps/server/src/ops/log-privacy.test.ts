import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { anonymiseIp, redactUrl, requestLogSerializer } from './log-privacy';

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
});
