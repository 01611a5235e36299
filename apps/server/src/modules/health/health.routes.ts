import { HealthResponse, LivenessResponse, ReadinessResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from './migrations-state';

/** Set when the process has been asked to stop: it still serves, but tells the proxy to send no more. */
export const lifecycle = { draining: false };

/**
 * Load balancers, orchestrators and uptime checks. `/health` is the summary (200 when the database answers,
 * 503 when it does not); `/health/live` only says the process runs; `/health/ready` says whether it should
 * receive traffic: database reachable with every migration applied, and Redis reachable when configured.
 */
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

  app.get(
    '/health/live',
    { schema: { tags: ['system'], response: { 200: LivenessResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['system'], response: { 200: ReadinessResponse, 503: ReadinessResponse } } },
    async (_request, reply) => {
      const { database, redis } = app.deps;
      const databaseUp = await database.ping().then(
        () => true,
        () => false,
      );
      const pending = databaseUp ? await pendingMigrations(database.db).catch(() => null) : null;
      const redisState = !redis
        ? 'off'
        : await redis.ping().then(
            () => 'ok' as const,
            () => 'down' as const,
          );
      const migrations = pending === null ? 'unknown' : pending === 0 ? 'ok' : 'pending';
      const ready = !lifecycle.draining && databaseUp && migrations === 'ok' && redisState !== 'down';
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: databaseUp ? 'ok' : 'down',
        migrations,
        redis: redisState,
        ...(lifecycle.draining ? { draining: true } : {}),
      });
    },
  );
};
