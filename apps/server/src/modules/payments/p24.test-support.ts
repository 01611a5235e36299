import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { notificationSign, refundNotificationSign, registerSign, verifySign } from './p24-signature';

/**
 * Test support: a fake Przelewy24 on loopback following integrations.md — register (Basic auth and
 * signature checked), verify, look-up by session, refund — that pays a session by sending a notification
 * with a real signature to the urlStatus it was given, and reports refunds done or rejected the same way.
 * Nothing of the real provider is called in tests.
 */

export const FAKE_P24 = { merchantId: 111222, posId: 111222, apiKey: 'fake-reports-key', crc: 'fake-crc-0123456789' };

export type FakeTransaction = {
  sessionId: string;
  token: string;
  amount: number;
  currency: string;
  urlStatus: string;
  urlReturn: string;
  email: string;
  description: string;
  /** 0 none, 1 advance (paid, not verified), 2 verified, 3 returned. */
  status: number;
  orderId: number;
  methodId: number;
  statement: string;
  register: Record<string, unknown>;
};

export type FakeRefund = { requestId: string; orderId: number; sessionId: string; amount: number; urlStatus: string };

export type FakeP24 = {
  baseUrl: string;
  env: Record<string, string>;
  transactions: Map<string, FakeTransaction>;
  refunds: FakeRefund[];
  /** Every request, e.g. 'PUT /api/v1/transaction/verify'. */
  requests: string[];
  /** Make verify answer an error (a provider hiccup). */
  verifyFails: boolean;
  /** Marks the session paid (status 1, not verified yet) without telling the shop. */
  markPaid(sessionId: string): FakeTransaction;
  /** A notification of the session with a real signature (fields may be overridden afterwards). */
  notification(sessionId: string): Record<string, unknown>;
  /** markPaid, then POST the signed notification to the session's urlStatus; answers the HTTP status. */
  pay(sessionId: string): Promise<number>;
  /** A refund notification (0 completed, 1 rejected) of a refund request, signed with the fake's CRC. */
  refundNotification(requestId: string, status: 0 | 1): Record<string, unknown>;
  /** POST that refund notification to the urlStatus the refund request named; answers the HTTP status. */
  notifyRefund(requestId: string, status: 0 | 1): Promise<number>;
  /** The only session of an order number (sessions start with it). */
  sessionOf(orderNumber: string): FakeTransaction;
  close(): Promise<void>;
};

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        resolve({});
      }
    });
  });
}

