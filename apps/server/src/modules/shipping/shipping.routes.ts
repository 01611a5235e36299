import { DeliveryMethodsResponse } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDeliveryMethods } from './shipping.service';

/** Delivery methods with prices (D3) for the delivery-costs page and the checkout. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/methods',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Active delivery methods, their prices and the free-delivery threshold',
        response: { 200: DeliveryMethodsResponse },
      },
    },
    async (request) => listDeliveryMethods(app.deps.database.db, request.locale),
  );
};
