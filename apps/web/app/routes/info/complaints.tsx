import { useLoaderData } from 'react-router';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/complaints';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'complaints');
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  infoPageMeta(params.locale, 'complaints', '/complaints', data);

export default function Complaints() {
  const { page } = useLoaderData<typeof loader>();
  return <InfoArticle pageKey="complaints" page={page} />;
}
