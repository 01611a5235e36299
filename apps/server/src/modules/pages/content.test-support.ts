import { blogCategories, blogPosts, blogTags, unpublishedBlogPosts } from '../../db/seed/data/blog';
import { galleryImages } from '../../db/seed/data/gallery';
import { faqEntries, infoPages } from '../../db/seed/data/pages';
import { deliveryMethods } from '../../db/seed/data/shop';
import { seedDatabase } from '../../db/seed/index';
import type { TestApp } from '../../test/helper';

/**
 * Seeds the shop's real content — delivery methods and settings, the blog (with its draft and scheduled
 * post of `unpublishedBlogPosts`), information pages, FAQ and gallery — without the catalogue, users or images, so content tests
 * stay fast and check the texts customers will actually read.
 */
export async function seedShopContent(t: TestApp, now: Date): Promise<void> {
  await seedDatabase(t.database.db, {
    dataDir: t.config.dataDir,
    images: false,
    now,
    content: {
      attributeValues: [],
      categories: [],
      products: [],
      banners: [],
      deliveryMethods,
      coupons: [],
      users: [],
      blogCategories,
      blogTags,
      blogPosts: [...blogPosts, ...unpublishedBlogPosts],
      infoPages,
      faq: faqEntries,
      gallery: galleryImages,
    },
  });
}
