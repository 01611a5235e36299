import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Settings shared by playwright.config.ts (the servers' environment) and the journeys that depend on them.
 * Each Playwright project has a production server of its own (ADR 013): its own port, data folder (embedded
 * database, uploads, the e-mails it writes to `<dataDir>/mail`) and loopback fakes on ports of their own,
 * so the desktop and phone projects run side by side without sharing state. Journeys read their project's
 * values through the `e2e` fixture of playwright-utils.ts (or `e2eProject(test.info().project.name)`).
 *
 * Overrides: E2E_PORT (desktop; phone is the next port), E2E_DATA_DIR (a prefix: `<it>-desktop`,
 * `<it>-phone`), E2E_OAUTH_PORT (desktop's fake Google; phone's is the next port), E2E_P24_PORT.
 */

export type E2EProjectName = 'desktop' | 'phone';

/** The repository root: relative data folders resolve against it, as the servers' working directory. */
export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseOAuthPort = Number(process.env.E2E_OAUTH_PORT ?? 3198);
const dataPrefix = process.env.E2E_DATA_DIR ?? 'data/e2e';

/** The fake Przelewy24 (fake-p24.mjs) the desktop server is configured with; the phone keeps the demo gateway. */
export const E2E_P24 = {
  port: Number(process.env.E2E_P24_PORT ?? 3197),
  merchantId: 111222,
  posId: 111222,
  apiKey: 'e2e-fake-reports-key',
  crc: 'e2e-fake-crc-0123456789',
} as const;
export const E2E_P24_URL = `http://127.0.0.1:${E2E_P24.port}`;

export type E2EProject = {
  name: E2EProjectName;
  port: number;
  baseURL: string;
  /** Absolute; the server's DATA_DIR. */
  dataDir: string;
  /** Absolute; where the server writes e-mails (`<id>.eml` beside `<id>.html`). */
  mailDir: string;
  /** The fake Google of accounts.spec.ts (started by that spec, on this project's port). */
  google: { port: number; clientId: string; clientSecret: string; authUrl: string; tokenUrl: string };
  /** The fake Przelewy24's base URL when this project's server pays through it, else null (demo gateway). */
  p24: string | null;
};

function project(name: E2EProjectName, offset: number, p24: boolean): E2EProject {
  const port = basePort + offset;
  const oauthPort = baseOAuthPort + offset;
  const dataDir = path.resolve(E2E_ROOT, `${dataPrefix}-${name}`);
  return {
    name,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    google: {
      port: oauthPort,
      clientId: 'e2e-google-client.apps',
      clientSecret: 'e2e-google-secret',
      authUrl: `http://127.0.0.1:${oauthPort}/google/authorize`,
      tokenUrl: `http://127.0.0.1:${oauthPort}/google/token`,
    },
    p24: p24 ? E2E_P24_URL : null,
  };
}

export const E2E_PROJECTS: Record<E2EProjectName, E2EProject> = {
  desktop: project('desktop', 0, true),
  phone: project('phone', 1, false),
};

/** A project's settings by its Playwright name (`test.info().project.name`). */
export function e2eProject(name: string): E2EProject {
  const found = E2E_PROJECTS[name as E2EProjectName];
  if (!found) throw new Error(`unknown e2e project ${name}: expected desktop or phone`);
  return found;
}

/**
 * The projects a run selects (`--project phone` starts only the phone's server; none named: both). Read
 * from the runner's command line by playwright.config.ts and global-setup.ts; workers never start servers.
 */
export function selectedProjects(argv = process.argv): Set<E2EProjectName> {
  const names = argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
  );
  const all = Object.keys(E2E_PROJECTS) as E2EProjectName[];
  if (!names.length) return new Set(all);
  const wanted = names.flatMap((n) => n.split(','));
  return new Set(all.filter((name) => wanted.includes(name)));
}
