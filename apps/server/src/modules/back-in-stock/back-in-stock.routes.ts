import {
  BackInStockConfirmQuery,
  BackInStockConfirmResponse,
  BackInStockNotifyBody,
  BackInStockNotifyResponse,
  IdParams,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { type BackInStockContext, confirmAlert, subscribe } from './back-in-stock.service';

/** Sign-ups from one address per hour, across every product (a form a script could fill with strangers' e-mails). */
const NOTIFY_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** "Notify me when available" (docs/product-rules.md#back-in-stock): the sign-up and the guest's confirmation link. */
export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): BackInStockContext => ({
    db: app.deps.database.db,
    now: app.deps.clock(),
    locale: request.locale,
    publicUrl: app.deps.config.publicUrl,
    log: request.log,
  });

  app.post(
    '/products/:id/notify',
    {
      config: { rateLimit: NOTIFY_RATE_LIMIT },
      schema: {
        tags: ['catalog'],
        summary:
          'Ask for one e-mail when a sold-out variant (not made to order) is back: guests confirm a link, a verified account waits at once',
        params: IdParams,
        body: BackInStockNotifyBody,
        response: { 200: BackInStockNotifyResponse },
      },
    },
    async (request) => {
      const { status } = await subscribe(context(request), request.params.id, request.body, request.user);
      const key = status === 'active' ? 'back_in_stock.subscribed' : 'back_in_stock.confirmation_sent';
      return {
        success: true as const,
        message: translate(request.locale, key, { email: request.body.email }),
        data: { status },
      };
    },
  );

  app.get(
    '/back-in-stock/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['catalog'],
        summary: 'Confirm a back-in-stock alert with the token from the e-mail',
        querystring: BackInStockConfirmQuery,
        response: { 200: BackInStockConfirmResponse },
      },
    },
    async (request) => {
      const data = await confirmAlert(context(request), request.query.token);
      return {
        success: true as const,
        message: translate(request.locale, 'back_in_stock.confirmed', { product: data.product_name }),
        data,
      };
    },
  );
};
