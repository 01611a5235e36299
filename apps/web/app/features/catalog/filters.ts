import type {
  COLOUR_CODES as ContractColours,
  GENDER_CODES as ContractGenders,
  SORT_FIELDS as ContractSortFields,
  STATUS_CODES as ContractStatuses,
  STYLE_CODES as ContractStyles,
} from '@atelier/contracts';
import { ID_MAX } from '@atelier/contracts/browser-rules';

/*
 * The products page keeps every filter, the search, the sort and the page in its query string
 * (docs/product-rules.md#catalogue), so a filtered list is a link that can be shared, reloaded and navigated back to.
 * This module is the one place that reads and writes that query: URL ⇄ state ⇄ API query.
 *
 * The canonical codes mirror the contract's; they are repeated here because importing the contract's
 * values would pull zod into the browser bundle (the `satisfies` clauses keep the two in step).
 */

export const COLOUR_CODES = [
  'black',
  'brown',
  'coffee',
  'bordo',
  'white',
  'gray',
  'green',
  'blue',
  'red',
] as const satisfies ReadonlyArray<(typeof ContractColours)[number]>;
export const STYLE_CODES = [
  'casual',
  'elegant',
  'classic',
  'sport',
  'travel',
  'vintage',
] as const satisfies ReadonlyArray<(typeof ContractStyles)[number]>;
export const GENDER_CODES = ['women', 'men', 'unisex'] as const satisfies ReadonlyArray<
  (typeof ContractGenders)[number]
>;
export const STATUS_CODES = [
  'in_stock',
  'new',
  'popular',
  'sale',
  'limited',
  'bestseller',
] as const satisfies ReadonlyArray<(typeof ContractStatuses)[number]>;
export const SORT_FIELDS = [
  'created_at',
  'base_price',
  'name',
  'popularity',
  'relevance',
  'rating',
] as const satisfies ReadonlyArray<(typeof ContractSortFields)[number]>;

/** docs/product-rules.md#constants: the products page shows 12 products. */
export const PRODUCTS_PER_PAGE = 12;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;
const MAX_SEARCH = 100;

export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export interface Sort {
  by: SortField;
  order: SortOrder;
}

/** Filters that have several values at once, as the panel shows them (and as the API names them). */
export const MULTI_FILTERS = ['gender', 'colors', 'sizes', 'styles', 'status'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];

/**
 * Sizes are the shop's own ('M', '95' for a belt's length), not a closed list: any short word of letters,
 * digits, dots and dashes is passed on, and the API's facets say which exist (docs/product-rules.md#variants).
 */
const SIZE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}.\-/]{0,19}$/u;
const MAX_SIZES = 20;

const ALLOWED: Record<MultiFilter, (value: string) => boolean> = {
  gender: (value) => (GENDER_CODES as readonly string[]).includes(value),
  colors: (value) => (COLOUR_CODES as readonly string[]).includes(value),
  sizes: (value) => SIZE_PATTERN.test(value),
  styles: (value) => (STYLE_CODES as readonly string[]).includes(value),
  status: (value) => (STATUS_CODES as readonly string[]).includes(value),
};

export type ViewMode = 'grid' | 'list';

export interface CatalogFilters {
  /** Category id (docs/product-rules.md#addresses-and-languages: `category` query = category id). */
  category: number | null;
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  gender: string[];
  colors: string[];
  /** Sizes of an orderable variant (`sizes=M,L`). */
  sizes: string[];
  styles: string[];
  status: string[];
  sort: Sort;
  page: number;
  view: ViewMode;
}

export const DEFAULT_SORT: Sort = { by: 'created_at', order: 'desc' };

export const EMPTY_FILTERS: CatalogFilters = {
  category: null,
  search: '',
  minPrice: null,
  maxPrice: null,
  gender: [],
  colors: [],
  sizes: [],
  styles: [],
  status: [],
  sort: DEFAULT_SORT,
  page: 1,
  view: 'grid',
};

/** The natural direction of a sort field when the URL names the field only (`?sort_by=base_price`). */
const DEFAULT_ORDER: Record<SortField, SortOrder> = {
  created_at: 'desc',
  base_price: 'asc',
  name: 'asc',
  popularity: 'desc',
  relevance: 'desc',
  rating: 'desc',
};

