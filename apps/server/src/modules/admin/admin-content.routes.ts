import {
  AdminBannerInput,
  AdminBannerListResponse,
  AdminBannerResponse,
  AdminBlogPostInput,
  AdminBlogPostListQuery,
  AdminBlogPostListResponse,
  AdminBlogPostResponse,
  AdminBlogTagInput,
  AdminBlogTagResponse,
  AdminBlogTaxonomyResponse,
  AdminContentOrderInput,
  AdminGalleryInput,
  AdminGalleryListResponse,
  AdminGalleryResponse,
  AdminMessageResponse,
  AdminPageInput,
  AdminPageListResponse,
  AdminPageResponse,
  IdParams,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import { mediaStorageFor } from '../media/storage';
import { read, write } from './admin-access';
import {
  BANNER_PICTURE,
  createAdminBanner,
  deleteAdminBanner,
  getAdminBanner,
  listAdminBanners,
  orderAdminBanners,
  replaceBannerPicture,
  updateAdminBanner,
} from './admin-banners';
import {
  blogTaxonomy,
  COVER_PICTURE,
  createAdminBlogPost,
  createBlogTag,
  deleteAdminBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  setBlogPostCover,
  updateAdminBlogPost,
} from './admin-blog';
import { parseUploadData, readContentUpload, storeContentPicture } from './admin-content-media';
import {
  createAdminGalleryItem,
  deleteAdminGalleryItem,
  GALLERY_PICTURE,
  getAdminGalleryItem,
  listAdminGallery,
  orderAdminGallery,
  updateAdminGalleryItem,
} from './admin-gallery';
import { getAdminPage, listAdminPages, updateAdminPage } from './admin-pages';

const SlugParams = z.object({ slug: z.string().trim().min(1).max(100) });
const security = [{ bearer: [] }];
const tags = ['admin'];
const UPLOAD = 'multipart: the file `image` (JPEG, PNG or WebP, at most 10 MB)';

/**
 * Admin: home-page banners (area `marketing`), blog posts, information pages and the gallery (area
 * `content`). Every change is audited in its transaction and bumps the catalogue version, so the shop's
 * cached pages and carousel show it at once.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const { publicUrl } = app.deps.config;
  const storage = mediaStorageFor(app.deps.config);
  const ctx = () => ({ now: app.deps.clock(), publicUrl });
  const saved = (locale: 'pl' | 'en') => translate(locale, 'admin.saved');

  // ——— banners ———
  app.get(
    '/banners',
    {
      config: read('marketing'),
      schema: {
        tags,
        security,
        summary: 'Home-page banners in carousel order (inactive ones included)',
        response: { 200: AdminBannerListResponse },
      },
    },
    async () => ({ data: await listAdminBanners(db(), publicUrl) }),
  );
  app.post(
    '/banners',
    {
      config: write('marketing'),
      schema: {
        tags,
        security,
        summary: `Add a banner at the end of the carousel (${UPLOAD}, and \`data\`: AdminBannerInput as JSON)`,
        consumes: ['multipart/form-data'],
        response: { 201: AdminBannerResponse },
      },
    },
    async (request, reply) => {
      const upload = await readContentUpload(request);
      const input = parseUploadData(AdminBannerInput, upload.data);
      const picture = await storeContentPicture(storage, upload.file, BANNER_PICTURE);
      const id = await createAdminBanner(db(), storage, request, input, picture);
      reply.status(201);
      return { data: await getAdminBanner(db(), id, publicUrl), message: saved(request.locale) };
    },
  );
  app.put(
    '/banners/order',
    {
      config: write('marketing'),
      schema: {
        tags,
        security,
        summary: 'Put the carousel in this order (every banner id once)',
        body: AdminContentOrderInput,
        response: { 200: AdminBannerListResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await orderAdminBanners(db(), request, request.body.ids);
      return {
        data: await listAdminBanners(db(), publicUrl),
        message: translate(request.locale, 'admin.content.order_saved'),
      };
    },
  );
  app.put(
    '/banners/:id',
    {
      config: write('marketing'),
      schema: {
        tags,
        security,
        summary: 'Change a banner’s texts, link and visibility',
        params: IdParams,
        body: AdminBannerInput,
        response: { 200: AdminBannerResponse },
      },
    },
    async (request) => {
      await updateAdminBanner(db(), request, request.params.id, request.body);
      return { data: await getAdminBanner(db(), request.params.id, publicUrl), message: saved(request.locale) };
    },
  );
  app.put(
    '/banners/:id/image',
    {
      config: write('marketing'),
      schema: {
        tags,
        security,
        summary: `Replace a banner’s photograph (${UPLOAD}); cut to 12:5`,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: AdminBannerResponse },
      },
    },
    async (request) => {
      const upload = await readContentUpload(request);
      // Unknown banner before any work on the picture.
      await getAdminBanner(db(), request.params.id, publicUrl);
      const picture = await storeContentPicture(storage, upload.file, BANNER_PICTURE);
      await replaceBannerPicture(db(), storage, request, request.params.id, picture);
      return { data: await getAdminBanner(db(), request.params.id, publicUrl), message: saved(request.locale) };
    },
  );
  app.delete(
    '/banners/:id',
    {
      config: write('marketing'),
      schema: { tags, security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      await deleteAdminBanner(db(), storage, request, request.params.id);
      return { success: true, message: translate(request.locale, 'admin.content.banner_deleted') };
    },
  );

  // ——— blog ———
  app.get(
    '/blog-posts',
    {
      config: read('content'),
      schema: {
        tags,
        security,
        summary: 'Blog posts with drafts and scheduled ones (status, search, pages)',
        querystring: AdminBlogPostListQuery,
        response: { 200: AdminBlogPostListResponse },
      },
    },
    async (request) => listAdminBlogPosts(db(), request.query, ctx()),
  );
  app.get(
    '/blog-taxonomy',
    {
      config: read('content'),
      schema: {
        tags,
        security,
        summary: 'Blog categories and tags for the post form',
        response: { 200: AdminBlogTaxonomyResponse },
      },
    },
    async () => blogTaxonomy(db()),
  );
  app.post(
    '/blog-tags',
    {
      config: write('content'),
      schema: { tags, security, body: AdminBlogTagInput, response: { 201: AdminBlogTagResponse } },
    },
    async (request, reply) => {
      const data = await createBlogTag(db(), request, request.body);
      reply.status(201);
      return { data, message: saved(request.locale) };
    },
  );
  app.post(
    '/blog-posts',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: 'Write a post (a draft, or published now or at `published_at`)',
        body: AdminBlogPostInput,
        response: { 201: AdminBlogPostResponse },
      },
    },
    async (request, reply) => {
      const id = await createAdminBlogPost(db(), request, request.body, app.deps.clock());
      reply.status(201);
      return { data: await getAdminBlogPost(db(), id, ctx()), message: saved(request.locale) };
    },
  );
  app.get(
    '/blog-posts/:id',
    {
      config: read('content'),
      schema: { tags, security, params: IdParams, response: { 200: AdminBlogPostResponse } },
    },
    async (request) => ({ data: await getAdminBlogPost(db(), request.params.id, ctx()) }),
  );
  app.put(
    '/blog-posts/:id',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: 'Save a post (409 `stale` when `updated_at` is older than the stored post)',
        params: IdParams,
        body: AdminBlogPostInput,
        response: { 200: AdminBlogPostResponse },
      },
    },
    async (request) => {
      await updateAdminBlogPost(db(), request, request.params.id, request.body, app.deps.clock());
      return { data: await getAdminBlogPost(db(), request.params.id, ctx()), message: saved(request.locale) };
    },
  );
  app.delete(
    '/blog-posts/:id',
    {
      config: write('content'),
      schema: { tags, security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      await deleteAdminBlogPost(db(), storage, request, request.params.id);
      return { success: true, message: translate(request.locale, 'admin.content.post_deleted') };
    },
  );
  app.put(
    '/blog-posts/:id/cover',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: `Set a post’s cover (${UPLOAD}); cut to 16:10`,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: AdminBlogPostResponse },
      },
    },
    async (request) => {
      const upload = await readContentUpload(request);
      await getAdminBlogPost(db(), request.params.id, ctx());
      const picture = await storeContentPicture(storage, upload.file, COVER_PICTURE);
      await setBlogPostCover(db(), storage, request, request.params.id, picture);
      return { data: await getAdminBlogPost(db(), request.params.id, ctx()), message: saved(request.locale) };
    },
  );
  app.delete(
    '/blog-posts/:id/cover',
    {
      config: write('content'),
      schema: { tags, security, params: IdParams, response: { 200: AdminBlogPostResponse } },
    },
    async (request) => {
      await setBlogPostCover(db(), storage, request, request.params.id, null);
      return {
        data: await getAdminBlogPost(db(), request.params.id, ctx()),
        message: translate(request.locale, 'admin.content.cover_removed'),
      };
    },
  );

  // ——— information pages ———
  app.get(
    '/pages',
    {
      config: read('content'),
      schema: { tags, security, summary: 'Information and legal pages', response: { 200: AdminPageListResponse } },
    },
    async () => ({ data: await listAdminPages(db()) }),
  );
  app.get(
    '/pages/:slug',
    {
      config: read('content'),
      schema: {
        tags,
        security,
        summary: 'A page’s texts in both languages, with the placeholders they may use',
        params: SlugParams,
        response: { 200: AdminPageResponse },
      },
    },
    async (request) => ({ data: await getAdminPage(db(), request.params.slug, app.deps.config) }),
  );
  app.put(
    '/pages/:slug',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary:
          'Save a page (sanitised; unknown placeholders are a 422; the store regulations are versioned: 409 `page_locked`)',
        params: SlugParams,
        body: AdminPageInput,
        response: { 200: AdminPageResponse },
      },
    },
    async (request) => {
      const slug = await updateAdminPage(db(), request, request.params.slug, request.body, app.deps.config);
      return { data: await getAdminPage(db(), slug, app.deps.config), message: saved(request.locale) };
    },
  );

  // ——— gallery ———
  app.get(
    '/gallery',
    {
      config: read('content'),
      schema: {
        tags,
        security,
        summary: 'Gallery pictures in display order (hidden ones included)',
        response: { 200: AdminGalleryListResponse },
      },
    },
    async () => ({ data: await listAdminGallery(db(), publicUrl) }),
  );
  app.post(
    '/gallery',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: `Add a picture at the end of the gallery (${UPLOAD}, and \`data\`: AdminGalleryInput as JSON)`,
        consumes: ['multipart/form-data'],
        response: { 201: AdminGalleryResponse },
      },
    },
    async (request, reply) => {
      const upload = await readContentUpload(request);
      const input = parseUploadData(AdminGalleryInput, upload.data);
      const picture = await storeContentPicture(storage, upload.file, GALLERY_PICTURE);
      const id = await createAdminGalleryItem(db(), storage, request, input, picture);
      reply.status(201);
      return { data: await getAdminGalleryItem(db(), id, publicUrl), message: saved(request.locale) };
    },
  );
  app.put(
    '/gallery/order',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: 'Put the gallery in this order (every picture id once)',
        body: AdminContentOrderInput,
        response: { 200: AdminGalleryListResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await orderAdminGallery(db(), request, request.body.ids);
      return {
        data: await listAdminGallery(db(), publicUrl),
        message: translate(request.locale, 'admin.content.order_saved'),
      };
    },
  );
  app.put(
    '/gallery/:id',
    {
      config: write('content'),
      schema: {
        tags,
        security,
        summary: 'Change a picture’s alt texts, caption and visibility',
        params: IdParams,
        body: AdminGalleryInput,
        response: { 200: AdminGalleryResponse },
      },
    },
    async (request) => {
      await updateAdminGalleryItem(db(), request, request.params.id, request.body);
      return { data: await getAdminGalleryItem(db(), request.params.id, publicUrl), message: saved(request.locale) };
    },
  );
  app.delete(
    '/gallery/:id',
    {
      config: write('content'),
      schema: { tags, security, params: IdParams, response: { 200: AdminMessageResponse } },
    },
    async (request) => {
      await deleteAdminGalleryItem(db(), storage, request, request.params.id);
      return { success: true, message: translate(request.locale, 'admin.content.gallery_deleted') };
    },
  );
};
