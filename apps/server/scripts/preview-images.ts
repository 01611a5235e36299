/**
 * Preview of the generated seed photographs: renders every product kind × views in a few leather
 * colours through the real pipeline (writeImageVariants), composes contact sheets of the 320 px
 * variants, renders one banner and one blog cover, and prints timings.
 *
 *   cd /work/main && npx tsx apps/server/scripts/preview-images.ts /tmp/previews [--full]
 *
 * Output: <dir>/sheet-<colour>.png (rows = kinds, columns = views), <dir>/banner.png,
 * <dir>/cover.png, and the WebP variants under <dir>/webp/. `--full` also writes each 1600 px
 * product shot as PNG under <dir>/full/ for close inspection.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductKind } from '../src/db/seed/data/types';
import {
  BANNER_WIDTHS,
  bannerSvg,
  blogCoverSvg,
  COVER_WIDTHS,
  PRODUCT_WIDTHS,
  productPhotoSvg,
  writeImageVariants,
} from '../src/db/seed/images';

const KINDS: ProductKind[] = ['tote', 'crossbody', 'shoulder', 'backpack', 'wallet', 'cardholder', 'belt', 'keyholder'];
const LEATHERS: Record<string, string> = {
  cognac: '#8B4A24',
  black: '#1E1B19',
  bordo: '#6D1F2B',
  cream: '#E9E0D2',
  navy: '#27324A',
  tan: '#B07A4A',
};

const outDir = path.resolve(process.argv[2] ?? '/tmp/previews');
const full = process.argv.includes('--full');
const only = process.argv.find((a) => a.startsWith('--colours='))?.slice(10).split(',');
const viewsArg = process.argv.find((a) => a.startsWith('--views='))?.slice(8);
const VIEWS = viewsArg ? viewsArg.split(',').map(Number) : [0, 1, 2, 3];
const TILE = 320;

async function main() {
  await rm(path.join(outDir, 'webp'), { recursive: true, force: true });
  await mkdir(path.join(outDir, 'full'), { recursive: true });
  const times: number[] = [];
  const svgTimes: number[] = [];
  const colours = Object.entries(LEATHERS).filter(([name]) => !only || only.includes(name));
  for (const [ci, [name, hex]] of colours.entries()) {
    const tiles: sharp.OverlayOptions[] = [];
    for (const [row, kind] of KINDS.entries()) {
      for (const [col, view] of VIEWS.entries()) {
        const t0 = performance.now();
        const svg = productPhotoSvg({ kind, leatherHex: hex, view, seed: 1000 + row * 31 + ci * 7 });
        const t1 = performance.now();
        const files = await writeImageVariants(svg, path.join(outDir, 'webp', name, kind), String(view + 1), PRODUCT_WIDTHS);
        times.push(performance.now() - t0);
        svgTimes.push(t1 - t0);
        const small = files.find((f) => f.width === TILE);
        if (small) tiles.push({ input: small.file, left: col * TILE, top: row * TILE });
        if (full) {
          const big = files[files.length - 1];
          await sharp(big.file).png().toFile(path.join(outDir, 'full', `${name}-${kind}-${view}.png`));
        }
      }
    }
    const sheet = path.join(outDir, `sheet-${name}.png`);
    await sharp({ create: { width: TILE * VIEWS.length, height: TILE * KINDS.length, channels: 3, background: '#ffffff' } })
      .composite(tiles)
      .png()
      .toFile(sheet);
    console.log(`wrote ${sheet}`);
  }

  const tb = performance.now();
  const banner = await writeImageVariants(
    bannerSvg({ background: '#EFE4D4', accent: '#8B4A24', leatherHex: '#8B4A24', kind: 'tote', seed: 42 }),
    path.join(outDir, 'webp', 'banners'),
    'hero',
    BANNER_WIDTHS,
  );
  const bannerMs = performance.now() - tb;
  await sharp(banner[banner.length - 1].file).resize({ width: 1200 }).png().toFile(path.join(outDir, 'banner.png'));

  const tc = performance.now();
  const cover = await writeImageVariants(
    blogCoverSvg({ background: '#F1E9DD', leatherHex: '#6D1F2B', kind: 'wallet', seed: 7 }),
    path.join(outDir, 'webp', 'blog'),
    'cover',
    COVER_WIDTHS,
  );
  const coverMs = performance.now() - tc;
  await sharp(cover[cover.length - 1].file).resize({ width: 1000 }).png().toFile(path.join(outDir, 'cover.png'));

  const sorted = [...times].sort((a, b) => a - b);
  const avg = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `product view (svg + render + ${PRODUCT_WIDTHS.length} webp): n=${times.length} avg ${avg.toFixed(0)} ms, ` +
      `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms ` +
      `(svg build avg ${(svgTimes.reduce((a, b) => a + b, 0) / svgTimes.length).toFixed(1)} ms)`,
  );
  console.log(`banner ${bannerMs.toFixed(0)} ms, cover ${coverMs.toFixed(0)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
