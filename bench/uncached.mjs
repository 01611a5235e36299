// The cache-miss figures of `npm run bench` (bench/run.mjs): requests nobody asked before — realistic list
// queries, list pages and product pages, each URL once — the first request after a catalogue change, a burst of
// distinct queries right after one, the server time of an uncached product page (its Server-Timing header)
// and the server's memory. Every URL built here is new for the server it is sent to.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** What a browser sends with a page request. */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8',
};
/** What the shop's own scripts send to the API. */
export const API_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'br, gzip',
  'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8',
};

// Words of the generated catalogue (bench/seed-large.ts): kinds, models, leathers, craft — and the typos
// visitors make, which the search's similarity matching must still answer.
const SEARCH_WORDS = [
  'torebka',
  'portfel',
  'plecak',
  'pasek',
  'brelok',
  'etui',
  'listonoszka',
  'torba na ramię',
  'skóra',
  'skora',
  'nappa',
  'crazy horse',
  'mosiądz',
  'ręcznie szyta',
  'patyna',
  'wawel',
  'tatry',
  'zofia',
  'leon',
  'bałtyk',
  'portfel skórzany',
  'plecak czarny',
  'torebka brązowa',
  'wallet',
  'backpack',
  'leather belt',
  // typos
  'torbka',
  'portfle',
  'plecka',
  'listonszka',
  'skórzna torebka',
];
const COLOURS = ['black', 'blue', 'bordo', 'brown', 'coffee', 'gray', 'green', 'red', 'white'];
const STYLES = ['casual', 'classic', 'elegant', 'sport', 'travel', 'vintage'];
const SORTS = [
  ['created_at', 'desc'],
  ['base_price', 'asc'],
  ['base_price', 'desc'],
  ['popularity', 'desc'],
  ['name', 'asc'],
];
const PRICE_STEPS = [0, 50, 100, 150, 200, 300, 400, 500, 700, 1000];

/** Deterministic randomness, so every machine asks the same sequence of questions. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Realistic catalogue questions, each one new: a category or none, search words (a typo among them),
 * colours, a style, a price range, a sort and a page. `kind` 'api' gives /api/products?…, 'page' the shop's
 * own list address — /pl/kategoria/<slug>?… for one category, else /pl/products?… (whose loaders ask the API
 * the same way). A combination already given is
 * never given again: after a few tries the price range is made unique.
 */
export function distinctQueries(info, kind, seed) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const seen = new Set();
  let fallback = 0;
  /** The category of the question being built (a page question puts it in the address). */
  let category;
  const build = () => {
    const params = new URLSearchParams();
    // A page of one category is asked at its own address (/pl/kategoria/<slug>), as its links give it.
    category = random() < 0.6 ? pick(info.categoryIds) : undefined;
    if (category !== undefined && kind === 'api') params.set('category_id', String(category));
    if (random() < 0.45) params.set('search', pick(SEARCH_WORDS));
    if (random() < 0.5) {
      const colours = new Set([pick(COLOURS)]);
      if (random() < 0.4) colours.add(pick(COLOURS));
      params.set('colors', [...colours].sort().join(','));
    }
    if (random() < 0.2) params.set('styles', pick(STYLES));
    if (random() < 0.5) {
      const low = pick(PRICE_STEPS);
      params.set('min_price', String(low));
      if (random() < 0.6) params.set('max_price', String(low + pick([100, 200, 300, 500, 1000])));
    }
    if (random() < 0.6) {
      const [by, order] = pick(SORTS);
      params.set('sort_by', by);
      params.set('sort_order', order);
    }
    const page = random() < 0.7 ? 1 : 2 + Math.floor(random() * 4);
    if (page > 1) params.set('page', String(page));
    return params;
  };
  const prefix = () =>
    kind === 'api'
      ? '/api/products?'
      : category === undefined
        ? '/pl/products?'
        : `/pl/kategoria/${info.categorySlugs[category]}?`;
  return () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const query = build().toString();
      if (!seen.has(prefix() + query)) {
        seen.add(prefix() + query);
        return prefix() + query;
      }
    }
    // Every common combination asked already: a price range nobody asked for.
    const params = build();
    params.set('min_price', String(1 + (fallback++ % 100_000) / 100));
    const query = params.toString();
    seen.add(prefix() + query);
    return prefix() + query;
  };
}

/**
 * Product pages in catalogue order, each once: the whole catalogue before any page comes again. With another
 * `prefix` the same for the product API; `backward` walks from the newest product (the API's walk, so that the
 * pages' walk, run after it, meets no answer or card it made).
 */
export function productPages(info, prefix = '/pl/products/', backward = false) {
  const slugs = info.sampleSlugs;
  let next = 0;
  return {
    next: () => {
      const at = next++ % slugs.length;
      return `${prefix}${encodeURIComponent(slugs[backward ? slugs.length - 1 - at : at])}`;
    },
    get asked() {
      return next;
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

/** Signs in as the demo super admin (the seed's account) and returns the bearer token. */
async function adminToken(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...API_HEADERS },
    body: JSON.stringify({ email: 'admin@atelier.pl', password: 'Admin123!' }),
  });
  if (!res.ok) throw new Error(`admin login failed: HTTP ${res.status}`);
  return (await res.json()).data.token;
}

