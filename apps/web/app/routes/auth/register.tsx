import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'register');

export default function Register() {
  return <SimplePage page="register" />;
}
