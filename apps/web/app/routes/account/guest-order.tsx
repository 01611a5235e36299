import { CircleAlert, RefreshCw } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { SimplePage } from '~/components/ui/simple-page';
import { OrderDetailsView } from '~/features/orders/order-details-view';
import { fetchGuestOrder } from '~/features/orders/orders-api';
import { useOrder } from '~/features/orders/use-order';
import { useLocalePath } from '~/i18n/hooks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/guest-order';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'guestOrder'),
  { name: 'robots', content: 'noindex' },
];

/** A guest's order, opened from the signed link in the order e-mail (docs/product-rules.md#legal: withdrawal for guests too). */
export default function GuestOrder() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { token = '' } = useParams();
  const fetcher = useCallback((signal: AbortSignal) => (token ? fetchGuestOrder(token, signal) : null), [token]);
  const { load, retry, replace } = useOrder(fetcher, true);

  return (
    <SimplePage page="guestOrder">
      {load.state === 'loading' ? (
        <div role="status" aria-label={t('orders.loading')} className="grid gap-6 pb-16 lg:grid-cols-12">
          <div className="h-96 animate-pulse rounded-lg bg-sand lg:col-span-8" />
          <div className="h-64 animate-pulse rounded-lg bg-sand lg:col-span-4" />
        </div>
      ) : load.state === 'notFound' ? (
        <div className="pb-16">
          <EmptyState
            icon={<CircleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />}
            title={t('orders.detail.guestLinkInvalid')}
          >
            <Link to={to('/products')} className={buttonClass('primary')}>
              {t('common.browseProducts')}
            </Link>
          </EmptyState>
        </div>
      ) : load.state === 'failed' ? (
        <div className="pb-16">
          <EmptyState title={t('orders.loadFailed')}>
            <button type="button" onClick={retry} className={buttonClass('primary')}>
              <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('orders.retry')}
            </button>
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="-mt-4 mb-6 font-serif text-2xl">
            {t('payment.orderNumber', { number: load.order.order_number })}
          </p>
          <OrderDetailsView order={load.order} guestToken={token} onChange={replace} />
        </>
      )}
    </SimplePage>
  );
}
