// Browser journeys: builds if needed, then runs Playwright in Debian's Chromium against the production servers
// (one per project: playwright.config.ts, docs/decisions/013). Arguments are passed to Playwright.
//
// With E2E_ALONGSIDE_PG_URL set (CI does this when PostgreSQL answers), the API suite also runs against that
// PostgreSQL, at low priority, and its output is printed after the journeys; either failing fails the
// command. Its operations tests (Vitest project `operations`: the shop as real processes, waiting on wall-clock
// limits) run at normal priority once the journeys are done — at low priority beside them their processes got a
// tenth of a core and missed their limits. Measured on the 2-core machine (ADR 013), the shortest total is then: the projects one after the
// other (E2E_WORKERS=1) with the suite beside them from the start. Without it, the projects run side by side
// (one worker each), which is faster when nothing else needs the cores.
//
// Knobs for other machines: E2E_SPLIT=1 runs each project as a Playwright run of its own, side by side (each
// starts only its own servers; artefacts in test-results/<project>); E2E_PG_AT = start | first (when the
// first journey run ends) | end; E2E_PG_WORKERS (default 2).
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
const pgUrl = process.env.E2E_ALONGSIDE_PG_URL;
const projectNamed = args.some((arg) => arg === '--project' || arg.startsWith('--project='));
const split = process.env.E2E_SPLIT === '1' && !projectNamed;
const runs = split ? ['desktop', 'phone'].map((p) => [...args, '--project', p]) : [args];
const pgAt = process.env.E2E_PG_AT ?? (split ? 'first' : 'start');
if (!['first', 'start', 'end'].includes(pgAt)) {
  console.error(`E2E_PG_AT must be first, start or end, not ${pgAt}`);
  process.exit(1);
}
const env = { ...process.env };
// The journeys that passed only on retry, collected from every run and repeated at the very end (flaky-reporter.ts).
env.FLAKY_REPORT_FILE = path.join(tmpdir(), `atelier-flaky-${process.pid}.txt`);
if (pgUrl && !split) env.E2E_WORKERS ??= '1';

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

let suite = null;
// A suite that cannot even start counts as failed (status 1), never as a crash that leaves the journeys running.
const failed = (title) => (error) => {
  console.error(`${title} could not run:`, error);
  return 1;
};
const startSuite = () => {
  if (pgUrl && !suite) suite = postgresSuite(pgUrl).catch(failed('API suite on PostgreSQL'));
};
let operations = null;
const startOperations = () => {
  if (pgUrl && !operations) operations = operationsSuite(pgUrl).catch(failed('Operations tests on PostgreSQL'));
};
if (pgAt === 'start') startSuite();
const journeys = runs.map((runArgs) =>
  run('npx', ['playwright', 'test', ...runArgs], { env, stdio: 'inherit' }).then((status) => {
    const which = split ? runArgs[runArgs.length - 1] : 'all projects';
    console.log(`\nBrowser journeys (${which}): ${seconds(started)}, exit status ${status}`);
    if (pgAt === 'first') startSuite();
    return status;
  }),
);
const statuses = await Promise.all(journeys);
startSuite();
startOperations();
const suiteStatus = suite ? await suite : 0;
const operationsStatus = operations ? await operations : 0;
if (existsSync(env.FLAKY_REPORT_FILE)) {
  console.log(
    `\n=== Journeys that failed first and passed on retry (flaky) ===\n${readFileSync(env.FLAKY_REPORT_FILE, 'utf8')}`,
  );
}
process.exit(statuses.find((s) => s !== 0) ?? (suiteStatus || operationsStatus));

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The environment of the API suite on PostgreSQL; with Redis too (CI), the operations tests run two processes sharing it. */
function postgresEnv(databaseUrl) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ...(process.env.E2E_ALONGSIDE_REDIS_URL ? { REDIS_URL: process.env.E2E_ALONGSIDE_REDIS_URL } : {}),
  };
}

/** The API suite (`vitest --project server --project server-mocking`) on PostgreSQL at low priority; resolves to its exit status once printed. */
function postgresSuite(databaseUrl) {
  return vitestPrintedAfterJourneys('API suite on PostgreSQL', 'api-pg', databaseUrl, [
    'nice',
    '-n',
    '10',
    'npx',
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'server-mocking',
    `--maxWorkers=${process.env.E2E_PG_WORKERS ?? 2}`,
  ]);
}

/** The operations tests (`vitest --project operations`) on PostgreSQL and Redis, at normal priority, after the journeys. */
function operationsSuite(databaseUrl) {
  return vitestPrintedAfterJourneys('Operations tests on PostgreSQL', 'ops-pg', databaseUrl, [
    'npx',
    'vitest',
    'run',
    '--project',
    'operations',
    '--maxWorkers=2',
  ]);
}

async function vitestPrintedAfterJourneys(title, logName, databaseUrl, [command, ...commandArgs]) {
  const logFile = path.join(tmpdir(), `atelier-${logName}-${process.pid}.log`);
  const log = openSync(logFile, 'w');
  const since = Date.now();
  console.log(`${title} started (output: ${logFile})`);
  const status = await run(command, commandArgs, {
    env: postgresEnv(databaseUrl),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const took = seconds(since);
  // Printed once the journeys are done, so their lines and its own do not mix.
  await Promise.all(journeys);
  console.log(`\n=== ${title} (${took}) ===`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return status;
}
