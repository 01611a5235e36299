import { z } from 'zod';
import {
  BLOG_PER_PAGE_DEFAULT,
  BLOG_PER_PAGE_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
} from './browser-rules';

export { BLOG_PER_PAGE_DEFAULT, BLOG_PER_PAGE_MAX, CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN };

import { DeliveryMethod } from './cart';
import { ImageVariant, PaginationMeta } from './catalog';
import { SellerIdentityView } from './invoices';

/**
 * Content of the shop (issue 7): blog, information and legal pages, FAQ, shop facts, gallery, contact form
 * and cookie consent (docs/product-rules.md#addresses-and-languages, #api-contract, #constants; #delivery, #addresses-and-languages, #content, #legal, #content). Texts come in the request's
 * language (Accept-Language or `?locale=`); rich text is sanitised HTML.
 */

// ── Images ──────────────────────────────────────────────────────────────────────────────────────────────

/** A generated WebP picture with its responsive variants (like the catalogue's photographs). */
export const ContentImage = z.object({
  /** Absolute URL of a mid-size variant (1024 px or the largest below it). */
  url: z.string(),
  alt: z.string(),
  /** Ready for <img srcset>: "…-640.webp 640w, …". */
  srcset: z.string(),
  variants: z.array(ImageVariant),
  /** Intrinsic size of the largest variant, for width/height attributes (no layout shift). */
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.infer<typeof ContentImage>;

/** Widths (px) of blog covers and gallery pictures. */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;

// ── Blog ────────────────────────────────────────────────────────────────────────────────────────────────

/** Related posts on a post page (shared tags first, then the same category). */
export const BLOG_RELATED_LIMIT = 3;

export const BlogCategoryRef = z.object({ slug: z.string(), name: z.string() });
export type BlogCategoryRef = z.infer<typeof BlogCategoryRef>;
export const BlogTagRef = z.object({ slug: z.string(), name: z.string() });
export type BlogTagRef = z.infer<typeof BlogTagRef>;

export const BlogPostListItem = z.object({
  id: z.number().int(),
  /** The same slug in both languages: /pl/blog/{slug} and /en/blog/{slug}. */
  slug: z.string(),
  title: z.string(),
  /** Plain text, one or two sentences. */
  excerpt: z.string(),
  cover: ContentImage.nullable(),
  category: BlogCategoryRef,
  tags: z.array(BlogTagRef),
  author: z.string(),
  /** ISO 8601. */
  published_at: z.string(),
  /** Whole minutes (≥ 1), computed from the body in the request's language at ~200 words a minute. */
  reading_time: z.number().int(),
});
export type BlogPostListItem = z.infer<typeof BlogPostListItem>;

export const BlogPostDetail = BlogPostListItem.extend({
  /** Sanitised HTML (h2, h3, p, ul, ol, li, blockquote, strong, em, a, img). */
  body_html: z.string(),
  updated_at: z.string(),
  /** Up to BLOG_RELATED_LIMIT published posts: most shared tags first, then the same category, newest first. */
  related: z.array(BlogPostListItem),
});
export type BlogPostDetail = z.infer<typeof BlogPostDetail>;

export const BlogPostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(BLOG_PER_PAGE_MAX).default(BLOG_PER_PAGE_DEFAULT),
  /** Accent- and case-insensitive search in title, excerpt and body of the request's language. */
  search: z.string().trim().max(100).optional(),
  /** Category slug; an unknown slug gives an empty list. */
  category: z.string().trim().max(100).optional(),
  /** Tag slug; an unknown slug gives an empty list. */
  tag: z.string().trim().max(100).optional(),
  locale: z.enum(['pl', 'en']).optional(),
});
export type BlogPostListQuery = z.infer<typeof BlogPostListQuery>;

export const BlogPostListResponse = z.object({ data: z.array(BlogPostListItem), meta: PaginationMeta });
export type BlogPostListResponse = z.infer<typeof BlogPostListResponse>;

export const BlogPostSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const BlogPostResponse = z.object({ data: BlogPostDetail });
export type BlogPostResponse = z.infer<typeof BlogPostResponse>;

export const BlogCategory = BlogCategoryRef.extend({ post_count: z.number().int() });
export type BlogCategory = z.infer<typeof BlogCategory>;
export const BlogTag = BlogTagRef.extend({ post_count: z.number().int() });
export type BlogTag = z.infer<typeof BlogTag>;
/** Counts only published posts; categories and tags without any are still listed (count 0). */
export const BlogCategoriesResponse = z.object({ data: z.array(BlogCategory) });
export type BlogCategoriesResponse = z.infer<typeof BlogCategoriesResponse>;
export const BlogTagsResponse = z.object({ data: z.array(BlogTag) });
export type BlogTagsResponse = z.infer<typeof BlogTagsResponse>;
export const LocaleQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });

// ── Shop facts (docs/product-rules.md#delivery, #content): the one set of figures every page, the cart and the checkout use ───────────────

export const ContactHours = z.object({
  /** 'mon-fri' or 'sat-sun'. */
  days: z.enum(['mon-fri', 'sat-sun']),
  /** "08:00". */
  opens: z.string(),
  /** "20:00". */
  closes: z.string(),
});
export type ContactHours = z.infer<typeof ContactHours>;

