// `npm run bench:load`: a realistic 60-second rush against TWO production processes sharing one PostgreSQL and
// one Redis, as behind a load balancer. 200 shoppers at once (each with its own address, cookies and cart) do,
// step by step: 70 % browsing (lists, a product, categories, a search), 20 % cart (add, view), 10 % checkout
// (add, view, place the order as a guest with an InPost locker, pay with the demo gateway). Requests alternate
// between the two processes. Printed: throughput, p50/p99 per step, errors (must be 0), orders created versus
// orders the shoppers were told were placed, and stock left versus stock expected (both must match exactly).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test  (a scratch database is created next to it, then dropped)
//   REDIS_URL=redis://127.0.0.1:6379   LOAD_SECONDS=60   LOAD_CONNECTIONS=200   BENCH_BUILD=0 (use the build as it is)

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { portAnswers, startShopServer, stopChild } from './lib.mjs';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const ports = [3970, 3971];
const STOCK = 1_000_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One HTTP exchange; never throws (a failed connection is an answer with status 0). */
function send(port, method, url, { headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          'accept-language': 'pl',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
    if (payload) request.write(payload);
    request.end();
  });
}

const stats = new Map();
const errors = [];
function record(step, started, response, expected = [200]) {
  const ms = performance.now() - started;
  let entry = stats.get(step);
  if (!entry) {
    entry = { times: [], errors: 0 };
    stats.set(step, entry);
  }
  entry.times.push(ms);
  if (!expected.includes(response.status)) {
    entry.errors += 1;
    if (errors.length < 10) errors.push(`${step}: ${response.status} ${response.text.slice(0, 200)}`);
    return false;
  }
  return true;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
let addressCounter = 0;

/** A shopper: own address (the proxy's X-Forwarded-For), own CSRF cookie, own guest cart. */
function newShopper() {
  addressCounter += 1;
  const csrf = Buffer.from(`${addressCounter}-${Math.random()}`).toString('base64url').padEnd(43, 'x').slice(0, 43);
  return {
    ip: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    csrf,
    cart: undefined,
    requests: 0,
  };
}

function shopperHeaders(shopper) {
  const cookies = [`atelier_csrf=${shopper.csrf}`, ...(shopper.cart ? [`atelier_cart=${shopper.cart}`] : [])];
  return { 'x-forwarded-for': shopper.ip, 'x-csrf-token': shopper.csrf, cookie: cookies.join('; ') };
}

async function main() {
  if (process.env.BENCH_BUILD !== '0') buildIfStale();
  const useRedis = await portAnswers('127.0.0.1', Number(new URL(redisUrl).port || 6379));
  const scratch = `atelier_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();
  const dataDirs = ports.map((port) => mkdtempSync(path.join(tmpdir(), `atelier-load-${port}-`)));
  const children = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const env = {
      API_ONLY: '1',
      TRUST_PROXY: '1',
      MAIL_POLL_MS: '2000',
      SMTP_URL: '',
      REDIS_URL: useRedis ? redisUrl : '',
      P24_MERCHANT_ID: '',
      P24_API_KEY: '',
      P24_CRC: '',
      // The journey pays with the demo gateway, which runs only when switched on.
      DEMO_PAYMENTS: 'true',
    };
    console.log(
      `Starting two processes on PostgreSQL${useRedis ? ' and Redis' : ' (Redis not answering: without it)'}…`,
    );
    // The first process migrates and seeds the demo shop; the second starts on the ready database.
    children.push(await startShopServer({ port: ports[0], dataDir: dataDirs[0], databaseUrl, seedOnStart: true, env }));
    await db.connect();
    // Stock is per variant (docs/product-rules.md#variants): every variant of every product gets STOCK pieces.
    const { rows: products } = await db.query(
      `update product_variants v set stock = $1, made_to_order = false from products p
       where p.id = v.product_id and p.is_active and v.is_active
       returning v.product_id as id, v.id as variant_id, p.slug`,
      [STOCK],
    );
    children.push(await startShopServer({ port: ports[1], dataDir: dataDirs[1], databaseUrl, env }));
    const stockBefore = products.length * STOCK;

    let turn = 0;
    const nextPort = () => ports[turn++ % ports.length];
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    let ordersConfirmed = 0;
    let piecesOrdered = 0;
    let paid = 0;

    async function addToCart(shopper, step) {
      const product = pick(products);
      const started = performance.now();
      const res = await send(nextPort(), 'POST', '/api/cart/add', {
        headers: shopperHeaders(shopper),
        body: { product_id: product.id, variant_id: product.variant_id, quantity: 1 },
      });
      if (record(step, started, res)) {
        const cookie = /atelier_cart=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
        if (cookie) shopper.cart = cookie;
      }
    }

    async function viewCart(shopper, step) {
      const started = performance.now();
      const res = await send(nextPort(), 'GET', '/api/cart', { headers: shopperHeaders(shopper) });
      return record(step, started, res) ? JSON.parse(res.text).data : null;
    }

    const browsing = [
      () => `/api/products?page=${1 + Math.floor(Math.random() * 3)}&per_page=12`,
      () => `/api/products?sort_by=base_price&sort_order=asc&per_page=12`,
      () => `/api/products/slug/${pick(products).slug}`,
      () => '/api/categories',
      () => `/api/products?search=${pick(['torebka', 'portfel', 'skora', 'pasek'])}`,
    ];

    async function browse(shopper) {
      const started = performance.now();
      const res = await send(nextPort(), 'GET', pick(browsing)(), { headers: { 'x-forwarded-for': shopper.ip } });
      record('browse', started, res);
    }

    async function checkout(shopper) {
      await addToCart(shopper, 'checkout: add');
      const cart = await viewCart(shopper, 'checkout: view cart');
      if (!cart || cart.items.length === 0) return newShopper();
      const body = {
        customer_info: {
          name: 'Anna',
          surname: 'Kowalska',
          email: `load-${shopper.ip}@example.pl`,
          phone: '+48 600 100 200',
          country: 'PL',
          city: 'Wrocław',
          street: 'Rynek',
          house: '12',
          apartment: '3',
          postal_code: '50-101',
        },
        items: cart.items.map((item) => ({
          product_id: item.product_id,
          quantity: item.quantity,
          price: item.price,
          size: item.size,
          variant_id: null,
          product_name: item.name,
          product_image: item.image,
        })),
        delivery_method: 'inpost',
        inpost_point: 'WRO01M',
        payment_method: 'przelew24',
        notes: null,
        terms_accepted: true,
        coupon_code: null,
        subtotal: cart.totals.subtotal,
        discount_amount: cart.totals.discount,
        shipping: cart.totals.shipping,
        total: cart.totals.total,
      };
      let started = performance.now();
      const placed = await send(nextPort(), 'POST', '/api/orders/guest', {
        headers: { ...shopperHeaders(shopper), 'idempotency-key': `load-${shopper.ip}-${shopper.requests++}` },
        body,
      });
      if (!record('checkout: place order', started, placed, [201])) return newShopper();
      ordersConfirmed += 1;
      piecesOrdered += cart.items.reduce((sum, item) => sum + item.quantity, 0);
      const order = JSON.parse(placed.text).data;

      started = performance.now();
      const initiated = await send(nextPort(), 'POST', '/api/payment/initiate', {
        headers: shopperHeaders(shopper),
        body: { order_id: order.id, guest_token: order.guest_token },
      });
      if (!record('checkout: start payment', started, initiated)) return newShopper();
      const session = /\/payment\/demo\/([^/?#]+)/.exec(JSON.parse(initiated.text).redirect_url)?.[1];
      started = performance.now();
      const payment = await send(nextPort(), 'POST', `/api/payment/demo/${session}/pay`, {
        headers: shopperHeaders(shopper),
      });
      if (record('checkout: pay (demo)', started, payment)) paid += 1;
      // The next checkout is another customer.
      return newShopper();
    }

    console.log(`Rush: ${connections} shoppers for ${seconds} s against :${ports.join(' and :')}…`);
    const deadline = performance.now() + seconds * 1000;
    const began = performance.now();
    let requestsDone = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        let shopper = newShopper();
        while (performance.now() < deadline) {
          const roll = Math.random();
          if (roll < 0.7) await browse(shopper);
          else if (roll < 0.9) {
            await addToCart(shopper, 'cart: add');
            await viewCart(shopper, 'cart: view');
          } else shopper = await checkout(shopper);
          requestsDone += 1;
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    // Payments and e-mails settle in the background; give the processes a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const { rows: orderCount } = await db.query('select count(*)::int as n from orders');
    const { rows: paidCount } = await db.query(`select count(*)::int as n from orders where payment_status = 'paid'`);
    const { rows: stockNow } = await db.query('select sum(stock)::bigint as s from products where is_active');
    const requests = [...stats.values()].reduce((sum, entry) => sum + entry.times.length, 0);
    const errorCount = [...stats.values()].reduce((sum, entry) => sum + entry.errors, 0);

    console.log(`\n${requests} requests in ${elapsed.toFixed(1)} s: ${(requests / elapsed).toFixed(0)} req/s`);
    console.log('step                        count     p50 ms   p99 ms   errors');
    for (const [step, entry] of [...stats].sort()) {
      const sorted = [...entry.times].sort((a, b) => a - b);
      console.log(
        `${step.padEnd(26)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(entry.errors).padStart(8)}`,
      );
    }
    const stockExpected = stockBefore - piecesOrdered;
    console.log(`\nerrors:          ${errorCount}${errorCount ? ` (first: ${errors.join(' | ')})` : ''}`);
    console.log(`orders created:  ${orderCount[0].n} (expected ${ordersConfirmed})`);
    console.log(`orders paid:     ${paidCount[0].n} (expected ${paid})`);
    console.log(`stock left:      ${stockNow[0].s} (expected ${stockExpected})`);
    const consistent =
      errorCount === 0 &&
      orderCount[0].n === ordersConfirmed &&
      paidCount[0].n === paid &&
      Number(stockNow[0].s) === stockExpected;
    console.log(consistent ? '\nconsistent: yes' : '\nconsistent: NO');
    if (!consistent) process.exitCode = 1;
    void requestsDone;
  } finally {
    await db.end().catch(() => undefined);
    await Promise.all(children.map((child) => stopChild(child)));
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
