import type { AdminBlogPost } from '@atelier/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from '../access';
import { ConfirmDialog } from '../dialogs';
import { smallButtonClass } from '../ui';
import { contentApi } from './content-api';

/** Deleting a post, after a question. */
export function DeletePost({ post, onDeleted }: { post: AdminBlogPost; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await contentApi.removePost(post.id);
      notify(result.message, 'success');
      onDeleted();
      setOpen(false);
      navigate(adminPath(locale, '/blog'), { replace: true });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="post-delete-title" className="mt-10 rounded-lg border border-bordo/30 p-5 sm:p-6">
      <h2 id="post-delete-title" className="text-xl">
        {t('admin.blog.deleteTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-taupe">{t('admin.blog.deleteIntro')}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${smallButtonClass} mt-4 text-bordo`}>
        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('admin.blog.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t('admin.blog.deleteConfirmTitle', { name: locale === 'en' ? post.title_en : post.title_pl })}
        confirmLabel={t('admin.blog.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        <p>{t('admin.blog.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}
