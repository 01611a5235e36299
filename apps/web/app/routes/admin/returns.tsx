import { RETURN_KIND_CODES, RETURN_STATUS_CODES, type ReturnKindCode, type ReturnStatusCode } from '@atelier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodeFilterField } from '~/features/admin/fields';
import { EmptyList, PagedListFrame } from '~/features/admin/list-frame';
import { FilterPanel, SearchBox } from '~/features/admin/orders/filter-fields';
import { formatMoment } from '~/features/admin/orders/moment';
import { returnsApi } from '~/features/admin/returns/returns-api';
import { AdminPageHeader, Badge, cardClass, NoAccess, tdClass, thClass } from '~/features/admin/ui';
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'returns');

/** Staff's list of returns, the statutory withdrawals among them (docs/product-rules.md#after-sale). */
export default function AdminReturns() {
  const access = useAdminAccess('orders');
  if (!access.read) return <NoAccess scope="area" />;
  return <ReturnsPage />;
}

const isStatus = (value: string | null): value is ReturnStatusCode =>
  (RETURN_STATUS_CODES as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is ReturnKindCode =>
  (RETURN_KIND_CODES as readonly string[]).includes(value ?? '');

function ReturnsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ReturnStatusCode) : '';
  const kind = isKind(params.get('kind')) ? (params.get('kind') as ReturnKindCode) : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const settled = useDebounced(search, 350);

  const update = (change: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    const changes: Record<string, string | number> = { page: 1, ...change };
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settled.trim() !== (params.get('search') ?? '')) update({ search: settled.trim() });
  }, [settled]);

  const query = { status, kind, search: params.get('search') ?? '', page, per_page: 20 };
  const list = useAdminData(JSON.stringify(query), (signal) =>
    returnsApi.list(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')), signal),
  );

  return (
    <>
      <AdminPageHeader title={t('admin.returns.title')} description={t('admin.returns.intro')} />
      <FilterPanel
        label={t('admin.returns.filters')}
        activeCount={[status, kind, params.get('search')].filter(Boolean).length}
        search={
          <SearchBox
            id="return-search"
            label={t('admin.returns.search')}
            placeholder={t('admin.returns.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        }
      >
        <CodeFilterField
          id="return-status"
          label={t('admin.returns.status')}
          value={status}
          allLabel={t('admin.returns.allStatuses')}
          codes={RETURN_STATUS_CODES}
          labelOf={(code) => t(`admin.returns.statuses.${code}`)}
          onChange={(value) => update({ status: value })}
        />
        <CodeFilterField
          id="return-kind"
          label={t('admin.returns.kind')}
          value={kind}
          allLabel={t('admin.returns.allKinds')}
          codes={RETURN_KIND_CODES}
          labelOf={(code) => t(`admin.returns.kinds.${code}`)}
          onChange={(value) => update({ kind: value })}
        />
      </FilterPanel>
      <section aria-labelledby="returns-list-title" className={cardClass}>
        <h2 id="returns-list-title" className="sr-only">
          {t('admin.returns.listTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={6}
          isEmpty={(data) => data.data.length === 0}
          empty={<EmptyList title={t('admin.returns.empty')} />}
          found={(count) => t('admin.returns.found', { count })}
          onPage={(next) => update({ page: next })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('admin.returns.columns.return')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.returns.columns.order')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.returns.columns.kind')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('admin.returns.columns.status')}
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      {t('admin.returns.columns.value')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((ret) => (
                    <tr key={ret.id} className="border-b border-hairline last:border-0 hover:bg-cream/60">
                      <td className={`${tdClass} whitespace-nowrap`}>
                        <Link
                          to={adminPath(locale, `/returns/${ret.id}`)}
                          className="font-medium text-cognac underline-offset-4 hover:underline"
                        >
                          {ret.return_number}
                        </Link>
                        <span className="block text-sm text-taupe">{formatMoment(ret.registered_at, locale)}</span>
                      </td>
                      <td className={tdClass}>
                        <Link
                          to={adminPath(locale, `/orders/${ret.order.id}`)}
                          className="underline-offset-4 hover:underline"
                        >
                          {ret.order.order_number}
                        </Link>
                        <span className="block text-sm text-taupe">{ret.order.email}</span>
                      </td>
                      <td className={tdClass}>{ret.kind_label}</td>
                      <td className={tdClass}>
                        <Badge tone={ret.status === 'settled' ? 'success' : 'neutral'}>{ret.status_label}</Badge>
                      </td>
                      <td className={`${tdClass} whitespace-nowrap text-right`}>
                        {formatPrice(ret.value, locale)} · {ret.items_count}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedListFrame>
      </section>
    </>
  );
}
