import type { ReviewCreateResponse } from '@atelier/contracts';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FormMessage, inputClass, labelClass, SubmitButton, TextField } from '~/components/ui/form';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { formFailure, withoutField } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import {
  isValidRating,
  RATING_MAX,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  reviewBodyProblem,
} from './rating';

const FIELDS = ['rating', 'title', 'body'] as const;

/**
 * Writing a review (POST /api/products/{id}/reviews): a rating of 1-5 as a radio group, an optional title
 * and 10-2000 characters of text. It is shown after staff approve it, which the thank-you message says.
 */
export default function ReviewForm({
  productId,
  onCancel,
  onWritten,
}: {
  productId: number;
  onCancel: () => void;
  /** The review as stored (awaiting moderation), so the section can say so after the thanks. */
  onWritten?: (review: ReviewCreateResponse['data']) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!isValidRating(rating)) problems.rating = t('reviews.form.ratingRequired');
    const bodyProblem = reviewBodyProblem(body);
    if (bodyProblem === 'required') problems.body = t('forms.required');
    if (bodyProblem === 'too_short') problems.body = t('reviews.form.tooShort', { min: REVIEW_BODY_MIN });
    if (bodyProblem === 'too_long') problems.body = t('reviews.form.tooLong', { max: REVIEW_BODY_MAX });
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const response = await api.post<ReviewCreateResponse>(`/api/products/${productId}/reviews`, {
        rating,
        body: body.trim(),
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      setDone(response?.message || t('reviews.form.awaitingApproval'));
      if (response?.data) onWritten?.(response.data);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setDone(null);
        setMessage(error.serverMessage || t('reviews.form.alreadyReviewed'));
        setBusy(false);
        return;
      }
      const failure = formFailure(error, t, t('reviews.form.failed'), FIELDS);
      if (failure.sessionExpired) {
        handleApiError(error, { locale });
      } else {
        setErrors(failure.fields);
        setMessage(failure.message);
        notify(failure.message, 'error');
      }
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="mt-6">
        <FormMessage tone="success">{done}</FormMessage>
      </div>
    );
  }

  const length = body.trim().length;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="mt-6 grid gap-5 rounded-lg border border-hairline bg-paper p-5 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-xl">
        {t('reviews.form.title')}
      </h3>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className={labelClass}>{t('reviews.form.rating')}</legend>
        <div className="flex flex-wrap gap-1">
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
            <label key={value} className="relative">
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setErrors((current) => withoutField(current, 'rating'));
                }}
                aria-label={t('reviews.form.ratingOption', { count: value, max: RATING_MAX })}
                className="peer absolute inset-0 z-[1] size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span
                aria-hidden="true"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors peer-hover:bg-sand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac"
              >
                <Star
                  className={`size-7 ${rating !== null && value <= rating ? 'fill-cognac text-cognac' : 'text-taupe/60'}`}
                  strokeWidth={1.5}
                />
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating`} error={errors.rating} />
      </fieldset>
      <TextField
        id={`${id}-headline`}
        label={t('reviews.form.headline')}
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        value={title}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => withoutField(current, 'title'));
        }}
      />
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          {t('reviews.form.body')}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={6}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setErrors((current) => withoutField(current, 'body'));
          }}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-error` : ''}`}
          className={`${inputClass} h-auto min-h-36 py-3 leading-relaxed`}
        />
        <p id={`${id}-body-hint`} className="mt-2 text-sm text-taupe">
          {t('reviews.form.bodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX, length })}
        </p>
        <FieldError id={`${id}-body`} error={errors.body} />
      </div>
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} label={t('reviews.form.submit')} busyLabel={t('reviews.form.submitting')} />
        <button type="button" onClick={onCancel} className={buttonClassGhost}>
          {t('reviews.form.cancel')}
        </button>
      </div>
    </form>
  );
}

const buttonClassGhost =
  'inline-flex min-h-11 items-center px-3 text-sm font-medium text-taupe underline-offset-4 hover:text-ink hover:underline';
