import { z } from 'zod';
import { IdParam } from './common';
import { SizeGuide } from './size-guides';

/**
 * The catalogue's public contract (docs/product-rules.md#api-contract, #money, #stock, #catalogue, #legal). Money leaves the API
 * as PLN numbers rounded to grosze (349.9 means 349,90 zł); inside the server it is integer grosze.
 */

export const LABEL_CODES = ['new', 'limited', 'sale', 'bestseller'] as const;
export const COLOUR_CODES = ['black', 'brown', 'coffee', 'bordo', 'white', 'gray', 'green', 'blue', 'red'] as const;
export const STYLE_CODES = ['casual', 'elegant', 'classic', 'sport', 'travel', 'vintage'] as const;
export const GENDER_CODES = ['women', 'men', 'unisex'] as const;
export const STATUS_CODES = ['in_stock', 'new', 'popular', 'sale', 'limited', 'bestseller'] as const;
/** How the product page words gender (docs/product-rules.md#api-contract). */
export const GENDER_DISPLAY = { women: 'for_her', men: 'for_him', unisex: 'for_all' } as const;

/**
 * `relevance`: while searching, the best matches first and the most popular among equals (without a search it is
 * the popularity order); `rating`: the best-rated first, products without reviews last.
 */
export const SORT_FIELDS = ['created_at', 'base_price', 'name', 'popularity', 'relevance', 'rating'] as const;
export const PRODUCTS_PER_PAGE_DEFAULT = 12;
export const PRODUCTS_PER_PAGE_MAX = 48;
/** Widths (px) of every product photograph's WebP variants. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

export const ImageVariant = z.object({ width: z.number().int(), url: z.string() });
export const ProductPhoto = z.object({
  /** Absolute URL of the 1024 px variant. */
  url: z.string(),
  alt: z.string(),
  /** Ready for <img srcset>: "…-320.webp 320w, …". */
  srcset: z.string(),
  variants: z.array(ImageVariant),
});
export type ProductPhoto = z.infer<typeof ProductPhoto>;

export const CodeName = z.object({ code: z.string(), name: z.string() });
export const Colour = CodeName.extend({ hex: z.string() });

export const DiscountInfo = z.object({
  /** True when the current price is below the Omnibus reference price (a reduction the shop may announce). */
  has_discount: z.boolean(),
  /**
   * Whole percent (rounded down), computed against the lowest price of the 30 days before the reduction
   * (Omnibus); 0 without a discount.
   */
  discount_percentage: z.number().int(),
  /** The struck-out reference price: the Omnibus lowest price when discounted, else the current price. */
  original_price: z.number(),
  /** What the customer pays (equals `price`). */
  discounted_price: z.number(),
});

/**
 * One colour and size of a product, with its own SKU, prices, stock and photographs (docs/product-rules.md#variants).
 * A product without options has exactly one.
 */
export const ProductVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** Null for a product without a colour choice. */
  color: Colour.nullable(),
  /** 'one_size' when the product has one size. */
  size: z.string(),
  /** Current gross price (PLN), the reduced one while on sale. */
  price: z.number(),
  /** Regular gross price (PLN). */
  base_price: z.number(),
  discount_info: DiscountInfo,
  /** Omnibus: this variant's lowest price of the 30 days before its current reduction; null when not reduced. */
  lowest_price_30d: z.number().nullable(),
  stock: z.number().int(),
  in_stock: z.boolean(),
  made_to_order: z.boolean(),
  /** In stock, or out of stock but made to order. */
  orderable: z.boolean(),
  /**
   * Absolute URLs (1024 px) of the variant's own photographs; empty when it has none and shows the product's
   * (`images` and `gallery` of the product).
   */
  images: z.array(z.string()),
  /** The same photographs ready for <img srcset>; empty when the variant shows the product's. */
  gallery: z.array(ProductPhoto),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const ProductCategoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const Product = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  /** In the request's language. */
  name: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  /** Sanitised HTML in the request's language; present on the detail calls, omitted from lists. */
  description: z.string().optional(),
  /** Current gross price (PLN) of the cheapest orderable variant (else the cheapest): the reduced one when on sale. */
  price: z.number(),
  /** Regular gross price (PLN) of that variant. */
  base_price: z.number(),
  /** Omnibus: that variant's lowest price of the 30 days before the current reduction; null when not reduced. */
  lowest_price_30d: z.number().nullable(),
  discount_info: DiscountInfo,
  /** Absolute URL of the first photograph (1024 px). */
  image: z.string().nullable(),
  /** Absolute URLs (1024 px) of every photograph. */
  images: z.array(z.string()),
  media: z.array(z.object({ original_url: z.string() })),
  gallery: z.array(ProductPhoto),
  labels: z.array(z.enum(LABEL_CODES)),
  /** Some variant is in stock. */
  in_stock: z.boolean(),
  /** Pieces in stock over all variants. */
  stock: z.number().int(),
  /** Some variant is made to order when out of stock. */
  made_to_order: z.boolean(),
  /** Some variant is in stock or made to order (docs/product-rules.md#stock). */
  orderable: z.boolean(),
  /** Sold as a gift card (docs/product-rules.md#gift-cards): one variant per amount (`size` is the amount in zł), e-mailed. */
  gift_card: z.boolean(),
  featured: z.boolean(),
  popularity: z.number().int(),
  category_id: z.number().int(),
  category: ProductCategoryRef,
  /** The colours of the product's variants, in their order. */
  colors: z.array(Colour),
  /** The sizes of the product's variants, in their order; ['one_size'] for one size. */
  sizes: z.array(z.string()),
  /** Every variant on sale, in the order staff gave them (swatches and sizes follow it). */
  variants: z.array(ProductVariant),
  /** The variant a product page shows first: the first orderable one, else the first. */
  default_variant_id: z.number().int(),
  styles: z.array(CodeName),
  status: z.array(CodeName),
  gender: CodeName.extend({ display: z.enum(['for_her', 'for_him', 'for_all']) }),
  features: z.array(z.string()),
  material: z.string(),
  dimensions: z.string(),
  /** The category's size guide in the request's language (docs/product-rules.md#size-guides): on the detail calls, null when it has none; omitted from lists. */
  size_guide: SizeGuide.nullable().optional(),
  compartments: z.string(),
  straps: z.string(),
  care: z.string(),
  /** Approved reviews: average rating (one decimal, null without reviews) and their number. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  created_at: z.string(),
});
export type Product = z.infer<typeof Product>;

/**
 * A comma list or repeated keys (`colors=black,brown` or `colors=black&colors=brown`). An unknown value is
 * reported on the parameter itself (`errors.colors`), naming the allowed values.
 */
