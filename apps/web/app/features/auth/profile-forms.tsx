import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from '~/components/ui/form';
import { useLocale } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { formFailure, withoutField } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { type AgeCheck, checkAge, isMinor, todayInPoland } from './age';
import { PASSWORD_MIN_LENGTH, passwordsMatch } from './password';
import type { UserPayload } from './session';
import { type User, useAuthStore } from './store';

type Errors = Record<string, string>;

/**
 * Sends one profile form (PUT /api/auth/profile) and keeps the form's messages: the server's 422 field
 * messages next to their fields, a toast for the whole action, the global handler for an expired session.
 */
function useProfileSubmit(shownFields: readonly string[]) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(changes: Record<string, unknown>): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      const response = await api.put<UserPayload>('/api/auth/profile', changes);
      useAuthStore.getState().setUser(response.data);
      setErrors({});
      notify(response.message || t('profile.updated'), 'success');
      return true;
    } catch (error) {
      const failure = formFailure(error, t, t('profile.updateFailed'), shownFields);
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
        return false;
      }
      setErrors(failure.fields);
      setMessage(failure.message);
      notify(failure.message, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    errors,
    message,
    setErrors,
    clear: (field: string) => setErrors((current) => withoutField(current, field)),
    submit,
  };
}

export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-hairline bg-paper p-5 sm:p-8">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {description && <p className="mt-2 text-[15px] text-taupe">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function ageMessage(age: AgeCheck, t: TFunction): string {
  switch (age) {
    case 'invalid':
      return t('profile.dobInvalid');
    case 'future':
      return t('profile.dobFuture');
    case 'too_young':
      return t('profile.tooYoung');
    default:
      return t('profile.consentRequired');
  }
}

