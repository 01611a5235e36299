import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/warranty';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'warranty');

export default function Warranty() {
  return <InfoPage page="warranty" />;
}
