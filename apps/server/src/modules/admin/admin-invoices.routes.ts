import {
  AdminInvoiceListQuery,
  AdminInvoiceListResponse,
  AdminInvoiceMonthQuery,
  AdminKsefRetryResponse,
  AdminSellerInput,
  AdminSellerResponse,
  ErrorBody,
  IdParams,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { catalogueVersion } from '../catalog/catalog-cache';
import { warsawDay } from '../invoices/invoice-builder';
import { invoiceStorageFor } from '../invoices/invoice-files';
import { listInvoiceRegister, monthSalesCsv, monthZip, retryKsefSending } from '../invoices/invoice-register';
import { loadSellerView, saveSellerIdentity } from '../seller/seller-identity';
import { read, write } from './admin-access';
import { audit } from './admin-audit';

const security = [{ bearer: [] }];

/**
 * Admin: the accountant's invoice register (area `invoices`: accountant and super_admin) and the seller's
 * identity (area `settings`: super_admin). Single files are downloaded through the order's own invoice URL,
 * which staff may open; here are the list, the month's ZIP and the month's sales CSV.
 */
export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const storage = invoiceStorageFor(app.deps.config);

  app.get(
    '/invoices',
    {
      config: read('invoices'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Invoices and corrections, newest first, filtered by dates of issue, buyer kind, kind and KSeF status',
        querystring: AdminInvoiceListQuery,
        response: { 200: AdminInvoiceListResponse },
      },
    },
    async (request) => listInvoiceRegister(db(), request.query, app.deps.config.publicUrl),
  );

  app.get(
    '/invoices/month.zip',
    {
      config: read('invoices'),
      schema: {
        tags: ['admin'],
        security,
        summary: "The month's invoices and corrections: every PDF, the FA(3) XML of company ones, the sales CSV",
        querystring: AdminInvoiceMonthQuery,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const zip = await monthZip(db(), storage, month, request.locale);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="faktury-${month}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.get(
    '/invoices/month.csv',
    {
      config: read('invoices'),
      schema: {
        tags: ['admin'],
        security,
        summary: "The month's sales register for the bookkeeper (UTF-8 with BOM, `;`, decimal comma)",
        querystring: AdminInvoiceMonthQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sprzedaz-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(await monthSalesCsv(db(), month, request.locale));
    },
  );

  app.post(
    '/invoices/:id/ksef-retry',
    {
      config: write('invoices'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Send a company invoice whose KSeF sending failed once more (after fixing the cause)',
        params: IdParams,
        response: { 200: AdminKsefRetryResponse, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const now = app.deps.clock();
      const invoice = await db().transaction(async (tx) => {
        const view = await retryKsefSending(tx, request.params.id, now, app.deps.config.publicUrl);
        await audit(tx, request, 'invoices.ksef_retry', 'invoice', String(view.id), { number: view.number });
        return view;
      });
      return {
        data: invoice,
        message: translate(request.locale, 'invoices.ksef_retry_queued', { number: invoice.number }),
      };
    },
  );

  app.get(
    '/settings/seller',
    {
      config: read('settings'),
      schema: {
        tags: ['admin'],
        security,
        summary: "The seller's identity as saved (or the demo one), with the regulations version in force",
        response: { 200: AdminSellerResponse },
      },
    },
    async () => ({ data: await loadSellerView(db()) }),
  );

  app.put(
    '/settings/seller',
    {
      config: write('settings'),
      schema: {
        tags: ['admin'],
        security,
        summary: "Save the seller's identity; a change starts a new version of the regulations",
        body: AdminSellerInput,
        response: { 200: AdminSellerResponse, 422: ErrorBody },
      },
    },
    async (request) => {
      const now = app.deps.clock();
      const { view, termsChanged } = await saveSellerIdentity(db(), request.body, {
        now,
        today: warsawDay(now),
        within: (tx, change) =>
          audit(tx, request, 'settings.seller', 'shop_setting', 'seller_identity', {
            from: change.from,
            to: change.to,
          }),
      });
      // Pages, the footer and cached responses quote the seller: they are built again.
      if (termsChanged) catalogueVersion.bump();
      return { data: view, message: translate(request.locale, 'seller.saved', { version: view.terms_version }) };
    },
  );
};
