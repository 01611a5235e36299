import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A file to attach, by reference: the outbox resolves it when sending (modules/mail). */
export type EmailAttachmentRef = { kind: 'invoice'; invoiceId: number; filename: string };

/** Every e-mail is stored here first and sent with retries, so none is lost while SMTP is down (docs/product-rules.md#emails). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Template name, e.g. 'order-confirmation'. */
    template: text('template').notNull(),
    locale: text('locale').notNull().default('pl'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Next attempt not before this moment (back-off after failures). */
    sendAfter: timestamptz('send_after').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    /** Files sent with the message, fetched when it is sent (an invoice PDF is rendered then if need be). */
    attachments: jsonb('attachments').$type<EmailAttachmentRef[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_send_after_idx').on(t.status, t.sendAfter),
    check('email_outbox_status_valid', sql`${t.status} in (${oneOf(EMAIL_STATUSES)})`),
    check('email_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/** Proof of a visitor's cookie choices (docs/product-rules.md#legal); the id is what the consent cookie holds. */
export const cookieConsents = pgTable('cookie_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  necessary: boolean('necessary').notNull().default(true),
  analytics: boolean('analytics').notNull().default(false),
  marketing: boolean('marketing').notNull().default(false),
  /** Version of the cookie policy the visitor saw when choosing. */
  version: text('version').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who changed what in the admin panel and in money-related flows. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'product.update', 'order.refund'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_id_idx').on(t.userId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export type EmailOutboxEntry = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxEntry = typeof emailOutbox.$inferInsert;
export type CookieConsent = typeof cookieConsents.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
