import { Link } from 'react-router';
import { adminPath } from './access';
import { adminApi } from './admin-api';
import { useAdminData } from './use-admin-data';

/** Categories, filter values and product kinds the form offers; loaded together. */
export function useCatalogueVocabulary() {
  return useAdminData('vocabulary', async (signal) => {
    const [categories, attributes] = await Promise.all([adminApi.categories(signal), adminApi.attributes(signal)]);
    return { categories: categories.data, attributes: attributes.data, kinds: attributes.product_kinds };
  });
}

export function BackToProducts({ locale, label }: { locale: string; label: string }) {
  return (
    <Link
      to={adminPath(locale, '/products')}
      className="mb-3 inline-flex min-h-11 items-center text-sm text-cognac underline-offset-4 hover:underline"
    >
      ← {label}
    </Link>
  );
}
