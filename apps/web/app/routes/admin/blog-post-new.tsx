import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../../features/admin/access';
import { adminMeta } from '../../features/admin/admin-meta';
import { AdminPageHeader, NoAccess } from '../../features/admin/ui';
import type { Route } from './+types/blog-post-new';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'newBlogPost');

// Scaffold: replaced by the screen of this area.
export default function AdminBlogPostNew() {
  const { t } = useTranslation();
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <AdminPageHeader title={t('admin.titles.newBlogPost')} />;
}
