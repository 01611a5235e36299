import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliParams } from '../../shared/brotli';
import type { Weighable } from './catalog-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** Below this size compression does not pay (the app's compress plugin uses the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** JSON already written as UTF-8 bytes (an answer assembled from parts serialised before). */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * A JSON answer rendered once: its bytes, an ETag, and compressed forms made on first demand. Serving a
 * cached catalogue read is then a header lookup and a buffer write — no serialising, no compressing per request.
 */
export class RenderedJson implements Weighable {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  /** Bytes held, counting the compressed forms it will most likely gain (a third of the body at most). */
  get weight(): number {
    return Math.ceil(this.body.length * 1.34);
  }

  constructor(value: unknown) {
    this.body = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 32)}"`;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? // 5: the size of 6 within half a percent for a third less time (most answers are compressed once).
            brotli(this.body, { params: brotliParams(this.body.length, 5) })
          : gzip(this.body, { level: 6 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

/** The best encoding the client accepts: brotli, then gzip; none when it accepts neither. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Sends a rendered answer: 304 when the client already has it, else the bytes in the best accepted encoding. */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedJson,
): Promise<FastifyReply> {
  reply.header('etag', rendered.etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === rendered.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    rendered.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(rendered.body);
  const bytes = await rendered.encodedAs(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
