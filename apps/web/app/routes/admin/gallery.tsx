import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { GalleryScreen } from '~/features/admin/content/gallery-screen';
import { NoAccess } from '~/features/admin/ui';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'gallery');

export default function AdminGallery() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <GalleryScreen canWrite={access.write} />;
}
