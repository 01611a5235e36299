import {
  type AdminBlogPost,
  type AdminBlogPostInput,
  type AdminBlogPostListQuery,
  type AdminBlogPostListResponse,
  type AdminBlogTagInput,
  type AdminBlogTaxonomyItem,
  type AdminBlogTaxonomyResponse,
  BLOG_COVER_ASPECT,
  type BlogPostStatus,
} from '@atelier/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { type BlogPost, blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { COVER_WIDTHS } from '../../db/seed/images';
import { NotFound, ValidationFailed } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import type { MediaStorage } from '../media/storage';
import { plainText, readingTime, sanitizeContentHtml } from '../pages/rich-text';
import { audit } from './admin-audit';
import { deleteContentPicture, presentContentImage, type StoredPicture } from './admin-content-media';
import { assertSeenVersion, changedFields, changedTexts } from './admin-content-support';
import { slugify } from './admin-products';

/*
 * Blog posts in the panel (area `content`, docs/product-rules.md#content and ADR 010): drafts, scheduled and published
 * posts in both languages. Bodies are sanitised on save (and again when served). A change bumps the
 * catalogue version, which drops every cached page — /pl/blog and /en/blog among them — at once.
 */

/** Covers are cut to the blog's 16:10 frame (the public API computes their height from that shape). */
export const COVER_PICTURE = { folder: 'blog', widths: COVER_WIDTHS, aspect: BLOG_COVER_ASPECT } as const;

export function postStatus(row: Pick<BlogPost, 'isPublished' | 'publishedAt'>, now: Date): BlogPostStatus {
  if (!row.isPublished || !row.publishedAt) return 'draft';
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function statusCondition(status: BlogPostStatus, now: Date): SQL {
  if (status === 'draft') return or(eq(blogPosts.isPublished, false), sql`${blogPosts.publishedAt} is null`) as SQL;
  const published = and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt)) as SQL;
  return and(
    published,
    status === 'scheduled' ? gt(blogPosts.publishedAt, now) : lte(blogPosts.publishedAt, now),
  ) as SQL;
}

const taxonomyItem = (row: { id: number; slug: string; namePl: string; nameEn: string }): AdminBlogTaxonomyItem => ({
  id: row.id,
  slug: row.slug,
  name_pl: row.namePl,
  name_en: row.nameEn,
});

function coverOf(row: Pick<BlogPost, 'coverPath' | 'coverWidths'>, publicUrl: string) {
  const widest = Math.max(0, ...row.coverWidths);
  if (!row.coverPath || widest === 0) return null;
  return presentContentImage(publicUrl, {
    path: row.coverPath,
    widths: row.coverWidths,
    width: widest,
    height: Math.round(widest / BLOG_COVER_ASPECT),
  });
}

export async function listAdminBlogPosts(
  db: Db,
  query: AdminBlogPostListQuery,
  ctx: { now: Date; publicUrl: string },
): Promise<AdminBlogPostListResponse> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(statusCondition(query.status, ctx.now));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(ilike(blogPosts.titlePl, pattern), ilike(blogPosts.titleEn, pattern), ilike(blogPosts.slug, pattern)) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], rows, [counts]] = await Promise.all([
    db.select({ total: count() }).from(blogPosts).where(where),
    db
      .select({ post: blogPosts, category: blogCategories })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        draft: sql<number>`count(*) filter (where ${statusCondition('draft', ctx.now)})`.mapWith(Number),
        scheduled: sql<number>`count(*) filter (where ${statusCondition('scheduled', ctx.now)})`.mapWith(Number),
        published: sql<number>`count(*) filter (where ${statusCondition('published', ctx.now)})`.mapWith(Number),
      })
      .from(blogPosts),
  ]);
  return {
    data: rows.map(({ post, category }) => ({
      id: post.id,
      slug: post.slug,
      title_pl: post.titlePl,
      title_en: post.titleEn,
      author: post.author,
      status: postStatus(post, ctx.now),
      published_at: post.publishedAt?.toISOString() ?? null,
      category: taxonomyItem(category),
      cover_url: coverOf(post, ctx.publicUrl)?.thumbnail_url ?? null,
      updated_at: post.updatedAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(Number(total) / query.per_page)),
      per_page: query.per_page,
      total: Number(total),
      counts,
    },
  };
}

