import {
  canAdmin,
  ErrorBody,
  InvoiceFileParams,
  InvoiceRequestBody,
  InvoiceRequestResponse,
  OrderIdParams,
  OrderTokenQuery,
  SellerResponse,
} from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderTokensOf } from '../orders/order-cookie';
import { accessibleOrder } from '../orders/order-reading';
import type { OrderViewer } from '../orders/orders-context';
import { loadSellerView } from '../seller/seller-identity';
import { findOrderInvoiceFile, type InvoiceFile, invoiceFile } from './invoice-downloads';
import { invoicePdf, invoiceStorageFor } from './invoice-files';
import { requestInvoice } from './invoice-requests';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** Sends an invoice file as a download; private (it names the buyer), never cached by proxies. */
export function sendInvoiceFile(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * Invoices for buyers (docs/api.md#invoices): an order's invoice files for whoever may open the order (the
 * account, a guest's token or cookie) and for staff who may read orders or invoices; a consumer's request for
 * an invoice after paying; and the seller's identity every page and client may show.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const storage = invoiceStorageFor(app.deps.config);
  const viewer = (request: FastifyRequest, orderId: number): OrderViewer => {
    const query = (request.query as { token?: string } | undefined)?.token;
    return { userId: request.user?.id ?? null, orderTokens: [...orderTokensOf(request, orderId), query] };
  };
  const isStaffReader = (request: FastifyRequest) => {
    const roles = request.user?.roles ?? [];
    return canAdmin(roles, 'invoices', 'read') || canAdmin(roles, 'orders', 'read');
  };

  app.get(
    '/shop/seller',
    {
      schema: {
        tags: ['pages'],
        summary: "The seller's legal identity (name, address, NIP, REGON, register entry, account) and terms version",
        response: { 200: SellerResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await loadSellerView(db()) };
    },
  );

  app.get(
    '/orders/:id/invoices/:file',
    {
      schema: {
        tags: ['orders'],
        summary: 'An invoice of the order as PDF, or FA(3) XML for company invoices: FV-2026-11-0001.pdf / .xml',
        params: InvoiceFileParams,
        querystring: OrderTokenQuery,
        response: { 404: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      // Staff read any order's invoices; everyone else must be able to open the order (else 404, as for orders).
      if (!isStaffReader(request)) await accessibleOrder(db(), id, viewer(request, id));
      const found = await findOrderInvoiceFile(db(), id, file);
      return sendInvoiceFile(reply, await invoiceFile(db(), storage, found.invoice, found.format));
    },
  );

  app.post(
    '/orders/:id/invoice',
    {
      // The same allowance as the other changes of an order by its id (cancel, withdraw).
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', groupId: 'order-changes' } },
      schema: {
        tags: ['orders'],
        summary:
          'A buyer asks for a VAT invoice of a paid order (within 3 months from the end of the month of payment)',
        params: OrderIdParams,
        body: InvoiceRequestBody.optional(),
        response: { 201: InvoiceRequestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = { db: db(), now: app.deps.clock(), locale: request.locale, publicUrl: app.deps.config.publicUrl };
      const { invoice, ...result } = await requestInvoice(
        ctx,
        request.params.id,
        viewer(request, request.params.id),
        request.body ?? {},
      );
      // Rendered now so the page's link answers at once; a failure (pdf_error) leaves it for the e-mail or download.
      await invoicePdf(db(), storage, invoice).catch(() => undefined);
      reply.status(201);
      return { success: true as const, ...result };
    },
  );
};
