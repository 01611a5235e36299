import type { InfoPage } from '@atelier/contracts';
import type { MetaDescriptor } from 'react-router';
import { translator } from '~/i18n/i18n';
import { toLocale } from '~/i18n/locale';
import { metaTags, type PageKey, SITE } from '~/lib/meta';

/**
 * Meta tags of an information page: the title as the menus name it, the API's description (its figures
 * filled in from the shop facts), and the canonical address — `/regulamin` points at `/store-regulations`.
 */
export function infoPageMeta(
  localeParam: string | undefined,
  key: PageKey,
  path: string,
  loaderData: { page: InfoPage; origin: string } | undefined,
): MetaDescriptor[] {
  const locale = toLocale(localeParam);
  const t = translator(locale);
  const title = `${t(`pages.${key}.title`)} | ${SITE}`;
  if (!loaderData) return [{ title }, { name: 'robots', content: 'noindex' }];
  return metaTags(locale, title, loaderData.page.description || t(`pages.${key}.description`), {
    origin: loaderData.origin,
    path,
  });
}