export async function getAdminBlogPost(
  db: Db,
  id: number,
  ctx: { now: Date; publicUrl: string },
): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new NotFound('blog.post_not_found');
  const tags = await db
    .select({ id: blogPostTags.tagId })
    .from(blogPostTags)
    .where(eq(blogPostTags.postId, id))
    .orderBy(asc(blogPostTags.tagId));
  return {
    id: row.id,
    slug: row.slug,
    title_pl: row.titlePl,
    title_en: row.titleEn,
    excerpt_pl: row.excerptPl,
    excerpt_en: row.excerptEn,
    body_pl: row.bodyPl,
    body_en: row.bodyEn,
    category_id: row.categoryId,
    tag_ids: tags.map((tag) => tag.id),
    author: row.author,
    is_published: row.isPublished,
    published_at: row.publishedAt?.toISOString() ?? null,
    status: postStatus(row, ctx.now),
    cover: coverOf(row, ctx.publicUrl),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function blogTaxonomy(db: Db): Promise<AdminBlogTaxonomyResponse> {
  const [categories, tags] = await Promise.all([
    db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.id)),
    db.select().from(blogTags).orderBy(asc(blogTags.slug)),
  ]);
  return { categories: categories.map(taxonomyItem), tags: tags.map(taxonomyItem) };
}

/** Rich text as stored: sanitised (docs/product-rules.md#content), and an editor's empty paragraph counts as no text at all. */
function cleanBody(html: string): string {
  const clean = sanitizeContentHtml(html).trim();
  return plainText(clean) === '' ? '' : clean;
}

/** The post's row values from the form, with the checks that need the database. */
async function rowValues(tx: Tx, input: AdminBlogPostInput, now: Date) {
  const errors: Record<string, MessageKey[]> = {};
  const [category] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, input.category_id));
  if (!category) errors.category_id = ['admin.unknown_category'];
  const tagIds = [...new Set(input.tag_ids)];
  if (tagIds.length) {
    const found = await tx.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, tagIds));
    if (found.length !== tagIds.length) errors.tag_ids = ['admin.content.unknown_tag'];
  }
  const bodyPl = cleanBody(input.body_pl);
  const bodyEn = cleanBody(input.body_en);
  if (input.is_published) {
    if (!bodyPl) errors.body_pl = ['admin.content.body_required_to_publish'];
    if (!bodyEn) errors.body_en = ['admin.content.body_required_to_publish'];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const chosenDate = input.published_at ? new Date(input.published_at) : null;
  return {
    tagIds,
    values: {
      titlePl: input.title_pl,
      titleEn: input.title_en,
      excerptPl: plainText(input.excerpt_pl),
      excerptEn: plainText(input.excerpt_en),
      bodyPl,
      bodyEn,
      categoryId: input.category_id,
      author: input.author,
      isPublished: input.is_published,
      // Publishing without a date publishes now; a later date schedules the post.
      publishedAt: input.is_published ? (chosenDate ?? now) : chosenDate,
      readingMinutes: readingTime(bodyPl || bodyEn),
    },
  };
}

async function slugTaken(tx: Tx, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug));
  return rows.length > 0;
}

