import type { Product } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { priceView } from './product';

type PriceFacts = Pick<Product, 'price' | 'base_price' | 'discount_info' | 'lowest_price_30d'>;

/**
 * The price as cards and the product page show it: the current price, and when reduced the struck-out
 * original with the percentage; `omnibus` adds the lowest price of the 30 days before (docs/product-rules.md#legal).
 */
export function PriceTag({
  product,
  size = 'card',
  omnibus = false,
}: {
  product: PriceFacts;
  size?: 'card' | 'page';
  omnibus?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const view = priceView(product);
  const reduced = view.original !== null;
  const page = size === 'page';
  return (
    <div>
      <p className={`flex flex-wrap items-baseline gap-x-2.5 gap-y-1 ${page ? '' : 'mt-1.5'}`}>
        <span className="sr-only">{t('catalog.price.current')}:</span>
        <span
          data-price={view.price}
          className={`font-serif font-medium tabular-nums ${page ? 'text-3xl sm:text-[2.1rem]' : 'text-lg'} ${reduced ? 'text-bordo' : 'text-ink'}`}
        >
          {formatPrice(view.price, locale)}
        </span>
        {reduced && (
          <>
            <span className="sr-only">{t('catalog.price.original')}:</span>
            <s className={`tabular-nums text-taupe ${page ? 'text-lg' : 'text-sm'}`}>
              {formatPrice(view.original ?? 0, locale)}
            </s>
            {view.percent !== null && view.percent > 0 && (
              <span
                className={`rounded-[2px] bg-bordo/10 font-medium text-bordo ${page ? 'px-2 py-1 text-sm' : 'px-1.5 py-0.5 text-xs'}`}
              >
                <span aria-hidden="true">{t('catalog.price.discount', { percent: view.percent })}</span>
                <span className="sr-only">{t('catalog.price.discountLabel', { percent: view.percent })}</span>
              </span>
            )}
          </>
        )}
      </p>
      {omnibus && reduced && view.lowest30d !== null && (
        <p className="mt-2 text-sm text-taupe">
          {t('catalog.price.omnibus', { price: formatPrice(view.lowest30d, locale) })}
        </p>
      )}
    </div>
  );
}
