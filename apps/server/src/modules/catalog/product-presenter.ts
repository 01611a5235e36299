import {
  type Banner,
  type Category,
  GENDER_DISPLAY,
  LABEL_CODES,
  type Locale,
  type Product,
  type ProductPhoto,
  type ProductVariant,
} from '@atelier/contracts';
import sanitizeHtml from 'sanitize-html';
import type { banners } from '../../db/schema';
import { toPln } from '../../shared/money';
import type {
  AttributeLinkRow,
  FacetVocabulary,
  ImageRow,
  PriceHistoryRow,
  ProductRow,
  VariantRow,
} from './catalog.repository';
import { discountInfo, lowestPriceBeforeReduction } from './lowest-price';

/** Turns database rows into the contract's shapes (packages/contracts/src/catalog.ts): PLN, absolute URLs, one language. */

/** Product photographs are listed at this width; the gallery carries every width. */
const LIST_WIDTH = 1024;
const BANNER_WIDTH = 1280;

/** `${publicUrl}/uploads/${path}-${width}.webp`, the files written by the seed and the upload pipeline. */
export function uploadUrl(publicUrl: string, path: string, width: number): string {
  return `${publicUrl}/uploads/${path}-${width}.webp`;
}

/** The variant closest to the wanted width: the smallest not narrower, else the widest there is. */
function pickWidth(widths: number[], wanted: number): number | undefined {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= wanted) ?? sorted.at(-1);
}

export function photo(publicUrl: string, path: string, widths: number[], alt: string, wanted: number): ProductPhoto {
  const sorted = [...widths].sort((a, b) => a - b);
  const variants = sorted.map((width) => ({ width, url: uploadUrl(publicUrl, path, width) }));
  const main = pickWidth(sorted, wanted);
  return {
    url: main === undefined ? '' : uploadUrl(publicUrl, path, main),
    alt,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
  };
}

/** The allow-list of rich text (docs/product-rules.md#content): nothing else survives, links get a safe rel. */
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_POLICY);
}

export type ProductRelations = {
  images: ImageRow[];
  links: AttributeLinkRow[];
  history: PriceHistoryRow[];
  variants: VariantRow[];
};

const orderable = (v: VariantRow) => v.stock > 0 || v.madeToOrder;
const priceOf = (v: VariantRow) => v.salePrice ?? v.basePrice;

/**
 * The variant whose price the product shows: the cheapest orderable one, else the cheapest — the same choice
 * the database summary makes (migration 0013), so the list's price and sort agree with the product page.
 */
export function priceVariant(variants: VariantRow[]): VariantRow | undefined {
  return [...variants].sort(
    (a, b) =>
      Number(orderable(b)) - Number(orderable(a)) || priceOf(a) - priceOf(b) || a.position - b.position || a.id - b.id,
  )[0];
}

/** The variant a product page opens on: the first orderable one in the staff's order, else the first. */
export function defaultVariant(variants: VariantRow[]): VariantRow | undefined {
  return variants.find(orderable) ?? variants[0];
}

export type PresentContext = {
  locale: Locale;
  publicUrl: string;
  now: Date;
  /** Detail calls carry the sanitised description; lists leave it out. */
  withDescription: boolean;
  /** Labels of filter values, for statuses derived from stock and price. */
  vocabulary: FacetVocabulary;
};

const pick = (locale: Locale, pl: string, en: string) => (locale === 'en' ? en : pl);

