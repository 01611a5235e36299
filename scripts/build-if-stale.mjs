// Builds the shop when the build is missing or older than its sources; shared by `npm start` and the e2e run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/server.js', 'apps/web/build/server/index.js'].map((p) => path.join(root, p));
const sources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfStale() {
  const built = outputs.every((p) => existsSync(p));
  const newestSource = Math.max(
    ...sources
      .map((s) => path.join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  const stale = !built || newestSource > Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  if (!stale) return;
  process.stdout.write('Building the shop (first start, or sources changed since the last build)…\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
