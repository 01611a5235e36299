import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { BackToProducts, useCatalogueVocabulary } from '~/features/admin/catalogue-vocabulary';
import { ProductForm } from '~/features/admin/product-form';
import { AdminPageHeader, cardClass, LoadFailed, LoadingRows, NoAccess } from '~/features/admin/ui';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'newProduct');

export default function NewProduct() {
  const access = useAdminAccess('catalogue');
  if (!access.write) return <NoAccess scope="area" />;
  return <NewProductPage />;
}

function NewProductPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const vocabulary = useCatalogueVocabulary();
  return (
    <>
      <BackToProducts locale={locale} label={t('admin.products.backToList')} />
      <AdminPageHeader title={t('admin.titles.newProduct')} description={t('admin.form.newIntro')} />
      {vocabulary.state === 'ready' ? (
        <ProductForm
          categories={vocabulary.data.categories}
          attributes={vocabulary.data.attributes}
          kinds={vocabulary.data.kinds}
          canWrite
        />
      ) : vocabulary.state === 'failed' ? (
        <LoadFailed onRetry={vocabulary.reload} />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={8} />
        </div>
      )}
    </>
  );
}
