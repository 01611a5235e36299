import * as contract from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeChips,
  activeFilterCount,
  type CatalogFilters,
  COLOUR_CODES,
  clearFilters,
  EMPTY_FILTERS,
  facetOptions,
  filtersSearch,
  GENDER_CODES,
  parseFilters,
  parsePriceInput,
  removeChip,
  SORT_FIELDS,
  STATUS_CODES,
  STYLE_CODES,
  serializeFilters,
  sortFor,
  sortKey,
  sortOptions,
  toApiQuery,
  toggleValue,
  updateFilters,
} from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('the canonical codes', () => {
  it('match the API contract', () => {
    expect([...COLOUR_CODES]).toEqual([...contract.COLOUR_CODES]);
    expect([...STYLE_CODES]).toEqual([...contract.STYLE_CODES]);
    expect([...GENDER_CODES]).toEqual([...contract.GENDER_CODES]);
    expect([...STATUS_CODES]).toEqual([...contract.STATUS_CODES]);
    expect([...SORT_FIELDS]).toEqual([...contract.SORT_FIELDS]);
  });
});

describe('parseFilters', () => {
  it('reads an empty query as the defaults', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads every filter, the sort, the page and the view', () => {
    expect(
      parse(
        'category=3&search=%20portfel%20&min_price=100&max_price=499.5&gender=women&colors=black,brown&sizes=M,95&styles=classic&status=sale&sort_by=base_price&sort_order=desc&page=2&view=list',
      ),
    ).toEqual({
      category: 3,
      search: 'portfel',
      minPrice: 100,
      maxPrice: 499.5,
      gender: ['women'],
      colors: ['black', 'brown'],
      sizes: ['M', '95'],
      styles: ['classic'],
      status: ['sale'],
      sort: { by: 'base_price', order: 'desc' },
      page: 2,
      view: 'list',
    });
  });

  it('accepts repeated keys, drops unknown codes and duplicates', () => {
    expect(parse('colors=black&colors=brown,pink&colors=black').colors).toEqual(['black', 'brown']);
    expect(parse('status=in_stock,whatever').status).toEqual(['in_stock']);
  });

  it('reads sizes as the shop names them, dropping what cannot be one', () => {
    expect(parse('sizes=M&sizes=L,M,%20XL%20').sizes).toEqual(['M', 'L', 'XL']);
    expect(parse('sizes=95,100').sizes).toEqual(['95', '100']);
    expect(parse(`sizes=${'x'.repeat(30)},<b>,,S`).sizes).toEqual(['S']);
    expect(toApiQuery(parse('sizes=M,L'), 'pl').sizes).toEqual(['M', 'L']);
    expect(filtersSearch({ ...EMPTY_FILTERS, sizes: ['M', 'L'] })).toBe('?sizes=M%2CL');
  });

  it('ignores malformed numbers instead of failing the page', () => {
    const filters = parse('category=abc&page=-2&min_price=cheap&max_price=-5');
    expect(filters.category).toBeNull();
    // An id past PostgreSQL's integer names no category (the API would refuse it).
    expect(parse('category=2147483648').category).toBeNull();
    expect(parse('category=2147483647').category).toBe(2147483647);
    expect(filters.page).toBe(1);
    expect(filters.minPrice).toBeNull();
    expect(filters.maxPrice).toBeNull();
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
  });

  it('swaps a price range given the wrong way round and accepts a decimal comma', () => {
    const filters = parse('min_price=500&max_price=100');
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 500]);
    expect(parse('min_price=99,5').minPrice).toBe(99.5);
  });

  it('gives a sort named without its direction the natural one', () => {
    expect(parse('sort_by=base_price').sort).toEqual({ by: 'base_price', order: 'asc' });
    expect(parse('sort_by=created_at').sort).toEqual({ by: 'created_at', order: 'desc' });
    expect(parse('sort_by=popularity').sort).toEqual({ by: 'popularity', order: 'desc' });
    expect(parse('sort_by=random&sort_order=asc').sort).toEqual({ by: 'created_at', order: 'asc' });
  });

  it('trims and caps the search', () => {
    expect(parse('search=%20%20').search).toBe('');
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('serializeFilters', () => {
  it('leaves out every default', () => {
    expect(filtersSearch(EMPTY_FILTERS)).toBe('');
  });

  it('round-trips through the query string', () => {
    const filters: CatalogFilters = {
      category: 4,
      search: 'portfel skórzany',
      minPrice: 50,
      maxPrice: 300.25,
      gender: ['men', 'unisex'],
      colors: ['black'],
      sizes: ['S', '90'],
      styles: ['classic', 'elegant'],
      status: ['in_stock'],
      sort: { by: 'base_price', order: 'asc' },
      page: 3,
      view: 'list',
    };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
  });

  it('writes comma lists in a stable order', () => {
    const search = filtersSearch({ ...EMPTY_FILTERS, colors: ['black', 'brown'], category: 2, page: 2 });
    expect(search).toBe('?category=2&colors=black%2Cbrown&page=2');
  });
});

describe('changes', () => {
  const onPage3 = { ...EMPTY_FILTERS, page: 3 };

  it('return to page 1 on any filter, search, category or sort change', () => {
    expect(updateFilters(onPage3, { search: 'pasek' }).page).toBe(1);
    expect(updateFilters(onPage3, { category: 2 }).page).toBe(1);
    expect(updateFilters(onPage3, { sort: sortFor('priceAsc') }).page).toBe(1);
    expect(updateFilters(onPage3, { minPrice: 10 }).page).toBe(1);
    expect(toggleValue(onPage3, 'colors', 'black').page).toBe(1);
  });

  it('keep the page when only the page or the view changes', () => {
    expect(updateFilters(onPage3, { view: 'list' }).page).toBe(3);
    expect(updateFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('toggle one value of a multi-value filter', () => {
    const once = toggleValue(EMPTY_FILTERS, 'colors', 'black');
    expect(once.colors).toEqual(['black']);
    expect(toggleValue(once, 'colors', 'brown').colors).toEqual(['black', 'brown']);
    expect(toggleValue(once, 'colors', 'black').colors).toEqual([]);
  });

  it('clear everything but the sort and the view', () => {
    const busy = parse('category=1&search=a&colors=black&min_price=5&sort_by=base_price&view=list&page=2');
    expect(clearFilters(busy)).toEqual({ ...EMPTY_FILTERS, sort: busy.sort, view: 'list' });
  });
});

describe('the sort menu', () => {
  it('offers newest, price both ways, popularity and rating, and relevance first while searching', () => {
    expect(sortOptions(EMPTY_FILTERS)).toEqual(['newest', 'priceAsc', 'priceDesc', 'popular', 'rating']);
    const searching = parse('search=portfel');
    expect(sortOptions(searching)).toEqual(['relevance', 'newest', 'priceAsc', 'priceDesc', 'popular', 'rating']);
    // A shared link's order the menu does not list is still shown as the current one.
    expect(sortOptions(parse('sort_by=name&sort_order=desc'))).toContain('nameDesc');
  });

  it('orders a search by relevance unless the shopper chose otherwise, and keeps the default out of the address', () => {
    const searching = parse('search=portfel');
    expect(sortKey(searching.sort)).toBe('relevance');
    expect(filtersSearch(searching)).toBe('?search=portfel');
    const started = updateFilters(EMPTY_FILTERS, { search: 'pasek' });
    expect(sortKey(started.sort)).toBe('relevance');
    expect(sortKey(updateFilters(started, { search: '' }).sort)).toBe('newest');
    // A chosen order survives a new search and its end.
    const cheapest = updateFilters(EMPTY_FILTERS, { sort: sortFor('priceAsc') });
    expect(sortKey(updateFilters(cheapest, { search: 'pasek' }).sort)).toBe('priceAsc');
    const newestWhileSearching = updateFilters(started, { sort: sortFor('newest') });
    expect(filtersSearch(newestWhileSearching)).toBe('?search=pasek&sort_by=created_at&sort_order=desc');
    expect(parse('search=pasek&sort_by=created_at&sort_order=desc').sort).toEqual(sortFor('newest'));
  });

  it('asks the API for the chosen order', () => {
    const query = toApiQuery(updateFilters(EMPTY_FILTERS, { sort: sortFor('rating') }), 'pl');
    expect([query.sort_by, query.sort_order]).toEqual(['rating', 'desc']);
    expect(toApiQuery(parse('search=portfel'), 'pl').sort_by).toBe('relevance');
  });
});

describe('active filters', () => {
  const filters = parse('category=2&search=torba&min_price=100&colors=black,brown&styles=classic');

  it('count each chosen value once and a price range once', () => {
    expect(activeFilterCount(filters)).toBe(4);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(parse('min_price=1&max_price=2'))).toBe(1);
  });

  it('become removable chips', () => {
    const chips = activeChips(filters);
    expect(chips).toEqual([
      { kind: 'search', value: 'torba' },
      { kind: 'category', value: 2 },
      { kind: 'price', min: 100, max: null },
      { kind: 'colors', value: 'black' },
      { kind: 'colors', value: 'brown' },
      { kind: 'styles', value: 'classic' },
    ]);
    expect(removeChip(filters, chips[3]).colors).toEqual(['brown']);
    expect(removeChip(filters, chips[2]).minPrice).toBeNull();
    expect(removeChip(filters, chips[1]).category).toBeNull();
    expect(removeChip(filters, chips[0]).search).toBe('');
  });
});

describe('toApiQuery', () => {
  it('names the first version’s API parameters with 12 products a page', () => {
    expect(toApiQuery(parse('category=2&colors=black,brown&min_price=10&page=2&search=%20x%20'), 'en')).toEqual({
      page: 2,
      per_page: 12,
      // A search without a chosen order asks for the best matches first.
      sort_by: 'relevance',
      sort_order: 'desc',
      locale: 'en',
      search: 'x',
      category_id: 2,
      min_price: 10,
      max_price: undefined,
      gender: [],
      colors: ['black', 'brown'],
      sizes: [],
      styles: [],
      status: [],
    });
  });

  it('sends no search when it is empty', () => {
    expect(toApiQuery(EMPTY_FILTERS, 'pl').search).toBeUndefined();
  });
});

describe('facetOptions', () => {
  it('keeps chosen values that no longer occur, with a count of 0', () => {
    const options = facetOptions([{ value: 'black', label: 'Czarny', count: 3 }], ['black', 'red'], (code) =>
      code.toUpperCase(),
    );
    expect(options).toEqual([
      { value: 'black', label: 'Czarny', count: 3 },
      { value: 'red', label: 'RED', count: 0 },
    ]);
  });
});

describe('parsePriceInput', () => {
  it('reads empty as no bound and rejects nonsense', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput(' 120 ')).toBe(120);
    expect(parsePriceInput('12,5')).toBe(12.5);
    expect(parsePriceInput('abc')).toBeNull();
    expect(parsePriceInput('-3')).toBeNull();
  });
});
