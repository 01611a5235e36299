import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/cookies';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'cookies');

export default function Cookies() {
  return <InfoPage page="cookies" />;
}
