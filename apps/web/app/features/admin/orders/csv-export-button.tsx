import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import type { QueryValue } from '~/lib/api';
import { isSessionExpired } from '~/lib/api-errors';
import { formFailure } from '~/lib/form-errors';
import { smallButtonClass } from '../ui';
import { downloadCsv } from './orders-api';

/** Downloads the filtered list as CSV for Polish Excel (decision 011); the caller shows it only to `payments` readers. */
export function CsvExportButton({
  path,
  query,
  fallbackName,
  label,
}: {
  path: '/api/admin/orders.csv' | '/api/admin/payments.csv';
  query: Record<string, QueryValue>;
  fallbackName: string;
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const name = await downloadCsv(path, query, fallbackName);
      notify(t('admin.orders.csv.done', { name }), 'success');
    } catch (error) {
      if (isSessionExpired(error)) handleApiError(error);
      else notify(formFailure(error, t, t('admin.orders.csv.failed')).message, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={smallButtonClass} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
      ) : (
        <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
      )}
      {busy ? t('admin.orders.csv.busy') : label}
    </button>
  );
}
