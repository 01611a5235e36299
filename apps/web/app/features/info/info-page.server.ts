import type { InfoPage, InfoPageResponse, InfoPageSlug } from '@atelier/contracts';
import { type AppLoadContext, data } from 'react-router';
import type { Locale } from '~/i18n/locale';
import { isApiError } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { publicOrigin } from '~/lib/public-origin.server';

/** An information page from `GET /api/pages/{slug}` (FAQ narrowed by `search`); 404 when the API has none. */
export async function fetchInfoPage(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  slug: InfoPageSlug,
  search?: string,
): Promise<InfoPage> {
  try {
    const response = await serverApi(context, request, locale).get<InfoPageResponse>(`/api/pages/${slug}`, {
      query: { search },
    });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The loader of an information page: its content and the origin for canonical links. */
export async function loadInfoPage(context: AppLoadContext, request: Request, locale: Locale, slug: InfoPageSlug) {
  const page = await fetchInfoPage(context, request, locale, slug);
  return { page, origin: publicOrigin(context, request) };
}
