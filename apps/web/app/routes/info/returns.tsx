import { useLoaderData } from 'react-router';
import { InfoArticle } from '~/features/info/info-article';
import { infoPageMeta } from '~/features/info/info-meta';
import { loadInfoPage } from '~/features/info/info-page.server';
import { WithdrawalFormBox } from '~/features/returns/withdrawal-form-link';
import { toLocale } from '~/i18n/locale';
import type { Route } from './+types/returns';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInfoPage(context, request, toLocale(params.locale), 'returns');
}

export const meta: Route.MetaFunction = ({ params, data }) => infoPageMeta(params.locale, 'returns', '/returns', data);

export default function Returns() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <InfoArticle pageKey="returns" page={page}>
      <WithdrawalFormBox />
    </InfoArticle>
  );
}
