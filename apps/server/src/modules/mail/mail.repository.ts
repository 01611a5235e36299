import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type EmailOutboxEntry, emailOutbox, type NewEmailOutboxEntry } from '../../db/schema';

/** Queues an e-mail, in the caller's transaction when it has one (so it leaves only if the change commits). */
export async function insertOutboxEmail(db: DbOrTx, email: NewEmailOutboxEntry): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  return row.id;
}

/**
 * Claims up to `limit` pending e-mails that are due: counts the attempt and moves `send_after` to the end of a
 * lease, so another worker (another process behind the load balancer) skips them, and a worker that dies
 * mid-send leaves them to be retried once the lease runs out. SKIP LOCKED keeps concurrent claims apart.
 */
export async function claimDueEmails(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<EmailOutboxEntry[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.sendAfter, now)))
    .orderBy(asc(emailOutbox.sendAfter), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, sendAfter: leaseUntil })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, 'pending')))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt, lastError: null }).where(eq(emailOutbox.id, id));
}

/** After a failed attempt: try again after `retryAt`, or give up (`retryAt` null). */
export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set(retryAt ? { lastError: error, sendAfter: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(emailOutbox.id, id));
}

export async function latestEmails(db: Db, limit: number) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      attachments: emailOutbox.attachments,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

export async function findEmail(db: Db, id: number): Promise<EmailOutboxEntry | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}
