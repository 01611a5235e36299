import {
  type AdminInvoiceListResponse,
  type AdminInvoiceView,
  INVOICE_KIND_CODES,
  KSEF_STATUS_CODES,
} from '@atelier/contracts';
import { Download, FileArchive, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodeFilterField } from '~/features/admin/fields';
import { PagedListFrame } from '~/features/admin/list-frame';
import { FilterPanel } from '~/features/admin/orders/filter-fields';
import { downloadCsv } from '~/features/admin/orders/orders-api';
import {
  AdminPageHeader,
  adminInputClass,
  Badge,
  cardClass,
  NoAccess,
  smallButtonClass,
  tdClass,
  thClass,
} from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { isSessionExpired } from '~/lib/api-errors';
import { formFailure } from '~/lib/form-errors';
import type { Route } from './+types/invoices';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'invoices');

/** The accountant's view (docs/product-rules.md#invoices): invoices and corrections, single files, the month's ZIP and CSV. */
export default function AdminInvoices() {
  const access = useAdminAccess('invoices');
  if (!access.read) return <NoAccess scope="area" />;
  return <InvoicesPage />;
}

const BUYERS = ['company', 'consumer'] as const;
type Buyer = (typeof BUYERS)[number];
type Kind = (typeof INVOICE_KIND_CODES)[number];
type Ksef = (typeof KSEF_STATUS_CODES)[number];

const thisMonth = () => new Date().toISOString().slice(0, 7);

function useDownload() {
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

function InvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    buyer: (params.get('buyer') ?? '') as Buyer | '',
    kind: (params.get('kind') ?? '') as Kind | '',
    ksef: (params.get('ksef_status') ?? '') as Ksef | '',
    page: Number(params.get('page') ?? '1') || 1,
  };
  const [month, setMonth] = useState(thisMonth());
  const files = useDownload();

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const query: Record<string, string | number> = { page: filters.page, per_page: 25 };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.buyer) query.buyer = filters.buyer;
  if (filters.kind) query.kind = filters.kind;
  if (filters.ksef) query.ksef_status = filters.ksef;
  const list = useAdminData(JSON.stringify(query), (signal) =>
    api.get<AdminInvoiceListResponse>('/api/admin/invoices', { query, signal }),
  );
  const active = [filters.from, filters.to, filters.buyer, filters.kind, filters.ksef].filter(Boolean).length;

  return (
    <>
      <AdminPageHeader
        title={t('admin.invoices.title')}
        description={t('admin.invoices.intro')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor="invoice-month" className="grid gap-1 text-sm">
              {t('admin.invoices.month')}
              <input
                id="invoice-month"
                type="month"
                className={adminInputClass}
                value={month}
                onChange={(e) => setMonth(e.target.value)}
              />
            </label>
            <button
              type="button"
              className={smallButtonClass}
              disabled={files.busy !== null || !month}
              onClick={() =>
                void files.download(
                  'zip',
                  '/api/admin/invoices/month.zip',
                  { month },
                  `faktury-${month}.zip`,
                  'application/zip',
                )
              }
            >
              <FileArchive aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.invoices.zip')}
            </button>
            <button
              type="button"
              className={smallButtonClass}
              disabled={files.busy !== null || !month}
              onClick={() =>
                void files.download(
                  'csv',
                  '/api/admin/invoices/month.csv',
                  { month },
                  `sprzedaz-${month}.csv`,
                  'text/csv',
                )
              }
            >
              <FileSpreadsheet aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.invoices.csv')}
            </button>
          </div>
        }
      />

      <FilterPanel label={t('admin.invoices.filters')} activeCount={active} search={null}>
        <label htmlFor="invoice-from" className="grid gap-1 text-sm">
          {t('admin.invoices.from')}
          <input
            id="invoice-from"
            type="date"
            className={adminInputClass}
            value={filters.from}
            onChange={(e) => update({ from: e.target.value })}
          />
        </label>
        <label htmlFor="invoice-to" className="grid gap-1 text-sm">
          {t('admin.invoices.to')}
          <input
            id="invoice-to"
            type="date"
            className={adminInputClass}
            value={filters.to}
            onChange={(e) => update({ to: e.target.value })}
          />
        </label>
        <CodeFilterField
          id="invoice-buyer"
          label={t('admin.invoices.buyer')}
          value={filters.buyer}
          allLabel={t('admin.invoices.allBuyers')}
          codes={BUYERS}
          labelOf={(code) => t(`admin.invoices.buyers.${code}`)}
          onChange={(buyer) => update({ buyer })}
        />
        <CodeFilterField
          id="invoice-kind"
          label={t('admin.invoices.kind')}
          value={filters.kind}
          allLabel={t('admin.invoices.allKinds')}
          codes={INVOICE_KIND_CODES}
          labelOf={(code) => t(`orders.invoices.kind.${code}`)}
          onChange={(kind) => update({ kind })}
        />
        <CodeFilterField
          id="invoice-ksef"
          label={t('admin.invoices.ksefStatus')}
          value={filters.ksef}
          allLabel={t('admin.invoices.allKsef')}
          codes={KSEF_STATUS_CODES}
          labelOf={(code) => t(`admin.invoices.ksef.${code}`)}
          onChange={(ksef_status) => update({ ksef_status })}
        />
      </FilterPanel>

      <section aria-labelledby="invoices-list-title" className={cardClass}>
        <h2 id="invoices-list-title" className="sr-only">
          {t('admin.invoices.listTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="px-5 py-10 sm:text-center">
              <p className="font-serif text-2xl">{t('admin.invoices.empty')}</p>
            </div>
          }
          found={(count) => t('admin.invoices.found', { count })}
          onPage={(page) => update({ page: String(page) })}
        >
          {(data) => <InvoicesTable invoices={data.data} download={files.download} busy={files.busy} />}
        </PagedListFrame>
      </section>
    </>
  );
}

function InvoicesTable({
  invoices,
  download,
  busy,
}: {
  invoices: AdminInvoiceView[];
  download: ReturnType<typeof useDownload>['download'];
  busy: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = (url: string) => new URL(url).pathname;
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
                <Link to={adminPath(locale, `/orders/${invoice.order_id}`)} className="text-cognac underline">
                  {invoice.order_number}
                </Link>
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
                <Badge
                  tone={
                    invoice.ksef_status === 'failed'
                      ? 'danger'
                      : invoice.ksef_status === 'accepted'
                        ? 'success'
                        : 'neutral'
                  }
                >
                  {t(`admin.invoices.ksef.${invoice.ksef_status}`)}
                </Badge>
                {invoice.ksef_number && <span className="block text-taupe">{invoice.ksef_number}</span>}
                {invoice.ksef_error && <span className="block text-bordo">{invoice.ksef_error}</span>}
              </td>
              <td className={tdClass}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={busy !== null}
                    onClick={() =>
                      void download(
                        `pdf-${invoice.id}`,
                        path(invoice.pdf_url),
                        {},
                        `${invoice.number}.pdf`,
                        'application/pdf',
                      )
                    }
                  >
                    <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    PDF<span className="sr-only"> {invoice.number}</span>
                  </button>
                  {invoice.xml_url && (
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={busy !== null}
                      onClick={() =>
                        void download(
                          `xml-${invoice.id}`,
                          path(invoice.xml_url ?? ''),
                          {},
                          `${invoice.number}.xml`,
                          'application/xml',
                        )
                      }
                    >
                      <Download aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      XML<span className="sr-only"> {invoice.number}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
