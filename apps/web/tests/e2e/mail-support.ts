import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Reading what the shop e-mailed: the e2e servers write every e-mail to their project's mail folder
 * (`<id>.eml` beside `<id>.html`, e2e-env.ts), as a customer's inbox would receive them.
 */

/** RFC 2047 encoded-words (`=?UTF-8?B?…?=` / `?Q?`) to text. */
export function decodeSubject(raw: string): string {
  return raw.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The HTML of every e-mail to an address whose subject matches, newest first. */
export async function mailsTo(mailDir: string, address: string, subject: RegExp): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const ids = files
    .filter((name) => name.endsWith('.eml'))
    .map((name) => Number.parseInt(name, 10))
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  const found: string[] = [];
  for (const id of ids) {
    // Long headers are folded over several lines (RFC 5322): unfold them before reading.
    const eml = (await readFile(path.join(mailDir, `${id}.eml`), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    const to = /^To: (.+)$/im.exec(eml)?.[1] ?? '';
    const title = /^Subject: (.+)$/im.exec(eml)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase()) && subject.test(decodeSubject(title))) {
      found.push(await readFile(path.join(mailDir, `${id}.html`), 'utf8').catch(() => ''));
    }
  }
  return found;
}