/** A search is ordered by relevance unless the shopper chose another order; a plain list by newest. */
export const SEARCH_SORT: Sort = { by: 'relevance', order: 'desc' };
export function defaultSort(search: string): Sort {
  return search.trim() ? SEARCH_SORT : DEFAULT_SORT;
}
const sameSort = (a: Sort, b: Sort) => a.by === b.by && a.order === b.order;

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= 1 && value <= max ? value : null;
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : null;
}

/** Values of a multi-value key: `colors=black,brown` or `colors=black&colors=brown`; unknown codes are dropped. */
function multi(params: URLSearchParams, key: MultiFilter): string[] {
  const allowed = ALLOWED[key];
  const values = params
    .getAll(key)
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => allowed(part));
  return [...new Set(values)].slice(0, MAX_SIZES);
}

function isSortField(value: string | null): value is SortField {
  return value !== null && (SORT_FIELDS as readonly string[]).includes(value);
}

/** Reads the products page's query string; anything malformed is ignored rather than failing the page. */
export function parseFilters(params: URLSearchParams): CatalogFilters {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const sortBy = params.get('sort_by');
  const by: SortField = isSortField(sortBy) ? sortBy : defaultSort(search).by;
  const rawOrder = params.get('sort_order');
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : DEFAULT_ORDER[by];
  let minPrice = price(params.get('min_price'));
  let maxPrice = price(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    // An id past the database's integer names no category: no filter, rather than a refused API call.
    category: positiveInt(params.get('category'), ID_MAX),
    search,
    minPrice,
    maxPrice,
    gender: multi(params, 'gender'),
    colors: multi(params, 'colors'),
    sizes: multi(params, 'sizes'),
    styles: multi(params, 'styles'),
    status: multi(params, 'status'),
    sort: { by, order },
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}

/** Writes filters back as a query string in a stable order, leaving out every default. */
export function serializeFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== null) params.set('category', String(filters.category));
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.minPrice !== null) params.set('min_price', formatNumber(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', formatNumber(filters.maxPrice));
  for (const key of MULTI_FILTERS) {
    if (filters[key].length > 0) params.set(key, filters[key].join(','));
  }
  if (!sameSort(filters.sort, defaultSort(search))) {
    params.set('sort_by', filters.sort.by);
    params.set('sort_order', filters.sort.order);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

/** `?…` for a link, or an empty string when every filter is at its default. */
export function filtersSearch(filters: CatalogFilters): string {
  const query = serializeFilters(filters).toString();
  return query ? `?${query}` : '';
}

/**
 * Applies a change. docs/product-rules.md#orders: any filter, search, category or sort change returns to page 1; changing
 * only the page or the grid/list view keeps the rest.
 */
export function updateFilters(current: CatalogFilters, patch: Partial<CatalogFilters>): CatalogFilters {
  const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'view');
  // Starting or ending a search moves a default order along (newest ⇄ relevance); a chosen order stays.
  const followsSearch =
    patch.search !== undefined && patch.sort === undefined && sameSort(current.sort, defaultSort(current.search));
  return {
    ...current,
    ...(keepsPage ? {} : { page: 1 }),
    ...(followsSearch ? { sort: defaultSort(patch.search ?? '') } : {}),
    ...patch,
  };
}

/** Adds or removes one value of a multi-value filter (a checkbox or a colour swatch). */
export function toggleValue(current: CatalogFilters, key: MultiFilter, value: string): CatalogFilters {
  const values = current[key];
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return updateFilters(current, { [key]: next });
}

/** Everything the visitor narrowed the list by goes; the sort and the view stay. */
export function clearFilters(current: CatalogFilters): CatalogFilters {
  const sort = sameSort(current.sort, defaultSort(current.search)) ? DEFAULT_SORT : current.sort;
  return { ...EMPTY_FILTERS, sort, view: current.view };
}

/** The badge of the filters panel: each chosen value counts once, a price range once. */
export function activeFilterCount(filters: CatalogFilters): number {
  const values = MULTI_FILTERS.reduce((sum, key) => sum + filters[key].length, 0);
  return values + (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0);
}

export type ActiveChip =
  | { kind: 'category'; value: number }
  | { kind: 'search'; value: string }
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: MultiFilter; value: string };

/** Removable chips for everything that narrows the list, in the order the panel shows them. */
export function activeChips(filters: CatalogFilters): ActiveChip[] {
  const chips: ActiveChip[] = [];
  if (filters.search) chips.push({ kind: 'search', value: filters.search });
  if (filters.category !== null) chips.push({ kind: 'category', value: filters.category });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({ kind: 'price', min: filters.minPrice, max: filters.maxPrice });
  }
  for (const key of MULTI_FILTERS) {
    for (const value of filters[key]) chips.push({ kind: key, value });
  }
  return chips;
}

