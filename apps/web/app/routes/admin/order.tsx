import type { AdminOrderDetails, AdminOrderResponse } from '@atelier/contracts';
import { ArrowLeft, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { orderControls } from '~/features/admin/orders/order-controls';
import { OrderInvoices } from '~/features/admin/orders/order-invoices';
import type { BackState } from '~/features/admin/orders/order-list';
import { StaffNotes } from '~/features/admin/orders/order-notes';
import { OrderPayments } from '~/features/admin/orders/order-payments';
import { OrderReturns } from '~/features/admin/orders/order-returns';
import { OrderCustomer, OrderDelivery, OrderHistory, OrderLines } from '~/features/admin/orders/order-sections';
import { OrderStatusPanel } from '~/features/admin/orders/order-status-panel';
import { OrderWithdrawals } from '~/features/admin/orders/order-withdrawals';
import { ordersApi } from '~/features/admin/orders/orders-api';
import { PackingSlipButton } from '~/features/admin/orders/packing-slip';
import { OrderStatusBadge, PaymentStatusBadge } from '~/features/admin/orders/status-badges';
import { useOrderAction } from '~/features/admin/orders/use-order-action';
import { cardClass, LoadFailed, LoadingRows, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'order');

export default function AdminOrder() {
  const access = useAdminAccess('orders');
  if (!access.read) return <NoAccess scope="area" />;
  return <OrderPage />;
}

function OrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const validId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const location = useLocation();
  const back = (location.state as BackState | null)?.back;
  const backTo = adminPath(locale, `/orders${back ? `?${back}` : ''}`);

  const loaded = useAdminData(`order-${id}`, (signal) =>
    validId ? ordersApi.details(id, signal) : Promise.reject(new Error('invalid id')),
  );
  // The answer of a change carries the whole fresh order; it is shown until the next load replaces it.
  const [latest, setLatest] = useState<AdminOrderDetails | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new load replaces the answer of a change
  useEffect(() => setLatest(null), [loaded.data]);
  const [conflict, setConflict] = useState<string | null>(null);

  const onSaved = useCallback((response: AdminOrderResponse) => {
    setConflict(null);
    setLatest(response.data);
  }, []);
  const reload = loaded.reload;
  const onConflict = useCallback(
    (message: string) => {
      setConflict(message);
      reload();
    },
    [reload],
  );
  const run = useOrderAction({ onSaved, onConflict });

  const orders = useAdminAccess('orders');
  const payments = useAdminAccess('payments');
  const order = latest ?? loaded.data?.data;

  const backLink = (
    <Link
      to={backTo}
      className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm text-cognac underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t('admin.orders.backToList')}
    </Link>
  );

  if (!order) {
    const notFound = !validId || (loaded.state === 'failed' && loaded.status === 404);
    return (
      <>
        {backLink}
        {loaded.state === 'failed' ? (
          notFound ? (
            <div className={`${cardClass} px-6 py-10`}>
              <h1 className="text-3xl">{t('admin.orders.notFound')}</h1>
              <p className="mt-2 text-taupe">{t('admin.orders.notFoundHint')}</p>
            </div>
          ) : (
            <LoadFailed onRetry={loaded.reload} />
          )
        ) : (
          <div className={cardClass}>
            <LoadingRows rows={8} label={t('admin.orders.loadingOrder')} />
          </div>
        )}
      </>
    );
  }

  const controls = orderControls(order, { ordersWrite: orders.write, paymentsWrite: payments.write });

  return (
    <>
      {backLink}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl sm:text-[34px]">{t('admin.orders.detailTitle', { number: order.order_number })}</h1>
          <p className="mt-1.5 text-[15px] text-taupe">
            {t('admin.orders.placedSummary', {
              date: formatDate(order.created_at, locale, 'dateTime'),
              total: formatPrice(order.total, locale),
              count: order.items_count,
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <PackingSlipButton orderId={order.id} orderNumber={order.order_number} orderLocale={order.locale} />
          <button
            type="button"
            className={smallButtonClass}
            onClick={loaded.reload}
            disabled={loaded.state === 'loading'}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${loaded.state === 'loading' ? 'animate-spin' : ''}`}
              strokeWidth={1.5}
            />
            {t('admin.orders.refresh')}
          </button>
        </div>
      </div>

      {conflict && (
        <div
          role="alert"
          className="mb-4 flex items-start gap-3 rounded-lg border border-bordo/30 bg-bordo/5 p-4 text-bordo"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" strokeWidth={1.5} />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t('admin.orders.conflictTitle')}</p>
            <p className="text-[15px]">{conflict}</p>
            <p className="text-sm">{t('admin.orders.conflictReloaded')}</p>
          </div>
          <button
            type="button"
            onClick={() => setConflict(null)}
            aria-label={t('admin.common.close')}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-bordo/10"
          >
            <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </button>
        </div>
      )}

      {controls.readOnly && (
        <p className={`${cardClass} mb-4 px-4 py-3 text-[15px] text-taupe`}>{t('admin.orders.readOnlyNotice')}</p>
      )}

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="grid gap-4 lg:col-start-2 lg:row-start-1">
          <OrderStatusPanel order={order} controls={controls} ordersWrite={orders.write} run={run} />
          <OrderWithdrawals order={order} completable={controls.withdrawalsToComplete} run={run} />
          <OrderReturns order={order} />
        </div>
        <div className="grid gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderLines order={order} />
          {payments.read && (
            <OrderPayments order={order} canRefund={controls.canRefund} paymentsWrite={payments.write} run={run} />
          )}
          <OrderInvoices orderId={order.id} />
          <OrderHistory order={order} />
          <StaffNotes order={order} canAdd={controls.canAddNote} run={run} />
        </div>
        <div className="grid gap-4 lg:col-start-2 lg:row-start-2">
          <OrderCustomer order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </>
  );
}
