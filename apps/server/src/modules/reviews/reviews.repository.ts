import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';

export async function isActiveProduct(db: Db, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** Approved reviews of a product, newest first, with their authors' names. */
export async function findApprovedReviews(db: Db, productId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      authorName: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.isApproved, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Number and average (one decimal) of a product's approved reviews. */
export async function approvedRatingSummary(
  db: Db,
  productId: number,
): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isApproved, true)));
  return {
    count: row?.count ?? 0,
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}

/** Inserts a review awaiting approval; undefined when this user has already reviewed the product. */
export async function insertReview(
  db: Db,
  review: { productId: number; userId: number; rating: number; title: string; body: string; now: Date },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      productId: review.productId,
      userId: review.userId,
      rating: review.rating,
      title: review.title,
      body: review.body,
      isApproved: false,
      createdAt: review.now,
      updatedAt: review.now,
    })
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  return row;
}

export async function setReviewApproved(db: Db, reviewId: number, approved: boolean): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ isApproved: approved })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** A customer's own review of a product, approved or not. */
export async function findOwnReview(db: Db, productId: number, userId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      isApproved: reviews.isApproved,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}
