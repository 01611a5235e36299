import { ADMIN_PRODUCT_SORTS } from '@atelier/contracts';
import type { QueryValue } from '~/lib/api';

export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export interface ProductListFilters {
  page: number;
  search: string;
  category: string;
  active: '' | 'true' | 'false';
  lowStock: boolean;
  sort: ProductSort;
  order: 'asc' | 'desc';
}

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** The products table's state from the address bar, so a filtered page can be reloaded or shared. */
export function readProductFilters(params: URLSearchParams): ProductListFilters {
  const sort = params.get('sort');
  const active = params.get('active');
  return {
    page: positive(params.get('page')),
    search: params.get('search') ?? '',
    category: /^\d+$/.test(params.get('category') ?? '') ? (params.get('category') as string) : '',
    active: active === 'true' || active === 'false' ? active : '',
    lowStock: params.get('low_stock') === 'true',
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The same state written back: defaults are left out so the plain list has a plain address. */
export function writeProductFilters(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.active) params.set('active', filters.active);
  if (filters.lowStock) params.set('low_stock', 'true');
  if (filters.sort !== 'created_at') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The admin API's query for the state (GET /api/admin/products). */
export function productListQuery(filters: ProductListFilters): Record<string, QueryValue> {
  return {
    page: filters.page,
    per_page: 20,
    search: filters.search.trim() || undefined,
    category_id: filters.category || undefined,
    active: filters.active || undefined,
    low_stock: filters.lowStock ? 'true' : undefined,
    sort_by: filters.sort,
    sort_order: filters.order,
  };
}

/** Clicking a column: the same column flips its order, a new one starts A→Z (or newest first for dates). */
export function nextSort(filters: ProductListFilters, column: ProductSort): Pick<ProductListFilters, 'sort' | 'order'> {
  if (filters.sort === column) return { sort: column, order: filters.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'created_at' ? 'desc' : 'asc' };
}
