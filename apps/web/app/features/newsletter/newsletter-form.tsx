import type { NewsletterSubscribeResponse } from '@atelier/contracts';
import { Loader2, MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { handleApiError } from '../notifications/api-error-handler';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer sign-up with double opt-in: POST /api/newsletter/subscribe { email, source: 'footer' } sends a
 * confirmation e-mail, and the field gives way to "check your inbox". The answer is the same whether or
 * not the address was already subscribed. A 422 appears under the field, a 429 too.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  // Signing up needs the page's script (the API call); until it runs the button waits.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setFieldError(address ? t('newsletter.invalidEmail') : t('newsletter.emailRequired'));
      return;
    }
    setSubmitting(true);
    setFieldError(null);
    try {
      await api.post<NewsletterSubscribeResponse>('/api/newsletter/subscribe', { email: address, source: 'footer' });
      setPendingFor(address);
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setFieldError(error.fieldError('email') ?? error.serverMessage ?? t('errors.validation'));
      } else if (isApiError(error) && error.status === 429) {
        setFieldError(t('newsletter.tooMany'));
      } else {
        handleApiError(error, { locale });
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (pendingFor) {
    return (
      <div role="status" className="flex items-start gap-4 rounded-lg border border-cream/20 bg-white/5 p-5">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-cream" strokeWidth={1.5} />
        <div>
          <p className="font-serif text-xl text-cream">{t('newsletter.checkInboxTitle')}</p>
          <p className="mt-1 text-[15px] text-cream/80">{t('newsletter.checkInbox', { email: pendingFor })}</p>
          <button
            type="button"
            onClick={() => setPendingFor(null)}
            className="mt-2 inline-flex min-h-11 items-center text-sm text-cream underline underline-offset-4 hover:text-white"
          >
            {t('newsletter.another')}
          </button>
        </div>
      </div>
    );
  }

  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  return (
    <form onSubmit={onSubmit} noValidate className="w-full">
      <label htmlFor={`${id}-email`} className="text-xs font-medium uppercase tracking-[0.18em] text-cream/80">
        {t('newsletter.emailLabel')}
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${errorId} ${noteId}` : noteId}
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-cream/25 bg-white/5 px-5 text-base text-cream placeholder:text-cream/45 focus:border-cream/60 aria-[invalid]:border-[#f0a99c]"
        />
        <button
          type="submit"
          disabled={submitting || !hydrated}
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-cream px-7 text-sm font-medium tracking-wide text-ink transition-colors hover:bg-white disabled:opacity-70"
        >
          {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-[#f5b8ad]">
          {fieldError}
        </p>
      )}
      <p id={noteId} className="mt-3 text-xs text-cream/65">
        {t('newsletter.note')}
      </p>
    </form>
  );
}
