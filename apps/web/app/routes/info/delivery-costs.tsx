import { useLoaderData } from 'react-router';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/delivery-costs';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'delivery-costs');
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  infoPageMeta(params.locale, 'deliveryCosts', '/delivery-costs', data);

export default function DeliveryCosts() {
  const { page } = useLoaderData<typeof loader>();
  return <InfoArticle pageKey="deliveryCosts" page={page} />;
}
