import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShopProcess } from './processes';

/**
 * The shop as deployed behind one proxy: a NODE_ENV=production process with TRUST_PROXY=1 (the proxy in
 * front appends the client's address to X-Forwarded-For). The test plays the proxy: every request carries an
 * X-Forwarded-For whose last entry is the client, and the client forges entries before it. With the old
 * TRUST_PROXY=true the left-most, forged entry was "the client", so rotating it gave unlimited log-in attempts.
 * The same process has a short REQUEST_TIMEOUT_MS, so clients that trickle a request in are seen dropped.
 */
describe('a production process behind one proxy (TRUST_PROXY=1)', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    shop = await startShopProcess({ TRUST_PROXY: '1', REQUEST_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  const logIn = (email: string, forwardedFor: string, language = 'pl') =>
    fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ email, password: 'Wrong-password-1' }),
    });

  it('counts log-in attempts by the address the proxy appended, whatever the client forges before it', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const res = await logIn('ofiara@example.pl', `203.0.113.${attempt}, ${client}`);
      statuses.push(res.status);
    }
    // Five a minute per address and e-mail; every later try is refused, however X-Forwarded-For begins.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));

    const english = await logIn('ofiara@example.pl', `203.0.113.99, ${client}`, 'en');
    expect(english.status).toBe(429);
    expect(((await english.json()) as { message: string }).message).toMatch(/^Too many attempts\./);
    // Another client (another address appended by the proxy) is not affected.
    expect((await logIn('ofiara@example.pl', `203.0.113.1, 198.51.100.8`)).status).toBe(401);
  });

  it('stops one address trying many e-mails (password spraying): 30 in 15 minutes', async () => {
    const client = '198.51.100.20';
    for (let account = 1; account <= 30; account += 1) {
      const res = await logIn(`konto${account}@example.pl`, `203.0.113.${account}, ${client}`);
      expect(res.status, `attempt ${account}`).toBe(401);
    }
    const next = await logIn('konto31@example.pl', `203.0.113.31, ${client}`);
    expect(next.status).toBe(429);
    expect(((await next.json()) as { message: string }).message).toMatch(/^Zbyt wiele prób\./);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  /**
   * Opens a raw connection, sends `head`, then one byte of `trickle` at a time until the server closes the
   * connection. Resolves with what the server answered and how many bytes were sent.
   */
  function trickle(head: string, trickleBytes: string): Promise<{ answer: string; sent: number }> {
    const { port } = new URL(shop.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // The server may reset the connection while a byte is on its way.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, sent });
      });
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (socket.destroyed || sent >= trickleBytes.length) return;
          socket.write(trickleBytes[sent]);
          sent += 1;
        }, 100);
      });
    });
  }

  it('drops a client that trickles its body in a byte at a time (408)', async () => {
    const body = JSON.stringify({ name: 'Powolny', email: 'powolny@example.pl', message: 'x'.repeat(9_000) });
    const { answer, sent } = await trickle(
      [
        'POST /api/contact HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        '',
      ].join('\r\n'),
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Closed long before the body was complete.
    expect(sent).toBeLessThan(body.length);
  });

  it('drops a client that never finishes its headers', async () => {
    const headers = Array.from({ length: 500 }, (_, n) => `X-Slow-${n}: a\r\n`).join('');
    const { answer, sent } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', headers);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
    expect(sent).toBeLessThan(headers.length);
  });
});
