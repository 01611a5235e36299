import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own stores: in memory, or in Redis so every process counts together.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';

const NAMESPACE = 'atelier-rl-';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { groupId?: string };
type StoreWithRead = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };

/**
 * The rate-limit plugin's store, with `groupId` doing what the plugin documents: routes that name the same
 * group count on one counter per client. The plugin (11.2) gives every route a store of its own and only
 * appends the group to the key, so two routes of one group each got the full limit
 * (fastify/fastify-rate-limit#463). Here every route of a group gets the same child store.
 */
export function groupSharingStore(redis?: Redis): FastifyRateLimitStoreCtor {
  return class GroupSharingStore implements FastifyRateLimitStore {
    private readonly inner: StoreWithRead;
    private readonly groups = new Map<string, FastifyRateLimitStore>();

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.inner = redis
        ? new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, NAMESPACE)
        : new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      this.inner.incr(...args);
    }

    read(...args: Parameters<FastifyRateLimitStore['incr']>) {
      this.inner.read?.(...args);
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const { groupId } = routeOptions;
      if (!groupId) return this.inner.child(routeOptions);
      let shared = this.groups.get(groupId);
      if (!shared) {
        // Redis keys are `${NAMESPACE}group:${groupId}-${key}`; in memory, one LRU for the group.
        shared = this.inner.child({ ...routeOptions, routeInfo: { method: 'group:', url: groupId } } as ChildOptions);
        this.groups.set(groupId, shared);
      }
      return shared;
    }
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Staff routes are guarded by role before their body is read (admin-access.ts) and are not counted here. */
const isStaffRoute = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/** An unsafe route of the shop (not the staff panel): every one must say how it is rate limited. */
export function needsRateLimitDeclaration(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = [route.method].flat().map((method) => String(method).toUpperCase());
  return methods.some((method) => UNSAFE.has(method)) && !isStaffRoute(route.url);
}

/** An unsafe route and the rate limit it declares (`false`: deliberately none). */
export type DeclaredRateLimit = {
  methods: string[];
  url: string;
  rateLimit: false | { max?: unknown; timeWindow?: unknown; groupId?: string };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every unsafe route outside the staff panel with its declared limit, as registered. */
    readonly rateLimitDeclarations: readonly DeclaredRateLimit[];
  }
}

/**
 * Rate limits are declared per route, so a deleted `config.rateLimit` line would silently remove one. Every
 * unsafe route outside the staff panel must therefore declare either a limit or `rateLimit: false` (with a
 * comment saying why); a route that declares neither stops the app from starting. rate-limits.test.ts lists
 * the routes that declare `false` and why.
 */
export function requireRateLimitDeclarations(app: FastifyInstance) {
  const declarations: DeclaredRateLimit[] = [];
  app.decorate('rateLimitDeclarations', declarations);
  app.addHook('onRoute', (route) => {
    if (!needsRateLimitDeclaration(route)) return;
    const methods = [route.method]
      .flat()
      .map(String)
      .filter((method) => UNSAFE.has(method.toUpperCase()));
    const declared = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (declared === false || (typeof declared === 'object' && declared !== null)) {
      declarations.push({ methods, url: route.url, rateLimit: declared as DeclaredRateLimit['rateLimit'] });
      return;
    }
    throw new Error(
      `${methods.join(',')} ${route.url} has no rate limit: set config.rateLimit to a limit, or to false with a reason`,
    );
  });
}
