import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta, slugToWords } from '../../lib/meta';
import type { Route } from './+types/category';

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta(params.locale, 'blogCategory', { name: slugToWords(params.categorySlug) });

export default function BlogCategory() {
  const { t } = useTranslation();
  const { categorySlug } = useParams();
  return (
    <SimplePage
      page="blogCategory"
      values={{ name: slugToWords(categorySlug) }}
      parents={[{ label: t('pages.blog.title'), to: '/blog' }]}
    />
  );
}
