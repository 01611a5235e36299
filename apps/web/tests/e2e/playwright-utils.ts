import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { type E2EProject, e2eProject } from './e2e-env';

/**
 * Fixtures shared by the journeys. `consoleErrors` collects page errors and console errors (a CSP
 * violation or a hydration failure shows up there), and each test asserts it stayed empty. `e2e` is the
 * project's own server (base URL, data and mail folders, fake Google port, fake Przelewy24 or null): each
 * project has its own (e2e-env.ts), available in `beforeAll` too.
 */
export const test = base.extend<
  { consoleErrors: string[]; serverErrors: undefined; cookiesDecided: boolean; waitForHydration: boolean },
  { e2e: E2EProject }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  e2e: [async ({}, use, workerInfo) => use(e2eProject(workerInfo.project.name)), { scope: 'worker' }],
  /*
   * Journeys start with the cookie choice already made (necessary only), so the consent banner, which
   * appears when the page's script starts, never lands on what a journey is about to click. The consent
   * journeys in content.spec.ts turn this off with `test.use({ cookiesDecided: false })`.
   */
  cookiesDecided: [true, { option: true }],
  /*
   * A page's scripts start after its first paint (docs/decisions/014), so a journey that clicks the moment
   * `goto` returns would act on the server's HTML before React is attached — as a person on a slow phone
   * might, but not what most journeys are about. `goto` and `reload` therefore also wait until the root
   * has hydrated (`<html data-hydrated>`). Journeys about that early moment turn it off.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, cookiesDecided, waitForHydration }, use) => {
    if (waitForHydration) waitForHydrationOnLoad(page);
    if (cookiesDecided) {
      await page.addInitScript(() => {
        if (localStorage.getItem('cookie_consent')) return;
        // The shape of features/consent/consent.ts; the version is COOKIE_POLICY_VERSION of the contracts.
        const choice = {
          analytics: false,
          marketing: false,
          version: '2025-10-25',
          decidedAt: new Date().toISOString(),
          id: null,
          synced: true,
        };
        localStorage.setItem('cookie_consent', JSON.stringify(choice));
      });
    }
    await use(page);
  },
  /*
   * Every journey fails when the shop answers any request — a page, an API call, an image — with a 5xx, in
   * any page of the journey's browser context, whether or not the journey looks at that response. Journeys
   * may expect a refusal (a 4xx shows up as a "Failed to load resource" console line they filter), never a
   * server error.
   */
  serverErrors: [
    async ({ context }, use) => {
      const failures: string[] = [];
      context.on('response', (response) => {
        if (response.status() >= 500) {
          failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      await use(undefined);
      expect(failures, 'the shop answered with a server error').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});
export { expect };

/**
 * Console errors a journey did not expect: everything except the browser's line for a refused request (4xx)
 * or a connection the journey cut itself. A 5xx is never expected (the `serverErrors` fixture fails on it).
 */
export function unexpectedConsoleErrors(errors: string[]): string[] {
  return errors.filter(
    (line) =>
      !/Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/.test(
        line,
      ),
  );
}

/**
 * A slow connection for the journeys about the moment before hydration: the page's main script arrives
 * `delayMs` after everything else, so the page is painted but not yet interactive meanwhile.
 */
export async function holdBackMainScript(page: Page, delayMs = 1500): Promise<void> {
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Makes `goto` and `reload` of a page also wait until the page has hydrated (`<html data-hydrated>`, set by
 * the root after hydration): scripts start after the first paint (docs/decisions/014). The `page` fixture
 * does this for every journey; pages a journey opens itself (another browser, a second tab) call it too.
 */
export function waitForHydrationOnLoad(page: Page): Page {
  const hydrated = async <T extends { headers(): Record<string, string> } | null>(response: T) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => hydrated(await goto(...args));
  page.reload = async (...args) => hydrated(await reload(...args));
  return page;
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** Switches the language the way a person would: the header dropdown, or on phones the menu drawer. */
export async function switchLanguage(page: Page, from: 'pl' | 'en', to: 'pl' | 'en') {
  const names = { pl: 'Polski', en: 'English' } as const;
  if (isPhone(page)) {
    await page.getByRole('button', { name: from === 'pl' ? 'Otwórz menu' : 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: names[to] }).click();
    return;
  }
  await page.getByRole('button', { name: from === 'pl' ? /^PL — Język: polski/ : /^EN — Language: English/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(names[to]) }).click();
}

/**
 * Serious and critical axe violations (WCAG 2.1 AA rules), including Label in Name (WCAG 2.5.3, level A):
 * axe-core 4.x marks `label-content-name-mismatch` experimental and leaves it out unless it is switched on.
 */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
