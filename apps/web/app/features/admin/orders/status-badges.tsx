import type { AdminRefund, OrderStatusCode, PaymentProviderCode, PaymentStatusCode } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui';
import { ORDER_STATUS_TONE, PAYMENT_STATUS_TONE, REFUND_STATUS_TONE } from './order-controls';

/* Statuses in the shop's own words (the customer's order pages use the same `orders.*` wording). */

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** The panel's Badge, except amber: the theme's amber on its own tint misses AA for small text. */
function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  if (tone !== 'warning') return <Badge tone={tone}>{children}</Badge>;
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-warning/10 px-2.5 py-0.5 text-xs font-medium text-[#6b4a0c]">
      {children}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { t } = useTranslation();
  return <StatusBadge tone={ORDER_STATUS_TONE[status]}>{t(`orders.statuses.${status}`)}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatusCode }) {
  const { t } = useTranslation();
  return <StatusBadge tone={PAYMENT_STATUS_TONE[status]}>{t(`orders.paymentStatuses.${status}`)}</StatusBadge>;
}

export function RefundStatusBadge({ status }: { status: AdminRefund['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={REFUND_STATUS_TONE[status]}>{t(`admin.payments.refundStatuses.${status}`)}</StatusBadge>;
}

export function ProviderName({ provider }: { provider: PaymentProviderCode }) {
  const { t } = useTranslation();
  return <>{t(`admin.payments.providers.${provider}`)}</>;
}
