// What a page's JavaScript is made of: for every chunk a route loads (from the client build's manifest), the
// packages and source files its bytes come from, read from the chunks' sourcemaps. Build with them first:
//   WEB_SOURCEMAP=1 npm run build -w @atelier/web
//   node apps/web/scripts/js-chunks.mjs [routeId …]     (default: the product page, routes/products/detail)
// Sizes per source are the raw bytes it contributes, and an estimate of its gzip share (the chunk's gzip size
// split in proportion to raw bytes). A measuring aid only: the sourcemaps are never deployed (docs/decisions/028).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const clientDir = path.resolve(import.meta.dirname, '..', 'build', 'client');
const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);

const routeIds = process.argv.slice(2).length ? process.argv.slice(2) : ['routes/products/detail'];
const chain = new Set(['root', 'routes/locale-layout', ...routeIds]);
const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const id of chain) {
  const route = manifest.routes[id];
  if (!route) throw new Error(`No route ${id} in the manifest`);
  files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}

/** Groups a source path: a package's name, or the app-relative file. */
function owner(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const contracts = /packages\/contracts\/src\/(.*)/.exec(source);
  if (contracts) return `@atelier/contracts/${contracts[1]}`;
  const app = /app\/(.*)/.exec(source);
  return app ? `~/${app[1]}` : source;
}

const totals = new Map();
let totalGzip = 0;
for (const file of files) {
  const full = path.join(clientDir, file);
  const code = readFileSync(full, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  totalGzip += gzip;
  if (!existsSync(`${full}.map`)) {
    console.warn(`no sourcemap for ${file} (build with WEB_SOURCEMAP=1)`);
    continue;
  }
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${full}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  const bytes = new Map();
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    const name = m.source ? owner(m.source) : '(generated)';
    bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - m.generatedColumn));
  }
  const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [name, size] of bytes) {
    const entry = totals.get(name) ?? { raw: 0, gzip: 0, chunks: new Set() };
    entry.raw += size;
    entry.gzip += (size / raw) * gzip;
    entry.chunks.add(path.basename(file));
    totals.set(name, entry);
  }
}

for (const [name, size] of [...totals].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 60)) {
  console.log(
    `${(size.gzip / 1024).toFixed(1).padStart(6)} KB gz ≈ ${(size.raw / 1024).toFixed(1).padStart(7)} KB  ${name}  [${[...size.chunks].join(', ')}]`,
  );
}
console.log(`\n${files.size} chunks, ${(totalGzip / 1024).toFixed(1)} KB gzip for ${[...chain].join(' → ')}`);
