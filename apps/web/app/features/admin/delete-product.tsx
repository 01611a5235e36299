import type { AdminProduct } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { adminApi } from './admin-api';
import { DeletePanel } from './delete-panel';

/** Deleting: the server hides a product that was ever ordered and removes one nobody ordered. */
export function DeleteProduct({ product, onDeleted }: { product: AdminProduct; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DeletePanel
      id="pf-delete-title"
      words={{
        title: t('admin.form.deleteTitle'),
        intro: t('admin.form.deleteIntro'),
        button: t('admin.form.delete'),
        confirmTitle: t('admin.form.deleteConfirmTitle', { name: locale === 'en' ? product.name_en : product.name_pl }),
        confirm: t('admin.form.deleteConfirm'),
      }}
      explanation={
        <>
          <p>{t('admin.form.deleteExplainOrdered')}</p>
          <p>{t('admin.form.deleteExplainNew')}</p>
          <p>{t('admin.form.deleteExplainHide')}</p>
        </>
      }
      remove={() => adminApi.removeProduct(product.id)}
      listPath="/products"
      onDeleted={onDeleted}
    />
  );
}
