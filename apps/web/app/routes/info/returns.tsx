import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'returns');

export default function Returns() {
  return <InfoPage page="returns" />;
}
