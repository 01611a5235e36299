import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/delivery-costs';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'deliveryCosts');

export default function DeliveryCosts() {
  return <InfoPage page="deliveryCosts" />;
}
