import { type AdminArea, canAdmin } from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../errors';

/** What an admin route needs; every route under /api/admin declares it (the access-matrix test reads it). */
export type AdminRouteAccess = { area: AdminArea; needs: 'read' | 'write' };

/** Every admin route registered in this process, for the test that calls each one with each role. */
export const adminRouteRegistry: (AdminRouteAccess & { method: string; url: string })[] = [];

/**
 * Guards every route of the admin plugin from its `config.admin`: 401 for guests, 403 for a customer or a
 * staff member whose role does not reach the area (ADMIN_ACCESS in contracts/admin.ts). A route without
 * the declaration fails at start-up, so no admin route can be left unguarded by mistake.
 */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { admin?: AdminRouteAccess } | undefined)?.admin;
    if (!access) throw new Error(`Admin route ${route.method} ${route.url} declares no config.admin access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (!adminRouteRegistry.some((r) => r.method === method && r.url === route.url)) {
        adminRouteRegistry.push({ method, url: route.url, ...access });
      }
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = (request.routeOptions.config as { admin?: AdminRouteAccess }).admin;
    if (!request.user) throw new Unauthorized();
    if (!access || !canAdmin(request.user.roles, access.area, access.needs)) throw new Forbidden();
  });
}

export const read = (area: AdminArea): { admin: AdminRouteAccess } => ({ admin: { area, needs: 'read' } });
export const write = (area: AdminArea): { admin: AdminRouteAccess } => ({ admin: { area, needs: 'write' } });
