import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, LOCALES, oneOf, timestamptz, updatedAt } from './columns';

/** Information and legal pages (payment-methods, returns, store-regulations, faq, about…). */
export const infoPages = pgTable(
  'info_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    titlePl: text('title_pl').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML (D12). */
    bodyPl: text('body_pl').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('info_pages_slug_unique').on(t.slug)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    email: text('email').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('pl'),
    ip: text('ip'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Double opt-in newsletter list; unsubscribing keeps the row so the consent history stays provable. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('pl'),
    consentAt: timestamptz('consent_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    /** Where the sign-up came from: 'footer', 'register', 'checkout'. */
    source: text('source').notNull().default('footer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
    check('newsletter_subscribers_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('newsletter_subscribers_locale_valid', sql`${t.locale} in (${oneOf(LOCALES)})`),
  ],
);

export type InfoPage = typeof infoPages.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
