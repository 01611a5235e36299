import {
  CART_COOKIE,
  CartChangeResponse,
  ErrorBody,
  GiftCardBalanceResponse,
  GiftCardCodeBody,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimited } from '../../errors';
import { applyGiftCard, removeGiftCard } from '../cart/cart-gift-cards';
import type { CartContext, CartIdentity } from '../cart/cart-identity';
import { checkGiftCardBalance } from './gift-card-balance';
import { GiftCardNotFound } from './gift-card-lookup';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/**
 * Gift cards at the checkout and the balance check (docs/product-rules.md#gift-cards). Each route has its own
 * limit, and wrong codes from one address count together across all three: 20 an hour, then 429 — a code
 * has ~99 random bits, so this only stops a script, never a customer who mistyped a few times.
 */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const wrongCodes = app.createRateLimit({
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request) => `gift-card-guesses|${request.ip}`,
  });

  /** Refuses a client that has guessed wrong too often, runs the call, and counts a wrong code it meets. */
  async function guarded<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    const guesses = await wrongCodes(request, { increment: false });
    if (!guesses.isAllowed && guesses.remaining === 0 && guesses.ttlInSeconds > 0) {
      throw new RateLimited(guesses.ttlInSeconds);
    }
    try {
      return await call();
    } catch (error) {
      if (error instanceof GiftCardNotFound) await wrongCodes(request);
      throw error;
    }
  }

  const context = (request: FastifyRequest): CartContext => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    now: app.deps.clock(),
    locale: request.locale,
  });
  const identity = (request: FastifyRequest): CartIdentity =>
    request.user
      ? { customer: { userId: request.user.id, email: request.user.email } }
      : { guestToken: request.cookies[CART_COOKIE] };

  const cartAnswer = (change: Awaited<ReturnType<typeof applyGiftCard>>) => ({
    success: true as const,
    message: change.message,
    data: change.cart,
  });

  app.post(
    '/cart/gift-cards/apply',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a gift card to the cart (after the promo code; several cards may be applied)',
        body: GiftCardCodeBody,
        response: { 200: CartChangeResponse, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) =>
      cartAnswer(await guarded(request, () => applyGiftCard(context(request), identity(request), request.body.code))),
  );

  app.post(
    '/cart/gift-cards/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a gift card from the cart (by its code, or by the last four characters the cart shows)',
        body: GiftCardCodeBody,
        response: { 200: CartChangeResponse, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request) =>
      cartAnswer(await guarded(request, () => removeGiftCard(context(request), identity(request), request.body.code))),
  );

  app.post(
    '/gift-cards/balance',
    {
      schema: {
        tags: ['gift-cards'],
        summary: 'What a gift card holds and until when',
        body: GiftCardCodeBody,
        response: { 200: GiftCardBalanceResponse, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) =>
      guarded(request, () =>
        checkGiftCardBalance(app.deps.database.db, request.body.code, {
          now: app.deps.clock(),
          locale: request.locale,
        }),
      ),
  );
};
