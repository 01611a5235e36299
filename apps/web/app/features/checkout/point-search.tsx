import type { InpostPointsResponse } from '@atelier/contracts';
import { Check, Clock, Loader2, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { describedBy, FieldError, FieldHint, inputClass, labelClass } from '~/components/ui/form';
import { api } from '~/lib/api';
import { formatPointAddress, type ParcelPoint, pointQuery } from './points';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'done'; query: string; points: ParcelPoint[] };

/**
 * The search of parcel lockers by city or postal code with a list to choose from (docs/product-rules.md#parcel-lockers): always shown, the
 * only way to choose a locker when the Geowidget is not configured or cannot load. It lives inside the
 * checkout form, so Enter in its box searches instead of placing the order.
 */
export function PointSearch({
  chosen,
  disabled,
  onChoose,
}: {
  chosen: ParcelPoint | null;
  disabled: boolean;
  onChoose: (point: ParcelPoint) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const id = 'checkout-point-search';
  const hint = t('checkout.inpost.searchText');

  async function search() {
    const params = pointQuery(query);
    if (!params) {
      setQueryError(t('checkout.inpost.queryRequired'));
      return;
    }
    setQueryError(null);
    setState({ status: 'searching' });
    try {
      const response = await api.get<InpostPointsResponse>('/api/shipping/inpost/points', { query: params });
      setState({ status: 'done', query: query.trim(), points: response.data });
    } catch {
      setState({ status: 'failed' });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  }

  return (
    <div>
      <h3 className="text-lg font-medium">{t('checkout.inpost.searchTitle')}</h3>
      <div className="mt-3">
        <label htmlFor={id} className={labelClass}>
          {t('checkout.inpost.searchLabel')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={id}
            type="search"
            enterKeyHint="search"
            autoComplete="address-level2"
            value={query}
            disabled={disabled}
            placeholder={t('checkout.inpost.searchPlaceholder')}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={describedBy(id, { hint, error: queryError })}
            className={inputClass}
            onChange={(event) => {
              setQuery(event.target.value);
              setQueryError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            disabled={disabled || state.status === 'searching'}
            onClick={() => void search()}
            className={buttonClass('secondary', 'h-12 shrink-0')}
          >
            {state.status === 'searching' ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
            ) : (
              <Search aria-hidden="true" className="size-4" strokeWidth={1.5} />
            )}
            {state.status === 'searching' ? t('checkout.inpost.searching') : t('checkout.inpost.search')}
          </button>
        </div>
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={queryError} />
      </div>

      <div aria-live="polite" className="mt-4">
        {state.status === 'failed' && <p className="text-[15px] text-bordo">{t('checkout.inpost.searchFailed')}</p>}
        {state.status === 'done' && state.points.length === 0 && (
          <p className="text-[15px] text-taupe">{t('checkout.inpost.noResults', { query: state.query })}</p>
        )}
        {state.status === 'done' && state.points.length > 0 && (
          <p className="text-sm text-taupe">{t('checkout.inpost.results', { count: state.points.length })}</p>
        )}
      </div>
      {state.status === 'done' && state.points.length > 0 && (
        <ul
          aria-label={t('checkout.inpost.resultsLabel')}
          className="mt-3 max-h-[28rem] divide-y divide-hairline overflow-y-auto rounded-sm border border-hairline"
        >
          {state.points.map((point) => (
            <PointRow
              key={point.id}
              point={point}
              chosen={chosen?.id === point.id}
              disabled={disabled}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PointRow({
  point,
  chosen,
  disabled,
  onChoose,
}: {
  point: ParcelPoint;
  chosen: boolean;
  disabled: boolean;
  onChoose: (point: ParcelPoint) => void;
}) {
  const { t } = useTranslation();
  const address = formatPointAddress(point) ?? t('checkout.inpost.addressUnavailable');
  return (
    <li className={`flex flex-wrap items-start gap-3 p-4 ${chosen ? 'bg-sand/60' : ''}`}>
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cognac" strokeWidth={1.5} />
      {/* On phones the button drops below the address instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-52">
        <p className="font-medium">{point.name}</p>
        <p className="text-[15px]">{address}</p>
        {point.location_description && <p className="text-sm text-taupe">{point.location_description}</p>}
        {(point.location_247 || point.opening_hours) && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-taupe">
            <Clock aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
            {point.location_247 ? t('checkout.inpost.open247') : point.opening_hours}
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={disabled}
        aria-pressed={chosen}
        onClick={() => onChoose(point)}
        className={buttonClass(chosen ? 'primary' : 'secondary', 'ml-8 shrink-0 px-4 sm:ml-0')}
      >
        {chosen && <Check aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        {chosen ? t('checkout.inpost.chosenLabel') : t('checkout.inpost.choose')}
        <span className="sr-only"> {point.name}</span>
      </button>
    </li>
  );
}
