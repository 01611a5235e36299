import { SimplePage } from '../../components/ui/simple-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'newsletterUnsubscribe');

export default function NewsletterUnsubscribe() {
  return <SimplePage page="newsletterUnsubscribe" />;
}
