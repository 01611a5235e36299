/*
 * Readable category addresses in each language (docs/product-rules.md#addresses-and-languages):
 * /pl/kategoria/portfele and /en/category/wallets. The Polish one uses the category's slug; the English one is
 * made from its English name. Shared by the pages, which route and link them, and the sitemap. No zod here, so
 * the browser bundle can import it (`@atelier/contracts/category-address`).
 */

/** Words as an address segment: "Torby na ramię" → "torby-na-ramie" (Polish letters folded, at most 80 characters). */
export function slugFromWords(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export type CategoryAddressRef = { slug: string; name_en: string };

/** The path segment naming categories in each language. */
export const CATEGORY_SEGMENT = { pl: 'kategoria', en: 'category' } as const;

export function categorySlug(category: CategoryAddressRef, locale: 'pl' | 'en'): string {
  return locale === 'en' ? slugFromWords(category.name_en) || category.slug : category.slug;
}

/** `/kategoria/portfele` — the path inside the locale. */
export function categoryPath(category: CategoryAddressRef, locale: 'pl' | 'en'): string {
  return `/${CATEGORY_SEGMENT[locale]}/${encodeURIComponent(categorySlug(category, locale))}`;
}
