// Browser journeys: builds if needed, then runs Playwright in Debian's Chromium against the production server.
//
// With E2E_ALONGSIDE_PG_URL set (CI does this when PostgreSQL answers), the API suite also runs against that
// PostgreSQL while the journeys run: the journeys use one worker and leave a core mostly idle, so the suite
// (at low priority, so it never starves the browser) costs almost no extra time. Its output is printed after
// the journeys and either failing fails the command.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
buildIfStale();

const alongside = startPostgresSuite(process.env.E2E_ALONGSIDE_PG_URL);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
const journeysStatus = result.status ?? 1;
const suiteStatus = alongside ? await alongside : 0;
process.exit(journeysStatus || suiteStatus);

/** Starts `vitest --project server` on PostgreSQL in the background; resolves to its exit status once printed. */
function startPostgresSuite(databaseUrl) {
  if (!databaseUrl) return null;
  const logFile = path.join(tmpdir(), `atelier-api-pg-${process.pid}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn('nice', ['-n', '10', 'npx', 'vitest', 'run', '--project', 'server'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', log, log],
  });
  console.log(`API suite on PostgreSQL started beside the journeys (output: ${logFile})`);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      closeSync(log);
      console.log('\n=== API suite on PostgreSQL (run beside the journeys) ===');
      process.stdout.write(readFileSync(logFile, 'utf8'));
      resolve(code ?? 1);
    });
  });
}
