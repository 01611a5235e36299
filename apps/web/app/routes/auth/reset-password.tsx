import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'resetPassword');

export default function ResetPassword() {
  const { t } = useTranslation();
  return <SimplePage page="resetPassword" parents={[{ label: t('pages.login.title'), to: '/login' }]} />;
}