export function presentProduct(row: ProductRow, rel: ProductRelations, ctx: PresentContext): Product {
  const { locale, publicUrl } = ctx;
  const price = row.currentPrice ?? row.salePrice ?? row.basePrice;
  const reduced = row.salePrice !== null;
  const shown = priceVariant(rel.variants);
  const lowest = lowestPriceBeforeReduction(
    rel.history.filter((h) => h.variantId === shown?.id),
    { basePrice: row.basePrice, salePrice: row.salePrice },
    ctx.now,
  );
  const discount = discountInfo(price, lowest);
  const ownImages = rel.images.filter((img) => img.variantId === null);
  const toPhoto = (img: ImageRow) =>
    photo(publicUrl, img.path, img.widths, pick(locale, img.altPl, img.altEn), LIST_WIDTH);
  const gallery = ownImages.map(toPhoto);
  const variants = rel.variants.map((v) => presentVariant(v, rel, toPhoto, ctx));
  // Colours in the variants' order, each once.
  const colors = [
    ...new Map(
      variants.filter((v) => v.color).map((v) => [v.color?.code, v.color as NonNullable<typeof v.color>]),
    ).values(),
  ];
  const largest = (img: ImageRow) => uploadUrl(publicUrl, img.path, Math.max(...img.widths));

  const byKind = (kind: string) => rel.links.filter((l) => l.kind === kind);
  const named = (l: AttributeLinkRow) => ({ code: l.code, name: pick(locale, l.labelPl, l.labelEn) });
  const genderLink = byKind('gender')[0];
  const genderCode = (genderLink?.code ?? 'unisex') as keyof typeof GENDER_DISPLAY;

  // 'in_stock' and 'sale' follow live stock and price; the other statuses are editorial links.
  const statusCodes = new Set(byKind('status').map((l) => l.code));
  statusCodes.delete('in_stock');
  statusCodes.delete('sale');
  if (row.stock > 0) statusCodes.add('in_stock');
  if (reduced) statusCodes.add('sale');
  const vocabulary = ctx.vocabulary.values;
  const status = vocabulary
    .filter((v) => v.kind === 'status' && statusCodes.has(v.code))
    .map((v) => ({ code: v.code, name: pick(locale, v.labelPl, v.labelEn) }));
  const genderValue = genderLink ?? vocabulary.find((v) => v.kind === 'gender' && v.code === genderCode);

  // The 'sale' label follows the price, so a change of price never leaves a stale badge.
  const labels = LABEL_CODES.filter((code) => (code === 'sale' ? reduced : row.labels.includes(code)));

  const product: Product = {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: pick(locale, row.namePl, row.nameEn),
    name_pl: row.namePl,
    name_en: row.nameEn,
    price: toPln(price),
    base_price: toPln(row.basePrice),
    lowest_price_30d: lowest === null ? null : toPln(lowest),
    discount_info: {
      has_discount: discount.has_discount,
      discount_percentage: discount.discount_percentage,
      original_price: toPln(discount.original_price),
      discounted_price: toPln(discount.discounted_price),
    },
    image: gallery[0]?.url ?? null,
    images: gallery.map((g) => g.url),
    media: ownImages.map((img) => ({ original_url: largest(img) })),
    gallery,
    labels,
    in_stock: row.stock > 0,
    stock: row.stock,
    made_to_order: row.madeToOrder,
    orderable: row.isGiftCard || row.stock > 0 || row.madeToOrder,
    gift_card: row.isGiftCard,
    featured: row.featured,
    popularity: row.popularity,
    category_id: row.categoryId,
    category: {
      id: row.categoryId,
      slug: row.categorySlug,
      name: pick(locale, row.categoryNamePl, row.categoryNameEn),
    },
    colors,
    sizes: row.sizes,
    variants,
    default_variant_id: defaultVariant(rel.variants)?.id ?? 0,
    styles: byKind('style').map(named),
    status,
    gender: {
      code: genderCode,
      name: genderValue ? pick(locale, genderValue.labelPl, genderValue.labelEn) : genderCode,
      display: GENDER_DISPLAY[genderCode] ?? 'for_all',
    },
    features: locale === 'en' ? row.featuresEn : row.featuresPl,
    material: pick(locale, row.materialPl, row.materialEn),
    dimensions: pick(locale, row.dimensionsPl, row.dimensionsEn),
    compartments: pick(locale, row.compartmentsPl, row.compartmentsEn),
    straps: pick(locale, row.strapsPl, row.strapsEn),
    care: pick(locale, row.carePl, row.careEn),
    rating: { average: row.ratingCount > 0 ? row.ratingAverage : null, count: row.ratingCount },
    created_at: row.createdAt.toISOString(),
  };
  if (ctx.withDescription) product.description = presentDescription(row, locale);
  return product;
}

