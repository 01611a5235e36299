import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { Container } from '../components/ui/container';
import { ErrorView } from '../components/ui/error-view';
import { guardLocale } from '../i18n/guard';
import type { Route } from './+types/locale-layout';

export function loader({ request }: Route.LoaderArgs) {
  guardLocale(request);
  return null;
}

// The guard depends only on the first path segment.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

export default function LocaleLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Errors of any page render inside the shell, in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell>
      <Container className="py-16 sm:py-24">
        <ErrorView error={error} />
      </Container>
    </AppShell>
  );
}
