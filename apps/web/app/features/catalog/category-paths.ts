import { type CategoryAddressRef, categoryPath, categorySlug } from '@atelier/contracts/category-address';
import type { Locale } from '~/i18n/locale';

// The address rules live with the contracts (the sitemap uses them too); the pages add finding and matching.
export { CATEGORY_SEGMENT, categoryPath } from '@atelier/contracts/category-address';

export type CategoryRef = CategoryAddressRef & { id: number };

/**
 * The address of a category an API answer names in the page's own language (`{ slug, name }`: a product's
 * category, a suggestion): in English its name is the English one.
 */
export function categoryPathOf(category: { id: number; slug: string; name: string }, locale: Locale): string {
  return categoryPath({ slug: category.slug, name_en: category.name }, locale);
}

/** The category an address names, by its slug in either language (a shared Polish link opened in English too). */
export function findCategoryBySlug<C extends CategoryRef>(categories: readonly C[], slug: string): C | undefined {
  return (
    categories.find((category) => category.slug === slug) ??
    categories.find((category) => categorySlug(category, 'en') === slug)
  );
}

const CATEGORY_ADDRESS = /^\/[a-z]{2}\/(?:kategoria|category)\/([^/?#]+)\/?$/;
const LIST_ADDRESS = /^\/[a-z]{2}\/(?:products\/?$|kategoria\/|category\/)/;

/** The slug of a category address (`/pl/kategoria/portfele` → `portfele`), else null. */
export function categorySlugIn(pathname: string): string | null {
  const match = CATEGORY_ADDRESS.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Whether an address shows the product list: all products or a category's. */
export function isListAddress(pathname: string): boolean {
  return LIST_ADDRESS.test(pathname);
}
