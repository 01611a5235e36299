import type { OrderListResponse, OrderSummary } from '@atelier/contracts';
import { ChevronLeft, ChevronRight, CreditCard, Package, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { SimplePage } from '~/components/ui/simple-page';
import { GuestPrompt } from '~/features/auth/guest-prompt';
import { useAuthStore } from '~/features/auth/store';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { CancelOrderDialog } from '~/features/orders/cancel-order-dialog';
import { OrderStatusBadge, PaymentStatusBadge } from '~/features/orders/order-status';
import { fetchOrders } from '~/features/orders/orders-api';
import { useCancelOrder } from '~/features/orders/use-cancel-order';
import { paymentPagePath } from '~/features/payment/start-payment';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { isSessionExpired } from '~/lib/api-errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'orders'),
  { name: 'robots', content: 'noindex' },
];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: OrderListResponse };

function pageFrom(value: string | null): number {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function Orders() {
  const { t } = useTranslation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const loggedIn = useAuthStore((state) => state.user !== null);

  return (
    <SimplePage page="orders">
      <div className="pb-16">
        {!hydrated ? <ListSkeleton /> : loggedIn ? <OrderList /> : <GuestPrompt message={t('account.guestOrders')} />}
      </div>
    </SimplePage>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('orders.loading')} className="grid gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-20 animate-pulse rounded-lg bg-sand" />
      ))}
    </div>
  );
}

/** The customer's orders (GET /api/orders), newest first, with cancellation while in preparation. */
function OrderList() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const list = await fetchOrders(page, signal);
        setLoad({ state: 'ready', list });
      } catch (error) {
        if (signal?.aborted) return;
        if (isSessionExpired(error)) handleApiError(error);
        setLoad({ state: 'failed' });
      }
    },
    [page],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    void read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const cancel = useCancelOrder(() => void read());

  if (load.state === 'loading') return <ListSkeleton />;
  if (load.state === 'failed') {
    return (
      <EmptyState title={t('orders.loadFailed')}>
        <button type="button" onClick={() => void read()} className={buttonClass('primary')}>
          <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('orders.retry')}
        </button>
      </EmptyState>
    );
  }
  const { data: orders, meta } = load.list;
  if (orders.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<Package aria-hidden="true" className="size-5" strokeWidth={1.5} />}
        title={t('orders.empty')}
        hint={t('orders.emptyHint')}
      >
        <Link to={to('/products')} className={buttonClass('primary')}>
          {t('common.browseProducts')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ul aria-label={t('orders.listLabel')} className="grid gap-3">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} onCancel={() => cancel.ask(order)} />
        ))}
      </ul>
      {meta.last_page > 1 && <Pager page={meta.current_page} pages={meta.last_page} />}
      <CancelOrderDialog
        orderNumber={cancel.target?.number ?? ''}
        open={cancel.target !== null}
        busy={cancel.busy}
        onOpenChange={(open) => !open && cancel.close()}
        onConfirm={() => void cancel.confirm()}
      />
    </>
  );
}

function OrderRow({ order, onCancel }: { order: OrderSummary; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <li className="rounded-lg border border-hairline bg-paper p-4 sm:p-5">
      <div className="grid gap-3 md:grid-cols-12 md:items-center md:gap-4">
        <div className="flex items-start justify-between gap-4 md:col-span-4 md:block">
          <div className="min-w-0">
            <Link
              to={to(`/orders/${order.id}`)}
              className="font-serif text-xl text-ink underline-offset-4 hover:text-cognac hover:underline"
              aria-label={t('orders.detailsOf', { number: order.order_number })}
            >
              {order.order_number}
            </Link>
            <p className="text-sm text-taupe">
              <span className="sr-only">{t('orders.date')}: </span>
              {formatDate(order.created_at, locale)}
              {' · '}
              {order.items.map((item) => item.product_name).join(', ')}
            </p>
          </div>
          {/* On phones the amount sits beside the number; wider screens give it its own column. */}
          <p className="shrink-0 font-serif text-lg md:hidden">
            <span className="sr-only">{t('orders.total')}: </span>
            {formatPrice(order.total, locale)}
          </p>
        </div>
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm md:col-span-5">
          <div className="flex items-center gap-2">
            <dt className="text-taupe md:sr-only">{t('orders.status')}:</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-taupe md:sr-only">{t('orders.paymentStatus')}:</dt>
            <dd>
              <PaymentStatusBadge status={order.payment_status} />
            </dd>
          </div>
          <div className="hidden items-center gap-2 md:flex">
            <dt className="sr-only">{t('orders.total')}:</dt>
            <dd className="font-serif text-lg text-ink">{formatPrice(order.total, locale)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2 md:col-span-3 md:justify-end">
          {order.can_pay && (
            <Link to={paymentPagePath(locale, order.id)} className={buttonClass('primary', 'px-4')}>
              <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('orders.payNow')}
            </Link>
          )}
          {order.can_cancel && (
            <button type="button" onClick={onCancel} className={buttonClass('secondary', 'px-4')}>
              {t('orders.cancel')}
              <span className="sr-only"> {order.order_number}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

const pagerLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/80 px-5 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream';

function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const href = (target: number) => `${to('/orders')}${target > 1 ? `?page=${target}` : ''}`;
  return (
    <nav
      aria-label={t('orders.pagination')}
      className="mt-8 flex items-center justify-between gap-3 sm:justify-center sm:gap-8"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className={pagerLink} aria-label={t('orders.previousPage')}>
          <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('orders.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm tabular-nums">{t('orders.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={href(page + 1)} className={pagerLink} aria-label={t('orders.nextPage')}>
          {t('orders.next')}
          <ChevronRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
