#!/usr/bin/env node
// Checks pages of a running shop with the Nu HTML Checker: the HTML each URL answers, as a browser gets it.
//   npm run check:html -- http://127.0.0.1:3000/pl http://127.0.0.1:3000/en/products
// Exits 1 and lists every error (page, line, message, markup) when any page has one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeVnuErrors, vnuErrors } from './vnu.mjs';

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: npm run check:html -- <url> [<url>…]  (pages of a running shop)');
  process.exit(2);
}

const folder = await mkdtemp(path.join(tmpdir(), 'atelier-html-'));
try {
  const pageOf = new Map();
  for (const [index, url] of urls.entries()) {
    const response = await fetch(url, { headers: { accept: 'text/html' } }).catch((error) => {
      console.error(`${url}: not reached (${error.cause?.code ?? error.message}); is the shop running?`);
      return null;
    });
    if (!response) {
      process.exitCode = 1;
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) {
      console.error(`${url}: answered ${response.status} ${type || 'without a content type'}, not a page`);
      process.exitCode = 1;
      continue;
    }
    const file = path.join(folder, `${index + 1}.html`);
    await writeFile(file, await response.text());
    pageOf.set(file, `${url} (${response.status})`);
  }
  const errors = await vnuErrors([...pageOf.keys()]);
  if (errors.length) {
    console.error(
      `${errors.length} HTML error(s):\n\n${describeVnuErrors(errors, (file) => pageOf.get(file) ?? file)}`,
    );
    process.exitCode = 1;
  } else if (pageOf.size) {
    console.log(`${pageOf.size} page(s) checked: no HTML errors.`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
