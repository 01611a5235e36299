import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { CSRF_COOKIE } from '@atelier/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { contentSecurityPolicy } from '../app';
import { catalogueVersion, onCatalogueChanged } from '../modules/catalog/catalog-cache';
import { assertSafeKey, localStorage, type MediaStorage } from '../modules/media/storage';
import { ensureCsrfCookie } from '../modules/security/csrf';
import { type CachedPage, cachedPage, encodedBody, isSharedPage, type PageCache } from './page-cache';
import { ServerTiming } from './server-timing';

export type WebOptions = {
  /** Shared pages are rendered once and reused; absent = render every request. */
  pageCache?: PageCache;
  /** apps/web/build: `server/index.js` and `client/` inside. */
  buildDir: string;
  /** Folder of uploaded and seeded images, served at /uploads. */
  uploadsDir: string;
  /** Where uploaded images are stored; with S3 they are read from the bucket when not on this disk. */
  mediaStorage?: MediaStorage;
};

const YEAR = 60 * 60 * 24 * 365;
// A missing file such as /favicon.ico; `.data` is React Router's single-fetch data request for a page.
const FILE_LIKE = /\/[^/]+\.(?!data$)[a-z0-9]{2,5}$/i;

/**
 * Serves the web app from the same process as the API: hashed assets with a year-long immutable cache,
 * uploads with a day's cache, and every other GET rendered by React Router on the server.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const clientDir = path.join(options.buildDir, 'client');
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run npm run build`);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br/.gz copies at the strongest levels (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    // Our setHeaders decides caching: hashed assets for a year, the rest briefly.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
      // The same URL answers brotli, gzip or plain bytes: caches in between must key on the request's encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  if (options.mediaStorage?.kind === 's3')
    await registerObjectStorageUploads(app, options.uploadsDir, options.mediaStorage);
  else {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=86400');
      },
    });
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await registerPageRoutes(app, createRequestHandler(build, 'production'), options.pageCache);
}

const UPLOAD_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * With object storage, /uploads/* is read from this machine's disk when the file is here (the seeded
 * photographs) and otherwise from the bucket, so every process serves photographs uploaded through any of
 * them under the same URLs (and the CSP's img-src 'self' still holds).
 */
export async function registerObjectStorageUploads(app: FastifyInstance, uploadsDir: string, storage: MediaStorage) {
  const disk = localStorage(uploadsDir);
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = UPLOAD_TYPES[key.split('.').pop() ?? ''];
    let body: Buffer | null = null;
    try {
      assertSafeKey(key);
      if (type) body = (await disk.get(key)) ?? (await storage.get(key));
    } catch (error) {
      request.log.warn({ err: error, key }, 'upload not readable');
    }
    if (!body || !type) return reply.callNotFound();
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
  });
}

export type PageRenderer = (request: Request, context: AppLoadContext) => Promise<Response>;
type AppLoadContext = {
  apiFetch: ReturnType<ReturnType<typeof inProcessApiFetch>>;
  cspNonce: string;
  sharedPage: boolean;
  /** PUBLIC_URL: the origin of every absolute link a page writes (canonical, hreflang, og:url, JSON-LD). */
  publicUrl: string;
};

/**
 * Every page request goes to React Router. Shared pages (the catalogue, blog, information pages) are
 * rendered once and served from the page cache to every visitor as the same bytes.
 */
export async function registerPageRoutes(app: FastifyInstance, render: PageRenderer, pageCache?: PageCache) {
  const apiFetchFor = inProcessApiFetch(app);
  if (pageCache) {
    // A product, price or stock change (here or, through Redis, in another process) makes pages stale.
    const stopListening = onCatalogueChanged(() => pageCache.clear());
    app.addHook('onClose', async () => stopListening());
  }
  await app.register(async (pages) => {
    // Page requests (including form posts to route actions) reach React Router with their raw body.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      // No limit of its own: a page's form action calls the API in-process, and the API's limits count
      // against the visitor's address (inProcessApiFetch passes it on).
      config: { rateLimit: false },
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0];
        // Unknown API paths get the API's JSON 404; a missing file (/favicon.ico) must not be redirected
        // into a localised page by the locale rules.
        if (pathname === '/api' || pathname.startsWith('/api/') || FILE_LIKE.test(pathname)) {
          return reply.callNotFound();
        }
        const timing = new ServerTiming(() => reply.elapsedTime);
        const csrfToken = ensureCsrfCookie(request, reply);
        const shared = pageCache && isSharedPage(request.method, pathname);
        const cacheKey = request.url;
        if (shared) {
          const cached = pageCache.get(cacheKey);
          if (cached) return sendCachedPage(request, reply, cached, 'hit', timing);
        }
        const response = await render(toFetchRequest(request, reply, csrfToken, app.deps.config.publicUrl), {
          apiFetch: timing.timedApi(apiFetchFor(request.ip)),
          publicUrl: app.deps.config.publicUrl,
          cspNonce: request.cspNonce,
          sharedPage: Boolean(shared),
        });
        if (shared && response.status === 200 && response.body) {
          const headers = [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');
          const html = await response.text();
          timing.mark('render');
          // Compressed here: the 'compress' phase that sendCachedPage ends counts it.
          const page = cachedPage(200, headers, html);
          pageCache.set(cacheKey, page);
          return sendCachedPage(request, reply, { ...page, storedAt: Date.now() }, 'miss', timing);
        }
        timing.mark('render');
        reply.header('server-timing', timing.header());
        return sendFetchResponse(reply, response);
      },
    });
  });
}

