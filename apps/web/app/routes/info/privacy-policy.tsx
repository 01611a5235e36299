import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'privacyPolicy');

export default function PrivacyPolicy() {
  return <InfoPage page="privacyPolicy" />;
}
