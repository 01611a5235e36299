import {
  AdminAttributeListResponse,
  AdminCategoryInput,
  AdminCategoryListResponse,
  AdminCategoryResponse,
  AdminCouponInput,
  AdminCouponListResponse,
  AdminCouponResponse,
  AdminDashboardResponse,
  AdminDeliveryMethodInput,
  AdminDeliveryMethodListResponse,
  AdminDeliveryMethodResponse,
  AdminImageOrderInput,
  AdminMessageResponse,
  AdminProductConflictResponse,
  AdminProductInput,
  AdminProductListQuery,
  AdminProductListResponse,
  AdminProductResponse,
  AdminProductUpdateInput,
  AdminReviewListQuery,
  AdminReviewListResponse,
  AdminStockInput,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserResponse,
  AdminUserRolesInput,
  AuditLogQuery,
  AuditLogResponse,
  IdParam,
  IdParams,
} from '@atelier/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationFailed } from '../../errors';
import { translate } from '../../i18n/messages';
import { MAX_UPLOAD_BYTES } from '../media/images';
import { mediaStorageFor } from '../media/storage';
import { assertStorableText } from '../security/storable-input';
import { guardAdminRoutes, read, write } from './admin-access';
import { adminCatalogueRoutes } from './admin-catalogue.routes';
import { listAdminCategories, listAttributes, saveAdminCategory } from './admin-categories';
import { adminContentRoutes } from './admin-content.routes';
import { dashboard } from './admin-dashboard';
import {
  addProductImages,
  arrangeProductImages,
  MAX_IMAGES_PER_PRODUCT,
  removeProductImage,
  type UploadedFile,
} from './admin-images';
import { adminInboxRoutes } from './admin-inbox.routes';
import { adminInvoicesRoutes } from './admin-invoices.routes';
import {
  listAdminCoupons,
  listAdminDeliveryMethods,
  removeAdminCoupon,
  saveAdminCoupon,
  updateAdminDeliveryMethod,
} from './admin-marketing';
import { adminMarketingRoutes } from './admin-marketing.routes';
import { adminOrdersRoutes } from './admin-orders.routes';
import {
  createAdminProduct,
  ProductChanged,
  removeAdminProduct,
  setAdminProductStock,
  updateAdminProduct,
} from './admin-products';
import { getAdminProduct, listAdminProducts } from './admin-products-reading';
import { adminReturnsRoutes } from './admin-returns.routes';
import { deleteReview, listAdminReviews, moderateReview } from './admin-reviews';
import { listAdminUsers, listAuditLog, setStaffRoles } from './admin-users';

const ImageParams = z.object({ id: IdParam, imageId: IdParam });
const security = [{ bearer: [] }];

