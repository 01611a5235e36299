/**
 * Settings shared by playwright.config.ts (the server's environment) and the journeys that depend on them.
 * The fake Google of accounts.spec.ts listens on a fixed loopback port the server is told about up front.
 */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3198);
export const E2E_GOOGLE = {
  clientId: 'e2e-google-client.apps',
  clientSecret: 'e2e-google-secret',
  authUrl: `http://127.0.0.1:${E2E_OAUTH_PORT}/google/authorize`,
  tokenUrl: `http://127.0.0.1:${E2E_OAUTH_PORT}/google/token`,
} as const;
/** The e2e server's data folder, relative to the repository root (mail files land in `<dir>/mail`). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