export async function startFakeP24(): Promise<FakeP24> {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  const requests: string[] = [];
  let tokenCounter = 0;
  let orderCounter = 300_000_000;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_P24.posId}:${FAKE_P24.apiKey}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    if (url.pathname.startsWith('/trnRequest/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Przelewy24 (fake)</title>');
      return;
    }
    if (req.headers.authorization !== expectedAuth) {
      send(res, 401, { error: 'Incorrect authentication', code: 401 });
      return;
    }
    const body = req.method === 'GET' ? {} : await readJson(req);
    if (req.method === 'GET' && url.pathname === '/api/v1/testAccess') {
      send(res, 200, { data: true, error: '' });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/transaction/register') {
      const sign = registerSign({
        sessionId: String(body.sessionId),
        merchantId: Number(body.merchantId),
        amount: Number(body.amount),
        currency: String(body.currency),
        crc: FAKE_P24.crc,
      });
      const required = [
        'merchantId',
        'posId',
        'sessionId',
        'amount',
        'currency',
        'description',
        'email',
        'country',
        'language',
        'urlReturn',
      ];
      if (
        required.some((k) => body[k] === undefined) ||
        body.sign !== sign ||
        body.merchantId !== FAKE_P24.merchantId
      ) {
        send(res, 400, { error: 'Invalid input data', code: 400 });
        return;
      }
      tokenCounter += 1;
      const token = `FAKE-TOKEN-${tokenCounter}`;
      transactions.set(String(body.sessionId), {
        sessionId: String(body.sessionId),
        token,
        amount: Number(body.amount),
        currency: String(body.currency),
        urlStatus: String(body.urlStatus ?? ''),
        urlReturn: String(body.urlReturn),
        email: String(body.email),
        description: String(body.description),
        status: 0,
        orderId: 0,
        methodId: 0,
        statement: '',
        register: body,
      });
      send(res, 200, { data: { token }, responseCode: 0 });
      return;
    }
    if (req.method === 'PUT' && url.pathname === '/api/v1/transaction/verify') {
      const t = transactions.get(String(body.sessionId));
      const sign = verifySign({
        sessionId: String(body.sessionId),
        orderId: Number(body.orderId),
        amount: Number(body.amount),
        currency: String(body.currency),
        crc: FAKE_P24.crc,
      });
      if (fake.verifyFails || !t || body.sign !== sign || t.orderId !== body.orderId || t.amount !== body.amount) {
        send(res, 400, { error: 'Invalid input data', code: 400 });
        return;
      }
      t.status = 2;
      send(res, 200, { data: { status: 'success' }, responseCode: 0 });
      return;
    }
    const lookup = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && lookup) {
      const t = transactions.get(decodeURIComponent(lookup[1]));
      if (!t) {
        send(res, 404, { error: 'Transaction not found', code: 404 });
        return;
      }
      send(res, 200, {
        data: {
          statement: t.statement,
          orderId: t.orderId,
          sessionId: t.sessionId,
          status: t.status,
          amount: t.amount,
          currency: t.currency,
          paymentMethod: t.methodId,
        },
        responseCode: 0,
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/transaction/refund') {
      const requestId = String(body.requestId);
      if (refunds.some((r) => r.requestId === requestId)) {
        send(res, 400, { error: 'Request already exists', code: 400 });
        return;
      }
      const items = (body.refunds as { orderId: number; sessionId: string; amount: number }[]) ?? [];
      for (const item of items) {
        refunds.push({ requestId, ...item, urlStatus: String(body.urlStatus ?? '') });
      }
      send(res, 201, {
        data: items.map((i) => ({ ...i, status: true, message: 'success' })),
        responseCode: 0,
      });
      return;
    }
    send(res, 404, { error: 'Not found', code: 404 });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeP24 = {
    baseUrl,
    env: {
      P24_MERCHANT_ID: String(FAKE_P24.merchantId),
      P24_POS_ID: String(FAKE_P24.posId),
      P24_API_KEY: FAKE_P24.apiKey,
      P24_CRC: FAKE_P24.crc,
      P24_BASE_URL: baseUrl,
    },
    transactions,
    refunds,
    requests,
    verifyFails: false,
    markPaid(sessionId) {
      const t = transactions.get(sessionId);
      if (!t) throw new Error(`no fake P24 session ${sessionId}`);
      if (t.status === 0) {
        orderCounter += 1;
        t.status = 1;
        t.orderId = orderCounter;
        t.methodId = 154;
        t.statement = `p24-${orderCounter}`;
      }
      return t;
    },
    notification(sessionId) {
      const t = transactions.get(sessionId);
      if (!t) throw new Error(`no fake P24 session ${sessionId}`);
      const fields = {
        merchantId: FAKE_P24.merchantId,
        posId: FAKE_P24.posId,
        sessionId: t.sessionId,
        amount: t.amount,
        originAmount: t.amount,
        currency: t.currency,
        orderId: t.orderId,
        methodId: t.methodId,
        statement: t.statement,
      };
      return { ...fields, sign: notificationSign({ ...fields, crc: FAKE_P24.crc }) };
    },
    async pay(sessionId) {
      const t = fake.markPaid(sessionId);
      const res = await fetch(t.urlStatus, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fake.notification(sessionId)),
      });
      return res.status;
    },
    refundNotification(requestId, status) {
      const refund = refunds.find((r) => r.requestId === requestId);
      if (!refund) throw new Error(`no fake P24 refund ${requestId}`);
      const fields = {
        orderId: refund.orderId,
        sessionId: refund.sessionId,
        refundsUuid: refund.requestId,
        merchantId: FAKE_P24.merchantId,
        amount: refund.amount,
        currency: 'PLN',
        status,
      };
      return {
        ...fields,
        requestId: refund.requestId,
        timestamp: 1_793_000_000,
        sign: refundNotificationSign({ ...fields, crc: FAKE_P24.crc }),
      };
    },
    async notifyRefund(requestId, status) {
      const refund = refunds.find((r) => r.requestId === requestId);
      if (!refund) throw new Error(`no fake P24 refund ${requestId}`);
      const res = await fetch(refund.urlStatus, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fake.refundNotification(requestId, status)),
      });
      return res.status;
    },
    sessionOf(orderNumber) {
      const found = [...transactions.values()].filter((t) => t.sessionId.startsWith(`${orderNumber}-`));
      if (found.length !== 1) throw new Error(`${found.length} fake P24 sessions for ${orderNumber}`);
      return found[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** A loopback port nobody listens on right now, for an app that must be reachable by a fake provider. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
