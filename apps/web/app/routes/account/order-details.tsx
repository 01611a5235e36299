import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'orderDetails', { id: params.id });

export default function OrderDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <SimplePage page="orderDetails" values={{ id }} parents={[{ label: t('pages.orders.title'), to: '/orders' }]} />
  );
}
