import type { Product, ProductVariant } from '@atelier/contracts';
import { htmlToText } from './plain-text';
import { availability, SCHEMA_AVAILABILITY } from './product';
import { ONE_SIZE, VARIANT_PARAM } from './variants';

export { htmlToText, truncate } from './plain-text';

/*
 * schema.org data for search engines: `Product` with its offer (a `ProductGroup` of variants when there are
 * several), and `BreadcrumbList`. Built as plain
 * objects here; the page serialises them into <script type="application/ld+json" nonce>.
 */

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

type ProductFacts = Pick<
  Product,
  'name' | 'sku' | 'images' | 'image' | 'description' | 'price' | 'in_stock' | 'orderable' | 'made_to_order'
> &
  Partial<Pick<Product, 'category' | 'colors' | 'material' | 'rating' | 'variants'>>;

type VariantFacts = Pick<
  ProductVariant,
  'id' | 'sku' | 'color' | 'size' | 'price' | 'in_stock' | 'orderable' | 'made_to_order' | 'images'
>;

const BRAND = { '@type': 'Brand', name: 'Atelier' } as const;
const SELLER = { '@type': 'Organization', name: 'Atelier' } as const;

function offer(facts: Pick<Product, 'price' | 'in_stock' | 'orderable' | 'made_to_order'>, url: string) {
  return {
    '@type': 'Offer',
    url,
    price: facts.price.toFixed(2),
    priceCurrency: 'PLN',
    availability: SCHEMA_AVAILABILITY[availability(facts)],
    itemCondition: 'https://schema.org/NewCondition',
    seller: SELLER,
  };
}

/** What the product and its group share: description, brand, category, material and the reviews. */
function sharedFacts(product: ProductFacts) {
  return {
    description: htmlToText(product.description ?? ''),
    brand: BRAND,
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.material ? { material: product.material } : {}),
    // Only with approved reviews: search engines reject a rating of nothing.
    ...(product.rating && product.rating.count > 0 && product.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The address that opens the product page on this variant (docs/product-rules.md#variants). */
export function variantUrl(url: string, variantId: number): string {
  const address = new URL(url);
  address.searchParams.set(VARIANT_PARAM, String(variantId));
  return address.toString();
}

/**
 * A product as search engines read it. One variant: a plain `Product` with its offer. Several: a
 * `ProductGroup` (Google's "product variants" structured data, single-page form) whose `hasVariant` lists each
 * variant as a `Product` with its own SKU, colour, size, photo and offer, the offer's URL preselecting it.
 */
export function productStructuredData(product: ProductFacts, url: string) {
  const variants = product.variants ?? [];
  return variants.length > 1 ? productGroupJsonLd(product, variants, url) : productJsonLd(product, url);
}

/** A plain schema.org `Product` with one offer. */
export function productJsonLd(product: ProductFacts, url: string) {
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    sku: product.sku,
    ...sharedFacts(product),
    ...(product.colors && product.colors.length > 0 ? { color: product.colors.map((c) => c.name).join(', ') } : {}),
    offers: offer(product, url),
  };
}

/** A schema.org `ProductGroup` of the product's variants. */
export function productGroupJsonLd(product: ProductFacts, variants: readonly VariantFacts[], url: string) {
  const colours = new Set(variants.map((variant) => variant.color?.code).filter(Boolean));
  const sizes = new Set(variants.map((variant) => variant.size).filter((size) => size && size !== ONE_SIZE));
  const variesBy = [
    ...(colours.size > 1 ? ['https://schema.org/color'] : []),
    ...(sizes.size > 1 ? ['https://schema.org/size'] : []),
  ];
  const fallbackImages = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    url,
    // The model's SKU names the group; each variant has its own.
    productGroupID: product.sku,
    ...sharedFacts(product),
    variesBy,
    hasVariant: variants.map((variant) => {
      const size = variant.size && variant.size !== ONE_SIZE ? variant.size : null;
      const images = variant.images.length > 0 ? variant.images : fallbackImages;
      return {
        '@type': 'Product',
        name: [product.name, [variant.color?.name, size].filter(Boolean).join(', ')].filter(Boolean).join(' – '),
        sku: variant.sku,
        inProductGroupWithID: product.sku,
        image: images,
        ...(variant.color ? { color: variant.color.name } : {}),
        ...(size ? { size } : {}),
        offers: offer(variant, variantUrl(url, variant.id)),
      };
    }),
  };
}
