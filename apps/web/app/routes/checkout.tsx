import { useTranslation } from 'react-i18next';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'checkout');

export default function Checkout() {
  const { t } = useTranslation();
  return <SimplePage page="checkout" parents={[{ label: t('pages.cart.title'), to: '/cart' }]} />;
}
