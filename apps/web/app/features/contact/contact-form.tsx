import type { ContactResponse } from '@atelier/contracts';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@atelier/contracts/browser-rules';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FieldError, FormMessage, inputClass, labelClass, SubmitButton, TextField } from '~/components/ui/form';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { formFailure, withoutField } from '~/lib/form-errors';
import { useHydrated } from '~/lib/use-hydrated';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { type ContactDraft, type ContactProblem, contactProblems } from './contact-rules';

const FIELDS = ['name', 'surname', 'email', 'message'] as const;
const EMPTY: ContactDraft = { name: '', surname: '', email: '', message: '' };

/**
 * The contact form (POST /api/contact): name, surname, e-mail and a message of 10-5000 characters with a
 * counter. Errors appear under their fields (the server's 422 messages as well), a 429 says when to try
 * again, and success replaces the form with the acknowledgement. A honeypot field, invisible to people
 * and to assistive technology, catches bots.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // Sending needs the page's script (the API call); until it runs the button waits.
  const hydrated = useHydrated();

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const problemText = (field: keyof ContactDraft, problem: ContactProblem) => {
    if (problem === 'required') return t('forms.required');
    if (problem === 'email') return t('contact.form.emailInvalid');
    if (problem === 'too_short') return t('contact.form.messageTooShort', { min: CONTACT_MESSAGE_MIN });
    return field === 'message'
      ? t('contact.form.messageTooLong', { max: CONTACT_MESSAGE_MAX })
      : t('contact.form.nameTooLong');
  };

  const update = (field: keyof ContactDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = contactProblems(draft);
    const fieldErrors = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, problemText(field as keyof ContactDraft, problem)]),
    );
    setErrors(fieldErrors);
    setMessage(null);
    if (Object.keys(fieldErrors).length > 0) {
      const first = FIELDS.find((field) => field in fieldErrors);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await api.post<ContactResponse>('/api/contact', {
        name: draft.name.trim(),
        surname: draft.surname.trim(),
        email: draft.email.trim(),
        message: draft.message.trim(),
        ...(honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {}),
      });
      setSent(response?.message || t('contact.form.sent'));
      setDraft(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setMessage(t('contact.form.tooMany'));
        return;
      }
      const failure = formFailure(error, t, t('contact.form.failed'), FIELDS);
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
        return;
      }
      setErrors(failure.fields);
      setMessage(failure.message);
      notify(failure.message, 'error');
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-success/30 bg-paper p-6 sm:p-8" data-testid="contact-sent">
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" strokeWidth={1.5} />
        <h2 ref={sentHeading} tabIndex={-1} className="mt-4 text-2xl outline-none sm:text-3xl">
          {t('contact.form.sentTitle')}
        </h2>
        <p className="mt-3 text-ink/85">{sent}</p>
        <button type="button" onClick={() => setSent(null)} className={buttonClass('secondary', 'mt-6')}>
          {t('contact.form.another')}
        </button>
      </div>
    );
  }

  const length = draft.message.trim().length;
  const over = length > CONTACT_MESSAGE_MAX;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="relative grid gap-5 rounded-lg border border-hairline bg-paper p-5 sm:p-8"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
          {t('contact.form.title')}
        </h2>
        <p className="mt-2 text-taupe">{t('contact.form.intro')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          name="name"
          label={t('contact.form.name')}
          autoComplete="given-name"
          maxLength={100}
          value={draft.name}
          error={errors.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          id={`${id}-surname`}
          name="surname"
          label={t('contact.form.surname')}
          autoComplete="family-name"
          maxLength={100}
          value={draft.surname}
          error={errors.surname}
          onChange={(event) => update('surname', event.target.value)}
        />
      </div>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t('forms.email')}
        value={draft.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          {t('contact.form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={7}
          value={draft.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
          className={`${inputClass} h-auto min-h-44 py-3 leading-relaxed`}
        />
        <p id={`${id}-message-hint`} className="mt-2 flex justify-between gap-4 text-sm text-taupe">
          <span>{t('contact.form.messageHint', { min: CONTACT_MESSAGE_MIN })}</span>
          <span className={`shrink-0 tabular-nums ${over ? 'text-bordo' : ''}`} data-testid="message-counter">
            {t('contact.form.counter', { length, max: CONTACT_MESSAGE_MAX })}
          </span>
        </p>
        <FieldError id={`${id}-message`} error={errors.message} />
      </div>
      {/* Honeypot: off screen, out of the tab order and hidden from screen readers; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label htmlFor={`${id}-${CONTACT_HONEYPOT_FIELD}`}>{t('contact.form.honeypot')}</label>
        <input
          id={`${id}-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <p className="text-sm text-taupe">{t('contact.form.privacy')}</p>
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t('contact.form.submit')}
        busyLabel={t('contact.form.submitting')}
        className="justify-self-start"
      />
    </form>
  );
}
