import { z } from 'zod';
import { Id, ShopDateTime } from './common';

/**
 * Admin API of the shop's editorial content (docs/product-rules.md#content, #staff): home-page banners (area `marketing`),
 * blog posts, information pages and the gallery (area `content`). Maintained with
 * apps/server/src/modules/admin/admin-content.routes.ts. Texts come in both languages; rich text is
 * sanitised HTML; photographs are uploaded as multipart (`image`: JPEG, PNG or WebP up to 10 MB) and
 * stored as responsive WebP variants.
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const id = Id;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(20);

/** Lower-case words joined by hyphens, as in every shop address. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().trim().max(120).regex(CONTENT_SLUG_PATTERN);

/**
 * The `updated_at` the editor loaded. When the record changed since (another person saved it), the save is
 * refused with 409 `stale` instead of overwriting their work.
 */
const seenVersion = z.string().max(40).optional();

/** An uploaded picture as the panel shows it. */
export const AdminContentImage = z.object({
  /** Mid-size variant (960–1280 px) for previews. */
  url: z.string(),
  /** The smallest variant, for list thumbnails. */
  thumbnail_url: z.string(),
  srcset: z.string(),
  widths: z.array(z.number().int()),
  /** Size of the widest variant. */
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminContentImage = z.infer<typeof AdminContentImage>;

/** The shape pictures are cut to on upload (width / height), so the shop's frames show what staff saw. */
export const BANNER_IMAGE_ASPECT = 12 / 5;
export const BLOG_COVER_ASPECT = 16 / 10;

/** `PUT …/order`: every id of the list, in the wanted order. */
export const AdminContentOrderInput = z.object({ ids: z.array(id).max(500) }).strict();
export type AdminContentOrderInput = z.infer<typeof AdminContentOrderInput>;

// ——— banners (area `marketing`) ———

/**
 * A banner's texts and link. Sent as JSON to `PUT /banners/{id}`; to `POST /banners` as the multipart field
 * `data` beside the file `image`.
 */
export const AdminBannerInput = z
  .object({
    title_pl: requiredText(120),
    title_en: requiredText(120),
    subtitle_pl: text(300).default(''),
    subtitle_en: text(300).default(''),
    button_label_pl: text(60).default(''),
    button_label_en: text(60).default(''),
    /** Shop path without the locale: `/products`, `/products?category=3`, `/blog/…`. */
    button_url: z
      .string()
      .trim()
      .max(300)
      .refine((value) => /^\/(?![/\\])[^\s<>"]*$/.test(value), { message: 'admin.content.shop_path' })
      .default('/products'),
    category_id: id.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict();
export type AdminBannerInput = z.infer<typeof AdminBannerInput>;
export type AdminBannerFields = z.input<typeof AdminBannerInput>;

export const AdminBanner = z.object({
  id: z.number().int(),
  title_pl: z.string(),
  title_en: z.string(),
  subtitle_pl: z.string(),
  subtitle_en: z.string(),
  button_label_pl: z.string(),
  button_label_en: z.string(),
  button_url: z.string(),
  category_id: z.number().int().nullable(),
  is_active: z.boolean(),
  /** Order in the carousel, from 0. */
  position: z.number().int(),
  image: AdminContentImage,
  updated_at: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerListResponse = z.object({ data: z.array(AdminBanner) });
export type AdminBannerListResponse = z.infer<typeof AdminBannerListResponse>;
export const AdminBannerResponse = z.object({ data: AdminBanner, message: z.string().optional() });
export type AdminBannerResponse = z.infer<typeof AdminBannerResponse>;

// ——— blog posts (area `content`) ———

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const AdminBlogPostListQuery = z.object({
  page,
  per_page: perPage,
  status: z.enum([...BLOG_POST_STATUSES, 'all']).default('all'),
  /** Part of a title (either language) or of the slug. */
  search: z.string().trim().max(100).optional(),
});
export type AdminBlogPostListQuery = z.infer<typeof AdminBlogPostListQuery>;

export const AdminBlogPostInput = z
  .object({
    title_pl: requiredText(200),
    title_en: requiredText(200),
    /** Generated from the Polish title when left out; unique among posts (422 otherwise). */
    slug: slug.optional(),
    /** Plain text shown in lists and feeds. */
    excerpt_pl: text(600).default(''),
    excerpt_en: text(600).default(''),
    /** Rich text (HTML); sanitised on save (docs/product-rules.md#content). Both are required to publish. */
    body_pl: text(200_000).default(''),
    body_en: text(200_000).default(''),
    category_id: id,
    tag_ids: z.array(id).max(20).default([]),
    author: requiredText(120),
    /** Published posts appear at `published_at` (now when left out); a later date schedules the post. */
    is_published: z.boolean().default(false),
    published_at: ShopDateTime.nullable().default(null),
    updated_at: seenVersion,
  })
  .strict();
export type AdminBlogPostInput = z.infer<typeof AdminBlogPostInput>;
export type AdminBlogPostFields = z.input<typeof AdminBlogPostInput>;

const TaxonomyItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
});

export const AdminBlogPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_pl: z.string(),
  title_en: z.string(),
  author: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  published_at: z.string().nullable(),
  category: TaxonomyItem,
  cover_url: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminBlogPostSummary = z.infer<typeof AdminBlogPostSummary>;

export const AdminBlogPostListResponse = z.object({
  data: z.array(AdminBlogPostSummary),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Posts per status over the whole blog (for the filter's counts). */
    counts: z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int() }),
  }),
});
export type AdminBlogPostListResponse = z.infer<typeof AdminBlogPostListResponse>;

export const AdminBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_pl: z.string(),
  title_en: z.string(),
  excerpt_pl: z.string(),
  excerpt_en: z.string(),
  body_pl: z.string(),
  body_en: z.string(),
  category_id: z.number().int(),
  tag_ids: z.array(z.number().int()),
  author: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  cover: AdminContentImage.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPost>;
export const AdminBlogPostResponse = z.object({ data: AdminBlogPost, message: z.string().optional() });
export type AdminBlogPostResponse = z.infer<typeof AdminBlogPostResponse>;

export const AdminBlogTaxonomyResponse = z.object({
  categories: z.array(TaxonomyItem),
  tags: z.array(TaxonomyItem),
});
export type AdminBlogTaxonomyResponse = z.infer<typeof AdminBlogTaxonomyResponse>;
export type AdminBlogTaxonomyItem = z.infer<typeof TaxonomyItem>;

/** `POST /blog-tags`: a new tag for the post form. */
export const AdminBlogTagInput = z
  .object({ name_pl: requiredText(60), name_en: requiredText(60), slug: slug.optional() })
  .strict();
export type AdminBlogTagInput = z.infer<typeof AdminBlogTagInput>;
export const AdminBlogTagResponse = z.object({ data: TaxonomyItem, message: z.string().optional() });

// ——— information pages (area `content`) ———

/** Why a page cannot be edited in the panel. */
export const PAGE_LOCK_REASONS = ['terms_versioned'] as const;

export const AdminPageSummary = z.object({
  slug: z.string(),
  title_pl: z.string(),
  title_en: z.string(),
  updated_at: z.string(),
  /** The store regulations are versioned with every order (terms acceptance, docs/product-rules.md#legal): read-only here. */
  locked: z.enum(PAGE_LOCK_REASONS).nullable(),
});
export type AdminPageSummary = z.infer<typeof AdminPageSummary>;
export const AdminPageListResponse = z.object({ data: z.array(AdminPageSummary) });
export type AdminPageListResponse = z.infer<typeof AdminPageListResponse>;

export const AdminPage = AdminPageSummary.extend({
  description_pl: z.string(),
  description_en: z.string(),
  body_pl: z.string(),
  body_en: z.string(),
  /** `{{name}}` placeholders the texts may use; `html` ones only on a line of their own in the body. */
  placeholders: z.object({ text: z.array(z.string()), html: z.array(z.string()) }),
  /** The regulations version orders record at checkout (only on the locked regulations page). */
  terms_version: z.string().nullable(),
});
export type AdminPage = z.infer<typeof AdminPage>;
export const AdminPageResponse = z.object({ data: AdminPage, message: z.string().optional() });
export type AdminPageResponse = z.infer<typeof AdminPageResponse>;

export const AdminPageInput = z
  .object({
    title_pl: requiredText(200),
    title_en: requiredText(200),
    /** Meta description (plain text). */
    description_pl: text(160).default(''),
    description_en: text(160).default(''),
    body_pl: requiredText(200_000),
    body_en: requiredText(200_000),
    updated_at: seenVersion,
  })
  .strict();
export type AdminPageInput = z.infer<typeof AdminPageInput>;

// ——— gallery (area `content`) ———

/** Texts of a gallery picture: JSON for `PUT /gallery/{id}`, the multipart field `data` for `POST /gallery`. */
export const AdminGalleryInput = z
  .object({
    alt_pl: requiredText(300),
    alt_en: requiredText(300),
    caption_pl: text(300).default(''),
    caption_en: text(300).default(''),
    is_published: z.boolean().default(true),
  })
  .strict();
export type AdminGalleryInput = z.infer<typeof AdminGalleryInput>;
export type AdminGalleryFields = z.input<typeof AdminGalleryInput>;

export const AdminGalleryItem = z.object({
  id: z.number().int(),
  alt_pl: z.string(),
  alt_en: z.string(),
  caption_pl: z.string(),
  caption_en: z.string(),
  is_published: z.boolean(),
  position: z.number().int(),
  image: AdminContentImage,
  updated_at: z.string(),
});
export type AdminGalleryItem = z.infer<typeof AdminGalleryItem>;
export const AdminGalleryListResponse = z.object({ data: z.array(AdminGalleryItem) });
export type AdminGalleryListResponse = z.infer<typeof AdminGalleryListResponse>;
export const AdminGalleryResponse = z.object({ data: AdminGalleryItem, message: z.string().optional() });
export type AdminGalleryResponse = z.infer<typeof AdminGalleryResponse>;
