import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form';
import { AuthLayout } from '~/features/auth/auth-layout';
import { PASSWORD_MIN_LENGTH } from '~/features/auth/password';
import { safeRedirect } from '~/features/auth/redirect';
import { register } from '~/features/auth/session';
import { SocialButtons } from '~/features/auth/social-buttons';
import { notify } from '~/features/notifications/store';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { formFailure, withoutField } from '~/lib/form-errors';
import { pageMeta } from '~/lib/meta';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'register');

const FIELDS = ['phone', 'email', 'password', 'newsletter'] as const;

export default function Register() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!phone.trim()) missing.phone = t('forms.required');
    if (!email.trim()) missing.email = t('forms.required');
    if (!password) missing.password = t('forms.required');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      setError(t('auth.requiredFields'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await register({ phone: phone.trim(), email: email.trim(), password, newsletter });
      notify(response.message || t('auth.registerSuccess'), 'success');
      navigate(safeRedirect(params.get('redirect'), locale), { replace: true });
    } catch (failure) {
      const { message, fields } = formFailure(failure, t, t('auth.registerFailed'), FIELDS);
      setError(message);
      setFieldErrors(fields);
      setBusy(false);
    }
  }

  const clear = (field: string) => setFieldErrors((errors) => withoutField(errors, field));

  return (
    <AuthLayout title={t('pages.register.title')} intro={t('pages.register.intro')} tabs="register">
      <form method="post" noValidate onSubmit={onSubmit}>
        <div className="grid gap-5">
          <TextField
            id={`${id}-phone`}
            label={t('forms.phone')}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder={t('forms.phonePlaceholder')}
            value={phone}
            error={fieldErrors.phone}
            onChange={(event) => {
              setPhone(event.target.value);
              clear('phone');
            }}
          />
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
            onChange={(event) => {
              setEmail(event.target.value);
              clear('email');
            }}
          />
          <PasswordField
            id={`${id}-password`}
            label={t('forms.password')}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            visible={showPassword}
            hint={t('forms.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              clear('password');
            }}
          />
          <div className="grid gap-1">
            <CheckboxField
              id={`${id}-show`}
              label={t('forms.showPassword')}
              checked={showPassword}
              onChange={setShowPassword}
            />
            <CheckboxField
              id={`${id}-newsletter`}
              label={t('auth.newsletterConsent')}
              checked={newsletter}
              onChange={setNewsletter}
              error={fieldErrors.newsletter}
            />
          </div>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <SubmitButton
            busy={busy}
            disabled={!hydrated}
            label={t('auth.registerSubmit')}
            busyLabel={t('auth.registering')}
            className="w-full"
          />
          <p className="text-sm text-taupe">
            {t('auth.privacyNote')}{' '}
            <Link to={to('/privacy-policy')} className="text-cognac underline underline-offset-4">
              {t('auth.privacyLink')}
            </Link>
            .
          </p>
        </div>
      </form>
      <SocialButtons />
      <p className="mt-8 text-center text-[15px] text-taupe">
        {t('auth.haveAccount')}{' '}
        <Link to={to('/login')} className="font-medium text-cognac underline underline-offset-4">
          {t('auth.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
