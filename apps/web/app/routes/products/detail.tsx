import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/detail';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'productDetail');

export default function ProductDetail() {
  const { t } = useTranslation();
  return (
    <SimplePage page="productDetail" parents={[{ label: t('pages.products.title'), to: '/products' }]}>
      <div aria-busy="true" className="grid gap-8 lg:grid-cols-2 lg:gap-16">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-sm bg-sand" />
        <div aria-hidden="true" className="flex flex-col gap-4">
          <div className="h-9 w-3/4 animate-pulse rounded-sm bg-sand" />
          <div className="h-7 w-1/4 animate-pulse rounded-sm bg-sand" />
          <div className="mt-6 h-4 w-full animate-pulse rounded-sm bg-sand" />
          <div className="h-4 w-5/6 animate-pulse rounded-sm bg-sand" />
          <div className="h-4 w-2/3 animate-pulse rounded-sm bg-sand" />
          <div className="mt-6 h-12 w-full animate-pulse rounded-full bg-sand sm:w-64" />
        </div>
      </div>
    </SimplePage>
  );
}
