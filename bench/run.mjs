// `npm run bench`: starts the production build on a scratch data folder and measures, with autocannon,
// requests per second and latency for each target, also as a ratio to the floor (a constant JSON route)
// measured in the same run. Figures are printed, never asserted: the machine decides what they mean.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

const targets = [
  { name: 'floor: GET /api/health', path: '/api/health' },
  { name: 'SSR home page /pl', path: '/pl' },
  { name: 'SSR home page /en', path: '/en' },
];

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

// Kept between runs (under the ignored ./data) so the seed and its photographs are made only once.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench');
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

try {
  await waitForHealth();
  const rows = [];
  let floor = 0;
  for (const target of targets) {
    const result = await autocannon({ url: base + target.path, connections, duration });
    const rps = result.requests.average;
    if (!floor) floor = rps;
    rows.push({
      target: target.name,
      'req/s': Math.round(rps),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      'vs floor': `${((rps / floor) * 100).toFixed(1)} %`,
    });
  }
  console.log(
    `\n${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
