import { InfoPageParams, InfoPageQuery, InfoPageResponse, LocaleQuery, ShopFactsResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInfoPage, getShopFacts } from './pages.service';

/** Information and legal pages, FAQ with search, and the shop facts they quote (docs/product-rules.md#content). */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'An information page (payment-methods, delivery-costs, returns, … faq with ?search=, about)',
        params: InfoPageParams,
        querystring: InfoPageQuery,
        response: { 200: InfoPageResponse },
      },
    },
    async (request) => ({
      data: await getInfoPage(app.deps.database.db, {
        slug: request.params.slug,
        locale: request.locale,
        search: request.query.search,
        config: app.deps.config,
      }),
    }),
  );

  app.get(
    '/shop-facts',
    {
      schema: {
        tags: ['pages'],
        summary: 'Delivery prices, return periods, contact hours and address — the figures every page quotes',
        querystring: LocaleQuery,
        response: { 200: ShopFactsResponse },
      },
    },
    async (request) => ({ data: await getShopFacts(app.deps.database.db, request.locale, app.deps.config) }),
  );
};
