import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, intArray, LOCALES, oneOf, timestamptz, updatedAt } from './columns';

/** Information and legal pages (payment-methods, returns, store-regulations, faq, about…). */
export const infoPages = pgTable(
  'info_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    titlePl: text('title_pl').notNull(),
    titleEn: text('title_en').notNull(),
    /** Plain text for the meta description. */
    descriptionPl: text('description_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Sanitised HTML (docs/product-rules.md#content) with `{{fact}}` placeholders filled from the shop facts when served. */
    bodyPl: text('body_pl').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('info_pages_slug_unique').on(t.slug)],
);

/** Questions and answers of the FAQ page; answers are sanitised HTML with `{{fact}}` placeholders. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    /** Stable anchor, e.g. 'delivery-time'. */
    key: text('key').notNull(),
    questionPl: text('question_pl').notNull(),
    questionEn: text('question_en').notNull(),
    answerPl: text('answer_pl').notNull(),
    answerEn: text('answer_en').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('faq_entries_key_unique').on(t.key), index('faq_entries_position_idx').on(t.position)],
);

/** Photographs of the workshop and its work for the gallery page (generated WebP variants under /uploads). */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: id(),
    /** Stable seed key, e.g. 'warsztat-stol'. */
    key: text('key').notNull(),
    /** URL path under /uploads without width and extension, e.g. 'gallery/warsztat-stol'. */
    imagePath: text('image_path').notNull(),
    widths: intArray('widths'),
    /** Intrinsic size of the largest variant. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altPl: text('alt_pl').notNull(),
    altEn: text('alt_en').notNull(),
    captionPl: text('caption_pl').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gallery_images_key_unique').on(t.key),
    index('gallery_images_published_position_idx').on(t.isPublished, t.position),
    check('gallery_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
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
    /** SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamptz('confirm_token_expires_at'),
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
export type FaqEntry = typeof faqEntries.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
