import type { AdminCategory, AdminProduct } from '@atelier/contracts';
import { GitMerge, RefreshCw, TriangleAlert } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { AdminAttributeItem } from '../admin-api';
import type { ProductField, ProductFormValues } from '../product-form-values';

/** The form's label of each field (admin.form.*), for naming what the other person changed. */
const FIELD_LABELS = {
  name_pl: 'namePl',
  name_en: 'nameEn',
  slug: 'slug',
  sku: 'sku',
  category_id: 'category',
  kind: 'kind',
  description_pl: 'description_pl',
  description_en: 'description_en',
  base_price: 'basePrice',
  sale_price: 'salePrice',
  stock: 'stock',
  made_to_order: 'madeToOrder',
  featured: 'featured',
  is_active: 'published',
  labels: 'labels',
  sizes: 'sizes',
  features_pl: 'featuresPl',
  features_en: 'featuresEn',
  material_pl: 'materialPl',
  material_en: 'materialEn',
  dimensions_pl: 'dimensionsPl',
  dimensions_en: 'dimensionsEn',
  compartments_pl: 'compartmentsPl',
  compartments_en: 'compartmentsEn',
  straps_pl: 'strapsPl',
  straps_en: 'strapsEn',
  care_pl: 'carePl',
  care_en: 'careEn',
  attribute_ids: 'attributes',
  color: 'colour',
} as const satisfies Record<ProductField, string>;

/** Long texts are named, not quoted: the form below shows them in full after either choice. */
const LONG_FIELDS = new Set<ProductField>([
  'description_pl',
  'description_en',
  'features_pl',
  'features_en',
  'care_pl',
  'care_en',
]);

export interface Conflict {
  newer: AdminProduct;
  newerValues: ProductFormValues;
  /** Fields the newer version changed compared with what this editor loaded. */
  theirs: ProductField[];
  /** Of those, the ones this editor changed to something else. */
  both: ProductField[];
}

/**
 * Shown when a save was refused because someone saved the product in the meantime (409): what they
 * changed, with the newer values, and the two ways on — load their version, or put my edits on top of it
 * and save again. Nothing is overwritten without the person seeing this first.
 */
export const ConflictNotice = forwardRef<
  HTMLDivElement,
  {
    conflict: Conflict;
    message: string;
    categories: AdminCategory[];
    attributes: AdminAttributeItem[];
    onReload: () => void;
    onMerge: () => void;
  }
>(function ConflictNotice({ conflict, message, categories, attributes, onReload, onMerge }, ref) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (field: ProductField) => t(`admin.form.${FIELD_LABELS[field]}`);
  const yesNo = (value: boolean) => (value ? t('admin.audit.yes') : t('admin.audit.no'));

  function shown(field: ProductField): string {
    const value = conflict.newerValues[field];
    if (LONG_FIELDS.has(field)) return t('admin.form.conflict.changedText');
    if (typeof value === 'boolean') return yesNo(value);
    if (field === 'category_id') {
      const category = categories.find((c) => String(c.id) === value);
      return category ? (locale === 'en' ? category.name_en : category.name_pl) : String(value);
    }
    if (field === 'kind') return t(`admin.kinds.${value}`, { defaultValue: String(value) });
    if (field === 'labels') {
      const list = value as string[];
      return list.length ? list.map((code) => t(`catalog.labels.${code}`, { defaultValue: code })).join(', ') : '—';
    }
    if (field === 'attribute_ids') {
      const names = (value as number[])
        .map((id) => attributes.find((a) => a.id === id))
        .filter((a): a is AdminAttributeItem => Boolean(a))
        .map((a) => (locale === 'en' ? a.label_en : a.label_pl));
      return names.length ? names.join(', ') : '—';
    }
    if ((field === 'base_price' || field === 'sale_price') && value) return `${value} zł`;
    const text = String(value ?? '');
    return text ? (text.length > 120 ? `${text.slice(0, 117)}…` : text) : '—';
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="pf-conflict-title"
      className="rounded-lg border border-warning/40 bg-warning/5 p-5 outline-none focus-visible:outline-2 focus-visible:outline-cognac sm:p-6"
    >
      <h2 id="pf-conflict-title" className="flex items-center gap-2 text-xl">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-warning" strokeWidth={1.5} />
        {t('admin.form.conflict.title')}
      </h2>
      <p className="mt-2 text-[15px]">{message}</p>
      <p className="mt-1 text-sm text-taupe">
        {t('admin.form.conflict.savedAt', { time: formatDate(conflict.newer.updated_at, locale, 'dateTime') })}
      </p>
      {conflict.theirs.length > 0 ? (
        <>
          <p className="mt-4 text-sm font-medium">{t('admin.form.conflict.theirs')}</p>
          <ul className="mt-1 grid gap-1 text-[15px]">
            {conflict.theirs.map((field) => (
              <li key={field} className="break-words">
                <span className="text-taupe">{label(field)}:</span> <span className="font-medium">{shown(field)}</span>
                {conflict.both.includes(field) && (
                  <span className="ml-1 text-sm text-warning">({t('admin.form.conflict.alsoMine')})</span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-taupe">{t('admin.form.conflict.nothingVisible')}</p>
      )}
      <p className="mt-4 text-sm text-taupe">{t('admin.form.conflict.choice')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className={buttonClass('primary')} onClick={onReload}>
          <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('admin.form.conflict.reload')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onMerge}>
          <GitMerge aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('admin.form.conflict.merge')}
        </button>
      </div>
    </div>
  );
});
