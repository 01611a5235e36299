import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BackLink } from '~/features/admin/content/back-link';
import { BlogPostForm } from '~/features/admin/content/blog-post-form';
import { contentApi } from '~/features/admin/content/content-api';
import { AdminPageHeader, cardClass, LoadFailed, LoadingRows, NoAccess } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { useAuthStore } from '~/features/auth/store';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/blog-post-new';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'newBlogPost');

export default function AdminBlogPostNew() {
  const access = useAdminAccess('content');
  if (!access.write) return <NoAccess scope="area" />;
  return <NewPostPage />;
}

function NewPostPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const author = useAuthStore((state) => state.user?.name ?? '');
  const taxonomy = useAdminData('blog-taxonomy', (signal) => contentApi.taxonomy(signal));
  return (
    <>
      <BackLink locale={locale} path="/blog" label={t('admin.blog.backToList')} />
      <AdminPageHeader title={t('admin.titles.newBlogPost')} description={t('admin.blog.newIntro')} />
      {taxonomy.state === 'ready' ? (
        <BlogPostForm taxonomy={taxonomy.data} canWrite author={author} />
      ) : taxonomy.state === 'failed' ? (
        <LoadFailed onRetry={taxonomy.reload} />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={8} />
        </div>
      )}
    </>
  );
}
