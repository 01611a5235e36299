import {
  BlogCategoriesResponse,
  BlogPostListQuery,
  BlogPostListResponse,
  BlogPostResponse,
  BlogPostSlugParams,
  BlogTagsResponse,
  LocaleQuery,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPost, listCategories, listPosts, listTags } from './blog.service';

/** Blog: posts, categories and tags in both languages (drafts and future posts are never public). */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (locale: 'pl' | 'en') => ({ locale, now: app.deps.clock(), publicUrl: app.deps.config.publicUrl });

  app.get(
    '/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first (search, category, tag, pagination)',
        querystring: BlogPostListQuery,
        response: { 200: BlogPostListResponse },
      },
    },
    async (request) => listPosts(app.deps.database.db, request.query, ctx(request.locale)),
  );

  app.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post with up to 3 related posts',
        params: BlogPostSlugParams,
        querystring: LocaleQuery,
        response: { 200: BlogPostResponse },
      },
    },
    async (request) => ({ data: await getPost(app.deps.database.db, request.params.slug, ctx(request.locale)) }),
  );

  app.get(
    '/blog/categories',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog categories with their number of published posts',
        querystring: LocaleQuery,
        response: { 200: BlogCategoriesResponse },
      },
    },
    async (request) => listCategories(app.deps.database.db, ctx(request.locale)),
  );

  app.get(
    '/blog/tags',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog tags with their number of published posts',
        querystring: LocaleQuery,
        response: { 200: BlogTagsResponse },
      },
    },
    async (request) => listTags(app.deps.database.db, ctx(request.locale)),
  );
};
