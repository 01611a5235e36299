import { AdminAttributeInput, AdminAttributeResponse, AdminAttributeUpdateInput, IdParams } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { write } from './admin-access';
import { saveAttribute } from './admin-categories';

const security = [{ bearer: [] }];

/**
 * Catalogue routes beyond products and categories: the filter values (colours, styles, gender, status)
 * staff add and rename. Registered inside the admin plugin, so the role guard applies (area catalogue). The
 * list itself is `GET /attributes` in admin.routes.ts, which the product form reads too.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.post(
    '/attributes',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Add a filter value (colour with its swatch, style, gender, status); codes are unique per kind',
        body: AdminAttributeInput,
        response: { 201: AdminAttributeResponse },
      },
    },
    async (request, reply) => {
      const data = await saveAttribute(db(), request, request.body);
      reply.status(201);
      return {
        data,
        message: translate(request.locale, 'admin.attribute_saved', {
          label: request.locale === 'en' ? data.label_en : data.label_pl,
        }),
      };
    },
  );
  app.put(
    '/attributes/:id',
    {
      config: write('catalogue'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Rename a filter value, change its code, swatch or position (its kind stays)',
        params: IdParams,
        body: AdminAttributeUpdateInput,
        response: { 200: AdminAttributeResponse },
      },
    },
    async (request) => {
      const data = await saveAttribute(db(), request, request.body, request.params.id);
      return {
        data,
        message: translate(request.locale, 'admin.attribute_saved', {
          label: request.locale === 'en' ? data.label_en : data.label_pl,
        }),
      };
    },
  );
};
