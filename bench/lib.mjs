// Shared by bench/run.mjs and bench/lighthouse.mjs: child processes that are always stopped (normal end, error,
// Ctrl+C), the production server on a chosen port and database, and small helpers.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench', 'results');

const children = new Set();
let cleanupInstalled = false;

function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  // 'exit' runs on a normal end, on process.exit and after an uncaught error; only synchronous work is
  // possible there, and sending a signal is synchronous.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      process.stderr.write(`\n${signal}: stopping the processes the benchmark started\n`);
      process.exit(130);
    });
  }
}

/** spawn() whose process is stopped when this one ends, whatever the reason. */
export function spawnTracked(command, args, options) {
  installCleanup();
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', () => children.delete(child));
  return child;
}

/** SIGTERM (the server finishes requests in flight and closes its database), SIGKILL if it hangs. */
export async function stopChild(child, timeoutMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx; fails early when `child` has already exited. */
export async function waitForUrl(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the process serving ${url} exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Whether something accepts TCP connections at host:port (a PostgreSQL server, typically). */
export function portAnswers(host, port, timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Starts the production build (apps/server/dist/server.js) on 127.0.0.1:port: NODE_ENV=production,
 * LOG_LEVEL=warn, PGlite in dataDir/db, or PostgreSQL when databaseUrl is given. Resolves once
 * /api/health answers.
 */
export async function startShopServer({
  port,
  dataDir,
  databaseUrl,
  seedOnStart = false,
  quiet = true,
  env: extra = {},
}) {
  const env = {
    ...process.env,
    ...extra,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_ON_START: seedOnStart ? 'true' : 'false',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.INIT_CWD;
  const child = spawnTracked(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/** Runs a child to completion with output shown; resolves with its stdout, rejects on a non-zero exit. */
export function runShown(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${path.basename(args.at(-1))} failed (${code ?? signal})`)),
    );
  });
}

export function timestamp() {
  return new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
}
