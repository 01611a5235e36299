import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BlogPostsScreen } from '~/features/admin/content/blog-posts-screen';
import { NoAccess } from '~/features/admin/ui';
import type { Route } from './+types/blog-posts';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'blogPosts');

export default function AdminBlogPosts() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <BlogPostsScreen canWrite={access.write} />;
}
