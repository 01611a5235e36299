import {
  ErrorBody,
  MyReviewResponse,
  ProductIdParams,
  ReviewCreateBody,
  ReviewCreateResponse,
  ReviewListQuery,
  ReviewListResponse,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviews, ownReview, submitReview } from './reviews.service';

/** Reviews of a product: approved ones for everybody; logged-in customers write one per product. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews of a product, newest first',
        params: ProductIdParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse, 404: ErrorBody },
      },
    },
    async (request) => listReviews(app.deps.database.db, request.params.id, request.query, request.locale),
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      schema: {
        tags: ['reviews'],
        summary: "The signed-in customer's own review of the product (pending or approved), or null",
        security: [{ bearer: [] }],
        params: ProductIdParams,
        response: { 200: MyReviewResponse, 401: ErrorBody, 404: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => ownReview(app.deps.database.db, request.params.id, request.user!.id),
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (shown after approval); one per customer and product',
        security: [{ bearer: [] }],
        params: ProductIdParams,
        body: ReviewCreateBody,
        response: {
          201: ReviewCreateResponse,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (request) => `user:${request.user?.id}` } },
    },
    async (request, reply) => {
      const result = await submitReview(app.deps.database.db, {
        productId: request.params.id,
        userId: request.user!.id,
        review: request.body,
        locale: request.locale,
        now: app.deps.clock(),
      });
      return reply.status(201).send(result);
    },
  );
};