/**
 * A price change as the admin panel makes it: PUT of a variant with a new price, through the admin API (which
 * records the price history and bumps the catalogue version, so every cache drops what it holds).
 */
export async function priceChanger(base, productId) {
  const token = await adminToken(base);
  const auth = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${base}/api/admin/products/${productId}`, { headers: auth });
  if (!res.ok) throw new Error(`admin product ${productId}: HTTP ${res.status}`);
  const variant = (await res.json()).data.variants[0];
  const original = variant.base_price;
  let step = 0;
  return async () => {
    step += 1;
    const body = {
      sku: variant.sku,
      color: variant.color ?? null,
      size: variant.size,
      base_price: original + (step % 2) * 10,
      sale_price: variant.sale_price ?? null,
      stock: variant.stock,
      made_to_order: variant.made_to_order ?? false,
    };
    const put = await fetch(`${base}/api/admin/products/${productId}/variants/${variant.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify(body),
    });
    if (!put.ok) throw new Error(`price change: HTTP ${put.status} ${await put.text()}`);
  };
}

async function timed(url, headers) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, serverTiming: res.headers.get('server-timing') };
}

/**
 * "First request after a catalogue change": a popular list (first page of a category, cached before the
 * change), a price change through the admin API, then that list again — timed. `rounds` times.
 */
export async function firstAfterChange(base, info, change, rounds = 20) {
  const url = `${base}/api/products?category_id=${info.categoryId}&sort_by=popularity&sort_order=desc`;
  const times = [];
  let non2xx = 0;
  for (let i = 0; i < rounds; i++) {
    await timed(url, API_HEADERS);
    await change();
    const { ms, status } = await timed(url, API_HEADERS);
    times.push(ms);
    if (status < 200 || status >= 300) non2xx += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), max: round(times.at(-1)), non2xx, requests: rounds };
}

/**
 * A burst of `amount` distinct list queries the moment after a price change, `connections` at a time — each
 * connection sends its next query when its answer has come, as autocannon does. With `fresh`, the connections are
 * opened by the burst itself (autocannon's way); without, they are opened and used once before the change, as
 * visitors' browsers hold theirs. On fresh connections Node serves the connections it has while the new ones wait:
 * the first query of some new connections waits for most of the burst (docs/benchmarks.md, "The burst").
 */
export async function burstAfterChange(base, change, next, amount = 500, connections = 50, fresh = false) {
  if (fresh) {
    await change();
    const result = await autocannon({
      url: base + next(),
      connections,
      amount,
      headers: API_HEADERS,
      requests: [
        {
          setupRequest: (request) => {
            request.path = next();
            return request;
          },
        },
      ],
    });
    return {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      requests: result.requests.total,
    };
  }
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const ask = (agent, path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(base + path, { agent, headers: API_HEADERS }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
      });
      request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    });
  try {
    await Promise.all(agents.map((agent) => ask(agent, '/api/health')));
    await change();
    let left = amount;
    const times = [];
    let non2xx = 0;
    let errors = 0;
    await Promise.all(
      agents.map(async (agent) => {
        while (left-- > 0) {
          const { ms, status } = await ask(agent, next());
          times.push(ms);
          if (status === 0) errors += 1;
          else if (status < 200 || status >= 300) non2xx += 1;
        }
      }),
    );
    times.sort((a, b) => a - b);
    return {
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1)),
      non2xx,
      errors,
      requests: times.length,
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** Parses `name;dur=1.23;desc="…"` entries of a Server-Timing header into { name: ms }. */
export function parseServerTiming(header) {
  const out = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.find((p) => p.trim().startsWith('dur='));
    if (name && dur) out[name] = Number(dur.trim().slice(4));
  }
  return out;
}

/**
 * Server time of product pages no cache has seen, one request at a time (nothing else queued): the
 * `total` of each page's Server-Timing header, and the median of its parts (API calls, render, compression).
 */
export async function productPageServerTime(base, pages, count = 200) {
  const parts = { total: [], api: [], render: [], compress: [] };
  const wall = [];
  let non2xx = 0;
  for (let i = 0; i < count; i++) {
    const { ms, status, serverTiming } = await timed(base + pages.next(), PAGE_HEADERS);
    if (status !== 200) non2xx += 1;
    wall.push(ms);
    const timing = parseServerTiming(serverTiming);
    for (const name of Object.keys(parts)) if (typeof timing[name] === 'number') parts[name].push(timing[name]);
  }
  const median = (list) =>
    list.length
      ? round(
          percentile(
            [...list].sort((a, b) => a - b),
            50,
          ),
        )
      : null;
  const sortedTotal = [...parts.total].sort((a, b) => a - b);
  return {
    p50: median(parts.total),
    p99: sortedTotal.length ? round(percentile(sortedTotal, 99)) : null,
    apiP50: median(parts.api),
    renderP50: median(parts.render),
    compressP50: median(parts.compress),
    wallP50: median(wall),
    non2xx,
    requests: count,
  };
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc; null elsewhere). */
export function residentMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}
