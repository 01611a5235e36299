// The JavaScript budget, checked on the production build (no server, no browser, no timing): the modules the
// browser loads before hydrating a page — the client entry and, for every route from the root down to the
// page, its module and the chunks it imports, as React Router's manifest lists them — gzip-compressed (level 9,
// as js-budget.mjs measures in a browser). Lazy chunks (dialogs, the mini cart's panel, the review form) are
// not counted: they load only when used or after hydration. Also fails when a shop page's chunk holds zod, which only the server
// and the admin panel need (docs/decisions/028-javascript-budget.md).
// Usage: npm run build && npm run check:js-budget      (JS_BUDGET_KB=150 by default)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 150);
/** Pages and the route chain each one hydrates. */
const PAGES = {
  'product page': ['root', 'routes/locale-layout', 'routes/products/detail'],
  'product list': ['root', 'routes/locale-layout', 'routes/products/list'],
  home: ['root', 'routes/locale-layout', 'routes/home'],
};

const clientDir = path.resolve(import.meta.dirname, '..', 'build', 'client');
let manifestFile;
try {
  manifestFile = readdirSync(path.join(clientDir, 'assets')).find((file) => /^manifest-.*\.js$/.test(file));
} catch {}
if (!manifestFile) {
  console.error(`No client build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);

const gzipOf = new Map();
function gzipKB(file) {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  return gzipOf.get(file) / 1024;
}

let failed = false;
for (const [page, routeIds] of Object.entries(PAGES)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The manifest has no route ${id}`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const total = [...files].reduce((sum, file) => sum + gzipKB(file), 0);
  const withZod = [...files].filter((file) =>
    /\bZodError\b|_zod\b/.test(readFileSync(path.join(clientDir, file), 'utf8')),
  );
  const over = total > BUDGET_KB;
  console.log(
    `${over || withZod.length ? 'FAIL' : 'ok  '} ${page}: ${total.toFixed(1)} KB gzip in ${files.size} files (budget ${BUDGET_KB} KB)`,
  );
  for (const file of withZod)
    console.log(`     zod in ${file}: a browser module imports a schema module of @atelier/contracts`);
  if (over || withZod.length) failed = true;
}
if (failed) process.exitCode = 1;
