import type { AdminOrderResponse } from '@atelier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';

export type ActionOutcome =
  | { ok: true }
  | {
      ok: false;
      /** Messages for the form's own fields (422). */
      fields: Record<string, string>;
      /** The whole action's message, for the form. */
      message: string;
      /** 409: the order moved on meanwhile; the caller closes its form, the page reloads the order. */
      conflict: boolean;
    };

/**
 * Runs one change of an order (status, note, refund, withdrawal) the same way everywhere: the server's
 * message as a toast, the fresh order handed back; 422 messages beside their fields; a 409 (someone else
 * changed the order, or it cannot take this step any more) said plainly and the order loaded again.
 */
export function useOrderAction(handlers: {
  onSaved: (response: AdminOrderResponse) => void;
  onConflict: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { onSaved, onConflict } = handlers;
  return useCallback(
    async (call: () => Promise<AdminOrderResponse>, shownFields: readonly string[] = []): Promise<ActionOutcome> => {
      try {
        const response = await call();
        notify(response.message || t('admin.orders.saved'), 'success');
        onSaved(response);
        return { ok: true };
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          const message = error.serverMessage || t('admin.orders.conflict');
          notify(message, 'error', 10_000);
          onConflict(message);
          return { ok: false, fields: {}, message, conflict: true };
        }
        const outcome = formFailure(error, t, t('admin.common.saveFailed'), shownFields);
        if (outcome.sessionExpired) {
          handleApiError(error);
          return { ok: false, fields: {}, message: outcome.message, conflict: false };
        }
        // A 422 about a shown field: the server's sentence (it names the limit) beats "fix 1 field".
        const message =
          isApiError(error) && error.status === 422 && Object.keys(outcome.fields).length > 0 && error.serverMessage
            ? error.serverMessage
            : outcome.message;
        notify(message, 'error');
        return { ok: false, fields: outcome.fields, message, conflict: false };
      }
    },
    [t, onSaved, onConflict],
  );
}
