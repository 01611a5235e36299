import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';
import { ErrorView } from '~/components/ui/error-view';
import { isStaffUser } from '~/features/admin/access';
import { adminMeta } from '~/features/admin/admin-meta';
import { AdminSidebar, AdminTopBar } from '~/features/admin/admin-nav';
import { NoAccess, smallButtonClass } from '~/features/admin/ui';
import { logOut } from '~/features/auth/session';
import { useAuthStore } from '~/features/auth/store';
import { ApiErrorModal } from '~/features/notifications/api-error-modal';
import { ToastRegion } from '~/features/notifications/toast-region';
import { guardLocale } from '~/i18n/guard';
import { useLocale } from '~/i18n/hooks';
import { ADMIN_RESOURCE_URLS, ensureAdminResources } from '~/i18n/load';
import { toLocale } from '~/i18n/locale';
import { loginRedirectTarget } from '~/lib/api-errors';
import { ClientState } from '~/shell/client-state';
import type { Route } from './+types/admin-layout';

/*
 * The admin panel (docs/product-rules.md#staff) lives at /{locale}/admin beside the shop, with its own layout. Its pages
 * load their data in the browser with the staff member's token: the server renders only this shell and a
 * loading state, so nothing personal is ever rendered or cached on the server.
 */

export function loader({ request }: Route.LoaderArgs) {
  // `/de/admin` → `/pl/admin`, as the shop's layout does for its own pages.
  guardLocale(request);
  return null;
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [, data] = await Promise.all([ensureAdminResources(toLocale(params.locale)), serverLoader()]);
  return data;
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.locale, 'dashboard');

export default function AdminLayout() {
  const locale = useLocale();
  return (
    <>
      {/* The panel's strings, which its scripts wait for before hydrating (React puts the hint in the head). */}
      <link rel="preload" href={ADMIN_RESOURCE_URLS[locale]} as="fetch" crossOrigin="anonymous" />
      <PanelGate />
      <ToastRegion />
      <ApiErrorModal />
      <ClientState locale={locale} />
    </>
  );
}

/** Who is here decides what renders: a guest goes to the login page, a customer sees "no access". */
function PanelGate() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useAuthStore((state) => state.hydrated);
  const user = useAuthStore((state) => state.user);

  useEffect(() => {
    if (hydrated && !user) navigate(loginRedirectTarget(locale, `${pathname}${search}`), { replace: true });
  }, [hydrated, user, locale, pathname, search, navigate]);

  if (!hydrated || !user) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center">
        <p role="status" className="flex items-center gap-3 text-taupe">
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-cognac" strokeWidth={1.5} />
          {t('admin.layout.loading')}
        </p>
      </main>
    );
  }

  if (!isStaffUser(user)) {
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-4 py-16 sm:px-6">
        <NoAccess scope="panel">
          <button
            type="button"
            className={smallButtonClass}
            onClick={async () => {
              await logOut();
              navigate(loginRedirectTarget(locale, `${pathname}${search}`), { replace: true });
            }}
          >
            {t('admin.noAccess.switchAccount')}
          </button>
        </NoAccess>
      </main>
    );
  }

  return <PanelFrame />;
}

function PanelFrame() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-[90] rounded-full bg-ink px-5 py-3 text-sm text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <AdminSidebar />
      <AdminTopBar />
      <main id="main" tabIndex={-1} className="outline-none lg:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-4 py-16 sm:px-6">
      <ErrorView error={error} />
    </main>
  );
}
