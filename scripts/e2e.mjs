// Browser journeys: builds if needed, then runs Playwright in Debian's Chromium against the production servers.
//
// Each Playwright project has a server of its own (playwright.config.ts, docs/decisions/013), so the projects
// run side by side as two Playwright runs (`--project desktop`, `--project phone`; each starts only its own
// servers and keeps its artefacts in test-results/<project>). Arguments are passed to both; naming a
// `--project` yourself runs a single Playwright run as given. E2E_SPLIT=0 runs the projects in one Playwright
// run instead (one worker each, the same servers).
//
// With E2E_ALONGSIDE_PG_URL set (CI does this when PostgreSQL answers), the API suite also runs against that
// PostgreSQL: it starts when the first journey run ends — the admin journeys are desktop-only, so the phone
// finishes first and leaves a core idle — at low priority, with two workers so that it takes the whole
// machine once the journeys are done. Its output is printed at the end and either failing fails the command.
import { spawn } from 'node:child_process';
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

const args = process.argv.slice(2);
const projectNamed = args.some((arg) => arg === '--project' || arg.startsWith('--project='));
const runs =
  projectNamed || process.env.E2E_SPLIT === '0' ? [args] : ['desktop', 'phone'].map((p) => [...args, '--project', p]);
const pgUrl = process.env.E2E_ALONGSIDE_PG_URL;
// When the PostgreSQL suite starts: `first` journey run ended (default), `start` (beside all of it), `end`.
const pgAt = process.env.E2E_PG_AT ?? 'first';
if (!['first', 'start', 'end'].includes(pgAt)) {
  console.error(`E2E_PG_AT must be first, start or end, not ${pgAt}`);
  process.exit(1);
}

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

let suite = null;
const startSuite = () => {
  if (pgUrl && !suite) suite = postgresSuite(pgUrl);
};
if (pgAt === 'start') startSuite();
const journeys = runs.map((runArgs) =>
  run('npx', ['playwright', 'test', ...runArgs], { stdio: 'inherit' }).then((status) => {
    const which = runArgs.includes('--project') ? runArgs[runArgs.indexOf('--project') + 1] : 'all';
    console.log(`\nBrowser journeys (${which}) finished in ${seconds(started)} with status ${status}`);
    if (pgAt === 'first') startSuite();
    return status;
  }),
);
const statuses = await Promise.all(journeys);
startSuite();
const suiteStatus = suite ? await suite : 0;
process.exit(statuses.find((s) => s !== 0) ?? suiteStatus);

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** `vitest --project server` on PostgreSQL at low priority; resolves to its exit status once printed. */
async function postgresSuite(databaseUrl) {
  const logFile = path.join(tmpdir(), `atelier-api-pg-${process.pid}.log`);
  const log = openSync(logFile, 'w');
  const since = Date.now();
  console.log(`API suite on PostgreSQL started (output: ${logFile})`);
  const status = await run(
    'nice',
    ['-n', '10', 'npx', 'vitest', 'run', '--project', 'server', `--maxWorkers=${process.env.E2E_PG_WORKERS ?? 2}`],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  // Printed once the journeys are done, so their lines and its own do not mix.
  await Promise.all(journeys);
  console.log(`\n=== API suite on PostgreSQL (${seconds(since)}) ===`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return status;
}
