import type { Product } from '@atelier/contracts';
import type { TFunction } from 'i18next';
import type { Crumb } from '~/components/ui/breadcrumb';
import type { Locale } from '~/i18n/locale';
import { absoluteUrl } from '~/lib/meta';
import { productPath } from './product-card';
import { breadcrumbJsonLd, productStructuredData } from './structured-data';

/**
 * The product page's data for search engines: the product (or its group of variants) and the breadcrumb trail.
 * The server writes it into the page; the browser needs this code only for a product opened without a page load
 * (routes/products/detail.tsx), so it comes after hydration.
 */
export function productPageStructuredData(
  product: Product,
  { origin, locale, crumbs, t }: { origin: string; locale: Locale; crumbs: Crumb[]; t: TFunction },
): unknown[] {
  const url = absoluteUrl(origin, locale, productPath(product));
  const trail = [{ label: t('nav.home'), to: '/' }, ...crumbs].map((crumb) => ({
    name: crumb.label,
    url: crumb.to === undefined ? url : absoluteUrl(origin, locale, crumb.to),
  }));
  return [productStructuredData(product, url), breadcrumbJsonLd(trail)];
}
