import {
  AdminAttributeInput,
  AdminAttributeResponse,
  AdminAttributeUpdateInput,
  AdminBackInStockQuery,
  AdminBackInStockResponse,
  AdminProductResponse,
  AdminSizeGuideInput,
  AdminSizeGuideResponse,
  AdminVariantInput,
  AdminVariantOrderInput,
  AdminVariantParams,
  AdminVariantUpdateInput,
  IdParams,
} from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { waitingCounts } from '../back-in-stock/back-in-stock.service';
import { removeSizeGuide, saveSizeGuide, staffSizeGuide } from '../catalog/size-guides';
import { mediaStorageFor } from '../media/storage';
import { read, write } from './admin-access';
import { saveAttribute } from './admin-categories';
import { getAdminProduct } from './admin-products-reading';
import { restockedAfterEdit } from './admin-restock';
import { addVariant, arrangeVariants, retireVariant, updateVariant } from './admin-variants';

const security = [{ bearer: [] }];

/**
 * Catalogue routes beyond products and categories: product variants (docs/product-rules.md#variants) and the
 * filter values (colours, styles, gender, status) staff add and rename, and the categories' size guides
 * (docs/product-rules.md#size-guides). Registered inside the admin plugin, so the role guard applies (area catalogue). The
 * list itself is `GET /attributes` in admin.routes.ts, which the product form reads too.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const emailRestocked = (request: FastifyRequest, variantIds?: number[]) =>
    restockedAfterEdit(app, request, variantIds);
  const publicUrl = app.deps.config.publicUrl;
  const storage = mediaStorageFor(app.deps.config);
  /** Variant changes answer with the whole product, as photograph changes do: the editor shows it as saved. */
  const product = async (id: number, message: string) => ({
    data: await getAdminProduct(db(), id, publicUrl),
    message,
  });

  app.get(
    '/back-in-stock',
    {
      config: read('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Variants customers wait for (back-in-stock alerts), most awaited first; `?product_id=` narrows',
        querystring: AdminBackInStockQuery,
        response: { 200: AdminBackInStockResponse },
      },
    },
    async (request) => ({ data: await waitingCounts(db(), request.locale, request.query.product_id) }),
  );

  app.post(
    '/products/:id/variants',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Add a variant (colour and size); without prices it starts from the product’s current ones',
        params: IdParams,
        body: AdminVariantInput,
        response: { 201: AdminProductResponse },
      },
    },
    async (request, reply) => {
      await addVariant(db(), request, request.params.id, request.body, app.deps.clock());
      reply.status(201);
      return product(request.params.id, translate(request.locale, 'admin.variant_added'));
    },
  );
  app.put(
    '/products/:id/variants/order',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Order the active variants (ids in the new order)',
        params: IdParams,
        body: AdminVariantOrderInput,
        response: { 200: AdminProductResponse },
      },
    },
    async (request) => {
      await arrangeVariants(db(), request, request.params.id, request.body, app.deps.clock());
      return product(request.params.id, translate(request.locale, 'admin.saved'));
    },
  );
  app.put(
    '/products/:id/variants/:variantId',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Save a variant: SKU, colour, size, prices (Omnibus history kept), stock, made to order',
        params: AdminVariantParams,
        body: AdminVariantUpdateInput,
        response: { 200: AdminProductResponse },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      await updateVariant(db(), request, id, variantId, request.body, app.deps.clock());
      await emailRestocked(request, [variantId]);
      return product(id, translate(request.locale, 'admin.saved'));
    },
  );
  app.delete(
    '/products/:id/variants/:variantId',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Retire a variant (deleted outright when no order or cart names it); the last one stays (422)',
        params: AdminVariantParams,
        response: { 200: AdminProductResponse },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const outcome = await retireVariant(db(), storage, request, id, variantId, app.deps.clock());
      return product(
        id,
        translate(request.locale, outcome === 'deleted' ? 'admin.variant_deleted' : 'admin.variant_retired'),
      );
    },
  );

  app.post(
    '/attributes',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Add a filter value (colour with its swatch, style, gender, status); codes are unique per kind',
        body: AdminAttributeInput,
        response: { 201: AdminAttributeResponse },
      },
    },
    async (request, reply) => {
      const data = await saveAttribute(db(), request, request.body);
      reply.status(201);
      return {
        data,
        message: translate(request.locale, 'admin.attribute_saved', {
          label: request.locale === 'en' ? data.label_en : data.label_pl,
        }),
      };
    },
  );
  app.put(
    '/attributes/:id',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Rename a filter value, change its code, swatch or position (its kind stays)',
        params: IdParams,
        body: AdminAttributeUpdateInput,
        response: { 200: AdminAttributeResponse },
      },
    },
    async (request) => {
      const data = await saveAttribute(db(), request, request.body, request.params.id);
      return {
        data,
        message: translate(request.locale, 'admin.attribute_saved', {
          label: request.locale === 'en' ? data.label_en : data.label_pl,
        }),
      };
    },
  );

  app.get(
    '/categories/:id/size-guide',
    {
      config: read('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: "A category's size guide in both languages; `data` is null while it has none",
        params: IdParams,
        response: { 200: AdminSizeGuideResponse },
      },
    },
    async (request) => ({ data: await staffSizeGuide(db(), request.params.id) }),
  );

  app.put(
    '/categories/:id/size-guide',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: "Write a category's whole size guide (creates it when there is none)",
        params: IdParams,
        body: AdminSizeGuideInput,
        response: { 200: AdminSizeGuideResponse },
      },
    },
    async (request) => ({
      data: await saveSizeGuide(db(), request, request.params.id, request.body, app.deps.clock()),
      message: translate(request.locale, 'admin.saved'),
    }),
  );

  app.delete(
    '/categories/:id/size-guide',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: "Delete a category's size guide",
        params: IdParams,
        response: { 200: AdminSizeGuideResponse },
      },
    },
    async (request) => {
      await removeSizeGuide(db(), request, request.params.id);
      return { data: null, message: translate(request.locale, 'size_guide.deleted') };
    },
  );
};