/** The generated slug, with -2, -3… when another post has it. */
async function freeSlug(tx: Tx, wanted: string): Promise<string> {
  const taken = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, wanted), ilike(blogPosts.slug, `${wanted}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

async function replaceTags(tx: Tx, postId: number, tagIds: number[]) {
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (tagIds.length) await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

export async function createAdminBlogPost(
  db: Db,
  request: FastifyRequest,
  input: AdminBlogPostInput,
  now: Date,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const { values, tagIds } = await rowValues(tx, input, now);
    if (input.slug && (await slugTaken(tx, input.slug))) throw new ValidationFailed({ slug: ['admin.slug_taken'] });
    const slug = input.slug ?? (await freeSlug(tx, slugify(input.title_pl)));
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...values, slug })
      .returning({ id: blogPosts.id });
    await replaceTags(tx, row.id, tagIds);
    await audit(tx, request, 'blog_post.create', 'blog_post', row.id, {
      slug,
      title: input.title_pl,
      status: postStatus(values, now),
    });
    return row.id;
  });
  catalogueVersion.bump();
  return id;
}

export async function updateAdminBlogPost(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: AdminBlogPostInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!current) throw new NotFound('blog.post_not_found');
    assertSeenVersion(input.updated_at, current.updatedAt);
    const { values, tagIds } = await rowValues(tx, input, now);
    let slug = current.slug;
    if (input.slug && input.slug !== current.slug) {
      if (await slugTaken(tx, input.slug, id)) throw new ValidationFailed({ slug: ['admin.slug_taken'] });
      slug = input.slug;
    }
    await tx
      .update(blogPosts)
      .set({ ...values, slug, updatedAt: new Date() })
      .where(eq(blogPosts.id, id));
    await replaceTags(tx, id, tagIds);
    const before = {
      slug: current.slug,
      title_pl: current.titlePl,
      title_en: current.titleEn,
      status: postStatus(current, now),
      published_at: current.publishedAt?.toISOString() ?? null,
      body_pl: current.bodyPl,
      body_en: current.bodyEn,
      excerpt_pl: current.excerptPl,
      excerpt_en: current.excerptEn,
    };
    const after = {
      slug,
      title_pl: values.titlePl,
      title_en: values.titleEn,
      status: postStatus(values, now),
      published_at: values.publishedAt?.toISOString() ?? null,
      body_pl: values.bodyPl,
      body_en: values.bodyEn,
      excerpt_pl: values.excerptPl,
      excerpt_en: values.excerptEn,
    };
    const texts = changedTexts(before, after, ['body_pl', 'body_en', 'excerpt_pl', 'excerpt_en']);
    await audit(tx, request, 'blog_post.update', 'blog_post', id, {
      ...changedFields(before, after, ['slug', 'title_pl', 'title_en', 'status', 'published_at']),
      ...(texts.length ? { texts } : {}),
    });
  });
  catalogueVersion.bump();
}

export async function deleteAdminBlogPost(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new NotFound('blog.post_not_found');
    await audit(tx, request, 'blog_post.delete', 'blog_post', id, { slug: row.slug, title: row.titlePl });
    return row;
  });
  catalogueVersion.bump();
  if (removed.coverPath) await deleteContentPicture(storage, { path: removed.coverPath, widths: removed.coverWidths });
}

/** Sets (picture) or removes (null) the cover; the old files go after the commit. */
export async function setBlogPostCover(
  db: Db,
  storage: MediaStorage,
  request: FastifyRequest,
  id: number,
  picture: StoredPicture | null,
): Promise<void> {
  let previous: { path: string | null; widths: number[] };
  try {
    previous = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!current) throw new NotFound('blog.post_not_found');
      await tx
        .update(blogPosts)
        .set({ coverPath: picture?.path ?? null, coverWidths: picture?.widths ?? [], updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
      await audit(tx, request, picture ? 'blog_post.cover' : 'blog_post.cover_remove', 'blog_post', id);
      return { path: current.coverPath, widths: current.coverWidths };
    });
  } catch (error) {
    if (picture) await deleteContentPicture(storage, picture);
    throw error;
  }
  catalogueVersion.bump();
  if (previous.path) await deleteContentPicture(storage, { path: previous.path, widths: previous.widths });
}

export async function createBlogTag(
  db: Db,
  request: FastifyRequest,
  input: AdminBlogTagInput,
): Promise<AdminBlogTaxonomyItem> {
  const slug = input.slug ?? slugify(input.name_pl);
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: blogTags.id }).from(blogTags).where(eq(blogTags.slug, slug));
    if (taken) throw new ValidationFailed({ slug: ['admin.slug_taken'] });
    const [created] = await tx
      .insert(blogTags)
      .values({ slug, namePl: input.name_pl, nameEn: input.name_en })
      .returning();
    await audit(tx, request, 'blog_tag.create', 'blog_tag', created.id, { slug });
    return created;
  });
  catalogueVersion.bump();
  return taxonomyItem(row);
}
