import type { Cart } from '@atelier/contracts';
import { Gift, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, inputClass, labelClass } from '~/components/ui/form';
import { formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { useCartStore } from './store';

/**
 * Gift cards in the cart (docs/product-rules.md#gift-cards): a field for a card's code (several cards may be
 * used, after the promo code), and each applied card with what it covers, what stays on it and a remove button.
 * The server's refusal (expired, spent, unknown code…) shows under the field and in a toast.
 */
export function GiftCardForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const busy = useCartStore((state) => state.pending > 0);
  const applyGiftCard = useCartStore((state) => state.applyGiftCard);
  const removeGiftCard = useCartStore((state) => state.removeGiftCard);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const cards = cart.totals.gift_cards;
  const cardWarnings = cart.warnings.filter((w) => w.item_id === null && w.code.startsWith('gift_card_'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setWorking('apply');
    setError(null);
    const outcome = await applyGiftCard(code);
    setWorking(null);
    if (outcome.ok) setCode('');
    else setError(outcome.message || null);
  }

  async function onRemove(last4: string) {
    setWorking(last4);
    await removeGiftCard(last4);
    setWorking(null);
  }

  return (
    <div className="border-t border-hairline pt-6">
      <form noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-gift`} className={labelClass}>
          {t('cart.giftCard.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-gift`}
            name="gift_card"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(null);
            }}
            disabled={busy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={t('cart.giftCard.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-gift-error` : `${id}-gift-hint`}
            className={`${inputClass} uppercase placeholder:normal-case`}
          />
          <button
            type="submit"
            disabled={busy || !code.trim()}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-sm border border-ink/80 px-5 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-ink"
          >
            {working === 'apply' && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {working === 'apply' ? t('cart.giftCard.applying') : t('cart.giftCard.apply')}
          </button>
        </div>
        {!error && (
          <p id={`${id}-gift-hint`} className="mt-1.5 text-sm text-taupe">
            {t('cart.giftCard.hint')}
          </p>
        )}
        <FieldError id={`${id}-gift`} error={error} />
      </form>

      {cards.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label={t('cart.giftCard.label')}>
          {cards.map((card) => (
            <li key={card.code_last4} className="rounded-sm bg-sand/70 px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <p className="flex min-w-0 items-center gap-2">
                  <Gift aria-hidden="true" className="size-4 shrink-0 text-cognac" strokeWidth={1.5} />
                  <span>
                    <strong className="font-medium tracking-wide">
                      {t('cart.giftCard.row', { last4: card.code_last4 })}
                    </strong>{' '}
                    −{formatPrice(card.applied, locale)}
                    <span className="block text-taupe">
                      {t('cart.giftCard.left', { amount: formatPrice(card.balance_after, locale) })}
                    </span>
                  </span>
                </p>
                <button
                  type="button"
                  onClick={() => onRemove(card.code_last4)}
                  disabled={busy}
                  aria-label={
                    working === card.code_last4 ? undefined : t('cart.giftCard.removeLabel', { last4: card.code_last4 })
                  }
                  className="inline-flex min-h-11 shrink-0 items-center text-cognac underline underline-offset-4 disabled:opacity-60"
                >
                  {working === card.code_last4 ? t('cart.coupon.removing') : t('cart.giftCard.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cardWarnings.map((warning) => (
        <p key={warning.message} className="mt-2 text-sm font-medium text-warning">
          {warning.message}
        </p>
      ))}
    </div>
  );
}
