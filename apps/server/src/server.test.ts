import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(__dirname, 'server.ts');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    // The process test is about start-up and shutdown, so it always uses the embedded database.
    env: {
      ...process.env,
      DATABASE_URL: '',
      API_ONLY: '1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Starting compiles the server with tsx and seeds a fresh database: on a loaded CI machine that took over 90 s. */
async function waitForHealth(port: number, output: () => string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy; it printed:\n${output()}`);
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming every bad variable', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'loud' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('LOG_LEVEL');
  });

  it('serves, then on SIGTERM finishes a request in flight, closes the database and exits 0', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, output);
    // A request whose headers have arrived but whose body is still on its way is truly in flight.
    const body = JSON.stringify({ email: 'inflight@example.pl' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    socket.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.end(body);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(code).toBe(0);
    expect(output()).toContain('shutting down');
    // The embedded database was closed cleanly: the next process opens the same folder without trouble.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port + 1) });
    await waitForHealth(port + 1, again.output);
    again.child.kill('SIGTERM');
    expect(await new Promise((resolve) => again.child.on('exit', resolve))).toBe(0);
    // Starting a TypeScript process twice is slow on a busy two-core machine.
  }, 360_000);
});
