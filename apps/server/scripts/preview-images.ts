/**
 * Preview of the generated seed photographs: renders every product kind × views in a few leather
 * colours through the real pipeline (writeImageVariants), composes contact sheets of the 320 px
 * variants, renders banners and blog covers, and prints timings.
 *
 *   cd /work/main && npx tsx apps/server/scripts/preview-images.ts /tmp/previews
 *     [--colours=cognac,black,…|all] [--views=0,1,2,3] [--full]
 *
 * Defaults: colours cognac, black, cream, olive; views 0 (hero), 1 (other angle), 2 (close-up).
 * Output: <dir>/sheet-<colour>.png (rows = kinds, columns = views), <dir>/variants.png (view 0 of
 * each kind for several seeds), <dir>/banner.png (the seed's three banner palettes), <dir>/cover.png
 * (two blog covers), and the WebP files under <dir>/webp/. `--full` also writes each 1600 px product
 * shot as PNG under <dir>/full/ for close inspection.
 */
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
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
  olive: '#4F5A3A',
  grey: '#7A746C',
};

const outDir = path.resolve(process.argv[2] ?? '/tmp/previews');
const full = process.argv.includes('--full');
const only = process.argv
  .find((a) => a.startsWith('--colours='))
  ?.slice(10)
  .split(',');
const viewsArg = process.argv.find((a) => a.startsWith('--views='))?.slice(8);
const VIEWS = viewsArg ? viewsArg.split(',').map(Number) : [0, 1, 2];
const TILE = 320;

async function main() {
  await rm(path.join(outDir, 'webp'), { recursive: true, force: true });
  await mkdir(path.join(outDir, 'full'), { recursive: true });
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const svgTimes: number[] = [];
  const wanted = only ?? ['cognac', 'black', 'cream', 'olive'];
  const colours = Object.entries(LEATHERS).filter(([name]) => wanted.includes('all') || wanted.includes(name));
  for (const [ci, [name, hex]] of colours.entries()) {
    const tiles: OverlayOptions[] = [];
    for (const [row, kind] of KINDS.entries()) {
      for (const [col, view] of VIEWS.entries()) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const svg = productPhotoSvg({ kind, leatherHex: hex, view, seed: 1000 + row * 31 + ci * 7 });
        const t1 = performance.now();
        const files = await writeImageVariants(
          svg,
          path.join(outDir, 'webp', name, kind),
          String(view + 1),
          PRODUCT_WIDTHS,
        );
        times.push(performance.now() - t0);
        const cu = process.cpuUsage(c0);
        cpuTimes.push((cu.user + cu.system) / 1000);
        svgTimes.push(t1 - t0);
        const small = files.find((f) => f.width === TILE);
        if (small) tiles.push({ input: small.file, left: col * TILE, top: row * TILE });
        if (full) {
          const big = files[files.length - 1];
          await sharp(big.file)
            .png()
            .toFile(path.join(outDir, 'full', `${name}-${kind}-${view}.png`));
        }
      }
    }
    const sheet = path.join(outDir, `sheet-${name}.png`);
    await sharp({
      create: { width: TILE * VIEWS.length, height: TILE * KINDS.length, channels: 3, background: '#ffffff' },
    })
      .composite(tiles)
      .png()
      .toFile(sheet);
    console.log(`wrote ${sheet}`);
  }

  // design variants: view 0 of every kind for several seeds (style, hardware, thread, backdrop tone)
  const vTiles: OverlayOptions[] = [];
  const SEEDS = [11, 22, 33, 44, 55];
  for (const [row, kind] of KINDS.entries()) {
    for (const [col, seed] of SEEDS.entries()) {
      const files = await writeImageVariants(
        productPhotoSvg({ kind, leatherHex: Object.values(LEATHERS)[(row + col) % 6], view: 0, seed }),
        path.join(outDir, 'webp', 'variants', kind),
        String(seed),
        PRODUCT_WIDTHS,
      );
      vTiles.push({ input: files[0].file, left: col * TILE, top: row * TILE });
    }
  }
  await sharp({
    create: { width: TILE * SEEDS.length, height: TILE * KINDS.length, channels: 3, background: '#ffffff' },
  })
    .composite(vTiles)
    .png()
    .toFile(path.join(outDir, 'variants.png'));

  // banners: the seed's three palettes, stacked (first one timed)
  const banners = [
    { background: '#EFE4D4', accent: '#8B4A24', leatherHex: '#8B4A24', kind: 'tote' as const },
    { background: '#E3E6D8', accent: '#4F5A3A', leatherHex: '#5C3A24', kind: 'backpack' as const },
    { background: '#F3ECE2', accent: '#7A1F2B', leatherHex: '#6D1F2B', kind: 'wallet' as const },
  ];
  let bannerMs = 0;
  const bannerTiles: OverlayOptions[] = [];
  for (const [i, b] of banners.entries()) {
    const tb = performance.now();
    const files = await writeImageVariants(
      bannerSvg({ ...b, seed: 42 + i }),
      path.join(outDir, 'webp', 'banners'),
      `hero-${i}`,
      BANNER_WIDTHS,
    );
    if (i === 0) bannerMs = performance.now() - tb;
    bannerTiles.push({ input: await sharp(files[1].file).resize({ width: 1200 }).toBuffer(), left: 0, top: i * 500 });
  }
  await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#ffffff' } })
    .composite(bannerTiles)
    .png()
    .toFile(path.join(outDir, 'banner.png'));

  // covers: a flat piece and a bag
  const covers = [
    { background: '#F1E9DD', leatherHex: '#6D1F2B', kind: 'wallet' as const, seed: 7 },
    { background: '#E6E9EC', leatherHex: '#4A3426', kind: 'shoulder' as const, seed: 8 },
  ];
  let coverMs = 0;
  const coverTiles: OverlayOptions[] = [];
  for (const [i, cv] of covers.entries()) {
    const tc = performance.now();
    const files = await writeImageVariants(
      blogCoverSvg(cv),
      path.join(outDir, 'webp', 'blog'),
      `cover-${i}`,
      COVER_WIDTHS,
    );
    if (i === 0) coverMs = performance.now() - tc;
    coverTiles.push({ input: await sharp(files[1].file).toBuffer(), left: 0, top: i * 600 });
  }
  await sharp({ create: { width: 960, height: 1200, channels: 3, background: '#ffffff' } })
    .composite(coverTiles)
    .png()
    .toFile(path.join(outDir, 'cover.png'));

  const sorted = [...times].sort((a, b) => a - b);
  const avg = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `product view (svg + render + ${PRODUCT_WIDTHS.length} webp): n=${times.length} avg ${avg.toFixed(0)} ms, ` +
      `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms ` +
      `(svg build avg ${(svgTimes.reduce((a, b) => a + b, 0) / svgTimes.length).toFixed(1)} ms)`,
  );
  const cpuAvg = cpuTimes.reduce((a, b) => a + b, 0) / cpuTimes.length;
  console.log(
    `  CPU time per product view (all threads): avg ${cpuAvg.toFixed(0)} ms; os.loadavg ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(`banner ${bannerMs.toFixed(0)} ms, cover ${coverMs.toFixed(0)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
