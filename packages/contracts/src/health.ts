import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /api/health/live`: the process answers (a restart is the cure when it does not). */
export const LivenessResponse = z.object({ status: z.literal('ok'), uptime_seconds: z.number() });

const Check = z.enum(['ok', 'down', 'off']);
/**
 * `GET /api/health/ready`: whether this process should get traffic — the database answers with every
 * migration applied, and Redis answers when one is configured (`off` when not).
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: Check,
  migrations: z.enum(['ok', 'pending', 'unknown']),
  redis: Check,
  /** Present once the process has been asked to stop (SIGTERM) and is draining. */
  draining: z.literal(true).optional(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
