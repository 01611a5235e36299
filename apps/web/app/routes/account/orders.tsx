import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/ui/simple-page';
import { GuestPrompt } from '../../features/auth/guest-prompt';
import { useAuthStore } from '../../features/auth/store';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'orders');

export default function Orders() {
  const { t } = useTranslation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const loggedIn = useAuthStore((state) => state.user !== null);
  return (
    <SimplePage page="orders">{hydrated && !loggedIn && <GuestPrompt message={t('account.guestOrders')} />}</SimplePage>
  );
}
