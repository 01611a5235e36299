import type { AdminReviewListQuery, Locale } from '@atelier/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { catalogueVersion } from '../catalog/catalog-cache';
import { approveReview, unapproveReview } from '../reviews/reviews.service';
import { audit } from './admin-audit';

/** Reviews for moderation, newest first; the product is named in the staff member's language. */
export async function listAdminReviews(db: Db, query: z.infer<typeof AdminReviewListQuery>, locale: Locale = 'pl') {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(reviews.isApproved, query.status === 'approved');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(reviews).where(where),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        approved: reviews.isApproved,
        createdAt: reviews.createdAt,
        productId: products.id,
        productName: locale === 'en' ? products.nameEn : products.namePl,
        productSlug: products.slug,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      product: { id: row.productId, name: row.productName, slug: row.productSlug },
      author: { id: row.userId, name: row.userName, email: row.userEmail },
      rating: row.rating,
      title: row.title,
      body: row.body,
      approved: row.approved,
      created_at: row.createdAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      per_page: query.per_page,
      total,
    },
  };
}

/** Publishes or withdraws a review; the product's rating on the shop changes at once. */
export async function moderateReview(db: Db, request: FastifyRequest, id: number, approve: boolean): Promise<void> {
  const found = approve ? await approveReview(db, id) : await unapproveReview(db, id);
  if (!found) throw new NotFound();
  await audit(db, request, approve ? 'review.approve' : 'review.unapprove', 'review', id);
}

export async function deleteReview(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, id)))
      .returning({ id: reviews.id });
    if (!rows.length) throw new NotFound();
    await audit(tx, request, 'review.delete', 'review', id);
  });
  catalogueVersion.bump();
}
