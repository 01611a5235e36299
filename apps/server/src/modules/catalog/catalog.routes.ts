import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Products, categories and banners (spec §7). */
export const catalogRoutes: FastifyPluginAsyncZod = async () => {};
