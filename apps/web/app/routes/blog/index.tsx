import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'blog');

export default function Blog() {
  return <SimplePage page="blog" />;
}
