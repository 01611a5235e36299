import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonBytes, RenderedJson } from './rendered-json';

/** A list answer's kind of JSON: two dozen products of the same shape. */
const listAnswer = (seed: number) => ({
  data: Array.from({ length: 24 }, (_, i) => ({
    id: seed * 100 + i,
    slug: `torebka-${seed}-${i}`,
    name: `Torebka skórzana ${i}`,
    price: 100 + i,
    gallery: Array.from({ length: 8 }, (_, p) => ({ url: `/uploads/products/${seed}-${i}-${p}.webp`, w: 1200 })),
    care: 'Skórę czyść miękką, suchą ściereczką; chroń przed deszczem i słońcem. '.repeat(8),
  })),
  meta: { total: 240, page: 1 },
});

describe('a rendered answer', () => {
  it('holds only its own bytes, not the buffer zlib or a shared slab gave them in', async () => {
    // A kept answer's bytes in a view of a larger buffer would hold all of it for as long as it is cached.
    for (const value of [listAnswer(2), { data: [], meta: { total: 0 } }]) {
      const rendered = await RenderedJson.of(value);
      for (const encoding of ['br', 'gzip', undefined] as const) {
        const { bytes } = await rendered.bytes(encoding);
        if (encoding === undefined && rendered.length >= 1024) continue; // decompressed for this request only
        expect(bytes.buffer.byteLength).toBe(bytes.length);
      }
    }
  });

  it('gives every client the same JSON: brotli, gzip or plain', async () => {
    const value = listAnswer(1);
    const json = JSON.stringify(value);
    const rendered = await RenderedJson.of(value);
    const br = await rendered.bytes('br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(json);
    const gzip = await rendered.bytes('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(json);
    const plain = await rendered.bytes(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(json);
    expect(rendered.length).toBe(Buffer.byteLength(json));
  });

  it('holds about a tenth of the answer’s bytes, not the plain JSON beside the compressed one', async () => {
    const value = listAnswer(2);
    const rendered = await RenderedJson.of(new JsonBytes(Buffer.from(JSON.stringify(value))));
    expect(rendered.length).toBeGreaterThan(25_000);
    expect(rendered.weight).toBeLessThan(rendered.length / 5);
  });

  it('tags the same content with the same ETag, in any process, and other content with another', async () => {
    const [a, again, b] = await Promise.all([
      RenderedJson.of(listAnswer(3)),
      RenderedJson.of(new JsonBytes(Buffer.from(JSON.stringify(listAnswer(3))))),
      RenderedJson.of(listAnswer(4)),
    ]);
    expect(a.etag).toMatch(/^"[\w-]{32}"$/);
    expect(again.etag).toBe(a.etag);
    expect(b.etag).not.toBe(a.etag);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const rendered = await RenderedJson.of({ data: [], meta: { total: 0 } });
    expect(await rendered.bytes('br')).toEqual({
      encoding: undefined,
      bytes: Buffer.from('{"data":[],"meta":{"total":0}}'),
    });
  });
});
