import type { AdminOrderSummary } from '@atelier/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from '../access';
import { Badge, tdClass, thClass } from '../ui';
import { formatMoment } from './moment';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

/* The order list: a table from 640 px up, cards on phones (the same rows, the same links). */

/** Where the order screen's "back" goes: the list as it was filtered. */
export type BackState = { back?: string };

function useDeliveryName() {
  const { t } = useTranslation();
  return (code: string) => (code === 'inpost' || code === 'courier' ? t(`admin.orders.deliveryMethods.${code}`) : code);
}

function WithdrawalBadge({ order }: { order: AdminOrderSummary }) {
  const { t } = useTranslation();
  if (!order.withdrawal_pending) return null;
  return <Badge tone="danger">{t('admin.orders.withdrawalPending')}</Badge>;
}

export function OrdersTable({ orders, back }: { orders: AdminOrderSummary[]; back: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deliveryName = useDeliveryName();
  return (
    <table className="w-full text-[15px] leading-snug">
      <thead className="border-b border-hairline">
        <tr>
          <th scope="col" className={thClass}>
            {t('admin.orders.columns.order')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.orders.columns.customer')}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {t('admin.orders.columns.total')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.orders.columns.status')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.orders.columns.payment')}
          </th>
          <th scope="col" className={`${thClass} max-lg:hidden`}>
            {t('admin.orders.columns.delivery')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="border-b border-hairline last:border-0 hover:bg-cream/60">
            <td className={`${tdClass} whitespace-nowrap`}>
              <Link
                to={adminPath(locale, `/orders/${order.id}`)}
                state={{ back } satisfies BackState}
                className="font-medium text-ink underline-offset-4 hover:text-cognac hover:underline"
              >
                {order.order_number}
              </Link>
              <p className="text-xs text-taupe">{formatMoment(order.created_at, locale)}</p>
            </td>
            <td className={`${tdClass} min-w-40`}>
              <p>{order.customer.name}</p>
              <p className="break-all text-xs text-taupe">{order.customer.email}</p>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
              <p>{formatPrice(order.total, locale)}</p>
              <p className="text-xs text-taupe">{t('admin.orders.pieces', { count: order.items_count })}</p>
            </td>
            <td className={tdClass}>
              <div className="flex flex-col items-start gap-1">
                <OrderStatusBadge status={order.status} />
                <WithdrawalBadge order={order} />
              </div>
            </td>
            <td className={tdClass}>
              <PaymentStatusBadge status={order.payment_status} />
            </td>
            <td className={`${tdClass} text-sm max-lg:hidden`}>
              <p>{deliveryName(order.delivery_method)}</p>
              {order.tracking_number && <p className="break-all text-xs text-taupe">{order.tracking_number}</p>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderCards({ orders, back }: { orders: AdminOrderSummary[]; back: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deliveryName = useDeliveryName();
  return (
    <ul className="divide-y divide-hairline">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={adminPath(locale, `/orders/${order.id}`)}
            state={{ back } satisfies BackState}
            className="flex items-start gap-3 px-4 py-4 hover:bg-cream/60"
          >
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p className="font-medium">{order.order_number}</p>
                <p className="shrink-0 font-medium tabular-nums">{formatPrice(order.total, locale)}</p>
              </div>
              <p className="text-sm text-taupe">
                {formatMoment(order.created_at, locale)} · {t('admin.orders.pieces', { count: order.items_count })}
              </p>
              <p className="mt-1 text-[15px]">{order.customer.name}</p>
              <p className="break-all text-sm text-taupe">{order.customer.email}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.payment_status} />
                <WithdrawalBadge order={order} />
              </div>
              <p className="mt-1.5 text-sm text-taupe">
                {deliveryName(order.delivery_method)}
                {order.tracking_number && ` · ${order.tracking_number}`}
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-taupe" strokeWidth={1.5} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
