import type { Category, ProductListResponse } from '@atelier/contracts';
import { ArrowDownUp, LayoutGrid, Rows3, SearchX, X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { ErrorView } from '~/components/ui/error-view';
import { categoryPath, categorySlugIn, findCategoryBySlug, isListAddress } from '~/features/catalog/category-paths';
import { FilterControls } from '~/features/catalog/filter-controls';
import {
  type ActiveChip,
  activeChips,
  activeFilterCount,
  type CatalogFilters,
  clearFilters,
  filtersSearch,
  parseFilters,
  removeChip,
  type SortKey,
  sortFor,
  sortKey,
  sortOptions,
  toApiQuery,
  updateFilters,
} from '~/features/catalog/filters';
import { FilterBadge, FiltersDrawer } from '~/features/catalog/filters-drawer';
import { Pagination } from '~/features/catalog/pagination';
import { isNumericSize } from '~/features/catalog/product';
import { ProductGrid, toCardProduct } from '~/features/catalog/product-card';
import { SearchBox } from '~/features/catalog/search-box';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { translator } from '~/i18n/i18n';
import { localePath, toLocale } from '~/i18n/locale';
import { serverApi } from '~/lib/api.server';
import { metaTags, SITE } from '~/lib/meta';
import { publicOrigin } from '~/lib/public-origin.server';
import type { Route } from './+types/list';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = toLocale(params.locale);
  const url = new URL(request.url);
  const api = serverApi(context, request, locale);
  const categories = await api
    .get<{ data: Category[] }>('/api/categories', { query: { locale } })
    .then((response) => response.data)
    .catch(() => [] as Category[]);
  const filters = parseFilters(url.searchParams);
  // A redirect keeps the query as it came, only without the category the address now names.
  const rest = new URLSearchParams(url.search);
  rest.delete('category');
  const query = rest.size > 0 ? `?${rest}` : '';
  const slug = (params as { categorySlug?: string }).categorySlug;
  if (slug !== undefined) {
    // A category's readable address; a Polish slug under /en (or the other way round) moves to this language's.
    const category = findCategoryBySlug(categories, slug);
    if (!category) throw data(null, { status: 404 });
    const canonical = localePath(locale, categoryPath(category, locale));
    if (url.pathname !== canonical) throw redirect(`${canonical}${query}`, 301);
    filters.category = category.id;
  } else if (filters.category !== null) {
    // The first version's ?category=<id> keeps working: it leads to the category's own address.
    const category = categories.find((item) => item.id === filters.category);
    if (category) throw redirect(`${localePath(locale, categoryPath(category, locale))}${query}`, 301);
  }
  const list = await api.get<ProductListResponse>('/api/products', { query: toApiQuery(filters, locale) });
  // A page past the end (an old link, fewer results now) shows the last one that exists.
  if (list.data.length === 0 && list.meta.total > 0 && filters.page > list.meta.last_page) {
    throw redirect(`${url.pathname}${filtersSearch({ ...filters, category: null, page: list.meta.last_page })}`);
  }
  return {
    list: { ...list, data: list.data.map(toCardProduct) },
    categories,
    category: filters.category,
    origin: publicOrigin(context, request),
  };
}

