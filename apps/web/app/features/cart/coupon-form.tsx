import type { Cart } from '@atelier/contracts';
import { Loader2, Tag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, inputClass, labelClass } from '~/components/ui/form';
import { useCartStore } from './store';

/**
 * The promo code (docs/product-rules.md#addresses-and-languages Cart, docs/product-rules.md#orders Coupon): the input is locked while a call runs and once a code is
 * applied; apply needs a non-blank code. A refusal's own message (expired, minimum not reached…) shows
 * under the field and in a toast. An applied code shows with a remove link, and with the reason when the
 * cart no longer meets its conditions.
 */
export function CouponForm({ coupon, warnings }: { coupon: Cart['coupon']; warnings: Cart['warnings'] }) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useCartStore((state) => state.pending > 0);
  const applyCode = useCartStore((state) => state.applyCode);
  const removeCode = useCartStore((state) => state.removeCode);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<'apply' | 'remove' | null>(null);
  const applied = coupon !== null;
  const couponWarnings = warnings.filter((warning) => warning.item_id === null && warning.code.startsWith('coupon_'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || busy || applied) return;
    setWorking('apply');
    setError(null);
    const outcome = await applyCode(code);
    setWorking(null);
    if (outcome.ok) setCode('');
    else setError(outcome.message || null);
  }

  async function onRemove() {
    setWorking('remove');
    const removed = await removeCode();
    setWorking(null);
    if (removed) {
      setCode('');
      setError(null);
    }
  }

  return (
    <div className="border-t border-hairline pt-6">
      <form noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-code`} className={labelClass}>
          {t('cart.coupon.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(null);
            }}
            disabled={busy || applied}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={applied ? '' : t('cart.coupon.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
            className={`${inputClass} uppercase placeholder:normal-case`}
          />
          <button
            type="submit"
            disabled={busy || applied || !code.trim()}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-sm border border-ink/80 px-5 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-cream disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-ink"
          >
            {working === 'apply' && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
            {working === 'apply' ? t('cart.coupon.applying') : t('cart.coupon.apply')}
          </button>
        </div>
        <FieldError id={`${id}-code`} error={error} />
      </form>

      {coupon && (
        <div className="mt-4 rounded-sm bg-sand/70 px-4 py-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2">
              <Tag aria-hidden="true" className="size-4 shrink-0 text-cognac" strokeWidth={1.5} />
              {/* "Applied" only while it lowers the price; a code whose conditions the cart no longer meets stays
                  attached (it applies again when they are met) and says so, with the reason below. */}
              <span>
                {coupon.applicable ? t('cart.coupon.applied') : t('cart.coupon.notApplying')}{' '}
                <strong className="font-medium tracking-wide">{coupon.code}</strong>
              </span>
            </p>
            <button
              type="button"
              onClick={onRemove}
              disabled={busy}
              // While removing, the name is what the button shows (Label in Name, WCAG 2.5.3).
              aria-label={working === 'remove' ? undefined : t('cart.coupon.removeLabel', { code: coupon.code })}
              className="inline-flex min-h-11 shrink-0 items-center text-cognac underline underline-offset-4 disabled:opacity-60"
            >
              {working === 'remove' ? t('cart.coupon.removing') : t('cart.coupon.remove')}
            </button>
          </div>
          {coupon.description && <p className="mt-1 text-taupe">{coupon.description}</p>}
          {couponWarnings.map((warning) => (
            <p key={warning.code} role="status" className="mt-2 font-medium text-warning">
              {warning.message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
