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
/** The process's REQUEST_TIMEOUT_MS, short so a slow client is dropped within the test. */
const REQUEST_TIMEOUT_MS = 3000;
/**
 * Node checks open connections every quarter of the timeout (app.ts), so a drop comes a little after the limit;
 * twice the limit leaves room for a machine under load and still tells a dropped client from one left hanging.
 */
const LATEST_DROP_MS = 2 * REQUEST_TIMEOUT_MS;
/** At a byte every 2 s, the most a client can send before it is dropped. */
const MOST_BYTES_BEFORE_DROP = Math.ceil(LATEST_DROP_MS / 2000);
describe('a production process behind one proxy (TRUST_PROXY=1)', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    shop = await startShopProcess({ TRUST_PROXY: '1', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
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
   * Opens a raw connection, sends `head`, then one byte of `trickle` every `everyMs` until all is sent or the
   * server closes the connection. Resolves with what the server answered, how many bytes were sent and how long
   * the connection stayed open.
   */
  function trickle(
    head: string,
    trickleBytes: string,
    everyMs: number,
  ): Promise<{ answer: string; sent: number; openMs: number }> {
    const { port } = new URL(shop.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const opened = Date.now();
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        // A complete answer to a complete request: done, without waiting for keep-alive to close.
        if (sent >= trickleBytes.length && /\r\n\r\n/.test(answer)) socket.end();
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // The server may reset the connection while a byte is on its way.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, sent, openMs: Date.now() - opened });
      });
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (socket.destroyed || sent >= trickleBytes.length) return;
          socket.write(trickleBytes[sent]);
          sent += 1;
        }, everyMs);
      });
    });
  }

  const contactHead = (length: number) =>
    [
      'POST /api/contact HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Accept-Language: en',
      `X-Forwarded-For: 198.51.100.${40 + (length % 50)}`,
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');

  it('drops a client that trickles its body in a byte every 2 s, within REQUEST_TIMEOUT_MS (408)', async () => {
    const body = JSON.stringify({ name: 'Powolny', email: 'powolny@example.pl', message: 'Dzień dobry' });
    const { answer, sent, openMs } = await trickle(contactHead(Buffer.byteLength(body)), body, 2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Dropped once the limit had passed, not minutes later: only a few bytes of the body ever arrived.
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(openMs).toBeLessThan(LATEST_DROP_MS);
    expect(sent).toBeLessThanOrEqual(MOST_BYTES_BEFORE_DROP);
  });

  it('drops a client that sends its headers a byte every 2 s (headersTimeout)', async () => {
    const headers = 'Accept-Language: en\r\nX-Slow: abcdefghij\r\n\r\n';
    const { answer, sent, openMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', headers, 2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(openMs).toBeLessThan(LATEST_DROP_MS);
    expect(sent).toBeLessThan(headers.length);
  });

  it('serves a client whose body arrives slowly but whole within the limit', async () => {
    // Four pieces 400 ms apart: the limit is on the whole request, so a slow line is not cut off for pausing.
    const body = JSON.stringify({
      name: 'Anna',
      surname: 'Cierpliwa',
      email: 'cierpliwa@example.pl',
      message: 'Dzień dobry, czy torba Aurelia wróci do sprzedaży?',
    });
    const pieces = [body.slice(0, 20), body.slice(20, 40), body.slice(40, 60), body.slice(60)];
    const { port } = new URL(shop.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        if (/\r\n\r\n/.test(received)) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.on('connect', async () => {
        socket.write(contactHead(Buffer.byteLength(body)));
        for (const piece of pieces) {
          await new Promise((wait) => setTimeout(wait, 400));
          socket.write(piece);
        }
      });
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
