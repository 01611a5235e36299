import type { OrderStatusCode, PaymentStatusCode } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_TONE: Record<OrderStatusCode, string> = {
  in_preparation: 'border-cognac/40 bg-sand text-cognac-dark',
  shipped: 'border-ink/20 bg-paper text-ink',
  delivered: 'border-success/40 bg-success/10 text-success',
  cancelled: 'border-hairline bg-cream text-taupe',
  returned: 'border-hairline bg-cream text-taupe',
};

const PAYMENT_TONE: Record<PaymentStatusCode, string> = {
  pending: 'border-warning/40 bg-warning/10 text-[#7a520b]',
  paid: 'border-success/40 bg-success/10 text-success',
  failed: 'border-bordo/30 bg-bordo/5 text-bordo',
  cancelled: 'border-hairline bg-cream text-taupe',
  refunded: 'border-hairline bg-cream text-taupe',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium';

/** The order's status (docs/product-rules.md#orders) as a small labelled badge. */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${STATUS_TONE[status]}`}>{t(`orders.statuses.${status}`)}</span>;
}

/** The payment status (docs/product-rules.md#orders), separate from the order's. */
export function PaymentStatusBadge({ status }: { status: PaymentStatusCode }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${PAYMENT_TONE[status]}`}>{t(`orders.paymentStatuses.${status}`)}</span>;
}
