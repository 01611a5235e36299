import { type AdminInvoiceListResponse, INVOICE_KIND_CODES, KSEF_STATUS_CODES } from '@atelier/contracts';
import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodeFilterField } from '~/features/admin/fields';
import { InvoiceTable, useInvoiceDownload } from '~/features/admin/invoices/invoice-table';
import { PagedListFrame } from '~/features/admin/list-frame';
import { FilterPanel } from '~/features/admin/orders/filter-fields';
import { AdminPageHeader, adminInputClass, cardClass, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { api } from '~/lib/api';
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
  const files = useInvoiceDownload();
  const { write } = useAdminAccess('invoices');

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
          {(data) => <InvoiceTable invoices={data.data} files={files} canRetry={write} onRetried={list.reload} />}
        </PagedListFrame>
      </section>
    </>
  );
}
