import { LOCALES } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPosts } from './blog.service';
import { buildBlogFeed, FEED_SIZE } from './blog-feed';

/** RSS feed of the blog per language at /{locale}/blog/rss.xml (registered at the root, not under /api). */
export const blogFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const locale of LOCALES) {
    app.get(`/${locale}/blog/rss.xml`, { schema: { hide: true } }, async (_request, reply) => {
      const now = app.deps.clock();
      const { publicUrl } = app.deps.config;
      const { data } = await listPosts(
        app.deps.database.db,
        { page: 1, per_page: FEED_SIZE },
        { locale, now, publicUrl },
      );
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=900')
        .send(buildBlogFeed({ locale, publicUrl, posts: data, now }));
    });
  }
};
