import { Search, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/ui/form';
import { adminInputClass, cardClass, smallButtonClass } from '../ui';

/* Fields of the order and payment filters: a search box and a date range (Warsaw days, both inclusive). */

/**
 * The filter card: the search box always, the other filters beside it from 640 px up; on phones they fold
 * away behind a button (saying how many are set), so the list starts on the first screen.
 */
export function FilterPanel({
  label,
  search,
  activeCount,
  children,
}: {
  label: string;
  search: ReactNode;
  activeCount: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <search aria-label={label} className={`${cardClass} mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
      <div className="sm:col-span-2">{search}</div>
      <button
        type="button"
        className={`${smallButtonClass} sm:hidden`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {open ? t('admin.orders.filters.hide') : t('admin.orders.filters.show')}
        {activeCount > 0 && ` (${activeCount})`}
      </button>
      <div id={id} className={`${open ? 'grid gap-3' : 'hidden'} sm:contents`}>
        {children}
      </div>
    </search>
  );
}

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-taupe"
          strokeWidth={1.5}
        />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={`${adminInputClass} pl-9`}
        />
      </div>
    </div>
  );
}

export function DateRangeFields({
  idPrefix,
  from,
  to,
  reversed,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  reversed: boolean;
  onChange: (change: { dateFrom?: string; dateTo?: string }) => void;
}) {
  const { t } = useTranslation();
  const toId = `${idPrefix}-date-to`;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-date-from`} className="mb-1.5 block text-sm font-medium">
          {t('admin.orders.filters.dateFrom')}
        </label>
        <input
          id={`${idPrefix}-date-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ dateFrom: event.target.value })}
          className={adminInputClass}
        />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1.5 block text-sm font-medium">
          {t('admin.orders.filters.dateTo')}
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${toId}-error` : undefined}
          onChange={(event) => onChange({ dateTo: event.target.value })}
          className={adminInputClass}
        />
        <FieldError id={toId} error={reversed ? t('admin.orders.filters.dateReversed') : null} />
      </div>
    </>
  );
}
