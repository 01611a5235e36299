import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/hooks';
import { api, isApiError } from '../../lib/api';
import { handleApiError } from '../../lib/api-errors';
import { notify } from '../notifications/store';

interface NewsletterResponse {
  success?: boolean;
  message?: string;
}

/** Footer sign-up: POST /api/newsletter { email }; a 422 message appears under the field. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFieldError(null);
    try {
      const response = await api.post<NewsletterResponse | undefined>('/api/newsletter', { email: email.trim() });
      notify(response?.message || t('newsletter.success'), 'success');
      setEmail('');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setFieldError(error.fieldError('email') ?? error.serverMessage ?? t('errors.validation'));
      } else {
        handleApiError(error, { locale });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  return (
    <form onSubmit={onSubmit} noValidate={false} className="w-full">
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
          disabled={submitting}
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
