import {
  AdminInpostShipmentInput,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderNoteInput,
  AdminOrderResponse,
  AdminOrderStatusInput,
  AdminPackingSlipQuery,
  AdminPaymentFilters,
  AdminPaymentListQuery,
  AdminPaymentListResponse,
  AdminRefundInput,
  AdminWithdrawalCompleteInput,
  IdParam,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import { shipmentLabel } from '../orders/order-shipping';
import {
  addStaffNote,
  changeOrderStatus,
  completeWithdrawal,
  refundOrder,
  type StaffActor,
  shipOrderWithInpost,
} from '../orders/order-staff';
import type { OrdersContext } from '../orders/orders-context';
import { paymentGateways } from '../payments/payment-gateways';
import { read, write } from './admin-access';
import { audit } from './admin-audit';
import { adminOrderDetails, listAdminOrders, ordersCsv } from './admin-orders';
import { sendCsv } from './admin-orders-csv';
import { packingSlip } from './admin-orders-packing-slip';
import { listAdminPayments, paymentsCsv } from './admin-payments';

const id = IdParam;
const IdParams = z.object({ id });
const WithdrawalParams = z.object({ id, withdrawalId: id });
const ShipmentParams = z.object({ id, shipmentId: id });
const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Admin: orders, shipments, withdrawals, payments, refunds and CSV exports (areas `orders` and `payments`).
 * Registered inside adminRoutes, whose guard answers 401/403 by each route's `config` before anything runs.
 * The CSV exports belong to the payments area, as the role table gives them to the accountant.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const gateways = paymentGateways(app.deps.config, app.deps.database.db);
  const context = (request: FastifyRequest): OrdersContext => ({
    db: db(),
    config: app.deps.config,
    gateways,
    now: app.deps.clock(),
    locale: request.locale,
    log: request.log,
  });
  /** The staff member behind a change, recorded in the audit log within the change's transaction. */
  const actor = (request: FastifyRequest, orderId: number): StaffActor => ({
    id: request.user?.id ?? null,
    record: (tx, action, data) => audit(tx, request, action, 'order', orderId, data),
  });
  const details = async (request: FastifyRequest, orderId: number, message?: string) => ({
    data: await adminOrderDetails(context(request), orderId),
    ...(message ? { message } : {}),
  });

  app.get(
    '/orders',
    {
      config: read('orders'),
      schema: {
        tags,
        security,
        summary: 'Orders with filters (status, payment, Warsaw dates, number or e-mail), sorting and pages',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderListResponse },
      },
    },
    async (request) => listAdminOrders(db(), request.query, request.locale),
  );
  app.get(
    '/orders.csv',
    {
      config: read('payments'),
      schema: {
        tags,
        security,
        summary: 'The filtered orders as CSV (UTF-8 with BOM, `;`, decimal comma)',
        querystring: AdminOrderFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'zamowienia', app.deps.clock(), await ordersCsv(db(), request.query, request.locale)),
  );
  app.get(
    '/orders/:id',
    {
      config: read('orders'),
      schema: { tags, security, params: IdParams, response: { 200: AdminOrderResponse } },
    },
    async (request) => details(request, request.params.id),
  );
  app.post(
    '/orders/:id/status',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'Move the order on: shipped (tracking number), delivered, cancelled',
        params: IdParams,
        body: AdminOrderStatusInput,
        response: { 200: AdminOrderResponse },
      },
    },
    async (request) => {
      const message = await changeOrderStatus(
        context(request),
        actor(request, request.params.id),
        request.params.id,
        request.body,
      );
      return details(request, request.params.id, message);
    },
  );
  app.post(
    '/orders/:id/inpost-shipment',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'Create the InPost parcel through ShipX (demo without ShipX) and ship the order with its number',
        params: IdParams,
        body: AdminInpostShipmentInput,
        response: { 200: AdminOrderResponse },
      },
    },
    async (request) => {
      const message = await shipOrderWithInpost(
        context(request),
        actor(request, request.params.id),
        request.params.id,
        request.body,
      );
      return details(request, request.params.id, message);
    },
  );
  app.get(
    '/orders/:id/shipments/:shipmentId/label',
    {
      config: read('orders'),
      schema: {
        tags,
        security,
        summary: 'The InPost label PDF of a parcel created through ShipX',
        params: ShipmentParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await shipmentLabel(context(request), request.params.id, request.params.shipmentId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="etykieta-${request.params.shipmentId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    '/orders/:id/notes',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'Add a staff note (never shown to the customer)',
        params: IdParams,
        body: AdminOrderNoteInput,
        response: { 201: AdminOrderResponse },
      },
    },
    async (request, reply) => {
      await addStaffNote(context(request), actor(request, request.params.id), request.params.id, request.body.body);
      reply.status(201);
      return details(request, request.params.id, translate(request.locale, 'admin.orders.note_added'));
    },
  );
  app.post(
    '/orders/:id/withdrawals/:withdrawalId/complete',
    {
      config: write('orders'),
      schema: {
        tags,
        security,
        summary: 'The withdrawn products are back: order returned, refund ordered, customer told',
        params: WithdrawalParams,
        // No body at all: refund everything left, no restock.
        body: AdminWithdrawalCompleteInput.nullish(),
        response: { 200: AdminOrderResponse },
      },
    },
    async (request) => {
      const { id: orderId, withdrawalId } = request.params;
      const input = request.body ?? { restock: false };
      const message = await completeWithdrawal(context(request), actor(request, orderId), orderId, withdrawalId, input);
      return details(request, orderId, message);
    },
  );
  app.get(
    '/orders/:id/packing-slip',
    {
      config: read('orders'),
      schema: {
        tags,
        security,
        summary: 'Printable packing slip (HTML) in Polish or English (`?locale=`)',
        params: IdParams,
        querystring: AdminPackingSlipQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const html = await packingSlip(db(), request.params.id, request.query.locale ?? request.locale);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  // ——— payments and refunds ———
  app.get(
    '/payments',
    {
      config: read('payments'),
      schema: {
        tags,
        security,
        summary: 'Payments with their refunds (filters: status, provider, Warsaw dates, search)',
        querystring: AdminPaymentListQuery,
        response: { 200: AdminPaymentListResponse },
      },
    },
    async (request) => listAdminPayments(db(), request.query, request.locale),
  );
  app.get(
    '/payments.csv',
    {
      config: read('payments'),
      schema: {
        tags,
        security,
        summary: 'The filtered payments as CSV (UTF-8 with BOM, `;`, decimal comma)',
        querystring: AdminPaymentFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'platnosci', app.deps.clock(), await paymentsCsv(db(), request.query, request.locale)),
  );
  app.post(
    '/orders/:id/refunds',
    {
      config: write('payments'),
      schema: {
        tags,
        security,
        summary: 'Refund all or part of what was paid (Przelewy24 or the demo provider), with a reason',
        params: IdParams,
        body: AdminRefundInput,
        response: { 200: AdminOrderResponse },
      },
    },
    async (request) => {
      const message = await refundOrder(
        context(request),
        actor(request, request.params.id),
        request.params.id,
        request.body,
      );
      return details(request, request.params.id, message);
    },
  );
};
