import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'payment');

export default function Payment() {
  return <SimplePage page="payment" />;
}
