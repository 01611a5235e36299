import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { SimplePage } from '../../components/ui/simple-page';
import { useLocalePath } from '../../i18n/hooks';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/post';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'blogPost');

export default function BlogPost() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SimplePage page="blogPost" parents={[{ label: t('pages.blog.title'), to: '/blog' }]}>
      <Link to={to('/blog')} className={buttonClass('ghost', '-ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('blog.backToBlog')}
      </Link>
    </SimplePage>
  );
}
