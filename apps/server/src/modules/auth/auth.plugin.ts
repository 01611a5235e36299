import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleName } from '../../db/schema';
import { Forbidden, Unauthorized } from '../../errors';
import { resolveSession, type SessionUser } from './auth.service';
import { bearerToken } from './auth-token';

export type RouteGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route guard: 401 (JSON, in the request's language) unless a valid bearer token came with the request.
     * `app.get('/api/orders', { onRequest: app.requireUser }, …)` — onRequest answers 401 before the body
     * is validated; `preHandler: app.requireUser` works too.
     */
    requireUser: RouteGuard;
    /**
     * Route guard for staff: 401 for guests, 403 unless the user holds one of the roles.
     * `{ onRequest: app.requireRole('super_admin', 'manager') }`
     */
    requireRole: (...roles: RoleName[]) => RouteGuard;
  }
  interface FastifyRequest {
    /** The signed-in user (with `roles`), or null for guests; resolved once per request from `Authorization: Bearer`. */
    user: SessionUser | null;
    /** Id of the auth_tokens row of this request's token (logout revokes it). */
    authTokenId: number | null;
  }
}

/**
 * Bearer-token authentication for every API route (docs/product-rules.md#accounts). A missing, unknown, revoked or expired token, or a
 * disabled account, leaves `request.user` null: public routes serve a guest, guarded routes answer 401.
 * Requests without the header cost no query.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authTokenId', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const session = await resolveSession(app.deps.database.db, token, app.deps.clock());
      if (!session) return;
      request.user = session.user;
      request.authTokenId = session.tokenId;
    });

    const requireUser: RouteGuard = async (request) => {
      if (!request.user) throw new Unauthorized();
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: RoleName[]): RouteGuard => {
      const allowed = new Set<string>(roles);
      return async (request) => {
        if (!request.user) throw new Unauthorized();
        if (!request.user.roles.some((role) => allowed.has(role))) throw new Forbidden();
      };
    });
  },
  { name: 'atelier-auth' },
);
