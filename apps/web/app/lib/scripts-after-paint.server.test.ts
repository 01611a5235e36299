import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_MODULE_TYPE, AFTER_PAINT_PRELOAD_REL } from './scripts-after-paint';
import { scriptsAfterFirstPaint } from './scripts-after-paint.server';

const page =
  '<html lang="pl"><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/><link rel="preload" href="/f.woff2" as="font"/></head>' +
  '<body><h1>Torebka źródło łąka</h1><script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
  '<script type="application/ld+json">{"a":"\\u003c"}</script></body></html>';

const expected = page
  .replaceAll('<link rel="modulepreload"', `<link rel="${AFTER_PAINT_PRELOAD_REL}"`)
  .replace('<script nonce="n1" type="module" async="">', `<script nonce="n1" type="${AFTER_PAINT_MODULE_TYPE}">`);

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe('scripts after the first paint', () => {
  it('renames the module preloads and the module script, and nothing else', async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).toBe(expected);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    // The inline script's text is untouched: shared pages allow it by the hash of exactly this text.
    expect(out).toContain('import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>');
  });

  it('gives the same page whatever byte the stream is split at (tags and Polish letters included)', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `split at byte ${cut}`).toBe(expected);
    }
  });

  it('writes only valid script types: a MIME type with a subtype, which HTML checkers accept as a data block', async () => {
    const out = await through([Buffer.from(page)]);
    const types = [...out.matchAll(/<script[^>]*\stype="([^"]*)"/g)].map((m) => m[1]);
    expect(types).toContain(AFTER_PAINT_MODULE_TYPE);
    // type/subtype, and not a JavaScript type (which the browser would run before the first paint).
    for (const type of types) expect(type).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
    expect(AFTER_PAINT_MODULE_TYPE).not.toMatch(/javascript|ecmascript|^module$/);
  });

  it('passes a page without scripts through unchanged, even one ending inside a tag', async () => {
    const partial = '<p>Bez skryptów</p><link rel="module';
    expect(await through([Buffer.from(partial)])).toBe(partial);
  });
});
