import { useLoaderData } from 'react-router';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/privacy-policy';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'privacy-policy');
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  infoPageMeta(params.locale, 'privacyPolicy', '/privacy-policy', data);

export default function PrivacyPolicy() {
  const { page } = useLoaderData<typeof loader>();
  return <InfoArticle pageKey="privacyPolicy" page={page} />;
}
