import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { PagesScreen } from '~/features/admin/content/pages-screen';
import { NoAccess } from '~/features/admin/ui';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'pages');

export default function AdminPages() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <PagesScreen canWrite={access.write} />;
}
