import type { GalleryResponse, Locale } from '@atelier/contracts';
import type { Db } from '../../db/client';
import { contentImage } from '../pages/content-image';
import { findPublishedGalleryImages } from './gallery.repository';

/** GET /api/gallery: the workshop's pictures in display order, alt text and caption in the request's language. */
export async function listGallery(db: Db, ctx: { locale: Locale; publicUrl: string }): Promise<GalleryResponse> {
  const rows = await findPublishedGalleryImages(db);
  return {
    data: rows.map((row) => {
      const alt = ctx.locale === 'en' ? row.altEn : row.altPl;
      return {
        id: row.id,
        image: contentImage(ctx.publicUrl, {
          path: row.imagePath,
          widths: row.widths,
          alt,
          width: row.width,
          height: row.height,
        }),
        alt,
        caption: ctx.locale === 'en' ? row.captionEn : row.captionPl,
        width: row.width,
        height: row.height,
      };
    }),
  };
}
