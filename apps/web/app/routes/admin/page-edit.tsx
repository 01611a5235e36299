import type { AdminPage } from '@atelier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BackLink } from '~/features/admin/content/back-link';
import { contentApi } from '~/features/admin/content/content-api';
import { PageForm } from '~/features/admin/content/page-form';
import { AdminPageHeader, cardClass, LoadFailed, LoadingRows, NoAccess } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/page-edit';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'editPage');

export default function AdminPageEdit() {
  const access = useAdminAccess('content');
  if (!access.read) return <NoAccess scope="area" />;
  return <EditPage canWrite={access.write} />;
}

function EditPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The page's slug is its address in the panel: /admin/pages/returns.
  const slug = useParams().id ?? '';
  const page = useAdminData(`page-${slug}`, (signal) => contentApi.page(slug, signal));
  const [savedPage, setSavedPage] = useState<AdminPage | null>(null);

  if (page.state === 'failed' && page.status === 404) {
    return (
      <>
        <BackLink locale={locale} path="/pages" label={t('admin.pages.backToList')} />
        <AdminPageHeader title={t('admin.pages.notFound')} description={t('admin.pages.notFoundHint')} />
      </>
    );
  }
  const current = savedPage ?? page.data?.data;
  return (
    <>
      <BackLink locale={locale} path="/pages" label={t('admin.pages.backToList')} />
      <AdminPageHeader
        title={current ? (locale === 'en' ? current.title_en : current.title_pl) : t('admin.titles.editPage')}
        description={current ? `/${locale}/${current.slug}` : undefined}
      />
      {page.data && page.state !== 'loading' ? (
        <PageForm
          key={`${page.data.data.slug}-${page.data.data.updated_at}`}
          page={page.data.data}
          canWrite={canWrite}
          onSaved={setSavedPage}
          onReload={() => {
            setSavedPage(null);
            page.reload();
          }}
        />
      ) : page.state === 'failed' ? (
        <LoadFailed onRetry={page.reload} />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={8} />
        </div>
      )}
    </>
  );
}
