import type { AdminBlogPost } from '@atelier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BackLink } from '~/features/admin/content/back-link';
import { BlogPostForm } from '~/features/admin/content/blog-post-form';
import { contentApi } from '~/features/admin/content/content-api';
import { AdminPageHeader, cardClass, LoadFailed, LoadingRows, NoAccess } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/blog-post-edit';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'editBlogPost');

export default function AdminBlogPostEdit() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <EditPostPage canWrite={access.write} />;
}

function EditPostPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const data = useAdminData(`blog-post-${id}`, async (signal) => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('bad id');
    const [post, taxonomy] = await Promise.all([contentApi.post(id, signal), contentApi.taxonomy(signal)]);
    return { post: post.data, taxonomy };
  });
  // The header follows saves made in the form (a changed title or address).
  const [savedPost, setSavedPost] = useState<AdminBlogPost | null>(null);

  if (data.state === 'failed' && (data.status === 404 || data.status === -1) && !data.data) {
    return (
      <>
        <BackLink locale={locale} path="/blog" label={t('admin.blog.backToList')} />
        <AdminPageHeader title={t('admin.blog.notFound')} description={t('admin.blog.notFoundHint')} />
      </>
    );
  }
  const current = savedPost ?? data.data?.post;
  return (
    <>
      <BackLink locale={locale} path="/blog" label={t('admin.blog.backToList')} />
      <AdminPageHeader
        title={current ? (locale === 'en' ? current.title_en : current.title_pl) : t('admin.titles.editBlogPost')}
        description={current ? `/${locale}/blog/${current.slug}` : undefined}
      />
      {data.data && data.state !== 'loading' ? (
        <BlogPostForm
          key={`${data.data.post.id}-${data.data.post.updated_at}`}
          post={data.data.post}
          taxonomy={data.data.taxonomy}
          canWrite={canWrite}
          author={data.data.post.author}
          onReload={() => {
            setSavedPost(null);
            data.reload();
          }}
          onSaved={setSavedPost}
        />
      ) : data.state === 'failed' ? (
        <LoadFailed onRetry={data.reload} />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={8} />
        </div>
      )}
    </>
  );
}
