import {
  CART_COOKIE,
  CancelOrderResponse,
  ErrorBody,
  GuestOrderParams,
  IDEMPOTENCY_KEY_HEADER,
  OrderConflictBody,
  OrderDetailsResponse,
  OrderIdParams,
  OrderListQuery,
  OrderListResponse,
  OrderTokenQuery,
  PaymentStatusResponse,
  PlaceGuestOrderBody,
  PlaceOrderBody,
  PlaceOrderResponse,
} from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors';
import { translate } from '../../i18n/messages';
import { toPln } from '../../shared/money';
import { paymentGateways } from '../payments/payment-gateways';
import { cancelOrder } from './order-cancelling';
import { orderTokensOf, rememberGuestOrder } from './order-cookie';
import {
  customerPlacement,
  guestPlacement,
  idempotencyFingerprint,
  type Placement,
  type Placer,
} from './order-placement';
import { accessibleOrder, guestOrderDetails, listOrders, orderDetails, paymentStatus } from './order-reading';
import type { OrdersContext, OrderViewer } from './orders-context';
import { type PlacedOrderResult, placeOrder } from './place-order';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** Visible ASCII, as a UUID or any client-made key is. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Orders (docs/product-rules.md#api-contract, #orders, #legal): placement for customers (bearer token) and guests (cart cookie), the
 * customer's list, details, payment status and cancellation (withdrawals and returns: modules/returns). A guest reaches one order with
 * its token: the `X-Order-Token` header, or `token` in the query of GET calls. Someone else's order is
 * always 404, never 403, so order ids reveal nothing.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = paymentGateways(app.deps.config, app.deps.database.db);
  const context = (request: FastifyRequest): OrdersContext => ({
    db: app.deps.database.db,
    config: app.deps.config,
    gateways,
    now: app.deps.clock(),
    locale: request.locale,
    log: request.log,
  });
  const viewer = (request: FastifyRequest, orderId: number): OrderViewer => {
    const query = (request.query as { token?: string } | undefined)?.token;
    return { userId: request.user?.id ?? null, orderTokens: [...orderTokensOf(request, orderId), query] };
  };

  const idempotencyOf = (request: FastifyRequest, placer: Placer) => {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (raw === undefined) return null;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      throw new DomainError(
        422,
        'validation_failed',
        'orders.idempotency_key_invalid',
        {},
        {
          'Idempotency-Key': ['orders.idempotency_key_invalid'],
        },
      );
    }
    return { key, fingerprint: idempotencyFingerprint(placer, request.body) };
  };

  const placed = (request: FastifyRequest, reply: FastifyReply, result: PlacedOrderResult) => {
    reply.status(result.replayed ? 200 : 201);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // The browser that placed a guest order is recognised by its cookie; the token also stays for e-mail links.
    if (result.guestToken) rememberGuestOrder(app, reply, result.order.id, result.guestToken);
    return {
      success: true as const,
      message: translate(request.locale, 'orders.placed', { number: result.order.orderNumber }),
      data: {
        id: result.order.id,
        order_number: result.order.orderNumber,
        total_amount: toPln(result.order.total),
        status: result.order.status as 'in_preparation',
        payment_status: result.order.paymentStatus as 'pending',
        payment_due_at: result.order.paymentDueAt?.toISOString() ?? null,
        guest_token: result.guestToken,
      },
    };
  };

  const place = async (request: FastifyRequest, reply: FastifyReply, placer: Placer, placement: Placement) => {
    const idempotency = idempotencyOf(request, placer);
    return placed(request, reply, await placeOrder(context(request), placer, placement, idempotency));
  };

  // Placing orders is rate limited per address: no one needs twenty checkouts a minute.
  const placementLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  // Cancelling and withdrawing by order id (a customer's own, or a guest's with the order token) share one
  // allowance per address: a customer needs a few, a script trying tokens is stopped.
  const orderChanges = { rateLimit: { max: 20, timeWindow: '10 minutes', groupId: 'order-changes' } };

  app.post(
    '/orders',
    {
      onRequest: app.requireUser,
      config: placementLimit,
      schema: {
        tags: ['orders'],
        summary: 'Place an order from the customer’s cart (Idempotency-Key honoured)',
        security: [{ bearer: [] }],
        body: PlaceOrderBody,
        response: { 200: PlaceOrderResponse, 201: PlaceOrderResponse, ...errors, 409: OrderConflictBody },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new DomainError(401, 'unauthorized', 'error.unauthorized');
      const placer: Placer = { customer: { userId: user.id, email: user.email } };
      return place(request, reply, placer, customerPlacement(request.body));
    },
  );

  app.post(
    '/orders/guest',
    {
      config: placementLimit,
      schema: {
        tags: ['orders'],
        summary: 'Place a guest order from the cart of the cart cookie (Idempotency-Key honoured)',
        body: PlaceGuestOrderBody,
        response: { 200: PlaceOrderResponse, 201: PlaceOrderResponse, ...errors, 409: OrderConflictBody },
      },
    },
    async (request, reply) => {
      // A signed-in customer who reaches the guest route orders from their own cart, into their account.
      const placer: Placer = request.user
        ? { customer: { userId: request.user.id, email: request.user.email } }
        : { guestToken: request.cookies[CART_COOKIE] };
      return place(request, reply, placer, guestPlacement(request.body));
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The customer’s orders, newest first',
        security: [{ bearer: [] }],
        querystring: OrderListQuery,
        response: { 200: OrderListResponse, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => listOrders(context(request), request.user?.id ?? 0, request.query.page, request.query.per_page),
  );

  app.get(
    '/orders/guest/:token',
    {
      schema: {
        tags: ['orders'],
        summary: 'A guest’s order opened by the link from the order e-mail',
        params: GuestOrderParams,
        response: { 200: OrderDetailsResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await guestOrderDetails(context(request), request.params.token) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order of the customer (or of the guest token)',
        params: OrderIdParams,
        querystring: OrderTokenQuery,
        response: { 200: OrderDetailsResponse, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await accessibleOrder(ctx.db, request.params.id, viewer(request, request.params.id));
      return { data: await orderDetails(ctx, order) };
    },
  );

  app.get(
    '/orders/:id/payment-status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Payment state of an order, polled by the payment outcome page',
        params: OrderIdParams,
        querystring: OrderTokenQuery,
        response: { 200: PaymentStatusResponse, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const ctx = context(request);
      return paymentStatus(ctx, await accessibleOrder(ctx.db, request.params.id, viewer(request, request.params.id)));
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: orderChanges,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order in preparation (restocks; refunds a paid order)',
        params: OrderIdParams,
        response: { 200: CancelOrderResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await accessibleOrder(ctx.db, request.params.id, viewer(request, request.params.id));
      const { details, message } = await cancelOrder(ctx, order, request.user?.id ?? null);
      return { success: true as const, message, data: details };
    },
  );
};
