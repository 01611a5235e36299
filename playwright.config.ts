import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_P24, E2E_P24_URL, E2E_PROJECTS, type E2EProject, selectedProjects } from './apps/web/tests/e2e/e2e-env';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The projects go side by side (one worker each); E2E_WORKERS=1 runs them one after the other, which
 * scripts/e2e.mjs does when the PostgreSQL API suite runs beside the journeys (ADR 013).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

const selected = selectedProjects();

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/** The production server of one project: its own port, data folder and fakes (ADR 013). */
function shopServer(project: E2EProject, env: Record<string, string> = {}): WebServer {
  return {
    name: `shop-${project.name}`,
    command: 'node apps/server/dist/server.js',
    url: `${project.baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Only warnings and errors reach the console, each line marked with the project.
    stdout: 'ignore',
    env: {
      NODE_ENV: 'production',
      PORT: String(project.port),
      HOST: '127.0.0.1',
      // The shop's public address: absolute links (canonical, og:image, e-mails) use it. public-url.spec.ts
      // also opens the shop under another name (localhost) to see pages show their photographs from it.
      PUBLIC_URL: project.baseURL,
      // As behind nginx on this machine: X-Forwarded-* is believed from loopback only (public-url.spec.ts
      // sends a forged X-Forwarded-Host through it).
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: project.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // E-mails (password reset, order confirmation) are written to DATA_DIR/mail; the journeys read them there.
      MAIL_POLL_MS: '250',
      SMTP_URL: '',
      // Google sign-in against the fake provider accounts.spec.ts starts on this project's loopback port.
      GOOGLE_CLIENT_ID: project.google.clientId,
      GOOGLE_CLIENT_SECRET: project.google.clientSecret,
      GOOGLE_AUTH_URL: project.google.authUrl,
      GOOGLE_TOKEN_URL: project.google.tokenUrl,
      FACEBOOK_CLIENT_ID: '',
      FACEBOOK_CLIENT_SECRET: '',
      // No gateway unless the project sets one up: Przelewy24 (the fake) or the demo gateway (DEMO_PAYMENTS).
      DEMO_PAYMENTS: '',
      P24_MERCHANT_ID: '',
      P24_POS_ID: '',
      P24_API_KEY: '',
      P24_CRC: '',
      P24_BASE_URL: '',
      ...env,
    },
  };
}

/**
 * Journeys run against the production build (`apps/server/dist`, `apps/web/build`) in Debian's Chromium —
 * nothing is downloaded. Each project has its own server on a throwaway embedded database seeded with the
 * demo shop, and one worker, so `desktop` (Polish, pays through a fake Przelewy24) and `phone` (English,
 * the demo gateway) run side by side.
 */
export default defineConfig({
  testDir: './apps/web/tests/e2e',
  // The longest journeys (a whole first visit, an admin publishing in two languages) take 20–30 s on the two-core
  // CI machine with the API suite beside them, every step slowed evenly: CI gives each twice the local limit.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // The list, and the journeys that passed only on retry under a heading of their own (flaky-reporter.ts).
  reporter: [['list'], ['./apps/web/tests/e2e/flaky-reporter.ts']],
  use: {
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
    {
      name: 'desktop',
      // One worker per project: the journeys of a project share its server's demo customer and cart.
      workers: 1,
      // Apart, so a run of one project (scripts/e2e.mjs runs them side by side) never clears the other's.
      outputDir: 'test-results/desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        baseURL: E2E_PROJECTS.desktop.baseURL,
      },
    },
    {
      name: 'phone',
      workers: 1,
      outputDir: 'test-results/phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: E2E_PROJECTS.phone.baseURL },
    },
  ],
  // Servers start in this order, Playwright waiting for each that has a URL. The phone's has none, so it
  // seeds its database while the desktop's does; global-setup.ts then waits for both.
  globalSetup: './apps/web/tests/e2e/global-setup.ts',
  webServer: [
    // The phone pays with the demo gateway, switched on explicitly as a demo shop would (README, ADR 009).
    selected.has('phone') && { ...shopServer(E2E_PROJECTS.phone, { DEMO_PAYMENTS: 'true' }), url: undefined },
    selected.has('desktop') && {
      name: 'fake-p24',
      command: 'node apps/web/tests/e2e/fake-p24.mjs',
      url: `${E2E_P24_URL}/__fake/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_P24_PORT: String(E2E_P24.port) },
    },
    selected.has('desktop') &&
      shopServer(E2E_PROJECTS.desktop, {
        P24_MERCHANT_ID: String(E2E_P24.merchantId),
        P24_POS_ID: String(E2E_P24.posId),
        P24_API_KEY: E2E_P24.apiKey,
        P24_CRC: E2E_P24.crc,
        P24_BASE_URL: E2E_P24_URL,
      }),
  ].filter((server): server is WebServer => server !== false),
});
