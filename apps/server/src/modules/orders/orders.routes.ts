import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders: placement (customer and guest), list, details, cancellation and withdrawal (D7, D13). */
export const ordersRoutes: FastifyPluginAsyncZod = async (_app) => {};
