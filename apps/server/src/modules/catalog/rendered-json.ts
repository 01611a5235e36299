import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliParams, ownBytes } from '../../shared/brotli';
import type { Weighable } from './catalog-cache';

const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** brotli's quality for answers: see `RenderedJson.of`. */
const ANSWER_BROTLI_QUALITY = 1;

/** Below this size compression does not pay (the app's compress plugin uses the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** JSON already written as UTF-8 bytes (an answer assembled from parts serialised before). */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * A JSON answer rendered once: an ETag and its bytes, kept brotli-compressed (`RenderedJson.of`). Serving a
 * cached catalogue read is then a header lookup and a buffer write — no serialising, no compressing per
 * request.
 *
 * Only the compressed form is kept: a list answer repeats its products' shapes, so brotli keeps about a
 * twentieth of it (~8 KB of a 155 KB page of 24 products). Keeping the plain bytes beside it held ~48 MB in
 * the default 64 MB budget of list answers (decision 026, "Memory"); a request that accepts no brotli — the
 * pages' own in-process reads, a client without compression — gets the bytes back in ~0.13 ms, a fraction of
 * reading the JSON it then parses. The ETag is the compressed bytes' hash: brotli is
 * deterministic for the same bytes and settings, so every process gives the same answer the same tag, and
 * hashing 8 KB costs a twentieth of hashing the answer.
 */
export class RenderedJson implements Weighable {
  private readonly encoded = new Map<'gzip', Promise<Buffer>>();

  private constructor(
    readonly etag: string,
    /** The bytes when too small to compress, else undefined. */
    private readonly plain: Buffer | undefined,
    /** The brotli form when the bytes were worth compressing. */
    private readonly br: Buffer | undefined,
    /** The length of the plain bytes. */
    readonly length: number,
  ) {}

  static async of(value: unknown): Promise<RenderedJson> {
    const body = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value));
    if (body.length < COMPRESS_FROM_BYTES)
      return new RenderedJson(etagOf(body), ownBytes(body), undefined, body.length);
    // Quality 1: most answers are compressed once and sent once. A typical list answer (48 KB) takes ~0.09 ms at
    // 1, ~0.14 ms at 2 and ~0.24 ms at 4 for 4.5, 4.05 and 3.5 KB; at 2 the compressing was still a tenth of a new
    // query's CPU at 10,000 products (decision 026, "Compression and garbage").
    // On this thread, not a worker's: glibc gives each worker thread its own arena and hands an encoder's
    // freed tables back to the system, so the next encoder on a worker page-faults them in again — measured
    // 3.1 ms of CPU a call there (1.3 ms of it in the kernel) against 0.5 ms here, where the memory is reused.
    const br = ownBytes(zlib.brotliCompressSync(body, { params: brotliParams(body.length, ANSWER_BROTLI_QUALITY) }));
    return new RenderedJson(etagOf(br), undefined, br, body.length);
  }

  /**
   * Bytes held: the brotli form, with room for the gzip form a client may ask for (gzip keeps about twice
   * what brotli does of these answers).
   */
  get weight(): number {
    return this.plain ? this.plain.length + 100 : Math.ceil((this.br?.length ?? 0) * 3.5) + 100;
  }

  /** The answer as sent to a client accepting `encoding` (none: the plain JSON). */
  async bytes(encoding: Encoding | undefined): Promise<{ encoding: Encoding | undefined; bytes: Buffer }> {
    if (this.plain) return { encoding: undefined, bytes: this.plain };
    const br = this.br as Buffer;
    if (encoding === 'br') return { encoding, bytes: br };
    // ~0.13 ms for a 155 KB list answer here, ~0.5 ms of CPU on a worker (see `of`).
    if (encoding === undefined) return { encoding, bytes: zlib.brotliDecompressSync(br) };
    let gzipped = this.encoded.get('gzip');
    if (!gzipped) {
      gzipped = gzip(zlib.brotliDecompressSync(br), { level: 6 }).then(ownBytes);
      this.encoded.set('gzip', gzipped);
    }
    return { encoding, bytes: await gzipped };
  }
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

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
  const { encoding, bytes } = await rendered.bytes(preferredEncoding(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
