import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments: Przelewy24 registration, notifications and verification, and the demo provider (D8). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
