import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: the API (through app.inject against PGlite, or PostgreSQL when DATABASE_URL is set)
// and the web app's pure modules (i18n resources, locale routing, formatting).
export default defineConfig({
  test: {
    // Two cores on this machine; each API test file holds its own PGlite instance.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Migrates one database per run; every test app starts from a copy of it (ADR 013).
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
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
