import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/store-regulations';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'storeRegulations');

export default function StoreRegulations() {
  return <InfoPage page="storeRegulations" />;
}
