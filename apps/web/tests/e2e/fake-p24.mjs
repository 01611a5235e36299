// A fake Przelewy24 on loopback for the browser journeys (ADR 013), started by playwright.config.ts as a web
// server of its own: `node apps/web/tests/e2e/fake-p24.mjs` (FAKE_P24_PORT, default 3197).
//
// It follows /work/shared/integrations.md like apps/server/src/modules/payments/p24.test-support.ts does for
// the API tests (that one lives inside a test process; this one outlives the journeys' workers):
//   POST /api/v1/transaction/register  Basic auth + signature checked → token
//   GET  /trnRequest/{token}           the payer's page: "Zapłać" pays, "Odrzuć" declines (the payer stays
//                                      and may pay again, as on P24's page), "Wróć do sklepu" leaves unpaid
//   on pay                             303 to urlReturn, and the signed notification POSTed to urlStatus
//   PUT  /api/v1/transaction/verify    signature, session, P24 order id and amount checked
//   GET  /api/v1/transaction/by/sessionId/{id}
//   POST /api/v1/transaction/refund    accepted (201), then a signed refund notification to its urlStatus
//   GET  /api/v1/payment/methods/{pl|en}?amount=&currency=  a short list (BLIK 181, card, Google Pay, two
//                                      banks, PayPo within 40–3 000 zł), names per language (ADR 020)
//   POST /api/v1/paymentMethod/blik/chargeByCode {token, blikCode}  777000–777999: accepted, "confirmed in the
//                                      bank app" ~1.5 s later (paid, notification); 000000: accepted, declined
//                                      in the app (nothing follows); other codes: 400 with BLIK error 28
// and, for the tests (no auth, loopback only):
//   GET  /__fake/health
//   GET  /__fake/transactions          every registered transaction (with what the shop registered)
//   GET  /__fake/refunds               every refund received, with the shop's answer to its notification
//   POST /__fake/pay/{token}           pays like the page's button, answering the shop's notification status
//   POST /__fake/hold {"hold":true}    payments made while held stay invisible (look-up status 0, no
//                                      notification) until POST /__fake/release: the customer is back first
//   POST /__fake/release               sends the held notifications; answers their statuses
// Nothing here is shared with the shop's code: signatures are computed independently.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAKE_P24 = {
  merchantId: 111222,
  posId: 111222,
  apiKey: 'e2e-fake-reports-key',
  crc: 'e2e-fake-crc-0123456789',
};

const sign = (fields) => createHash('sha384').update(JSON.stringify(fields)).digest('hex');
const pln = (grosze) => `${(grosze / 100).toFixed(2).replace('.', ',')} zł`;
const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const PAGE_COPY = {
  pl: {
    title: 'Przelewy24 — płatność (symulacja testowa)',
    merchant: 'Odbiorca',
    amount: 'Kwota',
    pay: 'Zapłać',
    decline: 'Odrzuć płatność',
    back: 'Wróć do sklepu',
    declined: 'Bank odrzucił płatność. Możesz spróbować ponownie.',
    paid: 'Ta transakcja jest już opłacona.',
  },
  en: {
    title: 'Przelewy24 — payment (test simulation)',
    merchant: 'Payee',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline the payment',
    back: 'Back to the shop',
    declined: 'The bank declined the payment. You may try again.',
    paid: 'This transaction has already been paid.',
  },
};

const BLIK_METHOD_ID = 181;

/** The fake's methods (ids as Przelewy24's modules use them; limits in grosze). */
const METHODS = [
  { id: BLIK_METHOD_ID, name: { pl: 'BLIK', en: 'BLIK' }, group: 'Blik' },
  { id: 241, name: { pl: 'Karta płatnicza', en: 'Payment card' }, group: 'Credit Card' },
  { id: 238, name: { pl: 'Google Pay', en: 'Google Pay' }, group: 'Wallet' },
  { id: 25, name: { pl: 'mTransfer', en: 'mTransfer' }, group: 'FastTransfers' },
  { id: 31, name: { pl: 'Płacę z iPKO', en: 'Pay with iPKO' }, group: 'FastTransfers' },
  {
    id: 227,
    name: { pl: 'PayPo — zapłać później', en: 'PayPo — pay later' },
    group: 'Installments',
    min: 4_000,
    max: 300_000,
  },
];

