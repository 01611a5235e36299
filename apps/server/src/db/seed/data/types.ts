/**
 * Shapes of the demo shop's seed content. Content modules in this folder export plain data
 * in these shapes; `../index.ts` writes them to the database. Money is integer grosze.
 */

export type Bilingual = { pl: string; en: string };

/** Silhouette drawn for a product's generated photographs. */
export type ProductKind =
  | 'tote'
  | 'crossbody'
  | 'shoulder'
  | 'backpack'
  | 'wallet'
  | 'cardholder'
  | 'belt'
  | 'keyholder';

export type CategorySeed = {
  slug: string; // e.g. 'torebki'
  name: Bilingual;
  description: Bilingual;
  position: number;
};

export type ColourCode = 'black' | 'brown' | 'coffee' | 'bordo' | 'white' | 'gray' | 'green' | 'blue' | 'red';
export type StyleCode = 'casual' | 'elegant' | 'classic' | 'sport' | 'travel' | 'vintage';
export type GenderCode = 'women' | 'men' | 'unisex';
export type StatusCode = 'in_stock' | 'new' | 'popular' | 'sale' | 'limited' | 'bestseller';
export type LabelCode = 'new' | 'limited' | 'sale' | 'bestseller';

export type ProductSeed = {
  slug: string; // ascii, unique, e.g. 'torebka-aurelia-koniak'
  sku: string; // e.g. 'AT-HB-001'
  categorySlug: string;
  kind: ProductKind;
  /** Leather colour of the photographs, hex like '#8B4A24'. */
  leatherHex: string;
  name: Bilingual;
  /** Rich description as simple HTML (<p>, <ul><li>, <strong>, <em>) — 2-4 paragraphs. */
  description: Bilingual;
  /** Regular gross price in grosze, e.g. 89900 = 899,00 zł. */
  basePrice: number;
  /** Current reduced gross price in grosze, when on sale. */
  salePrice?: number;
  /** Earlier prices (grosze) and how many days ago they took effect, oldest first; the seed adds the current price today. */
  priceHistory?: { price: number; daysAgo: number }[];
  /**
   * Pieces of the first variant (first colour, first size). The product has a variant for every colour × size
   * (docs/product-rules.md#variants); the others have `variantStock[colour/size]` pieces, else this many.
   */
  stock: number;
  /** Stock of the other variants by 'colour/size' (e.g. 'black/one_size'); also their SKUs' suffix. */
  variantStock?: Record<string, number>;
  madeToOrder: boolean; // out of stock + madeToOrder = orderable in 3-4 days; out of stock + !madeToOrder = not orderable
  featured: boolean; // shown as "Bestsellers" on home
  /** Days since the product was added (for "new arrivals" ordering). */
  createdDaysAgo: number;
  labels: LabelCode[];
  /** The first is the colour of the product's own photographs; the others get photographs of their own. */
  colours: ColourCode[];
  styles: StyleCode[];
  gender: GenderCode;
  statuses: StatusCode[];
  sizes: string[]; // ['one_size'] or e.g. ['85','90','95','100','105'] for belts, ['S','M','L'] for bags
  features: { pl: string[]; en: string[] };
  material: Bilingual;
  dimensions: Bilingual; // e.g. '32 × 26 × 12 cm'
  compartments: Bilingual;
  straps: Bilingual; // handles / straps
  care: Bilingual; // care instructions and warnings (GPSR)
  popularity: number; // units sold, drives 'popularity' sorting
};

export type BannerSeed = {
  key: string;
  title: Bilingual;
  subtitle: Bilingual;
  buttonLabel: Bilingual;
  /** Relative shop path without locale, e.g. '/products?category=…' is built from categorySlug. */
  categorySlug?: string;
  buttonPath: string; // e.g. '/products'
  /** Colours of the generated banner image. */
  palette: { background: string; accent: string; leatherHex: string; kind: ProductKind };
  position: number;
};

export type BlogCategorySeed = { slug: string; name: Bilingual };
export type BlogTagSeed = { slug: string; name: Bilingual };
export type BlogPostSeed = {
  slug: string;
  categorySlug: string;
  tagSlugs: string[];
  author: string;
  /** Negative: scheduled that many days ahead (not public until then). */
  publishedDaysAgo: number;
  /** A draft is never public. */
  draft?: boolean;
  title: Bilingual;
  excerpt: Bilingual;
  /** HTML body: 4-8 paragraphs with <h2>, <p>, <ul>. */
  body: Bilingual;
  /** Cover image palette. */
  cover: { background: string; leatherHex: string; kind: ProductKind };
};

export type DeliveryMethodSeed = {
  code: 'inpost' | 'courier';
  name: Bilingual;
  description: Bilingual;
  price: number; // grosze
  minDays: number;
  maxDays: number;
  position: number;
};

export type CouponSeed = {
  code: string;
  type: 'percent' | 'fixed' | 'free_shipping';
  /** Percent (10 = 10 %), grosze, or 0 for free delivery. */
  value: number;
  minOrderTotal?: number; // grosze
  startsDaysAgo: number;
  /** Negative = already expired that many days ago; undefined = no expiry. */
  expiresInDays?: number;
  usageLimit?: number;
  perCustomerLimit?: number;
  firstOrderOnly?: boolean;
  description: Bilingual;
};

export type UserSeed = {
  email: string;
  password: string;
  name: string;
  phone: string;
  roles: ('customer' | 'super_admin' | 'manager' | 'accountant')[];
};

export type InfoPageSeed = {
  slug: string; // 'payment-methods', 'delivery-costs', 'returns', 'complaints', 'warranty', 'store-regulations', 'privacy-policy', 'cookies', 'faq', 'about'
  title: Bilingual;
  body: Bilingual; // HTML
};
