import { useRouteLoaderData } from 'react-router';

export type MenuCategory = { id: number; slug: string; name: string; name_en: string };

/** The categories the header and the phone menu list, loaded once per language by the locale layout. */
export function useMenuCategories(): MenuCategory[] {
  const data = useRouteLoaderData('routes/locale-layout') as { categories?: MenuCategory[] } | undefined;
  return data?.categories ?? [];
}
