import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { banners, galleryImages } from '../../db/schema';
import { Conflict, ValidationFailed } from '../../errors';

/*
 * Rules shared by the banner, blog, page and gallery services of the panel.
 */

/** What the audit log keeps of an edit: each listed field that changed, before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field];
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** Long texts (rich-text bodies) are named in the audit log, not copied into it. */
export function changedTexts(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): string[] {
  return fields.filter((field) => before[field] !== after[field]);
}

/**
 * Optimistic concurrency: the editor sends the `updated_at` it loaded; a different one means another person
 * saved in between, and their work must not be overwritten silently (issue 8).
 */
export function assertSeenVersion(seen: string | undefined, current: Date): void {
  if (seen === undefined) return;
  const seenTime = Date.parse(seen);
  if (Number.isNaN(seenTime) || seenTime !== current.getTime()) throw new Conflict('admin.content.stale', {}, 'stale');
}

/** A new order must name every item of the list exactly once. */
export function assertCompleteOrder(given: number[], existing: number[]): void {
  const known = new Set(existing);
  if (given.length !== known.size || new Set(given).size !== given.length || given.some((id) => !known.has(id))) {
    throw new ValidationFailed({ ids: ['admin.content.order_mismatch'] });
  }
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Saves a new order of a hand-ordered list (the carousel's banners, the gallery's pictures): the rows are locked,
 * the order must name each of them once, and each row gets its place.
 */
export async function saveListOrder(
  tx: Transaction,
  table: typeof banners | typeof galleryImages,
  ids: number[],
): Promise<void> {
  const current = await tx.select({ id: table.id }).from(table).for('update');
  assertCompleteOrder(
    ids,
    current.map((row) => row.id),
  );
  const now = new Date();
  for (const [position, id] of ids.entries()) {
    await tx.update(table).set({ position, updatedAt: now }).where(eq(table.id, id));
  }
}