/**
 * A shared page goes out as the same bytes to everyone: compressed once (a set content-encoding makes
 * @fastify/compress leave the reply alone), its inline scripts allowed by hash, and revalidated by ETag.
 */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
  timing: ServerTiming,
) {
  reply
    .status(page.status)
    .headers(Object.fromEntries(page.headers))
    .header('x-page-cache', state)
    .header('content-security-policy', contentSecurityPolicy({ hashes: page.scriptHashes }))
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  const validators = String(request.headers['if-none-match'] ?? '').split(',');
  if (validators.some((value) => value.trim() === page.etag)) {
    return reply.status(304).header('server-timing', timing.header(state)).send();
  }
  const { encoding, body } = encodedBody(page, String(request.headers['accept-encoding'] ?? ''));
  timing.mark('compress');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('server-timing', timing.header(state)).send(body);
}

/**
 * Reads that every page's frame makes (the menus' categories, the seller in the footer) and that are the same
 * for every visitor until the catalogue changes (a change of the seller's identity bumps it too): answered
 * from memory after the first, so a page no cache has seen pays only for its own data (decision 027).
 */
const FRAME_READS = /^\/api\/(categories\?locale=(pl|en)|shop\/seller)$/;

/** An in-process API answer, read in full. */
type ApiAnswer = { status: number; headers: Headers; body: Buffer };

/** The frame reads of the current catalogue version; a read that began before a change is not kept. */
function frameReads(app: FastifyInstance) {
  const held = new Map<string, Promise<ApiAnswer>>();
  const stopListening = onCatalogueChanged(() => held.clear());
  app.addHook('onClose', async () => stopListening());
  return (key: string, read: () => Promise<ApiAnswer>): Promise<ApiAnswer> => {
    const kept = held.get(key);
    if (kept) return kept;
    const version = catalogueVersion.current();
    // Nothing of the first visitor's stays in what every later page gets.
    const pending = read().then((answer) => {
      answer.headers.delete('set-cookie');
      return answer;
    });
    held.set(key, pending);
    pending.then(
      (answer) => {
        if (answer.status !== 200 || catalogueVersion.current() !== version) forget();
      },
      () => forget(),
    );
    function forget() {
      if (held.get(key) === pending) held.delete(key);
    }
    return pending;
  };
}

/**
 * Loaders call the API in-process through app.inject: no socket, no second process, same handlers. The call
 * carries the visitor's address, so the API's rate limits count the visitor, not the server itself.
 */
function inProcessApiFetch(app: FastifyInstance) {
  const frame = frameReads(app);
  const answer = (read: ApiAnswer) =>
    new Response(read.status === 204 ? null : read.body, {
      status: read.status,
      headers: read.headers,
    });
  return (remoteAddress: string) =>
    async (pathname: string, init: RequestInit = {}): Promise<Response> => {
      const method = init.method ?? 'GET';
      if (method === 'GET' && FRAME_READS.test(pathname)) {
        const key = `${pathname} ${new Headers(init.headers).get('accept-language') ?? ''}`;
        return answer(await frame(key, () => injected(app, remoteAddress, pathname, init)));
      }
      return answer(await injected(app, remoteAddress, pathname, init));
    };
}

async function injected(
  app: FastifyInstance,
  remoteAddress: string,
  pathname: string,
  init: RequestInit,
): Promise<ApiAnswer> {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const result = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: pathname,
    headers,
    remoteAddress,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(result.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
  }
  return { status: result.statusCode, headers: responseHeaders, body: result.rawPayload };
}

/** Where the client says it reached the shop: never passed to the pages (see toFetchRequest). */
const CLIENT_ORIGIN_HEADERS = new Set(['host', 'x-forwarded-host', 'forwarded']);

/**
 * The page request as React Router sees it. Its URL is on PUBLIC_URL's origin, never on the Host or
 * X-Forwarded-Host the client sent: whatever a page derives from its own address (canonical and hreflang
 * links, og:url, JSON-LD) may be cached and served to every later visitor, so a forged Host must not reach it.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, csrfToken: string, publicUrl: string): Request {
  const origin = new URL(publicUrl).origin;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || CLIENT_ORIGIN_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set('host', new URL(publicUrl).host);
  // The page renders the token of the visitor's cookie, including one issued on this very response.
  const otherCookies = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${CSRF_COOKIE}=`));
  headers.set('cookie', [...otherCookies, `${CSRF_COOKIE}=${csrfToken}`].join('; '));
  // A POST without a body (no content type, so no parser ran) has nothing to stream.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.body as Readable) as ReadableStream) : undefined,
    // Node's fetch needs this for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
