import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form';
import { AuthLayout } from '~/features/auth/auth-layout';
import { PASSWORD_MIN_LENGTH, passwordsMatch } from '~/features/auth/password';
import { useLocalePath } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { formFailure, withoutField } from '~/lib/form-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(params.locale, 'resetPassword'),
  // The address carries a one-time secret: keep it out of search engines.
  { name: 'robots', content: 'noindex' },
];

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export default function ResetPassword() {
  const { t } = useTranslation();
  const id = useId();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!email.trim()) problems.email = t('forms.required');
    if (!password) problems.password = t('forms.required');
    if (!confirmation) problems.password_confirmation = t('forms.required');
    else if (!passwordsMatch(password, confirmation)) problems.password_confirmation = t('auth.passwordsMismatch');
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await api.post<{ message?: string }>(
        '/api/auth/reset-password',
        {
          token,
          email: email.trim(),
          password,
          password_confirmation: confirmation,
        },
        { anonymous: true },
      );
      // docs/product-rules.md#addresses-and-languages: the login page shows that the password is set (the query carries the news, not its text).
      navigate(`${to('/login')}?${new URLSearchParams({ reset: 'success', email: email.trim() })}`, {
        replace: true,
      });
    } catch (failure) {
      const { message, fields } = formFailure(failure, t, t('auth.genericError'), FIELDS);
      setFieldErrors(fields);
      setError(message);
      setLinkInvalid(isApiError(failure) && Boolean(failure.fieldError('token')));
      setBusy(false);
    }
  }

  const clear = (field: string) => setFieldErrors((errors) => withoutField(errors, field));

  return (
    <AuthLayout
      title={t('pages.resetPassword.title')}
      intro={t('pages.resetPassword.intro')}
      parents={[{ label: t('pages.login.title'), to: '/login' }]}
    >
      {!token ? (
        <div className="grid gap-6">
          <FormMessage tone="error">{t('auth.resetLinkIncomplete')}</FormMessage>
          <Link
            to={to('/forgot-password')}
            className="text-[15px] font-medium text-cognac underline underline-offset-4"
          >
            {t('auth.requestNewLink')}
          </Link>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="token" value={token} />
          <div className="grid gap-5">
            <TextField
              id={`${id}-email`}
              label={t('forms.email')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={email}
              error={fieldErrors.email}
              onChange={(event) => {
                setEmail(event.target.value);
                clear('email');
              }}
            />
            <PasswordField
              id={`${id}-password`}
              label={t('forms.newPassword')}
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={t('forms.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              value={password}
              error={fieldErrors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                clear('password');
              }}
            />
            <PasswordField
              id={`${id}-confirmation`}
              label={t('forms.passwordConfirmation')}
              name="password_confirmation"
              autoComplete="new-password"
              required
              value={confirmation}
              error={fieldErrors.password_confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value);
                clear('password_confirmation');
              }}
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            {linkInvalid && (
              <Link
                to={to('/forgot-password')}
                className="text-[15px] font-medium text-cognac underline underline-offset-4"
              >
                {t('auth.requestNewLink')}
              </Link>
            )}
            <SubmitButton
              busy={busy}
              disabled={!hydrated}
              label={t('auth.resetSubmit')}
              busyLabel={t('auth.resetting')}
              className="w-full"
            />
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
