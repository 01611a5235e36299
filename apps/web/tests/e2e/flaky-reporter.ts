import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, Suite } from '@playwright/test/reporter';

/**
 * Lists the journeys that failed first and passed only on CI's retry. They pass the run, but each is a defect
 * (in the shop or in the journey) someone must look at, so they are printed under a heading of their own and
 * appended to FLAKY_REPORT_FILE, which scripts/e2e.mjs repeats as the last lines of the run.
 */
export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const flaky = (this.suite?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) return;
    const lines = flaky.map((test) => {
      const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
      return `FLAKY [${test.parent.project()?.name}] ${test.titlePath().filter(Boolean).slice(1).join(' › ')} (${where})`;
    });
    console.log(`\n${flaky.length} journey(s) passed only on retry:\n${lines.join('\n')}`);
    const file = process.env.FLAKY_REPORT_FILE;
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      appendFileSync(file, `${lines.join('\n')}\n`);
    }
  }

  printsToStdio() {
    return false;
  }
}
