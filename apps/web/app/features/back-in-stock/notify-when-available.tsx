import type { BackInStockNotifyResponse } from '@atelier/contracts';
import { BellRing, Loader2, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { describedBy, FieldError, inputClass, labelClass } from '~/components/ui/field';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';
import { useHydrated } from '~/lib/use-hydrated';
import { useAuthStore } from '../auth/store';
import { handleApiError } from '../notifications/api-error-handler';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Powiadom o dostępności" under a sold-out variant that is not made to order (docs/product-rules.md#back-in-stock):
 * `POST /api/products/{id}/notify { variant_id, email }`. A guest is asked to confirm the link we e-mail; a
 * signed-in customer with a verified address waits at once. The server's answer is shown as it is worded.
 * The page keys it by variant, so another variant starts a fresh form.
 */
export function NotifyWhenAvailable({ productId, variantId }: { productId: number; variantId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const user = useAuthStore((state) => state.user);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (user?.email) setEmail((current) => current || user.email);
  }, [user?.email]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(address ? t('newsletter.invalidEmail') : t('newsletter.emailRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const response = await api.post<BackInStockNotifyResponse>(`/api/products/${productId}/notify`, {
        variant_id: variantId,
        email: address,
      });
      setDone(response.message);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) {
        setError(failure.fieldError('email') ?? failure.serverMessage ?? t('backInStock.failed'));
      } else if (isApiError(failure) && failure.status === 429) {
        setError(failure.serverMessage ?? t('backInStock.failed'));
      } else {
        handleApiError(failure, { locale });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const field = `${id}-email`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-sm border border-hairline bg-paper px-4 py-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-sans text-base font-medium">
        <BellRing aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
        {t('backInStock.title')}
      </h2>
      {done ? (
        <p role="status" className="mt-3 flex items-start gap-2 text-[15px]">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" strokeWidth={1.5} />
          <span>{done}</span>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-2">
          <p className="text-sm text-taupe">{t('backInStock.intro')}</p>
          <label htmlFor={field} className={`${labelClass} mt-3`}>
            {t('backInStock.email')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={field}
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
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(field, { error })}
              className={inputClass}
            />
            <button type="submit" disabled={submitting || !hydrated} className={`${buttonClass('secondary')} shrink-0`}>
              {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {submitting ? t('backInStock.sending') : t('backInStock.submit')}
            </button>
          </div>
          <div role="alert">
            <FieldError id={field} error={error} />
          </div>
        </form>
      )}
    </section>
  );
}
