import { AdminDeliverySettingsInput, AdminDeliverySettingsResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { read, write } from './admin-access';
import { getAdminDeliverySettings, updateAdminDeliverySettings } from './admin-marketing';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Admin: the shop-wide delivery rules beside the delivery methods (area `marketing`). Promo codes and the
 * methods themselves are registered in admin.routes.ts.
 */
export const adminMarketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/delivery-settings',
    {
      config: read('marketing'),
      schema: {
        tags,
        security,
        summary: 'The free-delivery threshold (PLN of goods after discount)',
        response: { 200: AdminDeliverySettingsResponse },
      },
    },
    async () => ({ data: await getAdminDeliverySettings(db()) }),
  );
  app.put(
    '/delivery-settings',
    {
      config: write('marketing'),
      schema: {
        tags,
        security,
        summary: 'Change the free-delivery threshold; the cart, checkout and information pages follow at once',
        body: AdminDeliverySettingsInput,
        response: { 200: AdminDeliverySettingsResponse },
      },
    },
    async (request) => ({
      data: await updateAdminDeliverySettings(db(), request, request.body, app.deps.clock()),
      message: translate(request.locale, 'admin.saved'),
    }),
  );
};
