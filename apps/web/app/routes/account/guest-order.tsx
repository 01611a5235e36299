import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/guest-order';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'guestOrder');

export default function GuestOrder() {
  return <SimplePage page="guestOrder" />;
}