/**
 * The admin panel's API under /api/admin (docs/product-rules.md#staff). Every route declares its area and whether it
 * reads or writes; guardAdminRoutes answers 401/403 from the role table in contracts/admin.ts before
 * anything else runs. Other areas (orders, payments, content, marketing) register their admin routes in
 * this plugin's scope the same way.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const db = () => app.deps.database.db;
  const publicUrl = app.deps.config.publicUrl;
  const storage = mediaStorageFor(app.deps.config);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES_PER_PRODUCT, fields: 10, fieldSize: 2000, parts: 30 },
  });
  // Areas in their own files; they inherit the guard above (hooks apply to child plugins).
  await app.register(adminOrdersRoutes);
  await app.register(adminReturnsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminMarketingRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminInvoicesRoutes);

  app.get(
    '/dashboard',
    {
      config: read('dashboard'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Sales, orders and alerts',
        response: { 200: AdminDashboardResponse },
      },
    },
    async (request) => ({ data: await dashboard(db(), app.deps.clock(), request.locale) }),
  );

  // ——— catalogue ———
  app.get(
    '/products',
    {
      config: read('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Products with search, filters, sorting and pages (inactive ones included)',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductListResponse },
      },
    },
    async (request) => listAdminProducts(db(), request.query, publicUrl, request.locale),
  );
  app.get(
    '/products/:id',
    {
      config: read('catalogue'),
      schema: { tags: ['admin'], security, params: IdParams, response: { 200: AdminProductResponse } },
    },
    async (request) => ({ data: await getAdminProduct(db(), request.params.id, publicUrl) }),
  );
  app.post(
    '/products',
    {
      config: write('catalogue'),
      schema: { tags: ['admin'], security, body: AdminProductInput, response: { 201: AdminProductResponse } },
    },
    async (request, reply) => {
      const id = await createAdminProduct(db(), request, request.body, app.deps.clock());
      reply.status(201);
      return { data: await getAdminProduct(db(), id, publicUrl), message: translate(request.locale, 'admin.saved') };
    },
  );
  app.put(
    '/products/:id',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Save an edit; with the loaded `updated_at`, a save over a newer version is refused (409)',
        params: IdParams,
        body: AdminProductUpdateInput,
        response: { 200: AdminProductResponse, 409: AdminProductConflictResponse },
      },
    },
    async (request, reply) => {
      try {
        await updateAdminProduct(db(), request, request.params.id, request.body, app.deps.clock());
      } catch (error) {
        if (!(error instanceof ProductChanged)) throw error;
        // The newer version comes with the refusal, so the editor can show what the other person saved.
        reply.status(409);
        return {
          message: translate(request.locale, 'admin.product_changed'),
          code: error.code,
          data: await getAdminProduct(db(), request.params.id, publicUrl),
        };
      }
      return {
        data: await getAdminProduct(db(), request.params.id, publicUrl),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.put(
    '/products/:id/stock',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        params: IdParams,
        body: AdminStockInput,
        response: { 200: AdminProductResponse },
      },
    },
    async (request) => {
      await setAdminProductStock(
        db(),
        request,
        request.params.id,
        request.body.stock,
        app.deps.clock(),
        request.body.variant_id,
      );
      return {
        data: await getAdminProduct(db(), request.params.id, publicUrl),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.delete(
    '/products/:id',
    {
      config: write('catalogue'),
      schema: { tags: ['admin'], security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      const outcome = await removeAdminProduct(db(), request, request.params.id, app.deps.clock());
      return {
        success: true,
        message: translate(request.locale, outcome === 'deleted' ? 'admin.product_deleted' : 'admin.product_hidden'),
      };
    },
  );
  app.post(
    '/products/:id/images',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Upload photographs (multipart: files in `images`, optional `alt_pl`, `alt_en` and `variant_id` — or `?variant_id=` — for one variant’s photographs); JPEG/PNG/WebP ≤ 10 MB',
        params: IdParams,
        querystring: z.object({ variant_id: IdParam.optional() }),
        consumes: ['multipart/form-data'],
        response: { 201: AdminProductResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationFailed({ images: ['admin.image_missing'] });
      const files: UploadedFile[] = [];
      const alt = { pl: '', en: '' };
      let variantId: number | null = request.query.variant_id ?? null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            files.push({ filename: part.filename, bytes: await part.toBuffer() });
            continue;
          }
          // Multipart fields are read here, not by the app-wide check of parsed bodies: the same check, by hand.
          assertStorableText(part.value, part.fieldname);
          if (part.fieldname === 'alt_pl') alt.pl = String(part.value).trim().slice(0, 300);
          else if (part.fieldname === 'alt_en') alt.en = String(part.value).trim().slice(0, 300);
          else if (part.fieldname === 'variant_id' && String(part.value).trim() !== '') {
            const parsed = IdParam.safeParse(String(part.value).trim());
            if (!parsed.success) throw new ValidationFailed({ variant_id: ['validation.invalid_format'] });
            variantId = parsed.data;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationFailed({ images: ['admin.image_too_large'] });
        if (code === 'FST_FILES_LIMIT') throw new ValidationFailed({ images: ['admin.image_too_many'] });
        throw error;
      }
      await addProductImages(db(), storage, request, request.params.id, files, alt, variantId);
      reply.status(201);
      return {
        data: await getAdminProduct(db(), request.params.id, publicUrl),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.put(
    '/products/:id/images',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Order the photographs (the first is the main one) and set their alt texts',
        params: IdParams,
        body: AdminImageOrderInput,
        response: { 200: AdminProductResponse },
      },
    },
    async (request) => {
      await arrangeProductImages(db(), request, request.params.id, request.body);
      return {
        data: await getAdminProduct(db(), request.params.id, publicUrl),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.delete(
    '/products/:id/images/:imageId',
    {
      config: write('catalogue'),
      schema: { tags: ['admin'], security, params: ImageParams, response: { 200: AdminProductResponse } },
    },
    async (request) => {
      await removeProductImage(db(), storage, request, request.params.id, request.params.imageId);
      return {
        data: await getAdminProduct(db(), request.params.id, publicUrl),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.get(
    '/attributes',
    {
      config: read('catalogue'),
      schema: { tags: ['admin'], security, response: { 200: AdminAttributeListResponse } },
    },
    async () => listAttributes(db()),
  );
  app.get(
    '/categories',
    {
      config: read('catalogue'),
      schema: { tags: ['admin'], security, response: { 200: AdminCategoryListResponse } },
    },
    async () => ({ data: await listAdminCategories(db()) }),
  );
  app.post(
    '/categories',
    {
      config: write('catalogue'),
      schema: { tags: ['admin'], security, body: AdminCategoryInput, response: { 201: AdminCategoryResponse } },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        data: await saveAdminCategory(db(), request, request.body),
        message: translate(request.locale, 'admin.saved'),
      };
    },
  );
  app.put(
    '/categories/:id',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        params: IdParams,
        body: AdminCategoryInput,
        response: { 200: AdminCategoryResponse },
      },
    },
    async (request) => ({
      data: await saveAdminCategory(db(), request, request.body, request.params.id),
      message: translate(request.locale, 'admin.saved'),
    }),
  );

  // ——— marketing: promo codes, delivery methods ———
  app.get(
    '/coupons',
    { config: read('marketing'), schema: { tags: ['admin'], security, response: { 200: AdminCouponListResponse } } },
    async () => ({ data: await listAdminCoupons(db()) }),
  );
  app.post(
    '/coupons',
    {
      config: write('marketing'),
      schema: { tags: ['admin'], security, body: AdminCouponInput, response: { 201: AdminCouponResponse } },
    },
    async (request, reply) => {
      const data = await saveAdminCoupon(db(), request, request.body, app.deps.clock());
      reply.status(201);
      return { data, message: translate(request.locale, 'admin.saved') };
    },
  );
  app.put(
    '/coupons/:id',
    {
      config: write('marketing'),
      schema: {
        tags: ['admin'],
        security,
        params: IdParams,
        body: AdminCouponInput,
        response: { 200: AdminCouponResponse },
      },
    },
    async (request) => ({
      data: await saveAdminCoupon(db(), request, request.body, app.deps.clock(), request.params.id),
      message: translate(request.locale, 'admin.saved'),
    }),
  );
  app.delete(
    '/coupons/:id',
    {
      config: write('marketing'),
      schema: { tags: ['admin'], security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      const outcome = await removeAdminCoupon(db(), request, request.params.id);
      return {
        success: true,
        message: translate(request.locale, outcome === 'deleted' ? 'admin.coupon_deleted' : 'admin.coupon_disabled'),
      };
    },
  );
  app.get(
    '/delivery-methods',
    {
      config: read('marketing'),
      schema: { tags: ['admin'], security, response: { 200: AdminDeliveryMethodListResponse } },
    },
    async () => ({ data: await listAdminDeliveryMethods(db()) }),
  );
  app.put(
    '/delivery-methods/:code',
    {
      config: write('marketing'),
      schema: {
        tags: ['admin'],
        security,
        params: z.object({ code: z.string().max(40) }),
        body: AdminDeliveryMethodInput,
        response: { 200: AdminDeliveryMethodResponse },
      },
    },
    async (request) => ({
      data: await updateAdminDeliveryMethod(db(), request, request.params.code, request.body, app.deps.clock()),
      message: translate(request.locale, 'admin.saved'),
    }),
  );

  // ——— content: review moderation ———
  app.get(
    '/reviews',
    {
      config: read('content'),
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminReviewListQuery,
        response: { 200: AdminReviewListResponse },
      },
    },
    async (request) => listAdminReviews(db(), request.query, request.locale),
  );
  app.put(
    '/reviews/:id/approval',
    {
      config: write('content'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Publish (approved: true) or withdraw (false) a review',
        params: IdParams,
        body: z.object({ approved: z.boolean() }),
        response: { 200: AdminMessageResponse },
      },
    },
    async (request) => {
      await moderateReview(db(), request, request.params.id, request.body.approved);
      return { success: true, message: translate(request.locale, 'admin.saved') };
    },
  );
  app.delete(
    '/reviews/:id',
    {
      config: write('content'),
      schema: { tags: ['admin'], security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      await deleteReview(db(), request, request.params.id);
      return { success: true, message: translate(request.locale, 'admin.review_deleted') };
    },
  );

  // ——— users, roles, audit log ———
  app.get(
    '/users',
    {
      config: read('users'),
      schema: { tags: ['admin'], security, querystring: AdminUserListQuery, response: { 200: AdminUserListResponse } },
    },
    async (request) => listAdminUsers(db(), request.query),
  );
  app.put(
    '/users/:id/roles',
    {
      config: write('users'),
      schema: {
        tags: ['admin'],
        security,
        params: IdParams,
        body: AdminUserRolesInput,
        response: { 200: AdminUserResponse },
      },
    },
    async (request) => ({
      data: await setStaffRoles(db(), request, request.params.id, request.body.roles),
      message: translate(request.locale, 'admin.saved'),
    }),
  );
  app.get(
    '/audit-log',
    {
      config: read('users'),
      schema: { tags: ['admin'], security, querystring: AuditLogQuery, response: { 200: AuditLogResponse } },
    },
    async (request) => listAuditLog(db(), request.query),
  );
};
