import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-callback';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'oauthCallback');

export default function OAuthCallback() {
  const { t } = useTranslation();
  return <SimplePage page="oauthCallback" parents={[{ label: t('pages.login.title'), to: '/login' }]} />;
}
