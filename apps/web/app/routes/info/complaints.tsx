import { InfoPage } from '../../components/ui/info-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/complaints';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'complaints');

export default function Complaints() {
  return <InfoPage page="complaints" />;
}
