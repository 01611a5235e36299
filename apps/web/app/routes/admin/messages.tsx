import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../../features/admin/access';
import { adminMeta } from '../../features/admin/admin-meta';
import { AdminPageHeader, NoAccess } from '../../features/admin/ui';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'messages');

// Scaffold: replaced by the screen of this area.
export default function AdminMessages() {
  const { t } = useTranslation();
  const access = useAdminAccess('inbox');
  if (!access.read) return <NoAccess scope="area" />;
  return <AdminPageHeader title={t('admin.titles.messages')} />;
}
