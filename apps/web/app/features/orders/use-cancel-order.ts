import type { OrderDetails } from '@atelier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { ApiError } from '~/lib/api';
import { describeApiError, isSessionExpired } from '~/lib/api-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { cancelOrder } from './orders-api';

/** The cancel question's state and the call behind its "yes" (POST /api/orders/{id}/cancel). */
export function useCancelOrder(onCancelled: (order: OrderDetails) => void, guestToken?: string | null) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [target, setTarget] = useState<{ id: number; number: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const response = await cancelOrder(target.id, guestToken);
      notify(response.message || t('orders.cancelled', { number: target.number }), 'success');
      setTarget(null);
      onCancelled(response.data);
    } catch (error) {
      if (isSessionExpired(error)) {
        setTarget(null);
        handleApiError(error, { locale });
        return;
      }
      const text =
        error instanceof ApiError && error.status === 409 && error.serverMessage
          ? error.serverMessage
          : error instanceof ApiError && error.status === 0
            ? describeApiError(error, t).message
            : t('orders.cancelFailed');
      notify(text, 'error');
    } finally {
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    ask: (order: { id: number; order_number: string }) => setTarget({ id: order.id, number: order.order_number }),
    close: () => setTarget(null),
    confirm,
  };
}
