import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form';
import { AuthLayout } from '~/features/auth/auth-layout';
import { FORGOT_PASSWORD_REDIRECT_DELAY_MS } from '~/features/auth/timing';
import { useLocalePath } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'forgotPassword');

export default function ForgotPassword() {
  const { t } = useTranslation();
  const id = useId();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => navigate(to('/login')), FORGOT_PASSWORD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate, to]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError(t('forms.required'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      const response = await api.post<{ message?: string }>(
        '/api/auth/forgot-password',
        { email: email.trim() },
        { anonymous: true },
      );
      setSent(response?.message || t('auth.resetLinkSent'));
    } catch (failure) {
      // docs/product-rules.md#errors: the server message, else the first e-mail error, else the generic message.
      const { message, fields } = formFailure(failure, t, t('auth.genericError'), ['email']);
      setFieldError(fields.email ?? null);
      setError(isApiError(failure) && failure.status === 422 && fields.email ? null : message);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t('pages.forgotPassword.title')}
      intro={t('pages.forgotPassword.intro')}
      parents={[{ label: t('pages.login.title'), to: '/login' }]}
    >
      {sent !== null ? (
        <div className="grid gap-6">
          <FormMessage tone="success">{sent}</FormMessage>
          <p className="text-taupe">{t('auth.backToLoginSoon')}</p>
          <Link to={to('/login')} className="text-[15px] font-medium text-cognac underline underline-offset-4">
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit}>
          <div className="grid gap-5">
            <TextField
              id={`${id}-email`}
              label={t('forms.email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={email}
              error={fieldError}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(null);
              }}
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <SubmitButton
              busy={busy}
              disabled={!hydrated}
              label={t('auth.sendLink')}
              busyLabel={t('auth.sendingLink')}
              className="w-full"
            />
            <Link
              to={to('/login')}
              className="inline-flex min-h-11 items-center justify-center text-[15px] text-cognac underline-offset-4 hover:underline"
            >
              {t('auth.backToLogin')}
            </Link>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
