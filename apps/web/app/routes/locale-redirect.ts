import { redirect } from 'react-router';
import { resolveLocaleRedirect } from '../i18n/locale';
import type { Route } from './+types/locale-redirect';

/** `/` has no page of its own: it opens the home page in the remembered language, Polish by default. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(resolveLocaleRedirect(url.pathname, url.search, request.headers.get('cookie')) ?? '/pl');
}
