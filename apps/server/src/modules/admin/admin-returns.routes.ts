import {
  AdminReturnInspectInput,
  AdminReturnListQuery,
  AdminReturnListResponse,
  AdminReturnResponse,
  IdParam,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returns } from '../../db/schema';
import type { StaffActor } from '../orders/order-staff';
import { paymentGateways } from '../payments/payment-gateways';
import { adminReturnDetails, listAdminReturns } from '../returns/return-admin-view';
import { inspectReturn, receiveReturn, settleReturn } from '../returns/return-staff';
import type { ReturnsContext } from '../returns/returns-context';
import { read, write } from './admin-access';
import { audit } from './admin-audit';
import { dayRangeConditions } from './admin-orders-query';

const IdParams = z.object({ id: IdParam });
const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Admin: returns (area `orders`, the same roles as orders — docs/product-rules.md#after-sale): the list with filters,
 * one return, and the staff steps received → inspected (per line) → settled. The returns module does the work.
 */
export const adminReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const gateways = paymentGateways(app.deps.config, app.deps.database.db);
  const context = (request: FastifyRequest): ReturnsContext => ({
    db: db(),
    config: app.deps.config,
    gateways,
    now: app.deps.clock(),
    locale: request.locale,
    log: request.log,
  });
  const actor = (request: FastifyRequest, returnId: number): StaffActor => ({
    id: request.user?.id ?? null,
    record: (tx, action, data) => audit(tx, request, action, 'return', returnId, data),
  });
  const details = async (request: FastifyRequest, returnId: number, message?: string) => ({
    data: await adminReturnDetails(db(), returnId, request.locale),
    ...(message ? { message } : {}),
  });

  app.get(
    '/returns',
    {
      config: read('orders'),
      schema: {
        tags,
        security,
        summary: 'Returns (withdrawals among them) with filters: status, kind, Warsaw days, number or e-mail',
        querystring: AdminReturnListQuery,
        response: { 200: AdminReturnListResponse },
      },
    },
    async (request) =>
      listAdminReturns(db(), request.query, dayRangeConditions(returns.registeredAt, request.query), request.locale),
  );
  app.get(
    '/returns/:id',
    { config: read('orders'), schema: { tags, security, params: IdParams, response: { 200: AdminReturnResponse } } },
    async (request) => details(request, request.params.id),
  );
  app.post(
    '/returns/:id/receive',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'The return parcel has arrived (e-mails the customer)',
        params: IdParams,
        response: { 200: AdminReturnResponse },
      },
    },
    async (request) => {
      const message = await receiveReturn(context(request), actor(request, request.params.id), request.params.id);
      return details(request, request.params.id, message);
    },
  );
  app.post(
    '/returns/:id/inspect',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'Accept or reject (with a reason) every line of a received return',
        params: IdParams,
        body: AdminReturnInspectInput,
        response: { 200: AdminReturnResponse },
      },
    },
    async (request) => {
      const message = await inspectReturn(
        context(request),
        actor(request, request.params.id),
        request.params.id,
        request.body,
      );
      return details(request, request.params.id, message);
    },
  );
  app.post(
    '/returns/:id/settle',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary:
          'Settle an inspected return: refund up to day 30 after delivery, a gift card after; restock accepted lines',
        params: IdParams,
        response: { 200: AdminReturnResponse },
      },
    },
    async (request) => {
      const message = await settleReturn(context(request), actor(request, request.params.id), request.params.id);
      return details(request, request.params.id, message);
    },
  );
};
