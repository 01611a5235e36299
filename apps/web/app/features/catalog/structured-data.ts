import type { Product } from '@atelier/contracts';
import { availability, SCHEMA_AVAILABILITY } from './product';

/*
 * schema.org data for search engines: `Product` with its offer, and `BreadcrumbList`. Built as plain
 * objects here; the page serialises them into <script type="application/ld+json" nonce>.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Sanitised description HTML as one line of plain text, for JSON-LD and meta descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shortens text at a word boundary for a meta description (search engines show about 155 characters). */
export function truncate(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

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
  Partial<Pick<Product, 'category' | 'colors' | 'material' | 'rating'>>;

export function productJsonLd(product: ProductFacts, url: string) {
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    sku: product.sku,
    description: htmlToText(product.description ?? ''),
    brand: { '@type': 'Brand', name: 'Atelier' },
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.colors && product.colors.length > 0 ? { color: product.colors.map((c) => c.name).join(', ') } : {}),
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
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'PLN',
      availability: SCHEMA_AVAILABILITY[availability(product)],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Atelier' },
    },
  };
}
