import type { AdminProductSummary } from '@atelier/contracts';
import { Check, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { adminApi } from './admin-api';

/** Quick stock change from the table (PUT /products/:id/stock): type a number, press Enter or the tick. */
export function StockCell({
  product,
  editable,
  onSaved,
}: {
  product: AdminProductSummary;
  editable: boolean;
  onSaved: (stock: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(String(product.stock));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 100_000;
  const changed = valid && parsed !== product.stock;

  if (!editable) return <span className="tabular-nums">{product.stock}</span>;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setError(t('admin.products.stockInvalid'));
      return;
    }
    if (!changed) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await adminApi.setStock(product.id, parsed);
      onSaved(saved.data.stock);
      notify(t('admin.products.stockSaved', { name: product.name_pl, stock: saved.data.stock }), 'success');
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), ['stock']);
      if (outcome.sessionExpired) handleApiError(failure);
      setError(outcome.fields.stock ?? outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="flex items-center gap-1">
        <label htmlFor={`${id}-stock`} className="sr-only">
          {t('admin.products.stockFor', { name: product.name_pl })}
        </label>
        <input
          id={`${id}-stock`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="h-10 w-16 rounded-sm sm:w-20 border border-hairline bg-paper px-2 text-right text-[15px] tabular-nums focus:border-cognac aria-[invalid=true]:border-bordo"
        />
        <button
          type="submit"
          disabled={!changed || busy}
          aria-label={t('admin.products.saveStockFor', { name: product.name_pl })}
          title={t('admin.products.saveStock')}
          className={`inline-flex size-10 items-center justify-center rounded-full transition-colors ${
            changed ? 'bg-cognac text-white hover:bg-cognac-dark' : 'text-taupe/50'
          }`}
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
          ) : (
            <Check aria-hidden="true" className="size-4" strokeWidth={2} />
          )}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 max-w-40 text-xs text-bordo">
          {error}
        </p>
      )}
    </form>
  );
}
