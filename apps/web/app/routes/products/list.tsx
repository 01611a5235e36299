import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { SkeletonGrid } from '../../components/ui/skeleton-card';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'products');

export default function Products() {
  const { t } = useTranslation();
  return (
    <SimplePage page="products">
      <SkeletonGrid count={8} label={t('home.loadingProducts')} />
    </SimplePage>
  );
}
