import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Gallery of the workshop's photographs with captions. */
export const galleryRoutes: FastifyPluginAsyncZod = async (_app) => {};