/** The filters without one chip. */
export function removeChip(current: CatalogFilters, chip: ActiveChip): CatalogFilters {
  switch (chip.kind) {
    case 'category':
      return updateFilters(current, { category: null });
    case 'search':
      return updateFilters(current, { search: '' });
    case 'price':
      return updateFilters(current, { minPrice: null, maxPrice: null });
    default:
      return updateFilters(current, { [chip.kind]: current[chip.kind].filter((item) => item !== chip.value) });
  }
}

export type SortKey = 'relevance' | 'newest' | 'priceAsc' | 'priceDesc' | 'popular' | 'rating' | 'nameAsc' | 'nameDesc';

const SORTS: Record<SortKey, Sort> = {
  relevance: SEARCH_SORT,
  newest: DEFAULT_SORT,
  priceAsc: { by: 'base_price', order: 'asc' },
  priceDesc: { by: 'base_price', order: 'desc' },
  popular: { by: 'popularity', order: 'desc' },
  rating: { by: 'rating', order: 'desc' },
  nameAsc: { by: 'name', order: 'asc' },
  nameDesc: { by: 'name', order: 'desc' },
};

export function sortKey(sort: Sort): SortKey {
  if (sort.by === 'base_price') return sort.order === 'asc' ? 'priceAsc' : 'priceDesc';
  if (sort.by === 'name') return sort.order === 'asc' ? 'nameAsc' : 'nameDesc';
  if (sort.by === 'popularity') return 'popular';
  if (sort.by === 'relevance') return 'relevance';
  if (sort.by === 'rating') return 'rating';
  return 'newest';
}

export function sortFor(key: SortKey): Sort {
  return SORTS[key];
}

/**
 * The orders the sort menu offers (docs/product-rules.md#catalogue): relevance while searching, then newest, price
 * both ways, popularity and rating. An order reached through a shared link that the menu does not list (by name)
 * is offered too, so the menu always shows what the list is in.
 */
export function sortOptions(filters: Pick<CatalogFilters, 'search' | 'sort'>): SortKey[] {
  const keys: SortKey[] = ['newest', 'priceAsc', 'priceDesc', 'popular', 'rating'];
  if (filters.search.trim()) keys.unshift('relevance');
  const current = sortKey(filters.sort);
  return keys.includes(current) ? keys : [...keys, current];
}

export type ApiQuery = Record<string, string | number | readonly string[] | undefined>;

/** The GET /api/products query for the filters (docs/product-rules.md#api-contract); empty values are left out by the API client. */
export function toApiQuery(filters: CatalogFilters, locale: string, perPage = PRODUCTS_PER_PAGE): ApiQuery {
  return {
    page: filters.page,
    per_page: perPage,
    sort_by: filters.sort.by,
    sort_order: filters.sort.order,
    locale,
    search: filters.search.trim() || undefined,
    category_id: filters.category ?? undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    gender: filters.gender,
    colors: filters.colors,
    sizes: filters.sizes,
    styles: filters.styles,
    status: filters.status,
  };
}

/** A typed price field: empty means no bound; commas are accepted as the Polish decimal separator. */
export function parsePriceInput(text: string): number | null {
  return price(text.trim() === '' ? null : text.trim());
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  hex?: string;
}

/**
 * The values a filter group offers: those the API's facets report for the current result, plus every
 * value already chosen (with a count of 0 when it no longer occurs), so a choice can always be undone.
 */
export function facetOptions(
  facets: readonly FacetOption[] | undefined,
  selected: readonly string[],
  fallbackLabel: (value: string) => string,
): FacetOption[] {
  const options = new Map<string, FacetOption>();
  for (const facet of facets ?? []) options.set(facet.value, facet);
  for (const value of selected) {
    if (!options.has(value)) options.set(value, { value, label: fallbackLabel(value), count: 0 });
  }
  return [...options.values()];
}
