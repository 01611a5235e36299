import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/payment-methods';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'paymentMethods');

export default function PaymentMethods() {
  return <InfoPage page="paymentMethods" />;
}