export const ShopFacts = z.object({
  shop_name: z.string(),
  /** The seller's legal identity (docs/product-rules.md#seller-identity), quoted by the footer and legal pages. */
  seller: SellerIdentityView,
  delivery: z.object({
    /** Active methods with prices (PLN) and business days, as the checkout offers them. */
    methods: z.array(DeliveryMethod),
    /** PLN; delivery is free when the goods after discount reach it. */
    free_shipping_threshold: z.number(),
    country: z.literal('PL'),
    /** Fulfilment (making and packing) of made-to-order items, business days at most. */
    fulfilment_business_days: z.number().int(),
    made_to_order_days: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  payment: z.object({
    provider: z.string(),
    bank_transfer_due_business_days: z.number().int(),
  }),
  returns: z.object({
    withdrawal_days: z.number().int(),
    free_return_days: z.number().int(),
    /** A free return after this many days is refunded as a gift card… */
    gift_card_after_days: z.number().int(),
    /** …valid this many months. */
    gift_card_valid_months: z.number().int(),
    refund_days: z.number().int(),
  }),
  complaints: z.object({ answer_days: z.number().int(), warranty_months: z.number().int() }),
  data: z.object({
    retention_years: z.number().int(),
    min_customer_age: z.number().int(),
    adult_age: z.number().int(),
  }),
  regulations: z.object({
    /** Version code accepted at checkout, e.g. "2025-10-25". */
    version: z.string(),
    /** ISO date the regulations are in force from. */
    in_force_from: z.string(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    office: z.object({ name: z.string(), street: z.string(), postal_code: z.string(), city: z.string() }),
    hours: z.array(ContactHours),
    social: z.array(z.object({ network: z.enum(['instagram', 'facebook', 'pinterest']), url: z.string() })),
  }),
});
export type ShopFacts = z.infer<typeof ShopFacts>;
/** GET /api/shop-facts (footer, contact page, anything quoting a figure). */
export const ShopFactsResponse = z.object({ data: ShopFacts });
export type ShopFactsResponse = z.infer<typeof ShopFactsResponse>;

// ── Information pages ───────────────────────────────────────────────────────────────────────────────────

export const INFO_PAGE_SLUGS = [
  'payment-methods',
  'delivery-costs',
  'returns',
  'complaints',
  'warranty',
  'store-regulations',
  'privacy-policy',
  'cookies',
  'faq',
  'about',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
/** Other names the API accepts for a page (`/api/pages/regulamin`). */
export const INFO_PAGE_ALIASES: Record<string, InfoPageSlug> = { regulamin: 'store-regulations' };

export const FaqEntry = z.object({
  /** Stable anchor, e.g. "faq-delivery-time". */
  id: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer_html: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const InfoPage = z.object({
  /** Canonical slug (an alias such as `regulamin` answers with `store-regulations`). */
  slug: z.enum(INFO_PAGE_SLUGS),
  title: z.string(),
  /** Plain text for the meta description (≤ 160 characters). */
  description: z.string(),
  /** Sanitised HTML with every figure already filled in from the shop facts. */
  body_html: z.string(),
  updated_at: z.string(),
  /** Only on `faq`: question/answer pairs (narrowed by `?search=`). */
  faq: z.array(FaqEntry).optional(),
  /** Only on `faq` with `?search=`: the trimmed search text. */
  search: z.string().optional(),
  facts: ShopFacts,
});
export type InfoPage = z.infer<typeof InfoPage>;

export const InfoPageParams = z.object({ slug: z.string().min(1).max(100) });
export const InfoPageQuery = z.object({
  /** FAQ only: accent- and case-insensitive search in questions and answers. */
  search: z.string().trim().max(100).optional(),
  locale: z.enum(['pl', 'en']).optional(),
});
export type InfoPageQuery = z.infer<typeof InfoPageQuery>;
export const InfoPageResponse = z.object({ data: InfoPage });
export type InfoPageResponse = z.infer<typeof InfoPageResponse>;

// ── Gallery ─────────────────────────────────────────────────────────────────────────────────────────────

export const GalleryItem = z.object({
  id: z.number().int(),
  /** `image.alt` is the alt text in the request's language. */
  image: ContentImage,
  alt: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryItem = z.infer<typeof GalleryItem>;
export const GalleryResponse = z.object({ data: z.array(GalleryItem) });
export type GalleryResponse = z.infer<typeof GalleryResponse>;

// ── Contact form ────────────────────────────────────────────────────────────────────────────────────────

export const ContactBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
    /** Honeypot: must be empty or absent. When filled the API answers as on success but keeps and sends nothing. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type ContactBody = z.infer<typeof ContactBody>;
export const ContactResponse = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

// ── Cookie consent (docs/product-rules.md#legal) ────────────────────────────────────────────────────────────────────────────────

export { CONSENT_COOKIE, COOKIE_POLICY_VERSION, parseConsentCookie } from './consent';

export const CookieConsentBody = z
  .object({
    necessary: z.literal(true),
    analytics: z.boolean(),
    marketing: z.boolean(),
    /** Version of the cookie policy the visitor saw (COOKIE_POLICY_VERSION): letters, digits, '.', '-', '_'. */
    version: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,40}$/),
    /** Earlier consent id (from the cookie) to record a change against; otherwise taken from the cookie or new. */
    id: z.uuid().optional(),
  })
  .strict();
export type CookieConsentBody = z.infer<typeof CookieConsentBody>;

export const CookieConsent = z.object({
  id: z.string(),
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.string(),
  /** ISO time of the choice. */
  decided_at: z.string(),
});
export type CookieConsent = z.infer<typeof CookieConsent>;
/** POST /api/cookie-consent answers the stored choice; GET answers the current one or `data: null`. */
export const CookieConsentResponse = z.object({ data: CookieConsent.nullable() });
export type CookieConsentResponse = z.infer<typeof CookieConsentResponse>;
