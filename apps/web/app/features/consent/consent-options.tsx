import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_CATEGORIES, type ConsentSelection } from './consent';

/**
 * The three cookie categories as a group of switches: necessary shown as always on (it cannot be turned
 * off), analytics and marketing as checkboxes. Used in the banner's settings and on the cookies page.
 */
export function ConsentOptions({
  value,
  onChange,
  tone = 'paper',
}: {
  value: ConsentSelection;
  onChange: (value: ConsentSelection) => void;
  tone?: 'paper' | 'cream';
}) {
  const { t } = useTranslation();
  const id = useId();
  const rowClass = `flex items-start gap-3 rounded-md border border-hairline px-4 py-3 ${tone === 'paper' ? 'bg-cream/60' : 'bg-paper'}`;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('consent.categoriesLegend')}</legend>
      <div className={rowClass}>
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-taupe" strokeWidth={1.5} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-[15px] font-medium">
            {t('consent.categories.necessary.label')}
            <span className="text-xs font-normal uppercase tracking-[0.14em] text-taupe">{t('consent.alwaysOn')}</span>
          </p>
          <p className="mt-0.5 text-sm text-taupe">{t('consent.categories.necessary.text')}</p>
        </div>
      </div>
      {CONSENT_CATEGORIES.map((category) => {
        const inputId = `${id}-${category}`;
        return (
          <label key={category} htmlFor={inputId} className={`${rowClass} cursor-pointer`}>
            <input
              id={inputId}
              type="checkbox"
              name={category}
              checked={value[category]}
              onChange={(event) => onChange({ ...value, [category]: event.target.checked })}
              aria-describedby={`${inputId}-text`}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-cognac"
            />
            <span className="min-w-0 flex-1">
              <span className="block text-[15px] font-medium">{t(`consent.categories.${category}.label`)}</span>
              <span id={`${inputId}-text`} className="mt-0.5 block text-sm text-taupe">
                {t(`consent.categories.${category}.text`)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
