import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Blog: posts, categories and tags in both languages (drafts and future posts are never public). */
export const blogRoutes: FastifyPluginAsyncZod = async (_app) => {};
