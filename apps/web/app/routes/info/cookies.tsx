import { useLoaderData } from 'react-router';
import { ConsentSettings } from '~/features/consent/consent-settings';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/cookies';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'cookies');
}

export const meta: Route.MetaFunction = ({ params, data }) => infoPageMeta(params.locale, 'cookies', '/cookies', data);

/** The cookie policy, with the settings form to change the choice at any time (docs/product-rules.md#legal). */
export default function Cookies() {
  const { page } = useLoaderData<typeof loader>();
  return <InfoArticle pageKey="cookies" page={page} lead={<ConsentSettings className="mb-12" />} />;
}
