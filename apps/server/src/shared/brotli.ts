import { constants } from 'node:zlib';

/** brotli's smallest and largest (default) window: 2^10 and 2^22 bytes. */
const SMALLEST_WINDOW = 10;
const LARGEST_WINDOW = 22;

/**
 * brotli parameters for a body whose size is known: the window no larger than the body.
 *
 * A window wider than the input cannot find anything more to refer back to, so the bytes are the same — but
 * the encoder allocates memory for the whole window (4 MiB and its tables at the default 22 bits), and Node
 * reports that memory to V8 as the process's own. Compressing ~150 KB answers with the default window made
 * V8 start a full garbage collection every few dozen answers; under load its workers spent more CPU than
 * the requests themselves (docs/decisions/026-catalogue-index.md, "Compression and garbage").
 */
export function brotliParams(bytes: number, quality: number, mode = constants.BROTLI_MODE_GENERIC) {
  const window = Math.min(LARGEST_WINDOW, Math.max(SMALLEST_WINDOW, Math.ceil(Math.log2(bytes + 1))));
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: mode,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_LGWIN]: window,
  };
}

/**
 * `bytes` in a buffer of their own size, for keeping in a cache. zlib's synchronous answer is a view of its
 * 16 KB output buffer, and a small buffer made by Node comes from a shared 8 KB slab: a cached 4 KB answer held
 * the whole 16 KB, a cached card or short answer its slab — and every other buffer in it (decision 026, "One
 * arena").
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