function multiValue<T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  return z.union([z.string(), z.array(z.string())]).transform((raw, ctx): T[number][] => {
    const parts = (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = parts.find((part) => !allowed.has(part));
    if (unknown !== undefined) {
      ctx.issues.push({ code: 'invalid_value', values: [...values], input: unknown });
      return z.NEVER;
    }
    return parts as T[number][];
  });
}

const priceParam = z.coerce.number().min(0).max(1_000_000);

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE_DEFAULT),
  sort_by: z.enum(SORT_FIELDS).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  locale: z.enum(['pl', 'en']).optional(),
  search: z.string().trim().max(100).optional(),
  category_id: IdParam.optional(),
  min_price: priceParam.optional(),
  max_price: priceParam.optional(),
  gender: multiValue(GENDER_CODES).optional(),
  /** Products having an orderable variant of one of these colours. */
  colors: multiValue(COLOUR_CODES).optional(),
  /** Products having an orderable variant of one of these sizes ('M', '95'). */
  sizes: z
    .union([z.string(), z.array(z.string())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(20)).max(20))
    .optional(),
  styles: multiValue(STYLE_CODES).optional(),
  status: multiValue(STATUS_CODES).optional(),
  featured: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const Facets = z.object({
  categories: z.array(FacetValue),
  colors: z.array(FacetValue.extend({ hex: z.string() })),
  /** Sizes of orderable variants under the other filters; one-size products offer none. */
  sizes: z.array(FacetValue),
  styles: z.array(FacetValue),
  gender: z.array(FacetValue),
  status: z.array(FacetValue),
  price: z.object({ min: z.number(), max: z.number() }),
});
export type Facets = z.infer<typeof Facets>;

export const PaginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const ProductListResponse = z.object({ data: z.array(Product), meta: PaginationMeta, facets: Facets });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductResponse = z.object({ success: z.literal(true), data: Product });
export const ProductIdParams = z.object({ id: IdParam });
/** GET /api/products/{id}/related: how many to suggest (the product page shows 4). */
export const RelatedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
  locale: z.enum(['pl', 'en']).optional(),
});
export const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const FeaturedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
  locale: z.enum(['pl', 'en']).optional(),
});
export const ProductsResponse = z.object({ success: z.literal(true), data: z.array(Product) });

export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof Category>;
export const CategoriesQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });

/** GET /api/products/suggest: what the header search offers while the shopper types (docs/api.md#search-suggestions). */
export const SuggestQuery = z.object({
  q: z.string().trim().min(1).max(100),
  locale: z.enum(['pl', 'en']).optional(),
});
export const SUGGESTED_PRODUCTS_MAX = 6;
export const SuggestResponse = z.object({
  data: z.object({
    /** The query's words as searched (lower-cased, space-separated); empty when it has no word to search. */
    query: z.string(),
    /** Up to six products, the best matches first (the list's relevance order). */
    products: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        /** Current gross price (PLN), the reduced one while on sale. */
        price: z.number(),
        /** The regular price when reduced, else null. */
        base_price: z.number().nullable(),
        /** Absolute URL of the first photograph's 320 px variant, or null. */
        thumbnail: z.string().nullable(),
        category: z.string(),
      }),
    ),
    /** Categories whose name holds every word of the query (accents and case folded). */
    categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    /** How many products the full search finds. */
    total: z.number().int(),
  }),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;
export const CategoriesResponse = z.object({ data: z.array(Category) });

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  button_label: z.string(),
  /** Absolute URL of the 1280 px variant. */
  image_url: z.string(),
  image: ProductPhoto,
  category_id: z.number().int().nullable(),
  /** Shop path without the locale, e.g. `/products?category=3`. */
  button_url: z.string(),
});
export type Banner = z.infer<typeof Banner>;
export const BannersQuery = z.object({ locale: z.enum(['pl', 'en']).optional() });
export const BannersResponse = z.object({ data: z.array(Banner) });
