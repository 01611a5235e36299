import type { Locale } from '@atelier/contracts';
import type { FastifyReply } from 'fastify';

/**
 * CSV files for spreadsheets (decision 011): UTF-8 with a byte-order mark, so Excel shows Polish letters;
 * `;` between fields and CRLF between rows, as Polish Excel expects; amounts in PLN with a decimal comma
 * and no thousands separator (`1249,00`), which Polish Excel reads as numbers; moments as
 * `YYYY-MM-DD HH:MM` in Warsaw time. A text cell that a spreadsheet would take for a formula (starting
 * with = + - @, a tab or a carriage return) is prefixed with an apostrophe (OWASP, CSV injection).
 */

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One cell: formula-like text defused, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Grosze as PLN with a decimal comma: 124900 → `1249,00`. Numbers, so never taken for formulas. */
export function csvAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.round(grosze));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Column titles in the staff member's language. */
export type CsvColumns = Record<string, Record<Locale, string>>;

export const headerOf = (columns: CsvColumns, locale: Locale) => Object.values(columns).map((c) => c[locale]);

/** Sends a CSV file as a download named `{base}-{YYYY-MM-DD}.csv`. */
export function sendCsv(reply: FastifyReply, base: string, now: Date, body: string): FastifyReply {
  const name = `${base}-${now.toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
