import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { SimplePage } from '../components/ui/simple-page';
import { useCartCount, useCartStore } from '../features/cart/store';
import { useLocalePath } from '../i18n/hooks';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'cart');

export default function Cart() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hydrated = useCartStore((state) => state.hydrated);
  const count = useCartCount();

  return (
    <SimplePage page="cart">
      {!hydrated ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-lg bg-sand" />
      ) : count === 0 ? (
        <EmptyState
          icon={<ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />}
          title={t('cart.empty')}
          hint={t('cart.emptyHint')}
        >
          <Link to={to('/products')} className={buttonClass('primary')}>
            {t('common.browseProducts')}
          </Link>
        </EmptyState>
      ) : (
        <p className="text-lg">{t('cart.itemCount', { count })}</p>
      )}
    </SimplePage>
  );
}
