import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** RSS feed of the blog per language at /{locale}/blog/rss.xml (registered at the root, not under /api). */
export const blogFeedRoutes: FastifyPluginAsyncZod = async (_app) => {};
