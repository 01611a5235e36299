import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * The Nu HTML Checker (vnu.jar, the W3C validator's engine) over HTML files on disk, shared by the HTML
 * journey (apps/web/tests/e2e/html-validity.spec.ts) and `npm run check:html`. The jar comes from the pinned
 * `vnu-jar` package and runs on the machine's Java (17 here and on CI; .ci/run installs it when missing):
 * nothing is downloaded. The package's own launcher is not used because it fetches a Java runtime when it
 * finds none.
 */

/** The path of vnu.jar: the `vnu-jar` package's main export. */
export const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * @typedef {{ type: string; subType?: string; url?: string; message: string; extract?: string;
 *   firstLine?: number; lastLine?: number; firstColumn?: number; lastColumn?: number }} VnuMessage
 */

/**
 * Checks the files in one run of the checker (its start-up is most of its time) and answers its errors —
 * markup errors, and files it could not read or parse (`non-document-error`) — each with the path of its file.
 * Warnings and notes are not answered.
 * @param {string[]} files absolute paths
 * @returns {Promise<(VnuMessage & { file: string })[]>}
 */
export async function vnuErrors(files) {
  if (!files.length) return [];
  // The checker runs for seconds, too short for the JVM's optimising compiler to pay off: the quick compiler
  // alone makes the same report in about a third of the time. Its frames are larger, and vnu's schema checks
  // recurse deeply, so the stack is larger than Java's default 1 MB (at 1 MB that combination overflows).
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1'];
  const args = [...jvm, '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files];
  let stderr;
  try {
    // The JSON report goes to stderr; with --exit-zero-always a non-zero exit means the checker itself failed.
    ({ stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const reason = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? 'java is not installed' : error;
    throw new Error(`the HTML checker did not run (${vnuJar}): ${reason}`);
  }
  /** @type {{ messages: VnuMessage[] }} */
  let report;
  try {
    report = JSON.parse(stderr);
  } catch {
    throw new Error(`the HTML checker did not answer with its report: ${stderr.slice(0, 2000)}`);
  }
  const byUrl = new Map(files.map((file) => [pathToFileURL(file).href, file]));
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({ ...message, file: byUrl.get(normalizedFileUrl(message.url)) ?? message.url ?? '?' }));
}

/** vnu names a file `file:/tmp/a.html`; Node's file URLs are `file:///tmp/a.html`. */
function normalizedFileUrl(url = '') {
  return url.replace(/^file:\/(?!\/)/, 'file:///');
}

/**
 * One readable paragraph per error: the page it is on, the line and column, the message and the markup around it.
 * @param {(VnuMessage & { file: string })[]} errors
 * @param {(file: string) => string} pageOf what to call a file's page (its URL)
 */
export function describeVnuErrors(errors, pageOf = (file) => file) {
  return errors
    .map((error) => {
      // vnu gives where the error ends, and where it starts when that is on another line.
      const line = error.firstLine ?? error.lastLine;
      const where = line ? `line ${line}, column ${error.firstColumn ?? error.lastColumn}` : '';
      const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : '';
      return `${pageOf(error.file)}${where ? ` (${where})` : ''}\n  ${error.message}${extract}`;
    })
    .join('\n\n');
}
