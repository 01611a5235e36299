import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ciScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.ci/run');

/** A loopback port nothing listens on: taken from the system, then released. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * CI's own run (.ci/run) on a machine where PostgreSQL or Redis is down: the concurrency, scale-out and Redis
 * tests mean something only there, so the run fails at once — before installing anything — instead of
 * skipping them and staying green.
 */
describe('the CI run without its services', () => {
  function runCi(env: Record<string, string>) {
    return spawnSync('bash', [ciScript], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
  }

  it('fails, naming PostgreSQL, when PostgreSQL does not answer', async () => {
    const run = runCi({ CI_DATABASE_URL: `postgres://postgres@127.0.0.1:${await deadPort()}/test` });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PostgreSQL does not answer');
    expect(run.stdout).not.toContain('=== install');
  });

  it('fails, naming Redis, when Redis does not answer', async () => {
    const alive = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => alive.listen(0, '127.0.0.1', resolve));
    const { port } = alive.address() as { port: number };
    try {
      const run = runCi({
        CI_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test`,
        CI_REDIS_URL: `redis://127.0.0.1:${await deadPort()}`,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Redis does not answer');
      expect(run.stdout).not.toContain('=== install');
    } finally {
      await new Promise((resolve) => alive.close(resolve));
    }
  });
});
