import type { SuggestResponse } from '@atelier/contracts';
import { categoryPathOf } from '~/features/catalog/category-paths';
import type { Locale } from '~/i18n/locale';

export type Suggestions = SuggestResponse['data'];

/** docs/product-rules.md#catalogue: suggestions follow typing after a short pause, shorter than the list's. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer letters than this suggest nothing (one letter matches almost everything). */
export const SUGGEST_MIN_LENGTH = 2;

/** One row of the suggestion list: what the keyboard moves over and Enter opens. */
export type SuggestOption =
  | { kind: 'category'; id: string; path: string; category: Suggestions['categories'][number] }
  | { kind: 'product'; id: string; path: string; product: Suggestions['products'][number] }
  | { kind: 'all'; id: string; path: string; total: number };

/** Paths inside the locale (`/products?…`); the caller prefixes the language. */
export function suggestOptions(query: string, suggestions: Suggestions | null, locale: Locale = 'pl'): SuggestOption[] {
  if (!suggestions || !query.trim()) return [];
  const search = `/products?${new URLSearchParams({ search: query.trim() })}`;
  return [
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      id: `suggest-category-${category.id}`,
      path: categoryPathOf(category, locale),
      category,
    })),
    ...suggestions.products.map((product) => ({
      kind: 'product' as const,
      id: `suggest-product-${product.id}`,
      path: `/products/${product.slug || product.id}`,
      product,
    })),
    ...(suggestions.total > 0
      ? [{ kind: 'all' as const, id: 'suggest-all', path: search, total: suggestions.total }]
      : []),
  ];
}

/**
 * The option the arrow keys move to: down from the field goes to the first, up to the last, and past either end
 * back to the field (-1), as in the combobox pattern of the ARIA Authoring Practices.
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? -1 : active + 1;
  if (active === -1) return count - 1;
  return active - 1;
}

/** Whether a query is worth asking about: at least two letters or digits. */
export function suggestable(query: string): boolean {
  return query.replace(/[^\p{L}\p{N}]/gu, '').length >= SUGGEST_MIN_LENGTH;
}
