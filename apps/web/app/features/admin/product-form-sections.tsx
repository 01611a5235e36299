import type { AdminCategory, AdminProduct } from '@atelier/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/ui/form';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import type { AdminAttributeItem } from './admin-api';
import { CheckField, FormSection, InputField, SelectField, SwitchField, TextAreaField } from './fields';
import { PRODUCT_LABEL_CODES, type ProductField, type ProductFormValues, slugPreview } from './product-form-values';

/*
 * The product form's sections, in the order staff fill them in. Each reads and writes the form's values
 * through `ProductFields`; the form itself (product-form.tsx) keeps the state, saving and conflicts.
 */

// TipTap is large; it is downloaded only when a product form opens, never with the shop's pages.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

// Colours are not among them: a product's colours are its variants' (docs/product-rules.md#variants).
const ATTRIBUTE_KIND_ORDER = ['style', 'gender', 'status'];
const DETAIL_FIELDS = ['material', 'dimensions', 'compartments', 'straps'] as const;

/** The form's values and messages, and how a section changes them. */
export interface ProductFields {
  values: ProductFormValues;
  errors: Partial<Record<ProductField, string>>;
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
  /** Props for a text field: its id (`pf-<field>`), value, message and change handler. */
  text: (field: ProductField) => {
    id: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
}

export function BasicsSection({
  fields,
  product,
  categories,
  kinds,
}: {
  fields: ProductFields;
  product?: AdminProduct;
  categories: AdminCategory[];
  kinds: string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, text } = fields;
  return (
    <FormSection id="pf-basics" title={t('admin.form.basics')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('admin.form.namePl')} lang="pl" required maxLength={200} {...text('name_pl')} />
        <InputField label={t('admin.form.nameEn')} lang="en" required maxLength={200} {...text('name_en')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('admin.form.slug')}
          maxLength={200}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={values.slug ? undefined : slugPreview(values.name_pl)}
          hint={
            product ? t('admin.form.slugHintEdit') : t('admin.form.slugHint', { slug: slugPreview(values.name_pl) })
          }
          {...text('slug')}
        />
        <InputField
          label={t('admin.form.sku')}
          required
          maxLength={64}
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('admin.form.skuHint')}
          {...text('sku')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('admin.form.category')} required {...text('category_id')}>
          <option value="">{t('admin.form.choose')}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {locale === 'en' ? category.name_en : category.name_pl}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.form.kind')} required {...text('kind')}>
          <option value="">{t('admin.form.choose')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.kinds.${kind}`, { defaultValue: kind })}
            </option>
          ))}
        </SelectField>
      </div>
    </FormSection>
  );
}

/** Where a product has several variants, its price and stock are theirs: the note sends staff to the table. */
function PerVariantNote() {
  const { t } = useTranslation();
  return (
    <p className="rounded-sm bg-sand/50 px-3 py-2 text-sm">
      {t('admin.variants.perVariantNote')}{' '}
      <a href="#pf-variants-title" className="font-medium text-cognac underline underline-offset-4">
        {t('admin.variants.goToVariants')}
      </a>
    </p>
  );
}

export function PricesSection({
  fields,
  base,
  perVariant = false,
}: {
  fields: ProductFields;
  base?: AdminProduct;
  perVariant?: boolean;
}) {
  const { t } = useTranslation();
  const { text } = fields;
  return (
    <FormSection id="pf-prices" title={t('admin.form.prices')} description={t('admin.form.omnibusNote')}>
      {perVariant ? (
        <PerVariantNote />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.form.basePrice')}
            inputMode="decimal"
            required
            suffix="zł"
            {...text('base_price')}
          />
          <InputField
            label={t('admin.form.salePrice')}
            inputMode="decimal"
            suffix="zł"
            hint={t('admin.form.salePriceHint')}
            {...text('sale_price')}
          />
        </div>
      )}
      {base && !perVariant && <PriceHistory history={base.price_history} />}
    </FormSection>
  );
}

export function StockSection({ fields, perVariant = false }: { fields: ProductFields; perVariant?: boolean }) {
  const { t } = useTranslation();
  const { values, set, text } = fields;
  return (
    <FormSection id="pf-stock" title={t('admin.form.stockAndVisibility')}>
      {perVariant ? (
        <PerVariantNote />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('admin.form.stock')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            required
            {...text('stock')}
          />
          <div className="sm:pt-7">
            <CheckField
              id="pf-made_to_order"
              label={t('admin.form.madeToOrder')}
              hint={t('admin.form.madeToOrderHint')}
              checked={values.made_to_order}
              onChange={(checked) => set('made_to_order', checked)}
            />
          </div>
        </div>
      )}
      <SwitchField
        id="pf-is_active"
        label={t('admin.form.published')}
        hint={values.is_active ? t('admin.form.publishedOn') : t('admin.form.publishedOff')}
        checked={values.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <CheckField
        id="pf-featured"
        label={t('admin.form.featured')}
        hint={t('admin.form.featuredHint')}
        checked={values.featured}
        onChange={(checked) => set('featured', checked)}
      />
    </FormSection>
  );
}

export function DescriptionsSection({ fields, editable }: { fields: ProductFields; editable: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, errors, set } = fields;
  return (
    <FormSection
      id="pf-descriptions"
      title={t('admin.form.descriptions')}
      description={t('admin.form.descriptionsHint')}
    >
      {(['pl', 'en'] as const).map((language) => {
        const field = `description_${language}` as const;
        return (
          <div key={field} lang={language}>
            <p id={`pf-${field}-label`} className="mb-1.5 text-sm font-medium" lang={locale}>
              {t(`admin.form.description_${language}`)}
            </p>
            <Suspense
              fallback={
                <div
                  role="status"
                  className="flex h-52 items-center justify-center rounded-sm border border-hairline bg-sand/40 text-sm text-taupe"
                >
                  {t('admin.editor.loading')}
                </div>
              }
            >
              <RichTextEditor
                value={values[field]}
                onChange={(html) => set(field, html)}
                labelId={`pf-${field}-label`}
                describedBy={errors[field] ? `pf-${field}-error` : undefined}
                invalid={Boolean(errors[field])}
                editable={editable}
              />
            </Suspense>
            <FieldError id={`pf-${field}`} error={errors[field]} />
          </div>
        );
      })}
    </FormSection>
  );
}

export function AttributesSection({
  fields,
  attributes,
  isNew,
}: {
  fields: ProductFields;
  attributes: AdminAttributeItem[];
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, errors, set, text } = fields;
  const attributeGroups = ATTRIBUTE_KIND_ORDER.map((kind) => ({
    kind,
    items: attributes.filter((attribute) => attribute.kind === kind),
  })).filter((group) => group.items.length > 0);
  const unknownLabels = values.labels.filter((label) => !(PRODUCT_LABEL_CODES as readonly string[]).includes(label));
  return (
    <FormSection id="pf-attributes" title={t('admin.form.attributes')}>
      {attributeGroups.map((group) => (
        <fieldset key={group.kind} className="min-w-0">
          <legend className="mb-1 text-sm font-medium">
            {t(`admin.attributeKinds.${group.kind}`, { defaultValue: group.kind })}
          </legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
            {group.items.map((attribute) => (
              <CheckField
                key={attribute.id}
                id={`pf-attribute-${attribute.id}`}
                checked={values.attribute_ids.includes(attribute.id)}
                onChange={(checked) =>
                  set(
                    'attribute_ids',
                    checked
                      ? [...values.attribute_ids, attribute.id].sort((a, b) => a - b)
                      : values.attribute_ids.filter((id) => id !== attribute.id),
                  )
                }
                label={
                  <>
                    {attribute.hex && (
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 rounded-full ring-1 ring-ink/20"
                        style={{ backgroundColor: attribute.hex }}
                      />
                    )}
                    {locale === 'en' ? attribute.label_en : attribute.label_pl}
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FieldError id="pf-attribute_ids" error={errors.attribute_ids} />
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium">{t('admin.form.labels')}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {[...PRODUCT_LABEL_CODES, ...unknownLabels].map((label) => (
            <CheckField
              key={label}
              id={`pf-label-${label}`}
              label={t(`catalog.labels.${label}`, { defaultValue: label })}
              checked={values.labels.includes(label)}
              onChange={(checked) =>
                set('labels', checked ? [...values.labels, label] : values.labels.filter((l) => l !== label))
              }
            />
          ))}
        </div>
        <FieldError id="pf-labels" error={errors.labels} />
      </fieldset>
      {isNew ? (
        // A new product is one variant: its colour and size; more are added as variants once it is saved.
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('admin.variants.firstColour')}
            hint={t('admin.variants.firstColourHint')}
            {...text('color')}
          >
            <option value="">{t('admin.variants.noColour')}</option>
            {attributes
              .filter((attribute) => attribute.kind === 'colour')
              .map((colour) => (
                <option key={colour.id} value={colour.code}>
                  {locale === 'en' ? colour.label_en : colour.label_pl}
                </option>
              ))}
          </SelectField>
          <InputField
            label={t('admin.variants.firstSize')}
            hint={t('admin.variants.firstSizeHint')}
            {...text('sizes')}
          />
        </div>
      ) : (
        <p className="text-sm text-taupe">{t('admin.variants.optionsNote')}</p>
      )}
    </FormSection>
  );
}

export function DetailsSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation();
  const { text } = fields;
  return (
    <FormSection id="pf-details" title={t('admin.form.details')} description={t('admin.form.detailsHint')}>
      {DETAIL_FIELDS.map((detail) => (
        <div key={detail} className="grid gap-4 sm:grid-cols-2">
          <InputField label={t(`admin.form.${detail}Pl`)} lang="pl" maxLength={500} {...text(`${detail}_pl`)} />
          <InputField label={t(`admin.form.${detail}En`)} lang="en" maxLength={500} {...text(`${detail}_en`)} />
        </div>
      ))}
    </FormSection>
  );
}

export function GpsrSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation();
  const { text } = fields;
  return (
    <FormSection id="pf-gpsr" title={t('admin.form.gpsr')} description={t('admin.form.gpsrHint')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('admin.form.featuresPl')}
          lang="pl"
          hint={t('admin.form.featuresHint')}
          rows={4}
          {...text('features_pl')}
        />
        <TextAreaField
          label={t('admin.form.featuresEn')}
          lang="en"
          hint={t('admin.form.featuresHint')}
          rows={4}
          {...text('features_en')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('admin.form.carePl')}
          lang="pl"
          hint={t('admin.form.careHint')}
          rows={4}
          maxLength={5000}
          {...text('care_pl')}
        />
        <TextAreaField
          label={t('admin.form.careEn')}
          lang="en"
          hint={t('admin.form.careHint')}
          rows={4}
          maxLength={5000}
          {...text('care_en')}
        />
      </div>
    </FormSection>
  );
}

function PriceHistory({ history }: { history: AdminProduct['price_history'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <details className="text-sm" open={history.length > 0 && history.length <= 3}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-cognac">
        {t('admin.form.priceHistory', { count: history.length })}
      </summary>
      {history.length === 0 ? (
        <p className="text-taupe">{t('admin.form.priceHistoryEmpty')}</p>
      ) : (
        <table className="mt-1 w-full max-w-md">
          <thead>
            <tr className="border-b border-hairline text-left text-xs uppercase tracking-[0.08em] text-taupe">
              <th scope="col" className="py-2 font-medium">
                {t('admin.form.effectiveFrom')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('admin.form.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={`${entry.effective_from}-${entry.price}`} className="border-b border-hairline last:border-0">
                <td className="py-2">{formatDate(entry.effective_from, locale, 'dateTime')}</td>
                <td className="py-2 text-right tabular-nums">{formatPrice(entry.price, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
