import type { AdminBlogPost } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { DeletePanel } from '../delete-panel';
import { contentApi } from './content-api';

/** Deleting a post, after a question. */
export function DeletePost({ post, onDeleted }: { post: AdminBlogPost; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DeletePanel
      id="post-delete-title"
      words={{
        title: t('admin.blog.deleteTitle'),
        intro: t('admin.blog.deleteIntro'),
        button: t('admin.blog.delete'),
        confirmTitle: t('admin.blog.deleteConfirmTitle', { name: locale === 'en' ? post.title_en : post.title_pl }),
        confirm: t('admin.blog.deleteConfirm'),
      }}
      explanation={<p>{t('admin.blog.deleteText')}</p>}
      remove={() => contentApi.removePost(post.id)}
      listPath="/blog"
      onDeleted={onDeleted}
    />
  );
}
