import type {
  Locale,
  MyReviewResponse,
  Review,
  ReviewCreateBody,
  ReviewCreateResponse,
  ReviewListQuery,
  ReviewListResponse,
} from '@atelier/contracts';
import type { Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import {
  approvedRatingSummary,
  findApprovedReviews,
  findOwnReview,
  insertReview,
  isActiveProduct,
  setReviewApproved,
} from './reviews.repository';

/** "Anna Klientka" → "Anna K.": enough to feel personal, not enough to identify anyone. */
export function authorName(fullName: string, locale: Locale): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (!first) return translate(locale, 'reviews.anonymous');
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('pl')}.` : first;
}

async function requireActiveProduct(db: Db, productId: number): Promise<void> {
  if (!(await isActiveProduct(db, productId))) throw new NotFound('catalog.product_not_found');
}

export async function listReviews(
  db: Db,
  productId: number,
  query: ReviewListQuery,
  locale: Locale,
): Promise<ReviewListResponse> {
  await requireActiveProduct(db, productId);
  const [rows, summary] = await Promise.all([
    findApprovedReviews(db, productId, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    approvedRatingSummary(db, productId),
  ]);
  const data: Review[] = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title || null,
    body: r.body,
    author: authorName(r.authorName, locale),
    created_at: r.createdAt.toISOString(),
  }));
  return {
    data,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(summary.count / query.per_page)),
      per_page: query.per_page,
      total: summary.count,
      rating: summary,
    },
  };
}

/** A customer's review, stored unapproved (staff approve it); one per customer and product. */
export async function submitReview(
  db: Db,
  input: { productId: number; userId: number; review: ReviewCreateBody; locale: Locale; now: Date },
): Promise<ReviewCreateResponse> {
  await requireActiveProduct(db, input.productId);
  const row = await insertReview(db, {
    productId: input.productId,
    userId: input.userId,
    rating: input.review.rating,
    title: input.review.title ?? '',
    body: input.review.body,
    now: input.now,
  });
  if (!row) throw new Conflict('reviews.already_reviewed', {}, 'review_exists');
  return {
    success: true,
    message: translate(input.locale, 'reviews.awaiting_approval'),
    data: {
      id: row.id,
      rating: row.rating,
      title: row.title || null,
      body: row.body,
      status: 'pending',
      created_at: row.createdAt.toISOString(),
    },
  };
}

/** The customer's own review of a product and whether staff have approved it yet (null when none). */
export async function ownReview(db: Db, productId: number, userId: number): Promise<MyReviewResponse> {
  await requireActiveProduct(db, productId);
  const row = await findOwnReview(db, productId, userId);
  return {
    data: row
      ? {
          id: row.id,
          rating: row.rating,
          title: row.title || null,
          body: row.body,
          status: row.isApproved ? 'approved' : 'pending',
          created_at: row.createdAt.toISOString(),
        }
      : null,
  };
}

/**
 * Staff approval (for the admin panel): the review becomes public and the product's rating changes, so
 * cached catalogue renderings are dropped. Returns false when there is no such review.
 */
export async function approveReview(db: Db, reviewId: number): Promise<boolean> {
  const found = await setReviewApproved(db, reviewId, true);
  if (found) catalogueVersion.bump();
  return found;
}

/** Takes an approved review down again (same cache rule). */
export async function unapproveReview(db: Db, reviewId: number): Promise<boolean> {
  const found = await setReviewApproved(db, reviewId, false);
  if (found) catalogueVersion.bump();
  return found;
}
