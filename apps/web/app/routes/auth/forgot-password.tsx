import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'forgotPassword');

export default function ForgotPassword() {
  const { t } = useTranslation();
  return <SimplePage page="forgotPassword" parents={[{ label: t('pages.login.title'), to: '/login' }]} />;
}
