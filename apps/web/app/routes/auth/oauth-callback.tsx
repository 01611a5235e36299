import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { AuthLayout } from '~/features/auth/auth-layout';
import type { User } from '~/features/auth/store';
import { useAuthStore } from '~/features/auth/store';
import { OAUTH_SUCCESS_REDIRECT_DELAY_MS } from '~/features/auth/timing';
import { notify } from '~/features/notifications/store';
import { useLocalePath } from '~/i18n/hooks';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/oauth-callback';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'oauthCallback'),
  { name: 'robots', content: 'noindex' },
];

/** docs/product-rules.md#orders: processing, then success or failed. */
type State = { status: 'processing' } | { status: 'success'; user: User } | { status: 'failed'; message: string };

export default function OAuthCallback() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'processing' });
  const query = useRef<URLSearchParams | null>(null);

  // The query holds the session's token: it is read once in the browser (never during the server render)
  // and removed from the address bar and history straight away.
  useEffect(() => {
    let cancelled = false;
    // Kept in a ref: development's double effects must not read the address after it was cleaned.
    query.current ??= new URLSearchParams(window.location.search);
    const params = query.current;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    import('~/features/auth/oauth')
      .then(({ readOAuthCallback }) => {
        if (cancelled) return;
        const result = readOAuthCallback(params);
        if (result.status === 'success') {
          useAuthStore.getState().setSession(result.user, result.token);
          setState({ status: 'success', user: result.user });
          return;
        }
        const message =
          result.error ??
          (result.reason === 'decode'
            ? t('auth.oauth.decodeFailed')
            : result.reason === 'process'
              ? t('auth.oauth.processFailed')
              : t('auth.oauth.failed'));
        setState({ status: 'failed', message });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'failed', message: t('auth.oauth.unexpected') });
      });
    return () => {
      cancelled = true;
    };
  }, [t]);

  useEffect(() => {
    if (state.status !== 'success') return;
    notify(t('auth.loginSuccess'), 'success');
    const timer = setTimeout(() => navigate(to('/'), { replace: true }), OAUTH_SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate, to, t]);

  return (
    <AuthLayout title={t('pages.oauthCallback.title')} parents={[{ label: t('pages.login.title'), to: '/login' }]}>
      <div aria-live="polite" className="rounded-lg border border-hairline bg-paper p-6 sm:p-8">
        {state.status === 'processing' && (
          <p className="flex items-center gap-3 text-lg">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-cognac" strokeWidth={1.5} />
            {t('auth.oauth.processing')}
          </p>
        )}
        {state.status === 'success' && (
          <div>
            <p className="flex items-center gap-3 font-serif text-2xl">
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" strokeWidth={1.5} />
              {t('auth.oauth.success')}
            </p>
            <dl className="mt-6 grid gap-3 text-[15px] sm:grid-cols-[9rem_1fr]">
              <dt className="text-taupe">{t('forms.name')}</dt>
              <dd>{state.user.name || '—'}</dd>
              <dt className="text-taupe">{t('forms.email')}</dt>
              <dd className="break-all">{state.user.email}</dd>
              <dt className="text-taupe">{t('auth.oauth.authenticated')}</dt>
              <dd>{t('auth.oauth.yes')}</dd>
            </dl>
            <p className="mt-6 text-taupe">{t('auth.oauth.redirecting')}</p>
          </div>
        )}
        {state.status === 'failed' && (
          <div>
            <p className="flex items-center gap-3 font-serif text-2xl">
              <XCircle aria-hidden="true" className="size-6 shrink-0 text-bordo" strokeWidth={1.5} />
              {t('auth.oauth.failedTitle')}
            </p>
            <p role="alert" className="mt-4 text-[15px]">
              {state.message}
            </p>
            <Link to={to('/login')} className={buttonClass('primary', 'mt-6')}>
              {t('auth.oauth.tryAgain')}
            </Link>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}
