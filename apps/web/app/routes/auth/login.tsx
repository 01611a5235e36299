import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form';
import { AuthLayout } from '~/features/auth/auth-layout';
import { safeRedirect } from '~/features/auth/redirect';
import { logIn } from '~/features/auth/session';
import { SocialButtons } from '~/features/auth/social-buttons';
import { notify } from '~/features/notifications/store';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'login');

/** docs/product-rules.md#orders: idle, submitting, error or success. */
type Status = 'idle' | 'submitting' | 'error' | 'success';

export default function Login() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The reset-password page sends people here with the news that their new password is set (docs/product-rules.md#addresses-and-languages).
  const passwordReset = params.get('reset') === 'success';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (!email.trim() || !password) {
      setStatus('error');
      setError(t('auth.requiredFields'));
      return;
    }
    setStatus('submitting');
    setError(null);
    try {
      const response = await logIn(email.trim(), password);
      setStatus('success');
      notify(response.message || t('auth.loginSuccess'), 'success');
      navigate(safeRedirect(params.get('redirect'), locale), { replace: true });
    } catch (failure) {
      const { message, fields } = formFailure(failure, t, t('auth.loginFailed'), ['email', 'password']);
      setStatus('error');
      setError(message);
      setFieldErrors(fields);
    }
  }

  const busy = status === 'submitting' || status === 'success';
  return (
    <AuthLayout title={t('pages.login.title')} intro={t('pages.login.intro')} tabs="login">
      {passwordReset && status === 'idle' && (
        <div className="mb-6">
          <FormMessage tone="success">{t('auth.resetSuccess')}</FormMessage>
        </div>
      )}
      <form method="post" noValidate onSubmit={onSubmit} aria-describedby={error ? `${id}-form-error` : undefined}>
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
            error={fieldErrors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            id={`${id}-password`}
            label={t('forms.password')}
            name="password"
            autoComplete="current-password"
            required
            visible={showPassword}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
            <CheckboxField
              id={`${id}-show`}
              label={t('forms.showPassword')}
              checked={showPassword}
              onChange={setShowPassword}
            />
            <Link
              to={to('/forgot-password')}
              className="inline-flex min-h-11 items-center text-sm text-cognac underline-offset-4 hover:underline"
            >
              {t('auth.forgotLink')}
            </Link>
          </div>
          {error && (
            <div id={`${id}-form-error`}>
              <FormMessage tone="error">{error}</FormMessage>
            </div>
          )}
          <SubmitButton
            busy={busy}
            disabled={!hydrated}
            label={t('auth.loginSubmit')}
            busyLabel={t('auth.loggingIn')}
            className="w-full"
          />
        </div>
      </form>
      <SocialButtons />
      <p className="mt-8 text-center text-[15px] text-taupe">
        {t('auth.noAccount')}{' '}
        <Link to={to('/register')} className="font-medium text-cognac underline underline-offset-4">
          {t('auth.registerLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
