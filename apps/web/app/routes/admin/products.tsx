import type { AdminProductSummary } from '@atelier/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown, ImageOff, Plus, Search, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminPath, useAdminAccess } from '~/features/admin/access';
import { adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { PagedListFrame } from '~/features/admin/list-frame';
import {
  nextSort,
  type ProductListFilters,
  type ProductSort,
  productListQuery,
  readProductFilters,
  writeProductFilters,
} from '~/features/admin/product-list-query';
import { StockCell } from '~/features/admin/stock-cell';
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
import { useAdminData, useDebounced } from '~/features/admin/use-admin-data';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'products');

export default function AdminProducts() {
  const access = useAdminAccess('catalogue');
  if (!access.read) return <NoAccess scope="area" />;
  return <ProductsPage canWrite={access.write} />;
}

function ProductsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = readProductFilters(params);
  const [search, setSearch] = useState(filters.search);
  const settledSearch = useDebounced(search, 350);

  const update = (change: Partial<ProductListFilters>) =>
    setParams(writeProductFilters({ ...filters, page: 1, ...change }), { replace: true, preventScrollReset: true });

  // The search box writes to the address once typing pauses; the first render must not reset the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search value triggers this
  useEffect(() => {
    if (settledSearch.trim() !== filters.search.trim()) update({ search: settledSearch });
  }, [settledSearch]);

  const query = productListQuery(filters);
  // Category names come in the panel's language, so the language is part of what is asked for.
  const list = useAdminData(JSON.stringify({ ...query, locale }), (signal) => adminApi.products(query, signal));
  const categories = useAdminData('categories', (signal) => adminApi.categories(signal));
  const [stockOverrides, setStockOverrides] = useState<Record<number, number>>({});
  // A fresh page of products carries the stock as it is now; the quick edits made before are in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever new rows arrive
  useEffect(() => setStockOverrides({}), [list.data]);

  return (
    <>
      <AdminPageHeader
        title={t('admin.products.title')}
        description={canWrite ? t('admin.products.intro') : t('admin.products.readOnlyIntro')}
        actions={
          canWrite && (
            <Link to={adminPath(locale, '/products/new')} className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.products.new')}
            </Link>
          )
        }
      />

      <search
        aria-label={t('admin.products.filters')}
        className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_repeat(3,minmax(0,1fr))]`}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="product-search" className="mb-1.5 block text-sm font-medium">
            {t('admin.products.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-taupe"
              strokeWidth={1.5}
            />
            <input
              id="product-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.products.searchPlaceholder')}
              className={`${adminInputClass} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="product-category" className="mb-1.5 block text-sm font-medium">
            {t('admin.products.category')}
          </label>
          <select
            id="product-category"
            value={filters.category}
            onChange={(event) => update({ category: event.target.value })}
            className={adminInputClass}
          >
            <option value="">{t('admin.products.allCategories')}</option>
            {categories.data?.data.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {locale === 'en' ? category.name_en : category.name_pl}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-active" className="mb-1.5 block text-sm font-medium">
            {t('admin.products.visibility')}
          </label>
          <select
            id="product-active"
            value={filters.active}
            onChange={(event) => update({ active: event.target.value as ProductListFilters['active'] })}
            className={adminInputClass}
          >
            <option value="">{t('admin.products.allProducts')}</option>
            <option value="true">{t('admin.products.publishedOnly')}</option>
            <option value="false">{t('admin.products.hiddenOnly')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="product-sort" className="mb-1.5 block text-sm font-medium">
            {t('admin.products.sortBy')}
          </label>
          <select
            id="product-sort"
            value={`${filters.sort}:${filters.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as [ProductSort, 'asc' | 'desc'];
              update({ sort, order });
            }}
            className={adminInputClass}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`admin.products.sorts.${option.replace(':', '_') as SortKey}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] sm:col-span-2 lg:col-span-4">
          <input
            type="checkbox"
            checked={filters.lowStock}
            onChange={(event) => update({ lowStock: event.target.checked })}
            className="size-5 accent-cognac"
          />
          {t('admin.products.lowStockOnly')}
        </label>
      </search>

      <section aria-labelledby="products-table-title" className={cardClass}>
        <h2 id="products-table-title" className="sr-only">
          {t('admin.products.tableTitle')}
        </h2>
        <PagedListFrame
          list={list}
          rows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <div className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center sm:text-center">
              <p className="font-serif text-2xl">{t('admin.products.emptyTitle')}</p>
              <p className="text-taupe">{t('admin.products.emptyHint')}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => {
                    setSearch('');
                    setParams(new URLSearchParams(), { replace: true });
                  }}
                >
                  {t('admin.products.clearFilters')}
                </button>
                {canWrite && (
                  <Link to={adminPath(locale, '/products/new')} className={buttonClass('primary')}>
                    {t('admin.products.new')}
                  </Link>
                )}
              </div>
            </div>
          }
          found={(count) => t('admin.products.found', { count })}
          onPage={(page) => update({ page })}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-[15px] leading-snug">
                <thead className="border-b border-hairline">
                  <tr>
                    <th scope="col" className={`${thClass} w-14`}>
                      <span className="sr-only">{t('admin.products.photo')}</span>
                    </th>
                    <SortableHeader column="name" label={t('admin.products.name')} filters={filters} onSort={update} />
                    <SortableHeader
                      column="sku"
                      label={t('admin.products.sku')}
                      filters={filters}
                      onSort={update}
                      className="max-md:hidden"
                    />
                    <th scope="col" className={`${thClass} max-lg:hidden`}>
                      {t('admin.products.category')}
                    </th>
                    <SortableHeader
                      column="price"
                      label={t('admin.products.price')}
                      filters={filters}
                      onSort={update}
                      className="max-sm:hidden"
                      align="right"
                    />
                    <SortableHeader
                      column="stock"
                      label={t('admin.products.stock')}
                      filters={filters}
                      onSort={update}
                    />
                    <th scope="col" className={`${thClass} max-sm:hidden`}>
                      {t('admin.products.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((product) => (
                    <ProductRow
                      key={product.id}
                      product={
                        product.id in stockOverrides ? { ...product, stock: stockOverrides[product.id] } : product
                      }
                      canWrite={canWrite}
                      onStockSaved={(stock) => setStockOverrides((all) => ({ ...all, [product.id]: stock }))}
                    />
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

const SORT_OPTIONS = [
  'created_at:desc',
  'created_at:asc',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'stock:asc',
  'stock:desc',
  'sku:asc',
  'sku:desc',
] as const;
type SortKey = `${ProductSort}_${'asc' | 'desc'}`;

function SortableHeader({
  column,
  label,
  filters,
  onSort,
  className = '',
  align = 'left',
}: {
  column: ProductSort;
  label: string;
  filters: ProductListFilters;
  onSort: (change: Partial<ProductListFilters>) => void;
  className?: string;
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const active = filters.sort === column;
  const Icon = !active ? ArrowUpDown : filters.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`${thClass} ${className} ${align === 'right' ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(filters, column))}
        className={`-mx-1 inline-flex min-h-9 items-center gap-1 rounded-sm px-1 uppercase hover:text-ink ${active ? 'text-ink' : ''}`}
        title={t('admin.products.sortByColumn', { column: label })}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
      </button>
    </th>
  );
}

function ProductRow({
  product,
  canWrite,
  onStockSaved,
}: {
  product: AdminProductSummary;
  canWrite: boolean;
  onStockSaved: (stock: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = locale === 'en' ? product.name_en : product.name_pl;
  return (
    <tr className="border-b border-hairline last:border-0 hover:bg-cream/60">
      <td className={`${tdClass} w-14`}>
        {product.image ? (
          <img
            src={photoSrc(product.image)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-sm object-cover"
          />
        ) : (
          <span className="inline-flex size-10 items-center justify-center rounded-sm bg-sand text-taupe">
            <ImageOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </span>
        )}
      </td>
      <td className={`${tdClass} min-w-40`}>
        <Link
          to={adminPath(locale, `/products/${product.id}`)}
          className="font-medium text-ink underline-offset-4 hover:text-cognac hover:underline"
        >
          {name}
        </Link>
        {product.featured && (
          <Star
            aria-label={t('admin.products.featured')}
            role="img"
            className="ml-1.5 inline size-3.5 fill-warning text-warning"
            strokeWidth={1.5}
          />
        )}
        <p className="text-xs text-taupe md:hidden">{product.sku}</p>
        <p className="text-xs text-taupe sm:hidden">
          <PriceText product={product} /> ·{' '}
          {product.is_active ? t('admin.products.published') : t('admin.products.hidden')}
        </p>
      </td>
      <td className={`${tdClass} whitespace-nowrap text-sm text-taupe max-md:hidden`}>{product.sku}</td>
      <td className={`${tdClass} text-sm max-lg:hidden`}>{product.category.name}</td>
      <td className={`${tdClass} whitespace-nowrap text-right tabular-nums max-sm:hidden`}>
        <PriceText product={product} />
      </td>
      <td className={tdClass}>
        <StockCell product={product} editable={canWrite} onSaved={onStockSaved} />
        {product.made_to_order && <p className="mt-0.5 text-xs text-taupe">{t('admin.products.madeToOrderShort')}</p>}
      </td>
      <td className={`${tdClass} max-sm:hidden`}>
        <Badge tone={product.is_active ? 'success' : 'neutral'}>
          {product.is_active ? t('admin.products.published') : t('admin.products.hidden')}
        </Badge>
      </td>
    </tr>
  );
}

function PriceText({ product }: { product: AdminProductSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (product.sale_price === null) return <span>{formatPrice(product.base_price, locale)}</span>;
  return (
    <span>
      <span className="text-bordo">{formatPrice(product.sale_price, locale)}</span>{' '}
      <span className="sr-only">{t('admin.products.regularPrice')}</span>
      <s className="text-xs text-taupe">{formatPrice(product.base_price, locale)}</s>
    </span>
  );
}
