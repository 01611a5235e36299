import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/demo-gateway';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'demoGateway');

export default function DemoGateway() {
  return <SimplePage page="demoGateway" />;
}
