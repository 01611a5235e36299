import { useLoaderData } from 'react-router';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { WithdrawalFormBox } from '~/features/returns/withdrawal-form-link';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/store-regulations';

// Also served at /pl/regulamin (routes.ts); both name /store-regulations as the canonical address.

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'store-regulations');
}

export const meta: Route.MetaFunction = ({ params, data }) =>
  infoPageMeta(params.locale, 'storeRegulations', '/store-regulations', data);

export default function StoreRegulations() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <InfoArticle pageKey="storeRegulations" page={page}>
      <WithdrawalFormBox />
    </InfoArticle>
  );
}
