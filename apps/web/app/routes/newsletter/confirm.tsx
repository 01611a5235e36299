import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'newsletterConfirm');

export default function NewsletterConfirm() {
  return <SimplePage page="newsletterConfirm" />;
}
