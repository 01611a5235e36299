import { RefreshCw, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { SimplePage } from '../components/ui/simple-page';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { useCheckoutData } from '../features/checkout/use-checkout-data';
import { useLocalePath } from '../i18n/hooks';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'checkout'),
  { name: 'robots', content: 'noindex' },
];

export default function Checkout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { data, reload, selectShipping, tellEmail } = useCheckoutData();

  return (
    <SimplePage page="checkout" parents={[{ label: t('pages.cart.title'), to: '/cart' }]}>
      {data.status === 'loading' ? (
        <div role="status" aria-label={t('checkout.loading')} className="grid gap-8 pb-16 lg:grid-cols-12 lg:gap-10">
          <div className="grid gap-6 lg:col-span-7">
            <div className="h-96 animate-pulse rounded-lg bg-sand" />
            <div className="h-64 animate-pulse rounded-lg bg-sand" />
          </div>
          <div className="h-96 animate-pulse rounded-lg bg-sand lg:col-span-5" />
        </div>
      ) : data.status === 'failed' ? (
        <div className="pb-16">
          <EmptyState title={t('checkout.loadFailed')}>
            <button type="button" onClick={() => void reload()} className={buttonClass('primary')}>
              <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('checkout.retry')}
            </button>
          </EmptyState>
        </div>
      ) : data.cart.items.length === 0 ? (
        <div className="pb-16">
          <EmptyState
            icon={<ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.5} />}
            title={t('checkout.empty')}
            hint={t('checkout.emptyHint')}
          >
            <Link to={to('/products')} className={buttonClass('primary')}>
              {t('common.browseProducts')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <CheckoutForm
          cart={data.cart}
          methods={data.methods}
          freeShippingThreshold={data.freeShippingThreshold}
          onReload={reload}
          onSelectShipping={selectShipping}
          onEmailKnown={tellEmail}
        />
      )}
    </SimplePage>
  );
}
