import type { AdminPayment } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from '../access';
import { tdClass, thClass } from '../ui';
import { formatMoment } from './moment';
import { RefundList } from './order-payments';
import { PaymentStatusBadge, ProviderName } from './status-badges';

/* The payments list: a table from 768 px up, cards below; each payment with the refunds made from it. */

function OrderLink({ payment, linked }: { payment: AdminPayment; linked: boolean }) {
  const locale = useLocale();
  if (!linked) return <span className="font-medium">{payment.order.order_number}</span>;
  return (
    <Link
      to={adminPath(locale, `/orders/${payment.order.id}`)}
      className="font-medium text-ink underline-offset-4 hover:text-cognac hover:underline"
    >
      {payment.order.order_number}
    </Link>
  );
}

function RefundedLine({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (payment.refunded <= 0) return null;
  return (
    <p className="whitespace-nowrap text-xs text-bordo">
      {t('admin.payments.refundedAmount', { amount: formatPrice(payment.refunded, locale) })}
    </p>
  );
}

export function PaymentsTable({ payments, linkOrders }: { payments: AdminPayment[]; linkOrders: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <table className="w-full text-[15px] leading-snug">
      <thead className="border-b border-hairline">
        <tr>
          <th scope="col" className={thClass}>
            {t('admin.payments.columns.date')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.payments.columns.order')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.payments.columns.provider')}
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            {t('admin.payments.columns.amount')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.payments.columns.status')}
          </th>
          <th scope="col" className={thClass}>
            {t('admin.payments.columns.refunds')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className="border-b border-hairline align-top last:border-0 hover:bg-cream/60">
            <td className={`${tdClass} whitespace-nowrap text-sm`}>{formatMoment(payment.created_at, locale)}</td>
            <td className={`${tdClass} min-w-40`}>
              <OrderLink payment={payment} linked={linkOrders} />
              <p className="break-all text-xs text-taupe">{payment.order.email}</p>
            </td>
            <td className={`${tdClass} text-sm`}>
              <p>
                <ProviderName provider={payment.provider} />
              </p>
              {payment.provider_order_id !== null ? (
                <p className="whitespace-nowrap text-xs text-taupe">
                  {t('admin.payments.transaction')}: {payment.provider_order_id}
                </p>
              ) : (
                <p className="max-w-56 break-all text-xs text-taupe">{payment.session_id}</p>
              )}
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
              <p>{formatPrice(payment.amount, locale)}</p>
              <RefundedLine payment={payment} />
            </td>
            <td className={tdClass}>
              <PaymentStatusBadge status={payment.status} />
            </td>
            <td className={`${tdClass} min-w-48`}>
              {payment.refunds.length === 0 ? (
                <span className="text-sm text-taupe">—</span>
              ) : (
                <RefundList refunds={payment.refunds} compact />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaymentCards({ payments, linkOrders }: { payments: AdminPayment[]; linkOrders: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-hairline">
      {payments.map((payment) => (
        <li key={payment.id} className="px-4 py-4">
          <div className="flex items-baseline justify-between gap-3">
            <OrderLink payment={payment} linked={linkOrders} />
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(payment.amount, locale)}</p>
          </div>
          <p className="break-all text-sm text-taupe">{payment.order.email}</p>
          <p className="mt-1 text-sm">
            {formatMoment(payment.created_at, locale)} · <ProviderName provider={payment.provider} />
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <PaymentStatusBadge status={payment.status} />
            <RefundedLine payment={payment} />
          </div>
          {payment.refunds.length > 0 && (
            <div className="mt-2">
              <p className="text-xs font-medium uppercase tracking-[0.08em] text-taupe">
                {t('admin.payments.columns.refunds')}
              </p>
              <RefundList refunds={payment.refunds} compact />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
