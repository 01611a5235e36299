import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { AFTER_PAINT_MODULE_TYPE, AFTER_PAINT_PRELOAD_REL } from './scripts-after-paint';

/**
 * Renames React Router's module preloads and module script so the browser leaves them for the loader of
 * scripts-after-paint.ts (which explains why). A tag can be split across two chunks of the stream, so
 * whatever follows the last `<` without its `>` waits for the next chunk (React escapes `>` inside attribute
 * values, so the first `>` after `<` ends the tag); a decoder keeps a letter whose UTF-8 bytes are split
 * across chunks (ą, ł …) whole.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      pending = text.slice(cut);
      callback(null, deferScripts(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, deferScripts(pending + decoder.end()));
    },
  });
}

/** The renaming itself, on complete tags. */
export function deferScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${AFTER_PAINT_PRELOAD_REL}"`)
    .replace(/<script\b([^>]*?)\stype="module"( async="")?([^>]*)>/g, `<script$1 type="${AFTER_PAINT_MODULE_TYPE}"$3>`);
}
