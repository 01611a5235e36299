import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta, slugToWords } from '../../lib/meta';
import type { Route } from './+types/tag';

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta(params.locale, 'blogTag', { name: slugToWords(params.tagSlug) });

export default function BlogTag() {
  const { t } = useTranslation();
  const { tagSlug } = useParams();
  return (
    <SimplePage
      page="blogTag"
      values={{ name: slugToWords(tagSlug) }}
      parents={[{ label: t('pages.blog.title'), to: '/blog' }]}
    />
  );
}
