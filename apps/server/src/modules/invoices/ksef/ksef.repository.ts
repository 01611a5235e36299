import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { InvoiceRow } from '../invoices.repository';

/** The states in which an invoice still has to reach KSeF (or get its verdict) when its time comes. */
const TO_SEND = ['pending', 'sent', 'failed'] as const;

/**
 * Claims up to `limit` company invoices due for KSeF: counts the attempt and moves `ksef_next_attempt_at` to
 * the end of a lease, so another process skips them (FOR UPDATE SKIP LOCKED keeps simultaneous claims apart)
 * and a worker that dies mid-send leaves them to be tried again when the lease runs out. A 'failed' invoice
 * without a next attempt was given up and waits for staff (retryKsefNow).
 */
export async function claimDueKsefInvoices(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<InvoiceRow[]> {
  const due = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.buyerNip),
        inArray(invoices.ksefStatus, [...TO_SEND]),
        lte(invoices.ksefNextAttemptAt, now),
      ),
    )
    .orderBy(asc(invoices.ksefNextAttemptAt), asc(invoices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(invoices)
    .set({ ksefAttempts: sql`${invoices.ksefAttempts} + 1`, ksefNextAttemptAt: leaseUntil })
    .where(and(inArray(invoices.id, due), lte(invoices.ksefNextAttemptAt, now)))
    .returning();
  return (rows as InvoiceRow[]).sort((a, b) => a.id - b.id);
}

export async function markKsefAccepted(
  db: DbOrTx,
  id: number,
  result: { ksefNumber: string; reference: string; upoXml: string | null; now: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      ksefStatus: 'accepted',
      ksefNumber: result.ksefNumber,
      ksefReference: result.reference,
      ksefUpo: result.upoXml,
      ksefError: null,
      ksefNextAttemptAt: null,
      updatedAt: result.now,
    })
    .where(eq(invoices.id, id));
}

/** Sent, verdict not in yet: ask again about this reference (never send again) at `checkAt`. */
export async function markKsefSent(
  db: DbOrTx,
  id: number,
  change: { reference: string; checkAt: Date; now: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      ksefStatus: 'sent',
      ksefReference: change.reference,
      ksefError: null,
      ksefNextAttemptAt: change.checkAt,
      updatedAt: change.now,
    })
    .where(eq(invoices.id, id));
}

/**
 * A failed attempt: 'failed' with the error for the admin list, tried again at `retryAt` (null = given up,
 * staff must look). A reference already given by KSeF is kept, so the next attempt asks about it instead of
 * sending again.
 */
export async function markKsefFailed(
  db: DbOrTx,
  id: number,
  change: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({ ksefStatus: 'failed', ksefError: change.error, ksefNextAttemptAt: change.retryAt, updatedAt: change.now })
    .where(eq(invoices.id, id));
}

/** Not sent this time for a reason of ours (e.g. the corrected invoice has no KSeF number yet): wait, no error. */
export async function postponeKsef(db: DbOrTx, id: number, until: Date, note: string): Promise<void> {
  await db
    .update(invoices)
    .set({ ksefError: note, ksefNextAttemptAt: until, ksefAttempts: sql`${invoices.ksefAttempts} - 1` })
    .where(eq(invoices.id, id));
}

/** Staff ask for another try of a failed invoice (after fixing the seller data or the KSeF token). */
export async function retryKsefNow(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ksefStatus: 'pending', ksefNextAttemptAt: now, ksefAttempts: 0, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.ksefStatus, 'failed'), isNotNull(invoices.buyerNip)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/**
 * Writes the corrected invoice's KSeF number into a correction's stored document before the correction is sent
 * (it was issued while the original was still on its way to KSeF), so every later rendering of the correction —
 * the accountant's XML download included — says what KSeF received.
 */
export async function recordCorrectedKsefNumber(db: DbOrTx, id: number, ksefNumber: string): Promise<void> {
  await db
    .update(invoices)
    .set({ document: sql`jsonb_set(${invoices.document}, '{corrects,ksefNumber}', to_jsonb(${ksefNumber}::text))` })
    .where(eq(invoices.id, id));
}
