import type {
  AdminContactMessage,
  AdminContactMessageQuery,
  AdminSubscriber,
  AdminSubscriberQuery,
  Locale,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type ContactMessage,
  contactMessages,
  type NewsletterSubscriber,
  newsletterSubscribers,
} from '../../db/schema';
import { NotFound } from '../../errors';
import { audit } from './admin-audit';
import { type CsvColumns, csvDocument, headerOf } from './admin-orders-csv';
import { allOf, containing, pageMeta, warsawDateTime } from './admin-orders-query';

/**
 * The shop's inbox in the admin panel (area `inbox`): messages from the contact form, which staff mark as
 * handled, and the newsletter list (double opt-in, docs/product-rules.md#legal consent history kept) with its CSV export and an
 * unsubscribe action. Unsubscribing keeps the row, as the newsletter module does.
 */

function presentMessage(row: ContactMessage): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    message: row.message,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

/** Contact messages, the ones waiting for an answer first, then newest first. */
export async function listContactMessages(db: Db, query: z.infer<typeof AdminContactMessageQuery>) {
  const where =
    query.status === 'open'
      ? isNull(contactMessages.handledAt)
      : query.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [[{ total }], [{ open }], rows] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ open: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db
      .select()
      .from(contactMessages)
      .where(where)
      // Messages still waiting for an answer come first; within each group the newest first.
      .orderBy(
        sql`${contactMessages.handledAt} is null desc`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { data: rows.map(presentMessage), meta: { ...pageMeta(query.page, query.per_page, total), open } };
}

/** Marks a message handled (or waiting again); the first handling time stays when it is marked twice. */
export async function markContactMessage(
  db: Db,
  request: FastifyRequest,
  id: number,
  handled: boolean,
  now: Date,
): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!current) throw new NotFound();
    const handledAt = handled ? (current.handledAt ?? now) : null;
    const [row] = await tx.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
    await audit(tx, request, handled ? 'contact.handled' : 'contact.reopened', 'contact_message', id);
    return presentMessage(row);
  });
}

type SubscriberStatus = AdminSubscriber['status'];

const statusOf = (row: NewsletterSubscriber): SubscriberStatus =>
  row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending';

const s = newsletterSubscribers;
const STATUS_CONDITION: Record<SubscriberStatus, SQL> = {
  pending: and(isNull(s.confirmedAt), isNull(s.unsubscribedAt)) as SQL,
  confirmed: and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt)) as SQL,
  unsubscribed: isNotNull(s.unsubscribedAt),
};

function presentSubscriber(row: NewsletterSubscriber): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    status: statusOf(row),
    source: row.source,
    consent_at: row.consentAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listSubscribers(db: Db, query: z.infer<typeof AdminSubscriberQuery>) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(STATUS_CONDITION[query.status]);
  if (query.search) conditions.push(ilike(s.email, containing(query.search)));
  const where = allOf(conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(s).where(where),
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { data: rows.map(presentSubscriber), meta: pageMeta(query.page, query.per_page, total) };
}

const SUBSCRIBER_CSV: CsvColumns = {
  email: { pl: 'E-mail', en: 'E-mail' },
  locale: { pl: 'Język', en: 'Language' },
  source: { pl: 'Źródło zapisu', en: 'Signed up via' },
  consent_at: { pl: 'Zgoda wyrażona', en: 'Consent given' },
  confirmed_at: { pl: 'Potwierdzono', en: 'Confirmed' },
};

/** Confirmed, still subscribed addresses only: the list a newsletter may be sent to. */
export async function subscribersCsv(db: Db, locale: Locale): Promise<string> {
  const rows = await db.select().from(s).where(STATUS_CONDITION.confirmed).orderBy(asc(s.confirmedAt), asc(s.id));
  return csvDocument(
    headerOf(SUBSCRIBER_CSV, locale),
    rows.map((row) => [
      row.email,
      row.locale,
      row.source,
      warsawDateTime(row.consentAt),
      warsawDateTime(row.confirmedAt),
    ]),
  );
}

/**
 * Unsubscribes an address on the staff's word (e.g. the person asked by phone). Like the newsletter's own
 * unsubscribe, the row stays as proof of the consent history and its confirmation link stops working.
 * Unsubscribing twice changes nothing.
 */
export async function unsubscribeSubscriber(
  db: Db,
  request: FastifyRequest,
  id: number,
  now: Date,
): Promise<AdminSubscriber> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(s).where(eq(s.id, id)).for('update');
    if (!current) throw new NotFound();
    if (current.unsubscribedAt) return presentSubscriber(current);
    const [row] = await tx
      .update(s)
      .set({ unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(eq(s.id, id))
      .returning();
    await audit(tx, request, 'newsletter.unsubscribe', 'newsletter_subscriber', id, { email: row.email });
    return presentSubscriber(row);
  });
}
