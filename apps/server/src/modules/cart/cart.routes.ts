import {
  CART_COOKIE,
  CartAddBody,
  CartChangeResponse,
  CartItemParams,
  CartResponse,
  CartUpdateBody,
  CheckoutEmailBody,
  ErrorBody,
  PromoCodeBody,
  SelectShippingBody,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../errors';
import type { CartChange } from './cart-change';
import { selectShipping } from './cart-delivery';
import type { CartContext, CartIdentity } from './cart-identity';
import { addToCart, clearCart, removeCartLine, updateCartLine } from './cart-lines';
import { applyPromoCode, removePromoCode, setCheckoutEmail } from './cart-promo-codes';
import { viewCart } from './cart-reading';
import { GUEST_CART_DAYS, mergeGuestCartNow } from './guest-carts';

function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.deps.config.publicUrl.startsWith('https:'),
  };
}

/** Forgets the guest cart cookie (after its cart was merged into a customer's, or when it names no cart). */
export function clearGuestCartCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, cookieOptions(app));
}

const changeErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/**
 * Cart changes share one allowance per address, far beyond what a shopper clicks: a script creating guest
 * carts (a row each) or hammering the stock checks is stopped. Promo codes have their own, stricter limit.
 */
const CART_CHANGES = { rateLimit: { max: 120, timeWindow: '1 minute', groupId: 'cart-changes' } };

/**
 * The cart (docs/product-rules.md#api-contract /api/cart…, docs/product-rules.md#carts). A customer (bearer token) uses their own cart; a guest's cart is named
 * by the httpOnly `atelier_cart` cookie, created by the first change (a read without a cart sets nothing).
 * Cookie-carrying changes need the CSRF header (modules/security/csrf.ts). Every change answers with the
 * whole cart.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
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

  // A signed-in request that still carries a guest cart cookie (e.g. after social sign-in, which does not
  // pass through the login route): the guest cart joins the customer's first.
  app.addHook('preHandler', async (request, reply) => {
    const guestToken = request.cookies[CART_COOKIE];
    if (!request.user || guestToken === undefined) return;
    await mergeGuestCartNow(app.deps.database.db, { guestToken, userId: request.user.id, now: app.deps.clock() });
    clearGuestCartCookie(app, reply);
  });

  const answer = (reply: FastifyReply, change: CartChange) => {
    if (change.newGuestToken) {
      reply.setCookie(CART_COOKIE, change.newGuestToken, {
        ...cookieOptions(app),
        maxAge: GUEST_CART_DAYS * 24 * 60 * 60,
      });
    }
    return { success: true as const, message: change.message, data: change.cart };
  };

  /** Keeps a guest's cookie alive while its cart is in use. */
  const renewGuestCookie = (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[CART_COOKIE];
    if (request.user || !token) return;
    reply.setCookie(CART_COOKIE, token, { ...cookieOptions(app), maxAge: GUEST_CART_DAYS * 24 * 60 * 60 });
  };

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart with totals recomputed from the database (an empty cart when there is none)',
        response: { 200: CartResponse },
      },
    },
    async (request, reply) => {
      const { cart, found } = await viewCart(context(request), identity(request));
      // A cookie that names no cart (merged, expired) is dropped rather than sent forever.
      if (!request.user && request.cookies[CART_COOKIE] !== undefined && !found) clearGuestCartCookie(app, reply);
      return { data: cart };
    },
  );

  app.post(
    '/cart/add',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Add a product (the same product, size and colour adds to its line)',
        body: CartAddBody,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const change = await addToCart(context(request), identity(request), request.body);
      if (!change.newGuestToken) renewGuestCookie(request, reply);
      return answer(reply, change);
    },
  );

  // Registered before '/cart/:id', though static paths win in the router anyway.
  app.delete(
    '/cart/clear',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Remove every line and the promo code',
        response: { 200: CartChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) => answer(reply, await clearCart(context(request), identity(request))),
  );

  app.put(
    '/cart/:id',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a line (0 removes it)',
        params: CartItemParams,
        body: CartUpdateBody,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
      // docs/product-rules.md#errors: a missing id or a quantity below 0 is answered "Invalid parameters".
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const params = CartItemParams.safeParse(request.params);
        const body = CartUpdateBody.safeParse(request.body);
        throw new ValidationFailed(
          {
            ...(params.success ? {} : { id: ['cart.invalid_item_id'] }),
            ...(body.success ? {} : { quantity: ['cart.quantity_invalid'] }),
          },
          'cart.invalid_parameters',
        );
      }
      const change = await updateCartLine(
        context(request),
        identity(request),
        request.params.id,
        request.body.quantity,
      );
      renewGuestCookie(request, reply);
      return answer(reply, change);
    },
  );

  app.delete(
    '/cart/:id',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: CartItemParams,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        throw new ValidationFailed({ id: ['cart.invalid_item_id'] }, 'cart.invalid_item_id');
      }
      return answer(reply, await removeCartLine(context(request), identity(request), request.params.id));
    },
  );

  app.post(
    '/cart/promo-codes/apply',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a promo code (one per cart; case-insensitive)',
        body: PromoCodeBody,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
      // Codes must not be guessable by trying many of them.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const code = (request.body as { code?: unknown } | undefined)?.code;
        if (typeof code !== 'string' || !code.trim()) {
          throw new ValidationFailed({ code: ['coupon.code_required'] }, 'coupon.code_required');
        }
        throw request.validationError;
      }
      return answer(reply, await applyPromoCode(context(request), identity(request), request.body.code));
    },
  );

  app.post(
    '/cart/promo-codes/remove',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Remove the promo code (422 when none is applied)',
        response: { 200: CartChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) =>
      answer(reply, await removePromoCode(context(request), identity(request), { force: false })),
  );

  app.post(
    '/cart/promo-codes/force-remove',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Remove the promo code whatever its state (always succeeds)',
        response: { 200: CartChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) =>
      answer(reply, await removePromoCode(context(request), identity(request), { force: true })),
  );

  app.post(
    '/cart/select-shipping',
    {
      config: CART_CHANGES,
      schema: {
        tags: ['cart'],
        summary: 'Choose the delivery method (and parcel locker); the price sent is ignored',
        body: SelectShippingBody,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) => answer(reply, await selectShipping(context(request), identity(request), request.body)),
  );

  app.post(
    '/cart/checkout-email',
    {
      schema: {
        tags: ['cart'],
        summary: 'The guest’s e-mail typed at checkout: promo-code rules for that customer apply to the cart at once',
        body: CheckoutEmailBody,
        response: { 200: CartChangeResponse, ...changeErrors },
      },
      // Whether an address has ordered before shows through first-order codes: not to be asked in bulk.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) =>
      answer(reply, await setCheckoutEmail(context(request), identity(request), request.body.email)),
  );
};
