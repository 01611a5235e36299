import { useCallback } from 'react';
import { useParams } from 'react-router';
import { type Locale, localePath, toLocale } from './locale';

/** The locale of the current route (the first path segment), Polish when absent or unknown. */
export function useLocale(): Locale {
  return toLocale(useParams().locale);
}

/** Builds links inside the current locale: `to('/products')` → `/pl/products`. */
export function useLocalePath(): (path?: string) => string {
  const locale = useLocale();
  return useCallback((path = '') => localePath(locale, path), [locale]);
}
