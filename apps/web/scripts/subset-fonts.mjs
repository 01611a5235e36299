#!/usr/bin/env node
/**
 * Writes the Polish-letter fonts in app/fonts/ (checked in; run again only when the fonts or weights change):
 *   node apps/web/scripts/subset-fonts.mjs
 *
 * Why: @fontsource splits each face into `latin` (ASCII, Latin-1 incl. ó, punctuation) and `latin-ext`
 * (≈ 35 KB for Inter). A Polish page needs from latin-ext only the 16 letters ą ć ę ł ń ś ź ż and their
 * capitals, yet the browser downloads the whole file for them — per weight. These files hold just those
 * letters (≈ 2–3 KB each). app.css declares them after the latin-ext faces with the same 16 code points as
 * their unicode-range, so the browser takes them for Polish letters and fetches latin-ext only for rarer
 * letters (č, ř, ő …) when a page actually shows one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

export const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńŚśŹźŻż';
export const FACES = [
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 500 },
  { family: 'fraunces', weight: 500 },
];

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, '../app/fonts');

for (const { family, weight } of FACES) {
  const source = require.resolve(`@fontsource/${family}/files/${family}-latin-ext-${weight}-normal.woff2`);
  const subset = await subsetFont(readFileSync(source), POLISH_LETTERS, { targetFormat: 'woff2' });
  const target = path.join(outDir, `${family}-polish-${weight}.woff2`);
  writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
}
