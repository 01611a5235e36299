import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /sitemap.xml and /robots.txt. */
export const seoRoutes: FastifyPluginAsyncZod = async () => {};
