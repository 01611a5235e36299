import type { AdminDashboardResponse } from '@atelier/contracts';
import { AlertTriangle, CreditCard, MessageSquare, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { RevenueChart } from '~/features/admin/revenue-chart';
import { AdminPageHeader, Badge, cardClass, LoadFailed, LoadingRows } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'dashboard');

type Dashboard = AdminDashboardResponse['data'];

export default function AdminDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Product names come in the panel's language, so another language is another request.
  const result = useAdminData(`dashboard-${locale}`, (signal) => adminApi.dashboard(signal));

  return (
    <>
      <AdminPageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.intro')} />
      {result.data ? (
        <DashboardView data={result.data.data} />
      ) : result.state === 'failed' ? (
        <LoadFailed onRetry={result.reload} />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={6} />
        </div>
      )}
    </>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const periods = [
    { key: 'today', revenue: data.revenue.today, orders: data.orders.today },
    { key: 'last7', revenue: data.revenue.last_7_days, orders: data.orders.last_7_days },
    { key: 'last30', revenue: data.revenue.last_30_days, orders: data.orders.last_30_days },
  ] as const;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="sales-title">
        <h2 id="sales-title" className="sr-only">
          {t('admin.dashboard.sales')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {periods.map((period) => (
            <li
              key={period.key}
              className={`${cardClass} flex items-center justify-between gap-4 px-4 py-3 sm:block sm:px-5 sm:py-4`}
            >
              <div>
                <p className="text-sm text-taupe">{t(`admin.dashboard.${period.key}`)}</p>
                <p className="mt-1 text-sm text-taupe max-sm:hidden">
                  {t('admin.dashboard.orderCount', { count: period.orders })}
                </p>
              </div>
              <div className="text-right sm:mt-1 sm:text-left">
                <p className="font-serif text-2xl leading-tight tabular-nums sm:text-[28px]">
                  {formatPrice(period.revenue, locale)}
                </p>
                <p className="text-sm text-taupe sm:hidden">
                  {t('admin.dashboard.orderCount', { count: period.orders })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="chart-title" className={`${cardClass} p-5`}>
        <h2 id="chart-title" className="mb-1 text-xl">
          {t('admin.dashboard.chartTitle')}
        </h2>
        <RevenueChart days={data.revenue_by_day} locale={locale} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="attention-title" className={`${cardClass} p-5 lg:col-span-2`}>
          <h2 id="attention-title" className="mb-3 text-xl">
            {t('admin.dashboard.attention')}
          </h2>
          <ul className="grid gap-1">
            <AlertRow
              icon={<Truck className="size-5" strokeWidth={1.5} />}
              label={t('admin.dashboard.awaitingShipment')}
              value={data.awaiting_shipment}
            />
            <AlertRow
              icon={<CreditCard className="size-5" strokeWidth={1.5} />}
              label={t('admin.dashboard.unpaid')}
              value={data.unpaid}
            />
            {data.pending_reviews !== null && (
              <AlertRow
                icon={<MessageSquare className="size-5" strokeWidth={1.5} />}
                label={t('admin.dashboard.pendingReviews')}
                value={data.pending_reviews}
              />
            )}
          </ul>
        </section>
        <LowStock items={data.low_stock} />
      </div>
    </div>
  );
}

function AlertRow({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li className="flex min-h-12 items-center gap-3 border-b border-hairline last:border-0">
      <span aria-hidden="true" className="text-cognac">
        {icon}
      </span>
      <span className="flex-1">{label}</span>
      <span className={`font-serif text-2xl tabular-nums ${value > 0 ? 'text-ink' : 'text-taupe'}`}>{value}</span>
    </li>
  );
}

function LowStock({ items }: { items: Dashboard['low_stock'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const catalogue = useAdminAccess('catalogue');
  return (
    <section aria-labelledby="low-stock-title" className={`${cardClass} p-5 lg:col-span-3`}>
      <h2 id="low-stock-title" className="mb-3 flex items-center gap-2 text-xl">
        <AlertTriangle aria-hidden="true" className="size-5 text-warning" strokeWidth={1.5} />
        {t('admin.dashboard.lowStock')}
      </h2>
      {items.length === 0 ? (
        <p className="text-taupe">{t('admin.dashboard.lowStockNone')}</p>
      ) : (
        <ul className="grid">
          {items.map((item) => (
            <li
              key={item.variant_id}
              className="flex min-h-12 items-center gap-3 border-b border-hairline py-1 last:border-0"
            >
              <div className="min-w-0 flex-1">
                {catalogue.read ? (
                  <Link
                    to={adminPath(locale, `/products/${item.id}`)}
                    className="font-medium text-cognac underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}
                {/* The variant running out: its colour and size beside the SKU. */}
                <p className="text-xs text-taupe">{[item.colour, item.size, item.sku].filter(Boolean).join(' · ')}</p>
              </div>
              <Badge tone={item.stock === 0 ? 'danger' : 'warning'}>
                {item.stock === 0 ? t('admin.dashboard.soldOut') : t('admin.dashboard.inStock', { count: item.stock })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
