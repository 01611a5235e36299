import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminAccess } from '~/features/admin/access';
import { adminApi } from '~/features/admin/admin-api';
import { adminMeta } from '~/features/admin/admin-meta';
import { BackToProducts, useCatalogueVocabulary } from '~/features/admin/catalogue-vocabulary';
import { ProductForm } from '~/features/admin/product-form';
import { AdminPageHeader, cardClass, LoadFailed, LoadingRows, NoAccess, smallButtonClass } from '~/features/admin/ui';
import { useAdminData } from '~/features/admin/use-admin-data';
import { useLocale } from '~/i18n/hooks';
import type { Route } from './+types/product-edit';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'editProduct');

export default function EditProduct() {
  const access = useAdminAccess('catalogue');
  if (!access.read) return <NoAccess scope="area" />;
  return <EditProductPage canWrite={access.write} />;
}

function EditProductPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const product = useAdminData(`product-${id}`, (signal) =>
    Number.isInteger(id) && id > 0 ? adminApi.product(id, signal) : Promise.reject(new Error('bad id')),
  );
  const vocabulary = useCatalogueVocabulary();

  if (product.state === 'failed' && product.status === 404) {
    return (
      <>
        <BackToProducts locale={locale} label={t('admin.products.backToList')} />
        <AdminPageHeader title={t('admin.form.notFound')} description={t('admin.form.notFoundHint')} />
      </>
    );
  }
  const current = product.data?.data;
  const failed = !(current && vocabulary.data) && (product.state === 'failed' || vocabulary.state === 'failed');
  const name = current ? (locale === 'en' ? current.name_en : current.name_pl) : '';

  return (
    <>
      <BackToProducts locale={locale} label={t('admin.products.backToList')} />
      <AdminPageHeader
        title={current ? name : canWrite ? t('admin.titles.editProduct') : t('admin.titles.viewProduct')}
        description={current ? `${current.sku} · /${locale}/products/${current.slug}` : undefined}
        actions={
          current && (
            <a href={`/${locale}/products/${current.slug}`} target="_blank" rel="noopener" className={smallButtonClass}>
              <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.form.viewInShop')}
            </a>
          )
        }
      />
      {current && vocabulary.data ? (
        <ProductForm
          key={current.id}
          product={current}
          categories={vocabulary.data.categories}
          attributes={vocabulary.data.attributes}
          kinds={vocabulary.data.kinds}
          canWrite={canWrite}
          onSaved={product.reload}
        />
      ) : failed ? (
        <LoadFailed
          onRetry={() => {
            product.reload();
            vocabulary.reload();
          }}
        />
      ) : (
        <div className={cardClass}>
          <LoadingRows rows={8} />
        </div>
      )}
    </>
  );
}
