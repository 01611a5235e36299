import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { notificationSign, refundNotificationSign, registerSign, verifySign } from './p24-signature';

/**
 * Test support: a fake Przelewy24 on loopback following integrations.md — register (Basic auth and
 * signature checked), verify, look-up by session, refund, the list of payment methods and BLIK's
 * chargeByCode (docs/decisions/020) — that pays a session by sending a notification
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

/** A method of the fake's list, as GET /api/v1/payment/methods/{lang} answers (docs/decisions/020). */
export type FakeMethod = {
  id: number;
  name: { pl: string; en: string };
  group: string;
  subgroup?: string;
  status: boolean;
  /** Grosze; the fake leaves out methods whose limits exclude `?amount=` as Przelewy24 does. */
  min?: number;
  max?: number;
};

/** What the fake does with a BLIK code sent to chargeByCode. */
export type FakeBlikOutcome =
  /** Accepted; the customer confirms in the bank app: the signed notification goes to urlStatus. */
  | 'pay'
  /** Accepted; nobody confirms (declined in the app, or left): no notification, the look-up says status 0. */
  | 'ignore'
  /** Refused at once (400 with Przelewy24's BLIK error code 28, an incorrect code). */
  | 'refuse';

export const FAKE_P24_BLIK_ID = 181;

export const FAKE_P24_METHODS: FakeMethod[] = [
  { id: FAKE_P24_BLIK_ID, name: { pl: 'BLIK', en: 'BLIK' }, group: 'Blik', subgroup: 'BlikWhiteLabel', status: true },
  { id: 241, name: { pl: 'Karta płatnicza', en: 'Payment card' }, group: 'Credit Card', status: true },
  { id: 238, name: { pl: 'Google Pay', en: 'Google Pay' }, group: 'Wallet', status: true },
  { id: 25, name: { pl: 'mTransfer', en: 'mTransfer' }, group: 'FastTransfers', subgroup: 'PBL', status: true },
  { id: 31, name: { pl: 'Płacę z iPKO', en: 'Pay with iPKO' }, group: 'FastTransfers', subgroup: 'PBL', status: true },
  { id: 112, name: { pl: 'Bank wyłączony', en: 'Bank switched off' }, group: 'FastTransfers', status: false },
  {
    id: 227,
    name: { pl: 'PayPo — zapłać później', en: 'PayPo — pay later' },
    group: 'Installments',
    status: true,
    min: 4_000,
    max: 300_000,
  },
  {
    id: 178,
    name: { pl: 'Przelew tradycyjny', en: 'Traditional transfer' },
    group: 'TraditionalTransfer',
    status: true,
  },
];

export type FakeBlikCharge = { token: string; blikCode: string; sessionId: string };

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
  /** The methods list the fake answers (change it in a test; restore afterwards). */
  methods: FakeMethod[];
  /** What chargeByCode does per BLIK code; a code not listed is accepted and nobody confirms ('ignore'). */
  blikOutcomes: Map<string, FakeBlikOutcome>;
  /** Every chargeByCode call, in order. */
  blikCharges: FakeBlikCharge[];
  /** The notifications sent after a BLIK confirmation (resolved with the shop's HTTP status). */
  blikNotifications: Promise<number>[];
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
    const methodsPath = /^\/api\/v1\/payment\/methods\/(pl|en)$/.exec(url.pathname);
    if (req.method === 'GET' && methodsPath) {
      const lang = methodsPath[1] as 'pl' | 'en';
      const amount = url.searchParams.has('amount') ? Number(url.searchParams.get('amount')) : null;
      const fits = (m: FakeMethod) =>
        amount === null || ((m.min === undefined || amount >= m.min) && (m.max === undefined || amount <= m.max));
      send(res, 200, {
        data: fake.methods.filter(fits).map((m) => ({
          name: m.name[lang],
          id: m.id,
          group: m.group,
          subgroup: m.subgroup ?? m.group,
          status: m.status,
          imgUrl: `https://fake-p24.example/img/${m.id}.png`,
          mobileImgUrl: `https://fake-p24.example/img/${m.id}-m.png`,
          mobile: true,
          availabilityHours: { mondayToFriday: '00-24', saturday: '00-24', sunday: '00-24' },
        })),
        agreements: [],
        responseCode: 0,
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/paymentMethod/blik/chargeByCode') {
      const t = [...transactions.values()].find((x) => x.token === body.token);
      const blikCode = String(body.blikCode ?? '');
      if (!t || !/^\d{6}$/.test(blikCode)) {
        send(res, 400, { error: 'Invalid input data', code: 400 });
        return;
      }
      fake.blikCharges.push({ token: t.token, blikCode, sessionId: t.sessionId });
      const outcome = fake.blikOutcomes.get(blikCode) ?? 'ignore';
      if (outcome === 'refuse') {
        send(res, 400, { error: 'Incorrect BLIK code', code: 28 });
        return;
      }
      orderCounter += 1;
      const p24OrderId = orderCounter;
      send(res, 201, { data: { orderId: p24OrderId, message: 'success' }, responseCode: 0 });
      if (outcome === 'pay') {
        // The customer confirms in the bank app a moment later; the notification follows as for any payment.
        fake.blikNotifications.push(
          new Promise((resolve) => setTimeout(resolve, 20)).then(() => {
            t.status = 1;
            t.orderId = p24OrderId;
            t.methodId = FAKE_P24_BLIK_ID;
            t.statement = `p24-${p24OrderId}`;
            return fetch(t.urlStatus, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(fake.notification(t.sessionId)),
            }).then((r) => r.status);
          }),
        );
      }
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
    methods: FAKE_P24_METHODS,
    blikOutcomes: new Map(),
    blikCharges: [],
    blikNotifications: [],
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
