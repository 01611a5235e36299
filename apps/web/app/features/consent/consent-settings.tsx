import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/components/ui/form';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { notify } from '../notifications/store';
import { type ConsentSelection, REJECT_ALL } from './consent';
import { ConsentOptions } from './consent-options';
import { useConsentStore } from './store';

/**
 * The cookies page's settings form: the current choice (and when it was made), changeable at any time.
 * Before the browser has read the stored choice the form shows everything optional off, as it is.
 */
export function ConsentSettings({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const choice = useConsentStore((state) => state.choice);
  const hydrated = useConsentStore((state) => state.hydrated);
  const decide = useConsentStore((state) => state.decide);
  const [selection, setSelection] = useState<ConsentSelection>(REJECT_ALL);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (hydrated) setSelection(choice ? { analytics: choice.analytics, marketing: choice.marketing } : REJECT_ALL);
  }, [hydrated, choice]);

  const status = !hydrated
    ? null
    : !choice
      ? t('consent.noChoice')
      : choice.decidedAt
        ? t('consent.choiceFrom', { date: formatDate(choice.decidedAt, locale, 'dateTime') })
        : t('consent.choiceSaved');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`max-w-2xl rounded-lg border border-hairline bg-paper p-5 sm:p-8 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {t('consent.settingsTitle')}
      </h2>
      <p className="mt-2 text-taupe" aria-live="polite" data-testid="consent-status">
        {status}
      </p>
      <form
        className="mt-6"
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          try {
            await decide(selection);
            notify(t('consent.saved'), 'success');
          } finally {
            setSaving(false);
          }
        }}
      >
        <ConsentOptions value={selection} onChange={setSelection} tone="cream" />
        <SubmitButton
          busy={saving}
          disabled={!hydrated}
          label={t('consent.save')}
          busyLabel={t('consent.saving')}
          className="mt-5"
        />
      </form>
    </section>
  );
}
