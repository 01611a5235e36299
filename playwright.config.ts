import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_GOOGLE } from './apps/web/tests/e2e/e2e-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Journeys run against the production build (`apps/server/dist`, `apps/web/build`) on a throwaway
 * embedded database seeded with the demo shop, in Debian's Chromium — nothing is downloaded.
 */
export default defineConfig({
  testDir: './apps/web/tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Photo URLs are absolute (PUBLIC_URL); they must share the pages' origin for the CSP's img-src 'self'.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // E-mails (password reset) are written to DATA_DIR/mail; the journeys read them from there.
      MAIL_POLL_MS: '250',
      SMTP_URL: '',
      // Google sign-in against the fake provider accounts.spec.ts starts on loopback; Facebook stays off.
      GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
      GOOGLE_AUTH_URL: E2E_GOOGLE.authUrl,
      GOOGLE_TOKEN_URL: E2E_GOOGLE.tokenUrl,
      FACEBOOK_CLIENT_ID: '',
      FACEBOOK_CLIENT_SECRET: '',
    },
  },
});
