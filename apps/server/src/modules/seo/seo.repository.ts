import { and, asc, eq, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogPosts, blogPostTags, blogTags, categories, infoPages, products } from '../../db/schema';

/** A page the sitemap lists, with the moment it last changed when that is known. */
export type Dated<T> = T & { lastmod: Date | null };

export type SitemapSources = {
  products: Dated<{ slug: string }>[];
  categories: Dated<{ id: number; slug: string; name_en: string }>[];
  blogPosts: Dated<{ slug: string }>[];
  blogCategories: Dated<{ slug: string }>[];
  blogTags: Dated<{ slug: string }>[];
  /** Last change of each information page stored in info_pages, by slug. */
  infoPages: Map<string, Date>;
};

/**
 * Everything the sitemap names, in a handful of queries: active products already published, active
 * categories (last changed when they or one of their products did), published blog posts, and the blog's
 * categories and tags (last changed with their newest post).
 */
export async function loadSitemapSources(db: Db, now: Date): Promise<SitemapSources> {
  const productVisible = and(
    eq(products.isActive, true),
    or(isNull(products.publishedAt), lte(products.publishedAt, now)),
  );
  const postVisible = and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now));

  const [productRows, categoryRows, postRows, blogCategoryRows, tagRows, infoRows] = await Promise.all([
    db
      .select({ slug: products.slug, lastmod: products.updatedAt })
      .from(products)
      .where(productVisible)
      .orderBy(asc(products.id)),
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        nameEn: categories.nameEn,
        updatedAt: categories.updatedAt,
        productsUpdatedAt: max(products.updatedAt),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), productVisible))
      .where(eq(categories.isActive, true))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ slug: blogPosts.slug, lastmod: blogPosts.updatedAt })
      .from(blogPosts)
      .where(postVisible)
      .orderBy(sql`${blogPosts.publishedAt} desc`, asc(blogPosts.id)),
    db
      .select({ slug: blogCategories.slug, lastmod: max(blogPosts.updatedAt) })
      .from(blogCategories)
      .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), postVisible))
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id)),
    db
      .select({ slug: blogTags.slug, lastmod: max(blogPosts.updatedAt) })
      .from(blogTags)
      .leftJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), postVisible))
      .groupBy(blogTags.id)
      .orderBy(asc(blogTags.slug)),
    db.select({ slug: infoPages.slug, updatedAt: infoPages.updatedAt }).from(infoPages),
  ]);

  return {
    products: productRows,
    categories: categoryRows.map((c) => ({
      id: c.id,
      slug: c.slug,
      name_en: c.nameEn,
      lastmod: latest(c.updatedAt, toDate(c.productsUpdatedAt)),
    })),
    blogPosts: postRows,
    blogCategories: blogCategoryRows.map((c) => ({ slug: c.slug, lastmod: toDate(c.lastmod) })),
    blogTags: tagRows.map((t) => ({ slug: t.slug, lastmod: toDate(t.lastmod) })),
    infoPages: new Map(infoRows.map((p) => [p.slug, p.updatedAt])),
  };
}

/** Aggregates come back as strings from some drivers; a timestamp column as a Date. */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function latest(...dates: (Date | null | undefined)[]): Date | null {
  let newest: Date | null = null;
  for (const d of dates) if (d && (!newest || d > newest)) newest = d;
  return newest;
}
