import type { AdminProduct } from '@atelier/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '~/i18n/hooks';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { adminPath } from './access';
import { adminApi } from './admin-api';
import { ConfirmDialog } from './dialogs';
import { smallButtonClass } from './ui';

/** Deleting: the server hides a product that was ever ordered and removes one nobody ordered. */
export function DeleteProduct({ product, onDeleted }: { product: AdminProduct; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await adminApi.removeProduct(product.id);
      notify(result.message, 'success');
      onDeleted();
      setOpen(false);
      navigate(adminPath(locale, '/products'), { replace: true });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pf-delete-title" className="mt-10 rounded-lg border border-bordo/30 p-5 sm:p-6">
      <h2 id="pf-delete-title" className="text-xl">
        {t('admin.form.deleteTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-taupe">{t('admin.form.deleteIntro')}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${smallButtonClass} mt-4 text-bordo`}>
        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('admin.form.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t('admin.form.deleteConfirmTitle', { name: locale === 'en' ? product.name_en : product.name_pl })}
        confirmLabel={t('admin.form.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        <p>{t('admin.form.deleteExplainOrdered')}</p>
        <p>{t('admin.form.deleteExplainNew')}</p>
        <p>{t('admin.form.deleteExplainHide')}</p>
      </ConfirmDialog>
    </section>
  );
}
