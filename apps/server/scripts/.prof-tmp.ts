import { readdir, rm, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { BANNER_WIDTHS, bannerSvg, PRODUCT_WIDTHS, productPhotoSvg, writeImageVariants } from '../src/db/seed/images';

await rm('/tmp/imgtest/w', { recursive: true, force: true });
const svg = productPhotoSvg({ kind: 'tote', leatherHex: '#8B4A24', view: 0, seed: 1 });
let t = performance.now();
const a = await writeImageVariants(svg, '/tmp/imgtest/w/a/b', 'p', PRODUCT_WIDTHS);
console.log('first', (performance.now() - t).toFixed(0), a);
t = performance.now();
const b = await writeImageVariants(svg, '/tmp/imgtest/w/a/b', 'p', PRODUCT_WIDTHS);
console.log('second (idempotent)', (performance.now() - t).toFixed(1), JSON.stringify(a) === JSON.stringify(b));
for (const f of a) {
  const m = await sharp(f.file).metadata();
  console.log(f.width, m.width, m.height, m.format, (await stat(f.file)).size);
}
console.log(await readdir('/tmp/imgtest/w/a/b'));
// small widths only -> low density render
const s1 = await writeImageVariants(svg, '/tmp/imgtest/w/small', 'p', [200, 100]);
for (const f of s1) {
  const m = await sharp(f.file).metadata();
  console.log('small', f.width, m.width, m.height);
}
// banner
t = performance.now();
const bn = await writeImageVariants(
  bannerSvg({ background: '#EFE4D4', accent: '#8B4A24', leatherHex: '#8B4A24', kind: 'belt', seed: 3 }),
  '/tmp/imgtest/w/banner',
  'hero',
  BANNER_WIDTHS,
);
console.log('banner', (performance.now() - t).toFixed(0));
for (const f of bn) {
  const m = await sharp(f.file).metadata();
  console.log('banner', f.width, m.width, m.height, (await stat(f.file)).size);
}
// partial: delete one file -> re-render
await rm(a[1].file);
t = performance.now();
await writeImageVariants(svg, '/tmp/imgtest/w/a/b', 'p', PRODUCT_WIDTHS);
console.log('partial re-render', (performance.now() - t).toFixed(0), (await readdir('/tmp/imgtest/w/a/b')).length);
// weird inputs
console.log(productPhotoSvg({ kind: 'nonsense' as never, leatherHex: 'zzz', view: 7.5, seed: -3 }).length);