export function startFakeP24({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {Map<string, any>} by sessionId */
  const transactions = new Map();
  const byToken = new Map();
  const refunds = [];
  const requests = [];
  let held = false;
  let tokenCounter = 0;
  let orderCounter = 400_000_000;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_P24.posId}:${FAKE_P24.apiKey}`).toString('base64')}`;

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req) =>
    new Promise((resolve) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const readJson = async (req) => {
    try {
      return JSON.parse((await readBody(req)) || '{}');
    } catch {
      return {};
    }
  };

  function markPaid(t) {
    if (t.status === 0 && !t.paidAt) {
      orderCounter += 1;
      t.orderId = orderCounter;
      t.methodId = 154;
      t.statement = `p24-e2e-${orderCounter}`;
      t.paidAt = new Date().toISOString();
      t.held = held;
      if (!held) t.status = 1;
    }
  }

  async function notify(t) {
    t.status = Math.max(t.status, 1);
    t.held = false;
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
    const body = { ...fields, sign: sign({ ...fields, crc: FAKE_P24.crc }) };
    try {
      const response = await fetch(t.urlStatus, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      t.notified.push(response.status);
      return response.status;
    } catch (error) {
      t.notified.push(`error: ${error.message}`);
      return 0;
    }
  }

  /** Pays a session: marked paid, then (unless held) the notification; answers the shop's status or null. */
  async function pay(t) {
    markPaid(t);
    return t.held ? null : notify(t);
  }

  function paymentPage(res, t, note = '') {
    const copy = PAGE_COPY[t.language] ?? PAGE_COPY.pl;
    const action = (what) => `/trnRequest/${encodeURIComponent(t.token)}/${what}`;
    const settled = t.paidAt !== undefined;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html>
<html lang="${t.language === 'en' ? 'en' : 'pl'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(copy.title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
button,a{display:inline-block;margin:.5rem .5rem 0 0;padding:.75rem 1.25rem;font-size:1rem}
button{background:#d13239;color:#fff;border:0;border-radius:4px}p[role=alert]{color:#a00}</style></head>
<body><main>
<h1>${escapeHtml(copy.title)}</h1>
<dl><dt>${copy.merchant}</dt><dd>Atelier (${FAKE_P24.merchantId})</dd>
<dt>${copy.amount}</dt><dd data-testid="p24-amount">${pln(t.amount)}</dd>
<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(t.email)}</dd></dl>
${note ? `<p role="alert">${escapeHtml(note)}</p>` : ''}
${
  settled
    ? `<p>${copy.paid}</p>`
    : `<form method="post" action="${action('pay')}"><button type="submit">${copy.pay}</button></form>
<form method="post" action="${action('fail')}"><button type="submit">${copy.decline}</button></form>`
}
<a href="${escapeHtml(t.urlReturn)}">${copy.back}</a>
</main></body></html>`);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    try {
      // ——— the payer's page ———
      const page = /^\/trnRequest\/([^/]+)(?:\/(pay|fail))?$/.exec(url.pathname);
      if (page) {
        const t = byToken.get(decodeURIComponent(page[1]));
        if (!t) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown transaction');
          return;
        }
        if (req.method === 'GET' && !page[2]) return paymentPage(res, t);
        if (req.method === 'POST' && page[2] === 'fail') {
          await readBody(req);
          t.declines += 1;
          return paymentPage(res, t, (PAGE_COPY[t.language] ?? PAGE_COPY.pl).declined);
        }
        if (req.method === 'POST' && page[2] === 'pay') {
          await readBody(req);
          // P24 sends the payer back at once; its notification races the return (integrations.md).
          markPaid(t);
          res.writeHead(303, { location: t.urlReturn }).end();
          if (!t.held) setTimeout(() => void notify(t), 300);
          return;
        }
      }

      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }

      // ——— controls for the tests ———
      if (url.pathname.startsWith('/__fake/')) {
        if (req.method === 'GET' && url.pathname === '/__fake/health') return json(res, 200, { ok: true });
        if (req.method === 'GET' && url.pathname === '/__fake/transactions') {
          return json(res, 200, { data: [...transactions.values()] });
        }
        if (req.method === 'GET' && url.pathname === '/__fake/refunds') return json(res, 200, { data: refunds });
        const payToken = /^\/__fake\/pay\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'POST' && payToken) {
          const t = byToken.get(decodeURIComponent(payToken[1]));
          if (!t) return json(res, 404, { error: 'Unknown transaction' });
          const status = await pay(t);
          return json(res, 200, { data: { sessionId: t.sessionId, orderId: t.orderId, notification: status } });
        }
        if (req.method === 'POST' && url.pathname === '/__fake/hold') {
          held = (await readJson(req)).hold !== false;
          return json(res, 200, { data: { hold: held } });
        }
        if (req.method === 'POST' && url.pathname === '/__fake/release') {
          held = false;
          const waiting = [...transactions.values()].filter((t) => t.held);
          const statuses = [];
          for (const t of waiting) statuses.push(await notify(t));
          return json(res, 200, { data: statuses });
        }
        return json(res, 404, { error: 'Not found' });
      }

      // ——— the REST API v1 ———
      if (req.headers.authorization !== expectedAuth) {
        return json(res, 401, { error: 'Incorrect authentication', code: 401 });
      }
      const body = req.method === 'GET' ? {} : await readJson(req);
      if (req.method === 'GET' && url.pathname === '/api/v1/testAccess')
        return json(res, 200, { data: true, error: '' });
      if (req.method === 'POST' && url.pathname === '/api/v1/transaction/register') {
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
        const expected = sign({
          sessionId: body.sessionId,
          merchantId: body.merchantId,
          amount: body.amount,
          currency: body.currency,
          crc: FAKE_P24.crc,
        });
        if (
          required.some((k) => body[k] === undefined) ||
          body.sign !== expected ||
          body.merchantId !== FAKE_P24.merchantId ||
          !Number.isInteger(body.amount) ||
          transactions.has(String(body.sessionId))
        ) {
          return json(res, 400, { error: 'Invalid input data', code: 400 });
        }
        tokenCounter += 1;
        const token = `E2E-${Date.now().toString(36).toUpperCase()}-${tokenCounter}`;
        const t = {
          sessionId: String(body.sessionId),
          token,
          amount: body.amount,
          currency: String(body.currency),
          description: String(body.description),
          email: String(body.email),
          language: body.language === 'en' ? 'en' : 'pl',
          urlReturn: String(body.urlReturn),
          urlStatus: String(body.urlStatus ?? ''),
          status: 0,
          orderId: 0,
          methodId: 0,
          statement: '',
          declines: 0,
          held: false,
          notified: [],
          verified: false,
          register: body,
        };
        transactions.set(t.sessionId, t);
        byToken.set(token, t);
        return json(res, 200, { data: { token }, responseCode: 0 });
      }
      if (req.method === 'PUT' && url.pathname === '/api/v1/transaction/verify') {
        const t = transactions.get(String(body.sessionId));
        const expected = sign({
          sessionId: body.sessionId,
          orderId: body.orderId,
          amount: body.amount,
          currency: body.currency,
          crc: FAKE_P24.crc,
        });
        if (!t || t.status < 1 || body.sign !== expected || t.orderId !== body.orderId || t.amount !== body.amount) {
          return json(res, 400, { error: 'Invalid input data', code: 400 });
        }
        t.status = 2;
        t.verified = true;
        return json(res, 200, { data: { status: 'success' }, responseCode: 0 });
      }
      const lookup = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && lookup) {
        const t = transactions.get(decodeURIComponent(lookup[1]));
        if (!t) return json(res, 404, { error: 'Transaction not found', code: 404 });
        const visible = t.held ? 0 : t.status;
        return json(res, 200, {
          data: {
            statement: visible ? t.statement : '',
            orderId: visible ? t.orderId : 0,
            sessionId: t.sessionId,
            status: visible,
            amount: t.amount,
            currency: t.currency,
            paymentMethod: visible ? t.methodId : 0,
          },
          responseCode: 0,
        });
      }
      const methodsPath = /^\/api\/v1\/payment\/methods\/(pl|en)$/.exec(url.pathname);
      if (req.method === 'GET' && methodsPath) {
        const lang = methodsPath[1];
        const amount = url.searchParams.has('amount') ? Number(url.searchParams.get('amount')) : null;
        const fits = (m) => amount === null || ((m.min ?? 0) <= amount && amount <= (m.max ?? Number.MAX_SAFE_INTEGER));
        return json(res, 200, {
          data: METHODS.filter(fits).map((m) => ({
            name: m.name[lang],
            id: m.id,
            group: m.group,
            subgroup: m.group,
            status: true,
            imgUrl: `https://fake-p24.example/img/${m.id}.png`,
            mobileImgUrl: `https://fake-p24.example/img/${m.id}-m.png`,
            mobile: true,
            availabilityHours: { mondayToFriday: '00-24', saturday: '00-24', sunday: '00-24' },
          })),
          agreements: [],
          responseCode: 0,
        });
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/paymentMethod/blik/chargeByCode') {
        const t = byToken.get(String(body.token ?? ''));
        const code = String(body.blikCode ?? '');
        if (!t || !/^\d{6}$/.test(code)) return json(res, 400, { error: 'Invalid input data', code: 400 });
        t.blikCodes = [...(t.blikCodes ?? []), code];
        if (!/^777\d{3}$/.test(code) && code !== '000000') {
          return json(res, 400, { error: 'Incorrect BLIK code', code: 28 });
        }
        if (code !== '000000') {
          setTimeout(() => {
            markPaid(t);
            t.methodId = BLIK_METHOD_ID;
            if (!t.held) void notify(t);
          }, 1_500);
        }
        return json(res, 201, { data: { orderId: orderCounter + 1, message: 'success' }, responseCode: 0 });
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/transaction/refund') {
        const requestId = String(body.requestId ?? '');
        const items = Array.isArray(body.refunds) ? body.refunds : [];
        if (!requestId || !items.length) return json(res, 400, { error: 'Invalid input data', code: 400 });
        if (refunds.some((r) => r.requestId === requestId)) {
          return json(res, 400, { error: 'Request already exists', code: 400 });
        }
        for (const item of items) {
          const t = transactions.get(String(item.sessionId));
          const refunded = refunds.filter((r) => r.sessionId === item.sessionId).reduce((s, r) => s + r.amount, 0);
          if (t?.status !== 2 || t.orderId !== item.orderId) {
            return json(res, 400, { error: 'Invalid input data', code: 400 });
          }
          if (refunded + item.amount > t.amount) {
            return json(res, 409, { error: 'Insufficient funds available', code: 409 });
          }
        }
        const accepted = items.map((item) => ({
          requestId,
          refundsUuid: String(body.refundsUuid ?? requestId),
          orderId: item.orderId,
          sessionId: String(item.sessionId),
          amount: item.amount,
          description: String(item.description ?? ''),
          urlStatus: String(body.urlStatus ?? ''),
          receivedAt: new Date().toISOString(),
          notified: null,
        }));
        refunds.push(...accepted);
        json(res, 201, { data: items.map((i) => ({ ...i, status: true, message: 'success' })), responseCode: 0 });
        // P24 then reports the refund done (status 0) to the urlStatus given with it.
        setTimeout(() => {
          for (const refund of accepted) {
            if (!refund.urlStatus) continue;
            const fields = {
              orderId: refund.orderId,
              sessionId: refund.sessionId,
              refundsUuid: refund.refundsUuid,
              merchantId: FAKE_P24.merchantId,
              amount: refund.amount,
              currency: transactions.get(refund.sessionId)?.currency ?? 'PLN',
              status: 0,
            };
            fetch(refund.urlStatus, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                ...fields,
                requestId: refund.requestId,
                timestamp: Math.floor(Date.now() / 1000),
                sign: sign({ ...fields, crc: FAKE_P24.crc }),
              }),
              signal: AbortSignal.timeout(15_000),
            })
              .then((r) => {
                refund.notified = r.status;
              })
              .catch((error) => {
                refund.notified = `error: ${error.message}`;
              });
          }
        }, 200);
        return;
      }
      return json(res, 404, { error: 'Not found', code: 404 });
    } catch (error) {
      if (!res.headersSent) json(res, 500, { error: String(error) });
    }
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        baseUrl: `http://${host}:${address.port}`,
        requests,
        transactions,
        refunds,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// Run as a program (the Playwright web server): listen until killed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_P24_PORT ?? 3197);
  const fake = await startFakeP24({ port });
  console.log(`fake Przelewy24 listening on ${fake.baseUrl}`);
}
