import type { AccountNewsletterResponse } from '@atelier/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { describeApiError } from '~/lib/api-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { ProfileSection } from './profile-forms';

type State = AccountNewsletterResponse['data']['state'];

/**
 * The newsletter on the profile page (docs/product-rules.md#content): one switch. A verified address is subscribed
 * at once; otherwise the confirmation e-mail goes out and the switch says it waits for the link.
 */
export function NewsletterSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<AccountNewsletterResponse>('/api/newsletter/me', { signal: controller.signal })
      .then((response) => setState(response.data.state))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  async function change(subscribed: boolean) {
    setBusy(true);
    try {
      const response = await api.put<AccountNewsletterResponse>('/api/newsletter/me', { subscribed });
      setState(response.data.state);
      if (response.message) notify(response.message, 'success');
    } catch (error) {
      // An expired session goes through the shared handler (log in again); anything else is said here.
      if (isApiError(error) && error.status === 401) handleApiError(error, { locale });
      else notify(describeApiError(error, t).message, 'error');
    } finally {
      setBusy(false);
    }
  }

  const on = state === 'confirmed' || state === 'pending';
  return (
    <ProfileSection id={`${id}-title`} title={t('account.newsletter.title')} description={t('account.newsletter.text')}>
      {state === null ? (
        <div aria-hidden="true" className="h-11 w-64 animate-pulse rounded-full bg-sand" />
      ) : (
        <>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-[15px]">
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's; HTML forbids aria-checked on it
              role="switch"
              checked={on}
              disabled={busy}
              onChange={(event) => void change(event.target.checked)}
              aria-describedby={`${id}-state`}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-hairline transition-colors peer-checked:bg-cognac peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac after:absolute after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
            {t('account.newsletter.label')}
          </label>
          <p id={`${id}-state`} className="mt-2 text-sm text-taupe" aria-live="polite">
            {t(`account.newsletter.state.${state}`)}
          </p>
        </>
      )}
    </ProfileSection>
  );
}
