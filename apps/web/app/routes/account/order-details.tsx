import { ArrowLeft, CircleAlert, RefreshCw } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { SimplePage } from '~/components/ui/simple-page';
import { GuestPrompt } from '~/features/auth/guest-prompt';
import { useAuthStore } from '~/features/auth/store';
import { OrderDetailsView } from '~/features/orders/order-details-view';
import { fetchOrder } from '~/features/orders/orders-api';
import { useOrder } from '~/features/orders/use-order';
import { useLocalePath } from '~/i18n/hooks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'orderDetails', { id: '' }),
  { name: 'robots', content: 'noindex' },
];

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { id = '' } = useParams();
  const hydrated = useAuthStore((state) => state.hydrated);
  const loggedIn = useAuthStore((state) => state.user !== null);
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const fetcher = useCallback(
    (signal: AbortSignal) => (orderId === null ? null : fetchOrder(orderId, signal)),
    [orderId],
  );
  const { load, retry, replace } = useOrder(fetcher, hydrated && loggedIn);
  const number = load.state === 'ready' ? load.order.order_number : '';
  const parents = [{ label: t('pages.orders.title'), to: '/orders' }];

  return (
    <SimplePage page="orderDetails" values={{ id: number }} parents={parents}>
      {!hydrated || (loggedIn && load.state === 'loading') ? (
        <div role="status" aria-label={t('orders.loading')} className="grid gap-6 pb-16 lg:grid-cols-12">
          <div className="h-96 animate-pulse rounded-lg bg-sand lg:col-span-8" />
          <div className="h-64 animate-pulse rounded-lg bg-sand lg:col-span-4" />
        </div>
      ) : !loggedIn ? (
        <div className="pb-16">
          <GuestPrompt message={t('account.guestOrders')} />
        </div>
      ) : load.state === 'notFound' ? (
        <div className="pb-16">
          <EmptyState
            icon={<CircleAlert aria-hidden="true" className="size-5" strokeWidth={1.5} />}
            title={t('orders.detail.notFound')}
          >
            <Link to={to('/orders')} className={buttonClass('primary')}>
              {t('orders.detail.backToOrders')}
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
      ) : load.state === 'ready' ? (
        <>
          <OrderDetailsView order={load.order} onChange={replace} />
          <p className="-mt-10 pb-16">
            <Link to={to('/orders')} className={buttonClass('ghost')}>
              <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('orders.detail.backToOrders')}
            </Link>
          </p>
        </>
      ) : null}
    </SimplePage>
  );
}
