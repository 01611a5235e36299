import type { Facets } from '@atelier/contracts';
import { Check } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CatalogFilters,
  type FacetOption,
  facetOptions,
  type MultiFilter,
  parsePriceInput,
  toggleValue,
  updateFilters,
} from './filters';
import { isNumericSize } from './product';

// Used only when a chosen colour no longer occurs in the result, so the facets carry no hex for it.
const FALLBACK_HEX: Record<string, string> = {
  black: '#1f1b16',
  brown: '#6b3e22',
  coffee: '#4a3326',
  bordo: '#6d1f2b',
  white: '#f4efe6',
  gray: '#8a8580',
  green: '#55603f',
  blue: '#2c3e5c',
  red: '#a3262e',
};

// Floated, a legend lays out like any block, so its margin below is the same as a heading's.
const legendClass = 'float-left mb-2 w-full text-xs font-medium uppercase tracking-[0.18em] text-ink';

/**
 * The filter groups of the products page — price, who it is for, colour, style, status — each value
 * with its count from the API's facets. Every change is applied at once (the page reloads its list).
 */
export function FilterControls({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogFilters;
  facets: Facets | undefined;
  onChange: (next: CatalogFilters) => void;
}) {
  const { t } = useTranslation();
  const groups: { key: Exclude<MultiFilter, 'colors' | 'sizes'>; label: string }[] = [
    { key: 'gender', label: t('productList.gender') },
    { key: 'styles', label: t('productList.styles') },
    { key: 'status', label: t('productList.status') },
  ];
  const colourOptions = facetOptions(facets?.colors, filters.colors, (code) =>
    t(`catalog.colors.${code}` as 'catalog.colors.black'),
  );
  // Belt lengths read as centimetres, whatever label the facet carries.
  const sizeLabel = (size: string, label: string) => (isNumericSize(size) ? t('product.sizeCm', { size }) : label);
  const sizeOptions = facetOptions(facets?.sizes, filters.sizes, (size) => size).map((option) => ({
    ...option,
    label: sizeLabel(option.value, option.label),
  }));

  return (
    <div className="@container flex flex-col divide-y divide-hairline">
      <PriceFilter filters={filters} facets={facets} onChange={onChange} />
      <CheckboxGroup
        filterKey="gender"
        label={groups[0].label}
        filters={filters}
        options={facetOptions(facets?.gender, filters.gender, (code) =>
          t(`catalog.gender.${code}` as 'catalog.gender.women'),
        )}
        onChange={onChange}
      />
      {colourOptions.length > 0 && (
        <fieldset className="py-6">
          <legend className={legendClass}>{t('productList.colors')}</legend>
          <ul className="clear-left grid gap-x-4 @[19rem]:grid-cols-2">
            {colourOptions.map((option) => {
              const checked = filters.colors.includes(option.value);
              const hex = option.hex ?? FALLBACK_HEX[option.value] ?? '#999';
              return (
                <li key={option.value}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="peer sr-only"
                      checked={checked}
                      onChange={() => onChange(toggleValue(filters, 'colors', option.value))}
                    />
                    <span
                      aria-hidden="true"
                      className="relative inline-flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-ink/20 ring-offset-2 ring-offset-cream transition-shadow peer-checked:ring-2 peer-checked:ring-cognac peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-cognac"
                      style={{ backgroundColor: hex }}
                    >
                      {checked && (
                        <Check className={`size-3.5 ${isLight(hex) ? 'text-ink' : 'text-white'}`} strokeWidth={2.5} />
                      )}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    <Count value={option.count} />
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {sizeOptions.length > 0 && (
        <fieldset className="py-6">
          <legend className={legendClass}>{t('productList.sizes')}</legend>
          <ul className="clear-left flex flex-wrap gap-2 pt-1">
            {sizeOptions.map((option) => (
              <li key={option.value}>
                <label className="relative block cursor-pointer">
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={filters.sizes.includes(option.value)}
                    onChange={() => onChange(toggleValue(filters, 'sizes', option.value))}
                  />
                  <span className="inline-flex h-11 min-w-14 items-center justify-center gap-2 rounded-full border border-hairline bg-paper px-4 text-sm tabular-nums transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cognac">
                    {option.label}
                    <span className="text-xs opacity-70">{option.count}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {groups.slice(1).map((group) => (
        <CheckboxGroup
          key={group.key}
          filterKey={group.key}
          label={group.label}
          filters={filters}
          options={facetOptions(facets?.[group.key], filters[group.key], (code) =>
            t(`catalog.${group.key}.${code}` as 'catalog.status.new'),
          )}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

function Count({ value }: { value: number }) {
  return <span className="ml-auto shrink-0 text-xs tabular-nums text-taupe">{value}</span>;
}

function CheckboxGroup({
  filterKey,
  label,
  filters,
  options,
  onChange,
}: {
  filterKey: MultiFilter;
  label: string;
  filters: CatalogFilters;
  options: FacetOption[];
  onChange: (next: CatalogFilters) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="py-6">
      <legend className={legendClass}>{label}</legend>
      <ul className="clear-left">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-[18px] shrink-0 cursor-pointer accent-cognac"
                checked={filters[filterKey].includes(option.value)}
                onChange={() => onChange(toggleValue(filters, filterKey, option.value))}
              />
              <span className="min-w-0 flex-1">{option.label}</span>
              <Count value={option.count} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceFilter({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogFilters;
  facets: Facets | undefined;
  onChange: (next: CatalogFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const [synced, setSynced] = useState({ min: filters.minPrice, max: filters.maxPrice });
  // The URL changed elsewhere (a removed chip, the back button): show its bounds.
  if (synced.min !== filters.minPrice || synced.max !== filters.maxPrice) {
    setSynced({ min: filters.minPrice, max: filters.maxPrice });
    setMin(filters.minPrice?.toString() ?? '');
    setMax(filters.maxPrice?.toString() ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = parsePriceInput(min);
    let maxPrice = parsePriceInput(max);
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    if (minPrice === filters.minPrice && maxPrice === filters.maxPrice) return;
    onChange(updateFilters(filters, { minPrice, maxPrice }));
  };

  const floor = facets ? Math.floor(facets.price.min) : undefined;
  const ceiling = facets ? Math.ceil(facets.price.max) : undefined;
  const inputClass =
    'h-11 w-full rounded-sm border border-hairline bg-paper px-3 text-sm tabular-nums placeholder:text-taupe/80 focus:border-cognac';

  return (
    <form onSubmit={submit} className="py-6">
      <fieldset>
        <legend className={legendClass}>{t('productList.price')}</legend>
        <div className="clear-left flex items-end gap-2 pt-1">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-taupe">
              {t('productList.priceMin')}
            </label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={min}
              placeholder={floor?.toString()}
              onChange={(event) => setMin(event.target.value)}
              className={inputClass}
            />
          </div>
          <span aria-hidden="true" className="pb-2.5 text-taupe">
            –
          </span>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-taupe">
              {t('productList.priceMax')}
            </label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={max}
              placeholder={ceiling?.toString()}
              onChange={(event) => setMax(event.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <button
          type="submit"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-cognac underline-offset-4 hover:underline"
        >
          {t('productList.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}

function isLight(hex: string): boolean {
  const value = hex.replace('#', '');
  if (value.length !== 6) return false;
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(value.slice(offset, offset + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}
