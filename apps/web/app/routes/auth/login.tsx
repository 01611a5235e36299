import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'login');

export default function Login() {
  return <SimplePage page="login" />;
}
