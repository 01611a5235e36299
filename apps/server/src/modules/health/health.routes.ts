import { HealthResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const { database } = app.deps;
      const databaseUp = await database.ping().then(
        () => true,
        () => false,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'ok' : 'down',
        engine: database.engine,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
};
