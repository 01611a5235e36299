import { PAYMENT_PROVIDER_CODES, PAYMENT_STATUS_CODES } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodeFilterField } from '~/features/admin/fields';
import { PagedListFrame } from '~/features/admin/list-frame';
import { CsvExportButton } from '~/features/admin/orders/csv-export-button';
import { DateRangeFields, FilterPanel, SearchBox } from '~/features/admin/orders/filter-fields';
import {
  activeFilters,
  dateRangeReversed,
  hasFilters,
  type PaymentListFilters,
  paymentFilterQuery,
  paymentListQuery,
  readPaymentFilters,
  writePaymentFilters,
} from '~/features/admin/orders/list-filters';
import { ordersApi } from '~/features/admin/orders/orders-api';
import { PaymentCards, PaymentsTable } from '~/features/admin/orders/payment-list';
import { AdminPageHeader, cardClass, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import type { Route } from './+types/payments';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'payments');

export default function AdminPayments() {
  const access = useAdminAccess('payments');
  const orders = useAdminAccess('orders');
  if (!access.read) return <NoAccess scope="area" />;
  return <PaymentsPage canRefund={access.write} linkOrders={orders.read} />;
}

function PaymentsPage({ canRefund, linkOrders }: { canRefund: boolean; linkOrders: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readPaymentFilters(params);
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebounced(search, 350);
  const reversed = dateRangeReversed(filters);

  const update = (change: Partial<PaymentListFilters>) =>
    setParams(writePaymentFilters({ ...filters, page: 1, ...change }), { replace: true, preventScrollReset: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settledSearch.trim() !== filters.search.trim()) update({ search: settledSearch });
  }, [settledSearch]);

  const query = paymentListQuery(filters);
  const list = useAdminData(JSON.stringify(query), (signal) => ordersApi.payments(query, signal));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer triggers this
  useEffect(() => {
    const meta = list.data?.meta;
    if (list.state === 'ready' && meta && list.data?.data.length === 0 && filters.page > 1) {
      update({ page: Math.max(1, meta.last_page) });
    }
  }, [list.state, list.data]);
  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.payments.title')}
        description={canRefund ? t('admin.payments.intro') : t('admin.payments.readOnlyIntro')}
        actions={
          <CsvExportButton
            path="/api/admin/payments.csv"
            query={paymentFilterQuery(filters)}
            fallbackName="platnosci.csv"
            label={t('admin.orders.csv.payments')}
          />
        }
      />

      <FilterPanel
        label={t('admin.payments.filters')}
        activeCount={activeFilters(filters)}
        search={
          <SearchBox
            id="payment-search"
            label={t('admin.payments.search')}
            placeholder={t('admin.payments.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        }
      >
        <CodeFilterField
          id="payment-status"
          label={t('admin.payments.status')}
          value={filters.status}
          allLabel={t('admin.orders.filters.allPayments')}
          codes={PAYMENT_STATUS_CODES}
          labelOf={(status) => t(`orders.paymentStatuses.${status}`)}
          onChange={(status) => update({ status })}
        />
        <CodeFilterField
          id="payment-provider"
          label={t('admin.payments.provider')}
          value={filters.provider}
          allLabel={t('admin.payments.allProviders')}
          codes={PAYMENT_PROVIDER_CODES}
          labelOf={(provider) => t(`admin.payments.providers.${provider}`)}
          onChange={(provider) => update({ provider })}
        />
        <DateRangeFields
          idPrefix="payment"
          from={filters.dateFrom}
          to={filters.dateTo}
          reversed={reversed}
          onChange={(change) => update(change)}
        />
        <div className="flex items-end sm:col-span-2">
          {hasFilters(filters) && (
            <button type="button" className={smallButtonClass} onClick={clear}>
              {t('admin.orders.filters.clear')}
            </button>
          )}
        </div>
      </FilterPanel>

      <section aria-labelledby="payments-list-title" className={cardClass}>
        <h2 id="payments-list-title" className="sr-only">
          {t('admin.payments.listTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center sm:text-center">
              <p className="font-serif text-2xl">
                {hasFilters(filters) ? t('admin.payments.emptyFiltered') : t('admin.payments.empty')}
              </p>
              <p className="text-taupe">
                {hasFilters(filters) ? t('admin.orders.emptyFilteredHint') : t('admin.payments.emptyHint')}
              </p>
              {hasFilters(filters) && (
                <button type="button" className={smallButtonClass} onClick={clear}>
                  {t('admin.orders.filters.clear')}
                </button>
              )}
            </div>
          }
          found={(count) => t('admin.payments.found', { count })}
          onPage={(page) => update({ page })}
        >
          {(data) => (
            <>
              <div className="overflow-x-auto max-md:hidden">
                <PaymentsTable payments={data.data} linkOrders={linkOrders} />
              </div>
              <div className="md:hidden">
                <PaymentCards payments={data.data} linkOrders={linkOrders} />
              </div>
            </>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}
