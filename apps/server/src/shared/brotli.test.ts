import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliParams } from './brotli';

/** A list answer's kind of JSON: many similar product objects. */
function answerOf(bytes: number): Buffer {
  // Lengths are summed as products are added: stringifying the whole array on every step made the
  // 600 KB body quadratic (over a minute on a loaded CI machine).
  const products: string[] = [];
  for (let i = 0, length = 2; length < bytes; i++) {
    const product = JSON.stringify({
      id: i,
      slug: `portfel-${i}`,
      name: `Portfel skórzany ${i}`,
      price: 100 + (i % 37),
      tags: ['nowość'],
    });
    products.push(product);
    length += product.length + 1;
  }
  return Buffer.from(`[${products.join(',')}]`);
}

describe('brotli sized to the body', () => {
  it('opens no wider window than the body needs, between brotli’s 1 KiB and 4 MiB', () => {
    const window = (bytes: number) => brotliParams(bytes, 5)[constants.BROTLI_PARAM_LGWIN];
    expect(window(0)).toBe(10);
    expect(window(1000)).toBe(10);
    expect(window(150_000)).toBe(18);
    expect(window(262_144)).toBe(19);
    expect(window(50_000_000)).toBe(22);
  });

  it('gives back the same bytes, as small as with the default window', () => {
    for (const size of [2_000, 40_000, 150_000, 600_000]) {
      const body = answerOf(size);
      const sized = brotliCompressSync(body, { params: brotliParams(body.length, 5) });
      const wide = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      expect(brotliDecompressSync(sized).equals(body)).toBe(true);
      expect(sized.length).toBeLessThanOrEqual(Math.ceil(wide.length * 1.01));
    }
  });
});
