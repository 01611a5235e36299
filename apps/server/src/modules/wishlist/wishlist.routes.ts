import {
  ErrorBody,
  WishlistChangeResponse,
  WishlistMergeBody,
  WishlistResponse,
  WishlistToggleBody,
  WishlistToggleResponse,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { clearWishlist, listWishlist, mergeWishlist, toggleWishlist, type WishlistContext } from './wishlist.service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/** The signed-in customer's wishlist (docs/product-rules.md#api-contract /api/user/wishlist); guests get 401 and keep theirs locally. */
/** One allowance per account for every wishlist change, far beyond what a shopper clicks. */
const WISHLIST_CHANGES = {
  rateLimit: {
    max: 120,
    timeWindow: '1 minute',
    groupId: 'wishlist-changes',
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
  },
};

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): WishlistContext => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    now: app.deps.clock(),
    locale: request.locale,
  });

  app.get(
    '/user/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The wishlist, newest first',
        security: [{ bearer: [] }],
        response: { 200: WishlistResponse, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listWishlist(context(request), request.user!.id) }),
  );

  app.post(
    '/user/wishlist/toggle',
    {
      config: WISHLIST_CHANGES,
      schema: {
        tags: ['wishlist'],
        summary: 'Add the product, or remove it when it is already listed',
        security: [{ bearer: [] }],
        body: WishlistToggleBody,
        response: { 200: WishlistToggleResponse, ...errors },
      },
      onRequest: app.requireUser,
      // docs/product-rules.md#errors: a toggle without a product id is answered "No product ID".
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        const id = (request.body as { product_id?: unknown } | undefined)?.product_id;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
          throw new ValidationFailed({ product_id: ['wishlist.no_product_id'] }, 'wishlist.no_product_id');
        }
        throw request.validationError;
      }
      const { inWishlist, items } = await toggleWishlist(context(request), request.user!.id, request.body.product_id);
      return {
        success: true as const,
        in_wishlist: inWishlist,
        message: translate(request.locale, inWishlist ? 'wishlist.added' : 'wishlist.removed'),
        data: items,
      };
    },
  );

  app.delete(
    '/user/wishlist/clear',
    {
      config: WISHLIST_CHANGES,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove every product from the wishlist',
        security: [{ bearer: [] }],
        response: { 200: WishlistChangeResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      await clearWishlist(context(request), request.user!.id);
      return { success: true as const, message: translate(request.locale, 'wishlist.cleared'), data: [] };
    },
  );

  app.post(
    '/user/wishlist/merge',
    {
      config: WISHLIST_CHANGES,
      schema: {
        tags: ['wishlist'],
        summary: "Add the guest's local wishlist to the account after login",
        security: [{ bearer: [] }],
        body: WishlistMergeBody,
        response: { 200: WishlistChangeResponse, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'wishlist.merged'),
      data: await mergeWishlist(context(request), request.user!.id, request.body.product_ids),
    }),
  );
};
