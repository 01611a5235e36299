import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, FormMessage, PasswordField } from '~/components/ui/form';
import { useLocale, useLocalePath } from '~/i18n/hooks';
import { api } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { ProfileSection } from './profile-forms';
import { clearLocalAccountData, type MessagePayload } from './session';
import type { User } from './store';

/**
 * "Usuń konto" (GDPR art. 17; docs/product-rules.md#accounts): says what goes and what the law keeps, asks for the
 * password (or, for an account without one, a ticked confirmation) and, once the server has deleted the account,
 * forgets it in this browser and goes home. Staff accounts are not offered it: an administrator removes them.
 */
export function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hasPassword = user.has_password !== false;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasPassword && !password) {
      setErrors({ password: t('account.delete.passwordRequired') });
      return;
    }
    if (!hasPassword && !confirmed) {
      setErrors({ confirm: t('account.delete.confirmRequired') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const response = await api.delete<MessagePayload>('/api/auth/account', {
        body: hasPassword ? { password } : { confirm: true },
      });
      clearLocalAccountData();
      notify(response.message || t('account.delete.done'), 'success', 10_000);
      navigate(to('/'), { replace: true });
    } catch (error) {
      const failure = formFailure(error, t, t('account.delete.failed'), ['password', 'confirm']);
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
        return;
      }
      setErrors(failure.fields);
      setMessage(failure.message);
      setBusy(false);
    }
  }

  return (
    <ProfileSection id={`${id}-title`} title={t('account.delete.title')} description={t('account.delete.text')}>
      <ul className="grid list-disc gap-1 pl-5 text-[15px] text-taupe">
        <li>{t('account.delete.goes')}</li>
        <li>{t('account.delete.kept')}</li>
      </ul>
      {!open ? (
        <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'mt-5')}>
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('account.delete.start')}
        </button>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          {hasPassword ? (
            <PasswordField
              id={`${id}-password`}
              label={t('account.delete.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors({});
              }}
              error={errors.password}
            />
          ) : (
            <CheckboxField
              id={`${id}-confirm`}
              label={t('account.delete.confirm')}
              checked={confirmed}
              onChange={(value) => {
                setConfirmed(value);
                setErrors({});
              }}
              error={errors.confirm}
            />
          )}
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={buttonClass('danger')}>
              <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {busy ? t('account.delete.deleting') : t('account.delete.submit')}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={buttonClass('secondary')}>
              {t('account.delete.cancel')}
            </button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
