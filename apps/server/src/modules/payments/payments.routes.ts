import {
  DemoActionParams,
  DemoPaymentActionResponse,
  DemoPaymentSessionResponse,
  DemoSessionParams,
  ErrorBody,
  InitiatePaymentBody,
  InitiatePaymentResponse,
  P24Notification,
  P24NotificationAnswer,
  P24RefundNotification,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors';
import { orderTokensOf } from '../orders/order-cookie';
import { openOrder } from '../orders/order-reading';
import { demoAction, demoSession } from './payment-demo';
import { paymentGateways } from './payment-gateways';
import { receiveRefundNotification } from './payment-refunds';
import { initiatePayment, receiveNotification } from './payments.service';
import type { PaymentsContext } from './payments-context';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/**
 * Payments (docs/product-rules.md#api-contract POST /api/payment/initiate, docs/product-rules.md#payments): starting a payment of an order, Przelewy24's
 * notifications, and the demo gateway's API used by the page /{locale}/payment/demo/{session_id}.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = paymentGateways(app.deps.config, app.deps.database.db);
  const context = (request: FastifyRequest): PaymentsContext => ({
    db: app.deps.database.db,
    config: app.deps.config,
    gateways,
    now: app.deps.clock(),
    locale: request.locale,
    log: request.log,
  });

  app.post(
    '/payment/initiate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          'Start paying an order: registers a Przelewy24 (or demo) transaction, answers where to go; 503 when no gateway is configured',
        body: InitiatePaymentBody,
        response: { 200: InitiatePaymentResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      // A guest is known by `guest_token`, the X-Order-Token header or the cookie set when the order was placed.
      const { order, guestToken } = await openOrder(ctx.db, request.body.order_id, {
        userId: request.user?.id ?? null,
        orderTokens: [request.body.guest_token, ...orderTokensOf(request, request.body.order_id)],
      });
      return initiatePayment(ctx, order, request.body, guestToken);
    },
  );

  // Przelewy24 calls these without cookies; a body that is not a notification is answered 400 and logged,
  // like a forged one.
  const refuseMalformed = (request: FastifyRequest) => {
    if (!request.validationError) return;
    request.log.warn({ error: request.validationError.message }, 'malformed payment notification');
    throw new DomainError(400, 'invalid_notification', 'payments.notification_invalid');
  };

  app.post(
    '/payment/p24/status',
    {
      // No limit: Przelewy24's servers call it (signature checked); a refused notification delays a payment.
      config: { rateLimit: false },
      attachValidation: true,
      schema: {
        tags: ['payments'],
        summary: 'Przelewy24 payment notification (signature, session and amount checked; verified once)',
        body: P24Notification,
        response: { 200: P24NotificationAnswer, 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      refuseMalformed(request);
      await receiveNotification(context(request), request.body);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/payment/p24/refund-status',
    {
      // No limit: Przelewy24's servers call it (signature checked).
      config: { rateLimit: false },
      attachValidation: true,
      schema: {
        tags: ['payments'],
        summary: 'Przelewy24 refund notification',
        body: P24RefundNotification,
        response: { 200: P24NotificationAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      refuseMalformed(request);
      await receiveRefundNotification(context(request), request.body);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/payment/demo/:session_id',
    {
      schema: {
        tags: ['payments'],
        summary: 'The demo gateway’s view of a payment session (only with DEMO_PAYMENTS and without Przelewy24)',
        params: DemoSessionParams,
        response: { 200: DemoPaymentSessionResponse, 404: ErrorBody },
      },
    },
    async (request) => demoSession(context(request), request.params.session_id),
  );

  app.post(
    '/payment/demo/:session_id/:action',
    {
      // No limit: it acts only on a session whose id carries 96 random bits, once (pending → closed).
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Pay, fail or cancel a demo payment (pay runs the Przelewy24 notification path)',
        params: DemoActionParams,
        response: { 200: DemoPaymentActionResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const result = await demoAction(context(request), request.params.session_id, request.params.action);
      return { success: true as const, redirect_url: result.redirectUrl, data: { status: result.status } };
    },
  );
};
