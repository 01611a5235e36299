import type { AdminInvoiceView, AdminKsefRetryResponse } from '@atelier/contracts';
import { Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { isSessionExpired } from '~/lib/api-errors';
import { formFailure } from '~/lib/form-errors';
import { adminPath } from '../access';
import { downloadCsv } from '../orders/orders-api';
import { Badge, smallButtonClass, tdClass, thClass } from '../ui';

export type InvoiceDownload = ReturnType<typeof useInvoiceDownload>;

/** Downloads one file at a time (a PDF, an XML, the month's ZIP or CSV) and says which one arrived. */
export function useInvoiceDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  async function download(key: string, path: string, query: Record<string, string>, fallback: string, accept: string) {
    setBusy(key);
    try {
      const name = await downloadCsv(path, query, fallback, accept);
      notify(t('admin.invoices.downloaded', { name }), 'success');
    } catch (error) {
      if (isSessionExpired(error)) handleApiError(error);
      else notify(formFailure(error, t, t('admin.invoices.downloadFailed')).message, 'error');
    } finally {
      setBusy(null);
    }
  }
  return { busy, download };
}

/**
 * Invoices and corrections as the accountant reads them (docs/product-rules.md#invoices): number and kind, the
 * order, buyer, amounts, where the document stands in KSeF — with "send again" for a failed one when the role may
 * write — and its files. Used by the invoice register and by each order's admin page.
 */
export function InvoiceTable({
  invoices,
  files,
  canRetry,
  onRetried,
  showOrder = true,
}: {
  invoices: AdminInvoiceView[];
  files: InvoiceDownload;
  canRetry: boolean;
  onRetried: () => void;
  showOrder?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="border-b border-hairline">
          <tr>
            <th scope="col" className={thClass}>
              {t('admin.invoices.number')}
            </th>
            <th scope="col" className={thClass}>
              {t('admin.invoices.issued')}
            </th>
            <th scope="col" className={thClass}>
              {t('admin.invoices.buyer')}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t('admin.invoices.gross')}
            </th>
            <th scope="col" className={thClass}>
              {t('admin.invoices.ksefStatus')}
            </th>
            <th scope="col" className={thClass}>
              {t('admin.invoices.files')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-hairline">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className={tdClass}>
                <span className="block font-medium">{invoice.number}</span>
                <span className="block text-taupe">
                  {t(`orders.invoices.kind.${invoice.kind}`)}
                  {invoice.corrects ? ` · ${t('orders.invoices.corrects', { number: invoice.corrects })}` : ''}
                </span>
                {showOrder && (
                  <Link to={adminPath(locale, `/orders/${invoice.order_id}`)} className="text-cognac underline">
                    {invoice.order_number}
                  </Link>
                )}
              </td>
              <td className={tdClass}>{invoice.issued_on}</td>
              <td className={tdClass}>
                <span className="block">{invoice.buyer_name}</span>
                {invoice.buyer_nip && <span className="block text-taupe">NIP {invoice.buyer_nip}</span>}
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>
                {formatPrice(invoice.gross, locale)}
                {invoice.gross_change !== null && (
                  <span className="block text-taupe">
                    {t('admin.invoices.change', { amount: formatPrice(invoice.gross_change, locale) })}
                  </span>
                )}
              </td>
              <td className={tdClass}>
                <KsefState invoice={invoice} canRetry={canRetry} onRetried={onRetried} />
              </td>
              <td className={tdClass}>
                <div className="flex flex-wrap gap-2">
                  <InvoiceFileButton invoice={invoice} format="pdf" files={files} />
                  {invoice.xml_url && <InvoiceFileButton invoice={invoice} format="xml" files={files} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FILE_TYPES = { pdf: 'application/pdf', xml: 'application/xml' } as const;

function InvoiceFileButton({
  invoice,
  format,
  files,
}: {
  invoice: AdminInvoiceView;
  format: keyof typeof FILE_TYPES;
  files: InvoiceDownload;
}) {
  const url = format === 'pdf' ? invoice.pdf_url : (invoice.xml_url ?? '');
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={files.busy !== null}
      onClick={() =>
        void files.download(
          `${format}-${invoice.id}`,
          new URL(url).pathname,
          {},
          `${invoice.number}.${format}`,
          FILE_TYPES[format],
        )
      }
    >
      <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {format.toUpperCase()}
      <span className="sr-only"> {invoice.number}</span>
    </button>
  );
}

/** The KSeF state in words; a failed company invoice can be sent again once its cause is fixed. */
function KsefState({
  invoice,
  canRetry,
  onRetried,
}: {
  invoice: AdminInvoiceView;
  canRetry: boolean;
  onRetried: () => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const tone = invoice.ksef_status === 'failed' ? 'danger' : invoice.ksef_status === 'accepted' ? 'success' : 'neutral';
  async function retry() {
    setSending(true);
    try {
      const answer = await api.post<AdminKsefRetryResponse>(`/api/admin/invoices/${invoice.id}/ksef-retry`, {});
      notify(answer.message, 'success');
      onRetried();
    } catch (error) {
      if (isSessionExpired(error)) handleApiError(error);
      else notify(formFailure(error, t, t('admin.invoices.ksefRetryFailed')).message, 'error');
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <Badge tone={tone}>{t(`admin.invoices.ksef.${invoice.ksef_status}`)}</Badge>
      {invoice.ksef_number && <span className="block text-taupe">{invoice.ksef_number}</span>}
      {invoice.ksef_error && <span className="block text-bordo">{invoice.ksef_error}</span>}
      {canRetry && invoice.ksef_status === 'failed' && (
        <button type="button" className={`${smallButtonClass} mt-2`} disabled={sending} onClick={() => void retry()}>
          <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('admin.invoices.ksefRetry')}
          <span className="sr-only"> {invoice.number}</span>
        </button>
      )}
    </>
  );
}
