import type { Product } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '~/components/ui/breadcrumb';
import { JsonLd } from '~/components/ui/json-ld';
import type { Locale } from '~/i18n/locale';
import { absoluteUrl } from '~/lib/meta';
import { productPath } from './product-card';
import { breadcrumbJsonLd, productStructuredData } from './structured-data';

/**
 * The product page's data for search engines: the product (or its group of variants) and the breadcrumb trail.
 * Nothing a visitor sees, so the page hydrates it once its code has come (routes/products/detail.tsx).
 */
export default function ProductStructuredData({
  product,
  origin,
  locale,
  crumbs,
}: {
  product: Product;
  origin: string;
  locale: Locale;
  crumbs: Crumb[];
}) {
  const { t } = useTranslation();
  const url = absoluteUrl(origin, locale, productPath(product));
  const trail = [{ label: t('nav.home'), to: '/' }, ...crumbs].map((crumb) => ({
    name: crumb.label,
    url: crumb.to === undefined ? url : absoluteUrl(origin, locale, crumb.to),
  }));
  return (
    <>
      <JsonLd data={productStructuredData(product, url)} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
