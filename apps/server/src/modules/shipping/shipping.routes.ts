import {
  DeliveryMethodsResponse,
  ErrorBody,
  InpostPointsQuery,
  InpostPointsResponse,
  InpostTokenResponse,
} from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../errors';
import { searchParcelPoints } from './inpost';
import { listDeliveryMethods } from './shipping.service';

/** Delivery methods with prices (docs/product-rules.md#delivery) and InPost parcel lockers (docs/product-rules.md#parcel-lockers) for the delivery-costs page and the checkout. */
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

  app.get(
    '/shipping/inpost/token',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Whether the InPost Geowidget is configured, and its token',
        response: { 200: InpostTokenResponse },
      },
    },
    async () => {
      const { geowidgetToken, widgetUrl } = app.deps.config.inpost;
      return {
        configured: Boolean(geowidgetToken),
        token: geowidgetToken ?? null,
        widget_url: geowidgetToken ? widgetUrl : null,
      };
    },
  );

  app.get(
    '/shipping/inpost/points',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Parcel lockers by city and/or postal code (InPost API when configured, else demo points)',
        querystring: InpostPointsQuery,
        response: { 200: InpostPointsResponse, 422: ErrorBody, 503: ErrorBody },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { city, post_code: postCode, limit } = request.query;
      if (!city && !postCode) {
        throw new ValidationFailed(
          { city: ['shipping.point_search_needs_place'], post_code: ['shipping.point_search_needs_place'] },
          'shipping.point_search_needs_place',
        );
      }
      return searchParcelPoints(app.deps.config.inpost, { city, postCode, limit: limit ?? 20 });
    },
  );
};
