import {
  ErrorBody,
  GuestWithdrawBody,
  OrderIdParams,
  ReturnCreateBody,
  ReturnCreateResponse,
  WithdrawalFormQuery,
  WithdrawBody,
  WithdrawResponse,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderTokensOf } from '../orders/order-cookie';
import { accessibleOrder } from '../orders/order-reading';
import type { OrderViewer } from '../orders/orders-context';
import { paymentGateways } from '../payments/payment-gateways';
import { loadSellerIdentity } from '../seller/seller-identity';
import { returnCodeSource } from './return-codes';
import { startReturn } from './return-registering';
import type { ReturnsContext } from './returns-context';
import { renderWithdrawalForm, withdrawalFormOrder } from './withdrawal-form';
import { withdrawByOrderNumber, withdrawFromOrder } from './withdrawal-statement';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/**
 * Returns and the statutory withdrawal (docs/product-rules.md#after-sale, #legal): a customer (bearer token) or a
 * guest (the order's cookie or its token in `X-Order-Token`) registers a return of delivered lines, or withdraws
 * from the whole contract. Someone else's order is 404, as every order route answers.
 */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = paymentGateways(app.deps.config, app.deps.database.db);
  const codeFor = returnCodeSource(app.deps.config);
  const context = (request: FastifyRequest): ReturnsContext => ({
    db: app.deps.database.db,
    config: app.deps.config,
    gateways,
    now: app.deps.clock(),
    locale: request.locale,
    log: request.log,
  });
  const viewer = (request: FastifyRequest, orderId: number): OrderViewer => ({
    userId: request.user?.id ?? null,
    orderTokens: orderTokensOf(request, orderId),
  });
  // One allowance per address with cancelling (orders.routes.ts): a customer needs a few, a script trying tokens is stopped.
  const orderChanges = { rateLimit: { max: 20, timeWindow: '10 minutes', groupId: 'order-changes' } };

  app.post(
    '/orders/:id/returns',
    {
      config: orderChanges,
      schema: {
        tags: ['orders'],
        summary: 'Return delivered lines within 90 days of delivery (the statutory withdrawal within 14)',
        params: OrderIdParams,
        body: ReturnCreateBody,
        response: { 201: ReturnCreateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const order = await accessibleOrder(ctx.db, request.params.id, viewer(request, request.params.id));
      const answer = await startReturn(ctx, order, request.body, request.user?.id ?? null, codeFor);
      reply.status(201);
      return answer;
    },
  );

  app.post(
    '/orders/withdraw',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['orders'],
        summary: 'Withdraw from the contract by order number and e-mail (guests without the link)',
        body: GuestWithdrawBody,
        response: { 200: WithdrawResponse, ...errors },
      },
    },
    async (request) => withdrawByOrderNumber(context(request), request.body),
  );

  app.post(
    '/orders/:id/withdraw',
    {
      config: orderChanges,
      schema: {
        tags: ['orders'],
        summary: 'Withdraw from the contract within 14 days of delivery',
        params: OrderIdParams,
        body: WithdrawBody,
        response: { 200: WithdrawResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const order = await accessibleOrder(ctx.db, request.params.id, viewer(request, request.params.id));
      return withdrawFromOrder(ctx, order, request.body);
    },
  );
  app.get(
    '/returns/withdrawal-form.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'The model withdrawal form (PDF), optionally filled in with an order the reader may see',
        querystring: WithdrawalFormQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { lang, order: orderId, token } = request.query;
      const locale = lang ?? request.locale;
      const db = app.deps.database.db;
      const order = orderId
        ? await accessibleOrder(db, orderId, {
            userId: request.user?.id ?? null,
            orderTokens: [...orderTokensOf(request, orderId), token],
          })
        : null;
      const [seller, filled] = await Promise.all([
        loadSellerIdentity(db),
        order ? withdrawalFormOrder(db, order) : Promise.resolve(null),
      ]);
      const pdf = await renderWithdrawalForm(seller, locale, filled);
      const name = locale === 'pl' ? 'formularz-odstapienia' : 'withdrawal-form';
      const filename = filled ? `${name}-${filled.orderNumber}.pdf` : `${name}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', filled ? 'private, no-store' : 'no-cache')
        .send(pdf);
    },
  );
};
