import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The API project's settings (apps/server). */
const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Migrates one database per run; every test app starts from a copy of it (ADR 013).
  globalSetup: ['./src/test/global-setup.ts'],
};
/** API test files that mock modules (vi.mock); they run isolated, in the `server-mocking` project. */
const MOCKING_MODULES = ['src/modules/auth/auth.test.ts'];
/**
 * Tests that run the shop as real processes (start-up, shutdown, proxies, two processes, outages): they wait on
 * wall-clock limits, so CI runs them at normal priority, not beside the browser journeys (ADR 013).
 */
const OPERATIONS = ['src/ops/**/*.test.ts', 'src/server.test.ts'];

// Two projects: the API (through app.inject against PGlite, or PostgreSQL when DATABASE_URL is set)
// and the web app's pure modules (i18n resources, locale routing, formatting).
export default defineConfig({
  test: {
    // Two cores on this machine; each API test file holds its own PGlite instance.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...MOCKING_MODULES, ...OPERATIONS],
          // Files share their worker's loaded modules instead of loading the app's whole module graph again
          // per file: that loading was 200 s of a 520 s unit run (ADR 013). Every test app is still built
          // fresh on its own database; module-level state that must not leak is reset by the apps themselves.
          isolate: false,
        },
      },
      // Files that replace modules (vi.mock) need modules loaded for them alone.
      { test: { ...server, name: 'server-mocking', include: MOCKING_MODULES } },
      { test: { ...server, name: 'operations', include: OPERATIONS, isolate: false } },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
        // The web app's `~/…` imports (apps/web/vite.config.ts declares the same).
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
      },
      {
        test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
