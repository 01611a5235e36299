import type { Product } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { availability } from './product';

/**
 * "na zamówienie (3-4 dni)" for made-to-order pieces that are out of stock, "brak w magazynie" for
 * those that cannot be ordered (docs/product-rules.md#stock); `showInStock` also names the ordinary case.
 */
export function AvailabilityNote({
  product,
  showInStock = false,
  className = '',
}: {
  product: Pick<Product, 'in_stock' | 'orderable' | 'made_to_order'>;
  showInStock?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const state = availability(product);
  if (state === 'in_stock' && !showInStock) return null;
  const tone = state === 'in_stock' ? 'bg-success' : state === 'made_to_order' ? 'bg-warning' : 'bg-bordo';
  const text = state === 'in_stock' ? 'text-success' : state === 'made_to_order' ? 'text-cognac' : 'text-bordo';
  return (
    <p className={`flex items-center gap-2 text-sm ${text} ${className}`}>
      <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${tone}`} />
      {t(`catalog.availability.${state}`)}
    </p>
  );
}