/** Name, phone, date of birth and — for 13-17 year olds — the legal representative's consent (docs/product-rules.md). */
export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useProfileSubmit(['name', 'phone', 'date_of_birth', 'representative_consent']);
  const [name, setName] = useState(user.name ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(user.date_of_birth ?? '');
  const [consent, setConsent] = useState(Boolean(user.representative_consent));
  const today = todayInPoland();
  const minor = isMinor(dateOfBirth, today);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const age = checkAge(dateOfBirth, consent, today);
    if (age !== 'empty' && age !== 'ok') {
      const field = age === 'needs_consent' ? 'representative_consent' : 'date_of_birth';
      form.setErrors({ [field]: ageMessage(age, t) });
      return;
    }
    await form.submit({
      name: name.trim(),
      phone: phone.trim(),
      date_of_birth: dateOfBirth || null,
      representative_consent: minor ? consent : false,
    });
  }

  return (
    <ProfileSection id={`${id}-title`} title={t('profile.personalTitle')} description={t('profile.personalText')}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          id={`${id}-name`}
          label={t('forms.name')}
          name="name"
          autoComplete="name"
          value={name}
          error={form.errors.name}
          onChange={(event) => {
            setName(event.target.value);
            form.clear('name');
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-phone`}
            label={t('forms.phone')}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('forms.phonePlaceholder')}
            value={phone}
            error={form.errors.phone}
            onChange={(event) => {
              setPhone(event.target.value);
              form.clear('phone');
            }}
          />
          <TextField
            id={`${id}-dob`}
            label={t('forms.dateOfBirth')}
            type="date"
            name="date_of_birth"
            autoComplete="bday"
            max={today}
            min="1900-01-01"
            hint={t('profile.dobHint')}
            value={dateOfBirth}
            error={form.errors.date_of_birth}
            onChange={(event) => {
              setDateOfBirth(event.target.value);
              form.clear('date_of_birth');
              form.clear('representative_consent');
            }}
          />
        </div>
        {(minor || form.errors.representative_consent) && (
          <div className="rounded-sm border border-hairline bg-cream px-4 py-3">
            <CheckboxField
              id={`${id}-consent`}
              label={t('profile.consentLabel')}
              hint={t('profile.consentHint')}
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                form.clear('representative_consent');
              }}
              error={form.errors.representative_consent}
            />
          </div>
        )}
        {form.message && <FormMessage tone="error">{form.message}</FormMessage>}
        <div>
          <SubmitButton busy={form.busy} label={t('profile.save')} busyLabel={t('profile.saving')} />
        </div>
      </form>
    </ProfileSection>
  );
}

/** A new e-mail address; the current password confirms it (unless the account has none yet). */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useProfileSubmit(['email', 'current_password']);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const needsPassword = user.has_password !== false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Errors = {};
    if (!email.trim()) problems.email = t('forms.required');
    else if (email.trim().toLowerCase() === user.email.toLowerCase()) problems.email = t('profile.emailUnchanged');
    if (needsPassword && !currentPassword) problems.current_password = t('profile.currentPasswordRequired');
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const saved = await form.submit({
      email: email.trim(),
      ...(needsPassword ? { current_password: currentPassword } : {}),
    });
    if (saved) setCurrentPassword('');
  }

  return (
    <ProfileSection id={`${id}-title`} title={t('profile.emailTitle')} description={t('profile.emailText')}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          id={`${id}-email`}
          label={t('forms.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={form.errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            form.clear('email');
          }}
        />
        {needsPassword && (
          <PasswordField
            id={`${id}-current`}
            label={t('forms.currentPassword')}
            name="current_password"
            autoComplete="current-password"
            value={currentPassword}
            error={form.errors.current_password}
            onChange={(event) => {
              setCurrentPassword(event.target.value);
              form.clear('current_password');
            }}
          />
        )}
        {form.message && <FormMessage tone="error">{form.message}</FormMessage>}
        <div>
          <SubmitButton busy={form.busy} label={t('profile.changeEmail')} busyLabel={t('profile.saving')} />
        </div>
      </form>
    </ProfileSection>
  );
}

/** A new password with its confirmation; the current one is needed when the account already has one. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useProfileSubmit(['current_password', 'password', 'password_confirmation']);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const hasPassword = user.has_password !== false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Errors = {};
    if (hasPassword && !currentPassword) problems.current_password = t('profile.currentPasswordRequired');
    if (!password) problems.password = t('forms.required');
    else if (password.length < PASSWORD_MIN_LENGTH) {
      problems.password = t('forms.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    }
    if (!confirmation) problems.password_confirmation = t('forms.required');
    else if (!passwordsMatch(password, confirmation)) problems.password_confirmation = t('auth.passwordsMismatch');
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const saved = await form.submit({
      ...(hasPassword ? { current_password: currentPassword } : {}),
      password,
      password_confirmation: confirmation,
    });
    if (saved) {
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
    }
  }

  const field = (name: string, setter: (value: string) => void) => ({
    onChange: (event: { target: { value: string } }) => {
      setter(event.target.value);
      form.clear(name);
    },
    error: form.errors[name],
  });

  return (
    <ProfileSection
      id={`${id}-title`}
      title={hasPassword ? t('profile.passwordTitle') : t('profile.setPasswordTitle')}
      description={hasPassword ? t('profile.passwordText') : t('profile.setPasswordText')}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {hasPassword && (
          <PasswordField
            id={`${id}-current`}
            label={t('forms.currentPassword')}
            name="current_password"
            autoComplete="current-password"
            value={currentPassword}
            {...field('current_password', setCurrentPassword)}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            id={`${id}-new`}
            label={t('forms.newPassword')}
            name="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('forms.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            {...field('password', setPassword)}
          />
          <PasswordField
            id={`${id}-confirmation`}
            label={t('forms.passwordConfirmation')}
            name="password_confirmation"
            autoComplete="new-password"
            value={confirmation}
            {...field('password_confirmation', setConfirmation)}
          />
        </div>
        {form.message && <FormMessage tone="error">{form.message}</FormMessage>}
        <div>
          <SubmitButton busy={form.busy} label={t('profile.changePassword')} busyLabel={t('profile.saving')} />
        </div>
      </form>
    </ProfileSection>
  );
}
