import type { GiftCardBalanceResponse } from '@atelier/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, inputClass, labelClass } from '~/components/ui/form';
import { api } from '~/lib/api';
import { failureMessage } from '../cart/failures';

/**
 * The balance check (POST /api/gift-cards/balance): the code in, the server's sentence out — what the card
 * holds and until when, or why it cannot pay (expired, used up, unknown code, too many tries).
 */
export function BalanceCheck() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await api.post<GiftCardBalanceResponse>('/api/gift-cards/balance', { code: code.trim() });
      setResult(answer.message);
    } catch (failure) {
      setError(failureMessage(failure, t('giftCards.balanceFailed'), t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl">
      <label htmlFor={`${id}-code`} className={labelClass}>
        {t('giftCards.codeLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="ABCD-EFGH-JKMN-PQRS-TUVW"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          className={`${inputClass} uppercase`}
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-sm bg-ink px-5 text-sm font-medium text-cream disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
          {t('giftCards.check')}
        </button>
      </div>
      <FieldError id={`${id}-code`} error={error} />
      <p role="status" className="mt-4 min-h-6 text-lg" data-testid="gift-card-balance">
        {result}
      </p>
    </form>
  );
}
