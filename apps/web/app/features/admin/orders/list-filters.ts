import {
  ORDER_STATUS_CODES,
  type OrderStatusCode,
  PAYMENT_PROVIDER_CODES,
  PAYMENT_STATUS_CODES,
  type PaymentProviderCode,
  type PaymentStatusCode,
} from '@atelier/contracts';
import type { QueryValue } from '~/lib/api';

/*
 * The order and payment lists keep their filters in the address bar (a filtered list can be reloaded,
 * shared or opened from the dashboard as `/admin/orders?status=in_preparation&payment_status=paid`).
 * The parameter names are the admin API's own, so the address and the API query read the same.
 */

export const ORDERS_PER_PAGE = 20;
export const PAYMENTS_PER_PAGE = 20;

export type OrderSortKey = 'created_at:desc' | 'created_at:asc' | 'total:desc' | 'total:asc';
export const ORDER_SORTS: readonly OrderSortKey[] = ['created_at:desc', 'created_at:asc', 'total:desc', 'total:asc'];

export interface DateRange {
  /** `YYYY-MM-DD` (a Warsaw calendar day, inclusive) or ''. */
  dateFrom: string;
  dateTo: string;
}

export interface OrderListFilters extends DateRange {
  page: number;
  status: OrderStatusCode | '';
  paymentStatus: PaymentStatusCode | '';
  search: string;
  sort: OrderSortKey;
}

export interface PaymentListFilters extends DateRange {
  page: number;
  status: PaymentStatusCode | '';
  provider: PaymentProviderCode | '';
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** A real calendar day (`2026-02-30` is not), else ''. */
export function validDay(value: string | null | undefined): string {
  if (!value || !DAY.test(value)) return '';
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

/** True when both days are set and the end is before the start (the API would answer 422). */
export function dateRangeReversed({ dateFrom, dateTo }: DateRange): boolean {
  return Boolean(dateFrom && dateTo && dateTo < dateFrom);
}

function readDates(params: URLSearchParams): DateRange {
  return { dateFrom: validDay(params.get('date_from')), dateTo: validDay(params.get('date_to')) };
}

function writeCommon(params: URLSearchParams, filters: DateRange & { search: string; page: number }) {
  if (filters.dateFrom) params.set('date_from', filters.dateFrom);
  if (filters.dateTo) params.set('date_to', filters.dateTo);
  if (filters.search.trim()) params.set('search', filters.search.trim());
}

export function readOrderFilters(params: URLSearchParams): OrderListFilters {
  const sort = `${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`;
  return {
    page: positive(params.get('page')),
    status: oneOf(ORDER_STATUS_CODES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUS_CODES, params.get('payment_status')),
    ...readDates(params),
    search: (params.get('search') ?? '').slice(0, 100),
    sort: (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSortKey) : 'created_at:desc',
  };
}

/** The filters written back to the address; defaults are left out so the plain list has a plain address. */
export function writeOrderFilters(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.paymentStatus) params.set('payment_status', filters.paymentStatus);
  writeCommon(params, filters);
  if (filters.sort !== 'created_at:desc') {
    const [by, order] = filters.sort.split(':');
    params.set('sort_by', by);
    params.set('sort_order', order);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `GET /api/admin/orders.csv`: the list's filters and sorting, every page. */
export function orderFilterQuery(filters: OrderListFilters): Record<string, QueryValue> {
  const [sortBy, sortOrder] = filters.sort.split(':');
  const reversed = dateRangeReversed(filters);
  return {
    status: filters.status || undefined,
    payment_status: filters.paymentStatus || undefined,
    date_from: filters.dateFrom || undefined,
    // A reversed range is shown as a field error and not sent (the API would refuse the whole list).
    date_to: reversed ? undefined : filters.dateTo || undefined,
    search: filters.search.trim() || undefined,
    sort_by: sortBy,
    sort_order: sortOrder,
  };
}

/** `GET /api/admin/orders`: the same with the page. */
export function orderListQuery(filters: OrderListFilters): Record<string, QueryValue> {
  return { ...orderFilterQuery(filters), page: filters.page, per_page: ORDERS_PER_PAGE };
}

export function readPaymentFilters(params: URLSearchParams): PaymentListFilters {
  return {
    page: positive(params.get('page')),
    status: oneOf(PAYMENT_STATUS_CODES, params.get('status')),
    provider: oneOf(PAYMENT_PROVIDER_CODES, params.get('provider')),
    ...readDates(params),
    search: (params.get('search') ?? '').slice(0, 100),
  };
}

export function writePaymentFilters(filters: PaymentListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.provider) params.set('provider', filters.provider);
  writeCommon(params, filters);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function paymentFilterQuery(filters: PaymentListFilters): Record<string, QueryValue> {
  const reversed = dateRangeReversed(filters);
  return {
    status: filters.status || undefined,
    provider: filters.provider || undefined,
    date_from: filters.dateFrom || undefined,
    date_to: reversed ? undefined : filters.dateTo || undefined,
    search: filters.search.trim() || undefined,
  };
}

export function paymentListQuery(filters: PaymentListFilters): Record<string, QueryValue> {
  return { ...paymentFilterQuery(filters), page: filters.page, per_page: PAYMENTS_PER_PAGE };
}

/** How many filters besides the search box are set (the phone's "Filters (2)" button). */
export function activeFilters(filters: OrderListFilters | PaymentListFilters): number {
  const second = 'provider' in filters ? filters.provider : filters.paymentStatus;
  return [filters.status, second, filters.dateFrom, filters.dateTo].filter(Boolean).length;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasFilters(filters: OrderListFilters | PaymentListFilters): boolean {
  return activeFilters(filters) > 0 || filters.search.trim() !== '';
}