/** A product's description as its page shows it: in the request's language, sanitised. */
export function presentDescription(row: Pick<ProductRow, 'descriptionPl' | 'descriptionEn'>, locale: Locale): string {
  return sanitizeDescription(pick(locale, row.descriptionPl, row.descriptionEn));
}

function presentVariant(
  v: VariantRow,
  rel: ProductRelations,
  toPhoto: (img: ImageRow) => ProductPhoto,
  ctx: PresentContext,
): ProductVariant {
  const price = priceOf(v);
  const lowest = lowestPriceBeforeReduction(
    rel.history.filter((h) => h.variantId === v.id),
    { basePrice: v.basePrice, salePrice: v.salePrice },
    ctx.now,
  );
  const discount = discountInfo(price, lowest);
  // Only the variant's own photographs: one without any shows the product's, which the answer lists once
  // already — repeating them for every variant made most of a list answer (docs/decisions/019-variants.md).
  const gallery = rel.images.filter((img) => img.variantId === v.id).map(toPhoto);
  return {
    id: v.id,
    sku: v.sku,
    color:
      v.colourCode === null
        ? null
        : {
            code: v.colourCode,
            name: pick(ctx.locale, v.colourPl ?? v.colourCode, v.colourEn ?? v.colourCode),
            hex: v.hex ?? '',
          },
    size: v.size,
    price: toPln(price),
    base_price: toPln(v.basePrice),
    discount_info: {
      has_discount: discount.has_discount,
      discount_percentage: discount.discount_percentage,
      original_price: toPln(discount.original_price),
      discounted_price: toPln(discount.discounted_price),
    },
    lowest_price_30d: lowest === null ? null : toPln(lowest),
    stock: v.stock,
    in_stock: v.stock > 0,
    made_to_order: v.madeToOrder,
    orderable: orderable(v),
    images: gallery.map((g) => g.url),
    gallery,
  };
}

/** Presents many products, grouping their related rows by product once (no per-product scans). */
export function presentProducts(rows: ProductRow[], related: ProductRelations, ctx: PresentContext): Product[] {
  const group = <T extends { productId: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) {
      const list = map.get(item.productId);
      if (list) list.push(item);
      else map.set(item.productId, [item]);
    }
    return map;
  };
  const images = group(related.images);
  const links = group(related.links);
  const history = group(related.history);
  const variants = group(related.variants);
  return rows.map((row) =>
    presentProduct(
      row,
      {
        images: images.get(row.id) ?? [],
        links: links.get(row.id) ?? [],
        history: history.get(row.id) ?? [],
        variants: variants.get(row.id) ?? [],
      },
      ctx,
    ),
  );
}

export function presentCategory(
  row: {
    id: number;
    slug: string;
    namePl: string;
    nameEn: string;
    descriptionPl: string;
    descriptionEn: string;
    productCount: number;
  },
  locale: Locale,
): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(locale, row.namePl, row.nameEn),
    name_pl: row.namePl,
    name_en: row.nameEn,
    description: pick(locale, row.descriptionPl, row.descriptionEn),
    product_count: row.productCount,
  };
}

export function presentBanner(row: typeof banners.$inferSelect, locale: Locale, publicUrl: string): Banner {
  const title = pick(locale, row.titlePl, row.titleEn);
  const image = photo(publicUrl, row.imagePath, row.widths, title, BANNER_WIDTH);
  return {
    id: row.id,
    title,
    subtitle: pick(locale, row.subtitlePl, row.subtitleEn),
    button_label: pick(locale, row.buttonLabelPl, row.buttonLabelEn),
    image_url: image.url,
    image,
    category_id: row.categoryId,
    button_url: row.buttonUrl,
  };
}
