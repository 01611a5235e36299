import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryImages } from '../../db/schema';

export function findPublishedGalleryImages(db: Db) {
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.isPublished, true))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}
