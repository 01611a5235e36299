import { GalleryResponse, LocaleQuery } from '@atelier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGallery } from './gallery.service';

/** Gallery of the workshop's photographs with captions. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gallery',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Pictures of the workshop and its work with captions',
        querystring: LocaleQuery,
        response: { 200: GalleryResponse },
      },
    },
    async (request) =>
      listGallery(app.deps.database.db, { locale: request.locale, publicUrl: app.deps.config.publicUrl }),
  );
};