export const meta: Route.MetaFunction = ({ params, data, location }) => {
  const locale = toLocale(params.locale);
  const t = translator(locale);
  if (!data) return [{ title: `${t('pages.products.title')} | ${SITE}` }];
  const filters = parseFilters(new URLSearchParams(location.search));
  const category = data.categories.find((item) => item.id === data.category);
  const title = `${category?.name ?? t('pages.products.title')}${
    filters.page > 1 ? ` · ${t('productList.pageOf', { page: filters.page, pages: data.list.meta.last_page })}` : ''
  } | ${SITE}`;
  // The canonical page of a list is its category's address and the page; searches, filters and sorts are variations.
  const canonical = `${category ? categoryPath(category, locale) : '/products'}${filtersSearch({
    ...parseFilters(new URLSearchParams()),
    page: filters.page,
  })}`;
  const narrowed = filters.search !== '' || activeFilterCount(filters) > 0;
  return [
    ...metaTags(locale, title, category?.description || t('pages.products.description'), {
      origin: data.origin,
      path: canonical,
      image: data.list.data[0]?.image ?? undefined,
    }),
    ...(narrowed ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

export default function Products() {
  const { list, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // While a change is loading, the controls already show it, and the next change builds on it.
  const pending = navigation.state !== 'idle' && !!navigation.location && isListAddress(navigation.location.pathname);
  const target = pending && navigation.location ? navigation.location : location;
  const filters = useMemo(
    () => filtersAt(target.pathname, target.search, categories),
    [target.pathname, target.search, categories],
  );
  const shown = useMemo(
    () => filtersAt(location.pathname, location.search, categories),
    [location.pathname, location.search, categories],
  );

  // The category is the address (/kategoria/portfele), everything else the query.
  const hrefFor = useCallback(
    (next: CatalogFilters) => {
      const category = categories.find((item) => item.id === next.category);
      return {
        pathname: localePath(locale, category ? categoryPath(category, locale) : '/products'),
        search: filtersSearch({ ...next, category: null }),
      };
    },
    [categories, locale],
  );
  const apply = useCallback(
    (next: CatalogFilters) => navigate(hrefFor(next), { preventScrollReset: true }),
    [navigate, hrefFor],
  );

  const category = categories.find((item) => item.id === shown.category);
  const facets = list.facets;
  const activeCount = activeFilterCount(filters);
  const chips = activeChips(filters);
  const { meta } = list;

  const crumbs: Crumb[] = category
    ? [{ label: t('pages.products.title'), to: '/products' }, { label: category.name }]
    : [{ label: t('pages.products.title') }];

  const chipLabel = (chip: ActiveChip): string => {
    switch (chip.kind) {
      case 'search':
        return t('productList.searchChip', { query: chip.value });
      case 'category':
        return categories.find((item) => item.id === chip.value)?.name ?? String(chip.value);
      case 'price': {
        const min = chip.min !== null ? formatPrice(chip.min, locale) : null;
        const max = chip.max !== null ? formatPrice(chip.max, locale) : null;
        if (min && max) return t('productList.priceRange', { min, max });
        return min ? t('productList.priceFromChip', { min }) : t('productList.priceToChip', { max });
      }
      default: {
        if (chip.kind === 'sizes' && isNumericSize(chip.value)) return t('product.sizeCm', { size: chip.value });
        const facet = facets?.[chip.kind]?.find((item) => item.value === chip.value);
        if (facet) return facet.label;
        if (chip.kind === 'sizes') return chip.value;
        return t(`catalog.${chip.kind}.${chip.value}` as 'catalog.colors.black');
      }
    }
  };

  const categoryLink = (id: number | null) => hrefFor(updateFilters(filters, { category: id }));
  const chipClass = (active: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm transition-colors ${
      active ? 'border-ink bg-ink text-cream' : 'border-hairline bg-paper text-ink hover:border-ink'
    }`;

  return (
    <Container>
      <header className="pt-6 sm:pt-8">
        <Breadcrumb items={crumbs} />
        <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
          <div className="max-w-2xl">
            {shown.search ? (
              <>
                <h1 className="text-4xl sm:text-5xl">{t('productList.searchHeading', { query: shown.search })}</h1>
                <p className="mt-3 text-lg text-taupe">
                  {category
                    ? t('productList.searchIn', { category: category.name })
                    : t('productList.searchEverywhere')}
                </p>
              </>
            ) : (
              <>
                <h1 className="text-4xl sm:text-5xl">{category?.name ?? t('pages.products.title')}</h1>
                <p className="mt-3 text-lg text-taupe">{category?.description || t('pages.products.intro')}</p>
              </>
            )}
          </div>
          <p className="text-sm text-taupe" aria-live="polite">
            {t('productList.productCount', { count: meta.total })}
          </p>
        </div>

        {categories.length > 0 && (
          <nav aria-label={t('productList.categories')} className="mt-8">
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
              <li>
                <Link
                  to={categoryLink(null)}
                  preventScrollReset
                  aria-current={filters.category === null ? 'true' : undefined}
                  className={chipClass(filters.category === null)}
                >
                  {t('productList.allCategories')}
                </Link>
              </li>
              {categories.map((item) => {
                const active = filters.category === item.id;
                return (
                  <li key={item.id}>
                    <Link
                      to={categoryLink(active ? null : item.id)}
                      preventScrollReset
                      aria-current={active ? 'true' : undefined}
                      className={chipClass(active)}
                    >
                      {item.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </header>

      <div className="mt-6 flex flex-wrap items-center gap-3 border-y border-hairline py-4">
        <div className="w-full sm:w-auto sm:min-w-72 sm:flex-1 lg:max-w-md">
          <SearchBox value={filters.search} onSearch={(query) => apply(updateFilters(filters, { search: query }))} />
        </div>
        <div className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
          <FiltersDrawer activeCount={activeCount} total={meta.total} onClear={() => apply(clearFilters(filters))}>
            <FilterControls filters={filters} facets={facets} onChange={apply} />
          </FiltersDrawer>
          <label className="relative inline-flex min-h-11 min-w-0 items-center rounded-full text-sm text-ink transition-colors focus-within:bg-sand hover:bg-sand">
            <ArrowDownUp
              aria-hidden="true"
              className="pointer-events-none absolute left-3 size-4 shrink-0 text-cognac"
              strokeWidth={1.5}
            />
            {/* The visible word is the label (Label in Name, WCAG 2.5.3); on phones it is read but not shown. */}
            <span className="pl-9 text-taupe max-sm:sr-only">{t('productList.sortLabel')}</span>
            <select
              value={sortKey(filters.sort)}
              onChange={(event) => apply(updateFilters(filters, { sort: sortFor(event.target.value as SortKey) }))}
              className="min-h-11 min-w-0 max-w-48 cursor-pointer appearance-none truncate rounded-full bg-transparent py-2 pl-2 pr-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cognac max-sm:pl-9"
            >
              {sortOptions(filters).map((key) => (
                <option key={key} value={key}>
                  {t(`productList.sort.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="ml-auto flex shrink-0 items-center rounded-full border border-hairline bg-paper p-0.5">
            <legend className="sr-only">{t('productList.view')}</legend>
            {(['grid', 'list'] as const).map((view) => {
              const Icon = view === 'grid' ? LayoutGrid : Rows3;
              const active = filters.view === view;
              return (
                <button
                  key={view}
                  type="button"
                  aria-pressed={active}
                  onClick={() => apply(updateFilters(filters, { view }))}
                  className={`inline-flex size-10 items-center justify-center rounded-full transition-colors ${
                    active ? 'bg-ink text-cream' : 'text-taupe hover:text-ink'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
                  <span className="sr-only">{t(`productList.${view}`)}</span>
                </button>
              );
            })}
          </fieldset>
        </div>
      </div>

      {chips.length > 0 && (
        <section aria-label={t('productList.activeFilters')} className="flex flex-wrap items-center gap-2 pt-5">
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const label = chipLabel(chip);
              return (
                <li key={`${chip.kind}-${'value' in chip ? chip.value : 'range'}`}>
                  <button
                    type="button"
                    onClick={() => apply(removeChip(filters, chip))}
                    aria-label={t('productList.removeFilter', { name: label })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sand py-1 pl-4 pr-3 text-sm text-ink transition-colors hover:bg-hairline"
                  >
                    {label}
                    <X aria-hidden="true" className="size-3.5" strokeWidth={2} />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" onClick={() => apply(clearFilters(filters))} className={buttonClass('ghost', 'ml-1')}>
            {t('productList.clearAll')}
          </button>
        </section>
      )}

      <div className="pb-8 pt-8 lg:grid lg:grid-cols-[236px_minmax(0,1fr)] lg:gap-12">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2
            id="filters-heading"
            className="flex items-center gap-2 border-b border-hairline pb-4 font-sans text-sm font-medium uppercase tracking-[0.18em]"
          >
            {t('productList.filters')}
            {activeCount > 0 && <FilterBadge count={activeCount} />}
          </h2>
          <FilterControls filters={filters} facets={facets} onChange={apply} />
        </aside>

        <section aria-label={t('pages.products.title')} aria-busy={pending} className="relative min-w-0">
          {pending && (
            <p role="status" className="sr-only">
              {t('productList.updating')}
            </p>
          )}
          <div className={`transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}>
            {list.data.length > 0 ? (
              <ProductGrid products={list.data} layout={shown.view} eagerCount={4} headingLevel="h2" columns="panel" />
            ) : (
              <EmptyState
                icon={<SearchX aria-hidden="true" className="size-6" strokeWidth={1.5} />}
                title={t('productList.emptyTitle')}
                hint={
                  shown.search ? t('productList.emptySearchHint', { query: shown.search }) : t('productList.emptyHint')
                }
              >
                <button type="button" onClick={() => apply(clearFilters(filters))} className={buttonClass('primary')}>
                  {t('productList.clearFilters')}
                </button>
              </EmptyState>
            )}
          </div>
          {meta.total > 0 && (
            <Pagination
              page={meta.current_page}
              pages={meta.last_page}
              shown={list.data.length}
              total={meta.total}
              hrefFor={(page) => {
                const href = hrefFor(updateFilters(shown, { page }));
                return `${href.pathname}${href.search}`;
              }}
            />
          )}
        </section>
      </div>
    </Container>
  );
}

/** The filters an address shows: its query, and the category its path names. */
function filtersAt(pathname: string, search: string, categories: Category[]): CatalogFilters {
  const filters = parseFilters(new URLSearchParams(search));
  const slug = categorySlugIn(pathname);
  if (slug !== null) filters.category = findCategoryBySlug(categories, slug)?.id ?? null;
  return filters;
}

/** The list could not load (the API failed): say so, and offer to try again without leaving the page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container className="py-16 sm:py-24">
        <ErrorView error={error} />
      </Container>
    );
  }
  return (
    <Container className="py-16 sm:py-24">
      <section aria-labelledby="products-error" className="max-w-2xl">
        <h1 id="products-error" className="text-4xl sm:text-5xl">
          {t('productList.errorTitle')}
        </h1>
        <p className="mt-5 text-lg text-taupe">{t('productList.errorText')}</p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
          className={buttonClass('primary', 'mt-8')}
        >
          {t('productList.retry')}
        </button>
      </section>
    </Container>
  );
}
