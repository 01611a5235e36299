import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BannersScreen } from '~/features/admin/content/banners-screen';
import { NoAccess } from '~/features/admin/ui';
import type { Route } from './+types/banners';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'banners');

export default function AdminBanners() {
  const access = useAdminAccess('marketing');
  if (!access.read) return <NoAccess scope="area" />;
  return <BannersScreen canWrite={access.write} />;
}
