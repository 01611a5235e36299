import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, intArray, timestamptz, updatedAt } from './columns';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_unique').on(t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: id(),
    slug: text('slug').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_tags_slug_unique').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    author: text('author').notNull(),
    titlePl: text('title_pl').notNull(),
    titleEn: text('title_en').notNull(),
    excerptPl: text('excerpt_pl').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    /** Sanitised HTML (docs/product-rules.md#content). */
    bodyPl: text('body_pl').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** URL path under /uploads without width and extension, e.g. 'blog/{slug}'. */
    coverPath: text('cover_path'),
    coverWidths: intArray('cover_widths'),
    publishedAt: timestamptz('published_at'),
    isPublished: boolean('is_published').notNull().default(false),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_category_id_idx').on(t.categoryId),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    check('blog_posts_reading_minutes_positive', sql`${t.readingMinutes} >= 1`),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_id_idx').on(t.tagId, t.postId)],
);

export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogTag = typeof blogTags.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
