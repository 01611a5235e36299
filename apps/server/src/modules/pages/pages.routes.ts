import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Information and legal pages, FAQ with search (D14). */
export const pagesRoutes: FastifyPluginAsyncZod = async (_app) => {};
