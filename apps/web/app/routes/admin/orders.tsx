import { ORDER_STATUS_CODES, PAYMENT_STATUS_CODES } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodeFilterField, SelectField } from '~/features/admin/fields';
import { PagedListFrame } from '~/features/admin/list-frame';
import { CsvExportButton } from '~/features/admin/orders/csv-export-button';
import { DateRangeFields, FilterPanel, SearchBox } from '~/features/admin/orders/filter-fields';
import {
  activeFilters,
  dateRangeReversed,
  hasFilters,
  ORDER_SORTS,
  type OrderListFilters,
  orderFilterQuery,
  orderListQuery,
  readOrderFilters,
  writeOrderFilters,
} from '~/features/admin/orders/list-filters';
import { OrderCards, OrdersTable } from '~/features/admin/orders/order-list';
import { ordersApi } from '~/features/admin/orders/orders-api';
import { AdminPageHeader, cardClass, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'orders');

export default function AdminOrders() {
  const access = useAdminAccess('orders');
  const payments = useAdminAccess('payments');
  if (!access.read) return <NoAccess scope="area" />;
  return <OrdersPage canWrite={access.write} canExport={payments.read} />;
}

function OrdersPage({ canWrite, canExport }: { canWrite: boolean; canExport: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebounced(search, 350);
  const reversed = dateRangeReversed(filters);

  const update = (change: Partial<OrderListFilters>) =>
    setParams(writeOrderFilters({ ...filters, page: 1, ...change }), { replace: true, preventScrollReset: true });

  // The search box writes to the address once typing pauses; the first render must not reset the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settledSearch.trim() !== filters.search.trim()) update({ search: settledSearch });
  }, [settledSearch]);

  const query = orderListQuery(filters);
  const list = useAdminData(JSON.stringify(query), (signal) => ordersApi.list(query, signal));
  const back = params.toString();
  // A page past the end (the list shrank, or an old link): the last page that has orders.
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
        title={t('admin.orders.title')}
        description={canWrite ? t('admin.orders.intro') : t('admin.orders.readOnlyIntro')}
        actions={
          canExport && (
            <CsvExportButton
              path="/api/admin/orders.csv"
              query={orderFilterQuery(filters)}
              fallbackName="zamowienia.csv"
              label={t('admin.orders.csv.orders')}
            />
          )
        }
      />

      <FilterPanel
        label={t('admin.orders.filters.title')}
        activeCount={activeFilters(filters)}
        search={
          <SearchBox
            id="order-search"
            label={t('admin.orders.filters.search')}
            placeholder={t('admin.orders.filters.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        }
      >
        <CodeFilterField
          id="order-status"
          label={t('admin.orders.filters.status')}
          value={filters.status}
          allLabel={t('admin.orders.filters.allStatuses')}
          codes={ORDER_STATUS_CODES}
          labelOf={(status) => t(`orders.statuses.${status}`)}
          onChange={(status) => update({ status })}
        />
        <CodeFilterField
          id="order-payment-status"
          label={t('admin.orders.filters.paymentStatus')}
          value={filters.paymentStatus}
          allLabel={t('admin.orders.filters.allPayments')}
          codes={PAYMENT_STATUS_CODES}
          labelOf={(status) => t(`orders.paymentStatuses.${status}`)}
          onChange={(paymentStatus) => update({ paymentStatus })}
        />
        <DateRangeFields
          idPrefix="order"
          from={filters.dateFrom}
          to={filters.dateTo}
          reversed={reversed}
          onChange={(change) => update(change)}
        />
        <SelectField
          id="order-sort"
          label={t('admin.orders.filters.sort')}
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as OrderListFilters['sort'] })}
        >
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`admin.orders.sorts.${sort.replace(':', '_') as 'created_at_desc'}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          {hasFilters(filters) && (
            <button type="button" className={smallButtonClass} onClick={clear}>
              {t('admin.orders.filters.clear')}
            </button>
          )}
        </div>
      </FilterPanel>

      <section aria-labelledby="orders-list-title" className={cardClass}>
        <h2 id="orders-list-title" className="sr-only">
          {t('admin.orders.listTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center sm:text-center">
              <p className="font-serif text-2xl">
                {hasFilters(filters) ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}
              </p>
              <p className="text-taupe">
                {hasFilters(filters) ? t('admin.orders.emptyFilteredHint') : t('admin.orders.emptyHint')}
              </p>
              {hasFilters(filters) && (
                <button type="button" className={smallButtonClass} onClick={clear}>
                  {t('admin.orders.filters.clear')}
                </button>
              )}
            </div>
          }
          found={(count) => t('admin.orders.found', { count })}
          onPage={(page) => update({ page })}
        >
          {(data) => (
            <>
              <div className="overflow-x-auto max-sm:hidden">
                <OrdersTable orders={data.data} back={back} />
              </div>
              <div className="sm:hidden">
                <OrderCards orders={data.data} back={back} />
              </div>
            </>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}
