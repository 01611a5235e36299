import type { Product } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<Product['labels'][number], string> = {
  new: 'bg-cognac text-white',
  limited: 'bg-espresso text-cream',
  sale: 'bg-bordo text-white',
  bestseller: 'bg-paper text-ink ring-1 ring-inset ring-hairline',
};

/** NOWOŚĆ, LIMITOWANY, WYPRZEDAŻ, BESTSELLER (docs/product-rules.md#constants) as small tags. */
export function ProductLabels({ labels, className = '' }: { labels: Product['labels']; className?: string }) {
  const { t } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <ul aria-label={t('catalog.labelsTitle')} className={`flex flex-wrap gap-1.5 ${className}`}>
      {labels.map((label) => (
        <li
          key={label}
          className={`rounded-[2px] px-2 py-1 text-[10.5px] font-medium leading-none tracking-[0.14em] ${TONES[label]}`}
        >
          {t(`catalog.labels.${label}`)}
        </li>
      ))}
    </ul>
  );
}
