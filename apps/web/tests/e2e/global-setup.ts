import { E2E_PROJECTS, selectedProjects } from './e2e-env';

/**
 * Playwright starts the web servers one after another and waits for each it has a URL for. The shops
 * seed their demo data on a first start (~20 s each), so playwright.config.ts starts the phone's without a
 * URL — it seeds while the desktop's does — and this waits until every selected project's server answers.
 * A server that has been up for longer than this run is one left from an earlier run on the same port:
 * refused, as Playwright refuses a busy port for the servers it waits for.
 */
export default async function waitForServers() {
  const deadline = Date.now() + 180_000;
  for (const name of selectedProjects()) {
    const url = `${E2E_PROJECTS[name].baseURL}/api/health`;
    for (;;) {
      const health = await fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => (response.ok ? ((await response.json()) as { uptime_seconds: number }) : null))
        .catch(() => null);
      if (health) {
        if (health.uptime_seconds > Math.ceil(process.uptime()) + 2) {
          throw new Error(`${url} is a server from an earlier run (up ${health.uptime_seconds} s): stop it first`);
        }
        break;
      }
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
