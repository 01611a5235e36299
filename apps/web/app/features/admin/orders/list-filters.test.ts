import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  dateRangeReversed,
  hasFilters,
  orderFilterQuery,
  orderListQuery,
  paymentListQuery,
  readOrderFilters,
  readPaymentFilters,
  validDay,
  writeOrderFilters,
  writePaymentFilters,
} from './list-filters';

describe('order list filters in the address', () => {
  it('reads what it wrote, with the API parameter names, and leaves defaults out', () => {
    const address =
      'status=in_preparation&payment_status=paid&date_from=2026-11-01&date_to=2026-11-30&search=LB-2026&sort_by=total&sort_order=asc&page=3';
    const filters = readOrderFilters(new URLSearchParams(address));
    expect(filters).toEqual({
      page: 3,
      status: 'in_preparation',
      paymentStatus: 'paid',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      search: 'LB-2026',
      sort: 'total:asc',
    });
    expect(writeOrderFilters(filters).toString()).toBe(address);
    expect(writeOrderFilters(readOrderFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('drops values the API would refuse instead of failing the whole list', () => {
    const filters = readOrderFilters(
      new URLSearchParams(
        'status=lost&payment_status=maybe&date_from=2026-02-30&date_to=yesterday&sort_by=name&page=-1',
      ),
    );
    expect(filters).toMatchObject({
      page: 1,
      status: '',
      paymentStatus: '',
      dateFrom: '',
      dateTo: '',
      sort: 'created_at:desc',
    });
    expect(hasFilters(filters)).toBe(false);
  });

  it('asks the API for the set filters, the page and the sorting; the CSV gets every page', () => {
    const filters = readOrderFilters(new URLSearchParams('payment_status=refunded&search=%20anna%20&page=2'));
    expect(orderListQuery(filters)).toEqual({
      status: undefined,
      payment_status: 'refunded',
      date_from: undefined,
      date_to: undefined,
      search: 'anna',
      sort_by: 'created_at',
      sort_order: 'desc',
      page: 2,
      per_page: 20,
    });
    expect(orderFilterQuery(filters)).not.toHaveProperty('page');
    expect(hasFilters(filters)).toBe(true);
    // The phone's filter button counts what is folded away; the search box stays in sight.
    expect(activeFilters(filters)).toBe(1);
    expect(activeFilters(readOrderFilters(new URLSearchParams('search=anna')))).toBe(0);
  });

  it('does not send a reversed date range, which the API answers with 422', () => {
    const filters = readOrderFilters(new URLSearchParams('date_from=2026-11-05&date_to=2026-11-01'));
    expect(dateRangeReversed(filters)).toBe(true);
    expect(orderListQuery(filters)).toMatchObject({ date_from: '2026-11-05', date_to: undefined });
    expect(dateRangeReversed({ dateFrom: '2026-11-01', dateTo: '2026-11-01' })).toBe(false);
    expect(dateRangeReversed({ dateFrom: '', dateTo: '2026-11-01' })).toBe(false);
  });

  it('accepts only real calendar days', () => {
    expect(validDay('2028-02-29')).toBe('2028-02-29');
    expect(validDay('2026-02-29')).toBe('');
    expect(validDay('2026-1-5')).toBe('');
    expect(validDay(null)).toBe('');
  });
});

describe('payment list filters in the address', () => {
  it('reads and writes status, provider, dates and search', () => {
    const address = 'status=refunded&provider=przelewy24&date_from=2026-11-01&search=sesja&page=2';
    const filters = readPaymentFilters(new URLSearchParams(address));
    expect(filters).toEqual({
      page: 2,
      status: 'refunded',
      provider: 'przelewy24',
      dateFrom: '2026-11-01',
      dateTo: '',
      search: 'sesja',
    });
    expect(writePaymentFilters(filters).toString()).toBe(address);
    expect(paymentListQuery(filters)).toEqual({
      status: 'refunded',
      provider: 'przelewy24',
      date_from: '2026-11-01',
      date_to: undefined,
      search: 'sesja',
      page: 2,
      per_page: 20,
    });
    expect(readPaymentFilters(new URLSearchParams('provider=paypal')).provider).toBe('');
    expect(hasFilters(readPaymentFilters(new URLSearchParams('provider=demo')))).toBe(true);
  });
});
