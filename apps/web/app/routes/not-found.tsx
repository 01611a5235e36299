import { data } from 'react-router';
import { Container } from '../components/ui/container';
import { NotFoundView } from '../components/ui/error-view';
import { guardLocale } from '../i18n/guard';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  // Runs beside the layout's loader: a path without a locale must still redirect rather than answer 404.
  guardLocale(request);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'notFound'),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <Container className="py-16 sm:py-24">
      <NotFoundView />
    </Container>
  );
}
