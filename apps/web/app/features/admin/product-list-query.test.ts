import { describe, expect, it } from 'vitest';
import { nextSort, productListQuery, readProductFilters, writeProductFilters } from './product-list-query';

describe('products table state in the address', () => {
  it('reads what it wrote and leaves defaults out of the address', () => {
    const filters = readProductFilters(
      new URLSearchParams('search=torba&category=3&low_stock=true&sort=price&order=asc&page=2'),
    );
    expect(filters).toEqual({
      page: 2,
      search: 'torba',
      category: '3',
      active: '',
      lowStock: true,
      sort: 'price',
      order: 'asc',
    });
    expect(writeProductFilters(filters).toString()).toBe(
      'search=torba&category=3&low_stock=true&sort=price&order=asc&page=2',
    );
    expect(writeProductFilters(readProductFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores values the API would refuse', () => {
    const filters = readProductFilters(new URLSearchParams('sort=hack&order=up&page=-3&category=x&active=maybe'));
    expect(filters).toMatchObject({ sort: 'created_at', order: 'desc', page: 1, category: '', active: '' });
  });

  it('asks the API for exactly the filters that are set', () => {
    const query = productListQuery(readProductFilters(new URLSearchParams('active=false')));
    expect(query).toMatchObject({ page: 1, active: 'false', sort_by: 'created_at', sort_order: 'desc' });
    expect(query.search).toBeUndefined();
    expect(query.low_stock).toBeUndefined();
  });

  it('flips the order of the sorted column and starts a new one ascending', () => {
    const filters = readProductFilters(new URLSearchParams('sort=name&order=asc'));
    expect(nextSort(filters, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort(filters, 'stock')).toEqual({ sort: 'stock', order: 'asc' });
  });
});
