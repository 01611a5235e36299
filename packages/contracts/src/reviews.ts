import { z } from 'zod';
import { PaginationMeta } from './catalog';

/** Product reviews: written by logged-in customers, shown after staff approval. */

export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEWS_PER_PAGE_DEFAULT = 10;
export const REVIEWS_PER_PAGE_MAX = 50;

export const ReviewCreateBody = z
  .object({
    rating: z.number().int().min(1).max(5),
    title: z.string().trim().max(REVIEW_TITLE_MAX).optional(),
    body: z.string().trim().min(REVIEW_BODY_MIN).max(REVIEW_BODY_MAX),
  })
  .strict();
export type ReviewCreateBody = z.infer<typeof ReviewCreateBody>;

export const ReviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(REVIEWS_PER_PAGE_MAX).default(REVIEWS_PER_PAGE_DEFAULT),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/** Average of approved reviews (one decimal) and their number; the product JSON carries the same. */
export const RatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const Review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  /** First name and the initial of the surname ("Anna K."). */
  author: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewListResponse = z.object({
  data: z.array(Review),
  meta: PaginationMeta.extend({ rating: RatingSummary }),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const ReviewCreateResponse = z.object({
  success: z.literal(true),
  /** Says the review awaits approval. */
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string().nullable(),
    body: z.string(),
    status: z.literal('pending'),
    created_at: z.string(),
  }),
});
export type ReviewCreateResponse = z.infer<typeof ReviewCreateResponse>;

/**
 * GET /api/products/{id}/reviews/mine: the signed-in customer's own review of a product, whatever its state, so
 * the page can say it awaits moderation instead of inviting a second one; null when there is none.
 */
export const MyReviewResponse = z.object({
  data: z
    .object({
      id: z.number().int(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.enum(['pending', 'approved']),
      created_at: z.string(),
    })
    .nullable(),
});
export type MyReviewResponse = z.infer<typeof MyReviewResponse>;
