import {
  BLOG_RELATED_LIMIT,
  type BlogCategoriesResponse,
  type BlogPostDetail,
  type BlogPostListItem,
  type BlogPostListQuery,
  type BlogPostListResponse,
  type BlogTagsResponse,
  type Locale,
} from '@atelier/contracts';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { contentImage } from '../pages/content-image';
import { plainText, readingTime, sanitizeContentHtml, searchTerms } from '../pages/rich-text';
import {
  findCategoriesWithCounts,
  findPublicPostBySlug,
  findPublicPosts,
  findRelatedPosts,
  findTagsOfPosts,
  findTagsWithCounts,
  type PostRow,
} from './blog.repository';

/** Blog covers are rendered 16:10 (db/seed/images.ts blogCoverSvg: 1600 × 1000). */
export const COVER_ASPECT = 1000 / 1600;

type Context = { locale: Locale; now: Date; publicUrl: string };

function presentListItem(row: PostRow, tags: { slug: string; name: string }[], ctx: Context): BlogPostListItem {
  const widest = Math.max(0, ...row.coverWidths);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: plainText(row.excerpt),
    cover:
      row.coverPath && widest > 0
        ? contentImage(ctx.publicUrl, {
            path: row.coverPath,
            widths: row.coverWidths,
            alt: row.title,
            width: widest,
            height: Math.round(widest * COVER_ASPECT),
          })
        : null,
    category: { slug: row.categorySlug, name: row.categoryName },
    tags,
    author: row.author,
    // Public posts always have a date (isPublic); the fallback only satisfies the type.
    published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
    reading_time: readingTime(row.body),
  };
}

async function presentList(db: Db, rows: PostRow[], ctx: Context): Promise<BlogPostListItem[]> {
  const tags = await findTagsOfPosts(
    db,
    rows.map((r) => r.id),
    ctx.locale,
  );
  return rows.map((row) =>
    presentListItem(
      row,
      tags.filter((t) => t.postId === row.id).map(({ slug, name }) => ({ slug, name })),
      ctx,
    ),
  );
}

/** GET /api/blog/posts: public posts, newest first, filtered by search, category and tag. */
export async function listPosts(db: Db, query: BlogPostListQuery, ctx: Context): Promise<BlogPostListResponse> {
  const { rows, total } = await findPublicPosts(
    db,
    { locale: ctx.locale, now: ctx.now, words: searchTerms(query.search), category: query.category, tag: query.tag },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    data: await presentList(db, rows, ctx),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}

/** GET /api/blog/posts/{slug}: a public post with its related posts; drafts and scheduled posts are 404. */
export async function getPost(db: Db, slug: string, ctx: Context): Promise<BlogPostDetail> {
  const row = await findPublicPostBySlug(db, slug, ctx.locale, ctx.now);
  if (!row) throw new NotFound('blog.post_not_found');
  const relatedRows = await findRelatedPosts(db, row, ctx.locale, ctx.now, BLOG_RELATED_LIMIT);
  const [item, ...related] = await presentList(db, [row, ...relatedRows], ctx);
  return {
    ...item,
    body_html: sanitizeContentHtml(row.body),
    updated_at: row.updatedAt.toISOString(),
    related,
  };
}

export async function listCategories(db: Db, ctx: Omit<Context, 'publicUrl'>): Promise<BlogCategoriesResponse> {
  const rows = await findCategoriesWithCounts(db, ctx.locale, ctx.now);
  return { data: rows.map((r) => ({ slug: r.slug, name: r.name, post_count: r.postCount })) };
}

export async function listTags(db: Db, ctx: Omit<Context, 'publicUrl'>): Promise<BlogTagsResponse> {
  const rows = await findTagsWithCounts(db, ctx.locale, ctx.now);
  return { data: rows.map((r) => ({ slug: r.slug, name: r.name, post_count: r.postCount })) };
}
