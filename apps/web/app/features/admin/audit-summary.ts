/** One line of "what changed" in an audit entry, ready to show. */
export interface AuditChange {
  /** The field name as the server recorded it (`sale_price`); absent for a single before/after pair. */
  field?: string;
  text: string;
}

/** Shows one recorded value; `field` lets the caller format money fields as prices. */
type Formatter = (value: unknown, field?: string) => string;

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value && Object.keys(value).length === 2;

/** A recorded value as text: lists joined, nothing shown as a dash, yes/no by the caller's words. */
export function auditValue(value: unknown, yesNo: (value: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => auditValue(item, yesNo)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changes an audit entry holds (`data` of GET /api/admin/audit-log) as short lines: a price edit
 * `{ sale_price: { from: null, to: 249 } }` reads "sale_price: — → 249", a stock change `{ from: 4, to: 0 }`
 * reads "4 → 0", anything else "key: value".
 */
export function summariseAuditData(data: unknown, format: Formatter): AuditChange[] {
  if (data === null || data === undefined) return [];
  if (isChange(data)) return [{ text: `${format(data.from)} → ${format(data.to)}` }];
  if (typeof data !== 'object' || Array.isArray(data)) return [{ text: format(data) }];
  const record = data as Record<string, unknown>;
  const lines: AuditChange[] = [];
  // A variant's stock change keeps its before/after pair beside which variant it was: the pair first.
  const pair = 'from' in record && 'to' in record;
  if (pair) lines.push({ text: `${format(record.from)} → ${format(record.to)}` });
  for (const [field, value] of Object.entries(record)) {
    if (pair && (field === 'from' || field === 'to')) continue;
    // A variant edit nests its field changes under `changes`: one line each, as for a product edit.
    if (field === 'changes' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      lines.push(...summariseAuditData(value, format));
      continue;
    }
    lines.push({
      field,
      text: isChange(value) ? `${format(value.from, field)} → ${format(value.to, field)}` : format(value, field),
    });
  }
  return lines;
}
