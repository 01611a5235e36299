import type { Locale } from '@atelier/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema';

/** Drafts and posts scheduled for later are never public. */
export function isPublic(now: Date): SQL {
  return and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)) as SQL;
}

const localized = (locale: Locale) => ({
  title: locale === 'en' ? blogPosts.titleEn : blogPosts.titlePl,
  excerpt: locale === 'en' ? blogPosts.excerptEn : blogPosts.excerptPl,
  body: locale === 'en' ? blogPosts.bodyEn : blogPosts.bodyPl,
});

/** Columns of a post in one language, with its category. */
function postColumns(locale: Locale) {
  const l = localized(locale);
  return {
    id: blogPosts.id,
    slug: blogPosts.slug,
    title: l.title,
    excerpt: l.excerpt,
    body: l.body,
    author: blogPosts.author,
    coverPath: blogPosts.coverPath,
    coverWidths: blogPosts.coverWidths,
    publishedAt: blogPosts.publishedAt,
    updatedAt: blogPosts.updatedAt,
    categoryId: blogPosts.categoryId,
    categorySlug: blogCategories.slug,
    categoryName: locale === 'en' ? blogCategories.nameEn : blogCategories.namePl,
  };
}
export type PostRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  coverPath: string | null;
  coverWidths: number[];
  publishedAt: Date | null;
  updatedAt: Date;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
};

/**
 * Every search word must occur in the title, excerpt or text of the body in the request's language;
 * accents and case are folded by the database as in the catalogue search ('skora' finds 'Skóra').
 */
function searchCondition(locale: Locale, words: string[]): SQL | undefined {
  if (!words.length) return undefined;
  const l = localized(locale);
  const document = sql`lower(immutable_unaccent(concat_ws(' ', ${l.title}, ${l.excerpt}, regexp_replace(${l.body}, '<[^>]*>', ' ', 'g'))))`;
  return and(...words.map((w) => sql`${document} like '%' || lower(immutable_unaccent(${w}::text)) || '%'`));
}

export type PostFilter = { locale: Locale; now: Date; words: string[]; category?: string; tag?: string };

function filterCondition(f: PostFilter): SQL | undefined {
  return and(
    isPublic(f.now),
    searchCondition(f.locale, f.words),
    f.category ? eq(blogCategories.slug, f.category) : undefined,
    f.tag
      ? sql`exists (select 1 from ${blogPostTags} join ${blogTags} on ${blogTags.id} = ${blogPostTags.tagId}
          where ${blogPostTags.postId} = ${blogPosts.id} and ${blogTags.slug} = ${f.tag})`
      : undefined,
  );
}

export async function findPublicPosts(
  db: Db,
  filter: PostFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(postColumns(filter.locale))
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function findPublicPostBySlug(db: Db, slug: string, locale: Locale, now: Date) {
  const [row] = await db
    .select(postColumns(locale))
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  return row as PostRow | undefined;
}

/**
 * Up to `limit` other public posts: most shared tags first, then the same category, then the newest.
 * A post with neither a shared tag nor the same category is not related.
 */
export async function findRelatedPosts(
  db: Db,
  post: { id: number; categoryId: number },
  locale: Locale,
  now: Date,
  limit: number,
): Promise<PostRow[]> {
  const shared = sql<number>`(select count(*) from ${blogPostTags} mine
      join ${blogPostTags} theirs on theirs.tag_id = mine.tag_id
      where mine.post_id = ${post.id} and theirs.post_id = ${blogPosts.id})::int`;
  const sameCategory = sql<number>`(case when ${blogPosts.categoryId} = ${post.categoryId} then 1 else 0 end)`;
  return db
    .select(postColumns(locale))
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublic(now), ne(blogPosts.id, post.id), sql`(${shared} > 0 or ${sameCategory} = 1)`))
    .orderBy(desc(shared), desc(sameCategory), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

export async function findTagsOfPosts(db: Db, postIds: number[], locale: Locale) {
  if (!postIds.length) return [];
  return db
    .select({
      postId: blogPostTags.postId,
      slug: blogTags.slug,
      name: locale === 'en' ? blogTags.nameEn : blogTags.namePl,
    })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.slug));
}

/** Categories in their display order with the number of public posts in each. */
export async function findCategoriesWithCounts(db: Db, locale: Locale, now: Date) {
  const rows = await db
    .select({
      slug: blogCategories.slug,
      name: locale === 'en' ? blogCategories.nameEn : blogCategories.namePl,
      postCount: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublic(now)))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map((r) => ({ ...r, postCount: Number(r.postCount) }));
}

/** Tags (ordered by slug: the same on every database collation) with the number of public posts carrying each. */
export async function findTagsWithCounts(db: Db, locale: Locale, now: Date) {
  const name = locale === 'en' ? blogTags.nameEn : blogTags.namePl;
  const rows = await db
    .select({
      slug: blogTags.slug,
      name,
      postCount: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogTags)
    .leftJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
    .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), isPublic(now)))
    .groupBy(blogTags.id)
    .orderBy(asc(blogTags.slug));
  return rows.map((r) => ({ ...r, postCount: Number(r.postCount) }));
}
