import {
  BannersQuery,
  BannersResponse,
  CategoriesQuery,
  CategoriesResponse,
  FeaturedQuery,
  ProductIdParams,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSlugParams,
  ProductsResponse,
  RelatedQuery,
  SizeGuideParams,
  SizeGuideResponse,
  SuggestQuery,
  SuggestResponse,
} from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CatalogueContext,
  carouselBanners,
  featuredProducts,
  listCacheKey,
  listCategories,
  renderProduct,
  renderProductList,
  renderRelatedProducts,
  suggestProducts,
  warmProductCards,
} from './catalog.service';
import { CatalogueCache, shareCatalogueChangesThroughRedis } from './catalog-cache';
import { CatalogueIndexStore } from './catalog-index-store';
import { ProductCards } from './product-cards';
import { JsonBytes, RenderedJson, sendRendered } from './rendered-json';
import { searchWords } from './search';
import { publicSizeGuide } from './size-guides';

/** Rendered responses kept per app (normalised query + language → JSON), by count and by bytes. */
const CACHE_ENTRIES = 500;
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Products, categories and banners (docs/product-rules.md#api-contract). Reads are rendered to JSON once (and compressed once per
 * encoding) and served from the cache until the catalogue changes (catalog-cache.ts). The declared response
 * schemas document the API; the tests check every answer against them.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CatalogueCache(CACHE_ENTRIES, CACHE_BYTES);
  const index = app.deps.config.catalogueIndex ? new CatalogueIndexStore(app.deps.database.db, app.log) : undefined;
  const cards =
    index && app.deps.config.productCardsMb > 0
      ? new ProductCards(app.deps.config.productCardsMb * 1024 * 1024)
      : undefined;
  const stopSharing = app.deps.redis ? shareCatalogueChangesThroughRedis(app.deps.redis, app.log) : undefined;
  const closing = new AbortController();
  let warming: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    // The index is built and the popular products presented in the background while the server starts serving.
    if (!cards || !app.deps.config.productCardsWarm) return;
    const began = performance.now();
    warming = warmProductCards(context, 'pl', closing.signal).then(
      (products) =>
        app.log.info(
          {
            products,
            cards: cards.size,
            megabytes: Math.round(cards.bytes / 2 ** 20),
            ms: Math.round(performance.now() - began),
          },
          'product cards warmed',
        ),
      (err) => app.log.warn({ err }, 'product cards were not warmed; lists present products as they are asked'),
    );
  });
  app.addHook('onClose', async () => {
    // The batch in flight (one read) finishes before the database closes; no other starts.
    closing.abort();
    await warming;
    cache.dispose();
    index?.dispose();
    cards?.clear();
    await stopSharing?.();
  });

  const context = (): CatalogueContext => ({
    db: app.deps.database.db,
    publicUrl: app.deps.config.publicUrl,
    now: app.deps.clock(),
    cache,
    index,
    cards,
  });
  const rendered = (key: string, render: () => Promise<unknown>) =>
    cache.get(key, async () => RenderedJson.of(await render()));
  /** The suggestions beside a product named by id or by slug: one cached answer per product, language and limit. */
  const sendRelated = async (
    request: FastifyRequest,
    reply: FastifyReply,
    of: { id: number } | { slug: string },
    limit: number,
  ) => {
    const json = await rendered(
      JSON.stringify(['related', request.locale, of, limit]),
      async () => new JsonBytes(await renderRelatedProducts(context(), of, limit, request.locale)),
    );
    return sendRendered(request, reply, json);
  };

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products with filters, sorting, search, pagination and facets',
        querystring: ProductListQuery,
        response: { 200: ProductListResponse },
      },
    },
    async (request, reply) => {
      const { query, locale } = request;
      const json = await rendered(
        listCacheKey(query, locale),
        async () => new JsonBytes(await renderProductList(context(), query, locale)),
      );
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search suggestions while typing: six products and matching categories',
        querystring: SuggestQuery,
        response: { 200: SuggestResponse },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      // Keyed by the folded words, so "Torebka" and "torebka " share one rendering.
      const key = JSON.stringify(['suggest', request.locale, searchWords(q)]);
      const json = await rendered(key, () => suggestProducts(context(), q, request.locale));
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/products/featured',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Featured products (home page bestsellers)',
        querystring: FeaturedQuery,
        response: { 200: ProductsResponse },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const json = await rendered(JSON.stringify(['featured', request.locale, limit]), async () => ({
        success: true,
        data: await featuredProducts(context(), limit, request.locale),
      }));
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/products/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by its slug',
        params: ProductSlugParams,
        response: { 200: ProductResponse },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const json = await rendered(
        JSON.stringify(['slug', request.locale, slug]),
        async () => new JsonBytes(await renderProduct(context(), { slug }, request.locale)),
      );
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by its id',
        params: ProductIdParams,
        response: { 200: ProductResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await rendered(
        JSON.stringify(['id', request.locale, id]),
        async () => new JsonBytes(await renderProduct(context(), { id }, request.locale)),
      );
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products to suggest beside one: same category, colours and style first',
        params: ProductIdParams,
        querystring: RelatedQuery,
        response: { 200: ProductsResponse },
      },
    },
    async (request, reply) => sendRelated(request, reply, { id: request.params.id }, request.query.limit),
  );

  // The same by the product's slug: a product page asks for its product and its suggestions at once.
  app.get(
    '/products/slug/:slug/related',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products to suggest beside one, by its slug',
        params: ProductSlugParams,
        querystring: RelatedQuery,
        response: { 200: ProductsResponse },
      },
    },
    async (request, reply) => sendRelated(request, reply, { slug: request.params.slug }, request.query.limit),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active categories with product counts',
        querystring: CategoriesQuery,
        response: { 200: CategoriesResponse },
      },
    },
    async (request, reply) => {
      const json = await rendered(JSON.stringify(['categories', request.locale]), async () => ({
        data: await listCategories(context(), request.locale),
      }));
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/categories/:id/size-guide',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's size guide in the request's language; 404 when it has none",
        params: SizeGuideParams,
        querystring: CategoriesQuery,
        response: { 200: SizeGuideResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await rendered(JSON.stringify(['size-guide', request.locale, id]), async () => ({
        data: await publicSizeGuide(context().db, id, request.locale),
      }));
      return sendRendered(request, reply, json);
    },
  );

  app.get(
    '/banners/carousel',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home page carousel banners',
        querystring: BannersQuery,
        response: { 200: BannersResponse },
      },
    },
    async (request, reply) => {
      const json = await rendered(JSON.stringify(['banners', request.locale]), async () => ({
        data: await carouselBanners(context(), request.locale),
      }));
      return sendRendered(request, reply, json);
    },
  );
};
