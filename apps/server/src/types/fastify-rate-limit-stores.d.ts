// The stores inside @fastify/rate-limit (plain CommonJS, no types of their own), wrapped by
// modules/security/rate-limits.ts so that routes of one group share a counter.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
  const LocalStore: new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => Store;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => Store;
  export default RedisStore;
}
