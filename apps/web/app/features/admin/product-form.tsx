import type { AdminCategory, AdminProduct } from '@atelier/contracts';
import { Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FieldError, FormMessage } from '~/components/ui/form';
import { formatDate, formatPrice } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { handleApiError } from '../notifications/api-error-handler';
import { notify } from '../notifications/store';
import { adminPath } from './access';
import { type AdminAttributeItem, adminApi } from './admin-api';
import { catalogueApi, isProductChanged } from './catalogue/catalogue-api';
import { type Conflict, ConflictNotice } from './catalogue/conflict-notice';
import { NewProductPhotos, ProductPhotos } from './catalogue/product-photos';
import { usePhotoQueue } from './catalogue/use-photo-queue';
import { ConfirmDialog } from './dialogs';
import { CheckField, FormSection, InputField, SelectField, SwitchField, TextAreaField } from './fields';
import {
  type ClientProblem,
  emptyProductForm,
  fieldErrorsFromServer,
  formToInput,
  mergeEdits,
  PRODUCT_LABEL_CODES,
  type ProductField,
  type ProductFormValues,
  productToForm,
  sameValues,
  slugPreview,
} from './product-form-values';
import { smallButtonClass } from './ui';
import { useUnsavedChanges } from './use-unsaved-changes';

// TipTap is large; it is downloaded only when a product form opens, never with the shop's pages.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const ATTRIBUTE_KIND_ORDER = ['colour', 'style', 'gender', 'status'];
const DETAIL_FIELDS = ['material', 'dimensions', 'compartments', 'straps'] as const;

export interface ProductFormProps {
  product?: AdminProduct;
  categories: AdminCategory[];
  attributes: AdminAttributeItem[];
  kinds: string[];
  canWrite: boolean;
  onSaved?: (product: AdminProduct) => void;
}

/**
 * Creating and editing a product: every field of AdminProductInput, grouped as staff think of them, and
 * its photographs. An edit is saved with the version it was loaded at: when someone saved the product in
 * the meantime the server refuses (409) and the form shows their version before anything is overwritten.
 * A new product's photographs are chosen here too and sent right after the product is added.
 */
export function ProductForm({ product, categories, attributes, kinds, canWrite, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  /** The product as last loaded or saved: its `updated_at` and stock go with the next save. */
  const [base, setBase] = useState<AdminProduct | undefined>(product);
  const [initial, setInitial] = useState(() => (product ? productToForm(product, locale) : emptyProductForm()));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState<{ done: number; total: number } | null>(null);
  const [conflict, setConflict] = useState<(Conflict & { message: string }) | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const queue = usePhotoQueue(t('admin.form.photos.uploadFailed'));
  const photosPending = queue.items.some((item) => item.state !== 'done' && (!product || item.state !== 'failed'));
  const dirty = canWrite && (!sameValues(values, initial) || photosPending);
  const { blocker, allowLeaving } = useUnsavedChanges(dirty && !saving);

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const set = <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest as typeof errors);
  };
  const text = (field: ProductField) => ({
    id: `pf-${field}`,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });
  const problemText = (problem: ClientProblem) => t(`admin.form.problems.${problem}`);

  function showErrors(fields: Partial<Record<ProductField, string>>, others: string[] = []) {
    setErrors(fields);
    const count = Object.keys(fields).length;
    setFormError(others.length ? others.join('\n') : t('forms.fixFields', { count }));
    const first = Object.keys(emptyProductForm()).find((field) => field in fields);
    if (first) document.getElementById(`pf-${first}`)?.focus();
  }

  /** The newest version after a 409, compared with what this editor loaded and changed. */
  async function showConflict(message: string) {
    if (!product || !base) return;
    const newer = (await adminApi.product(product.id)).data;
    const newerValues = productToForm(newer, locale);
    const { theirs, both } = mergeEdits(initial, values, newerValues);
    setConflict({ newer, newerValues, theirs, both, message });
  }

  /** "Load the newer version": the form shows what is saved now; this editor's changes are dropped. */
  function loadNewer() {
    if (!conflict) return;
    setBase(conflict.newer);
    setInitial(conflict.newerValues);
    setValues(conflict.newerValues);
    setErrors({});
    setFormError(null);
    setConflict(null);
    notify(t('admin.form.conflict.reloaded'), 'info');
    onSaved?.(conflict.newer);
  }

  /** "Apply my changes to the newer version": their fields, my edits on top; saved only when asked again. */
  function mergeMine() {
    if (!conflict) return;
    const merged = mergeEdits(initial, values, conflict.newerValues);
    setBase(conflict.newer);
    setInitial(conflict.newerValues);
    setValues(merged.values);
    setFormError(null);
    setConflict(null);
    notify(t('admin.form.conflict.merged'), 'info');
  }

  async function createWithPhotos(input: Parameters<typeof adminApi.createProduct>[0]) {
    const saved = await adminApi.createProduct(input);
    allowLeaving();
    const total = queue.items.length;
    if (total) {
      // The product exists now: its photographs go one by one, and the page moves on when all are through.
      setSending({ done: 0, total });
      const result = await queue.upload(saved.data.id, () =>
        setSending((progress) => (progress ? { ...progress, done: progress.done + 1 } : progress)),
      );
      if (result.failed.length) {
        notify(
          t('admin.form.photos.createdWithout', { names: result.failed.map((item) => item.file.name).join(', ') }),
          'warning',
          null,
        );
      } else {
        notify(t('admin.form.photos.createdWith', { slug: saved.data.slug, count: result.uploaded }), 'success');
      }
    } else {
      notify(t('admin.form.created', { slug: saved.data.slug }), 'success');
    }
    navigate(adminPath(locale, `/products/${saved.data.id}`), { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || saving) return;
    const outcome = formToInput(values);
    if (outcome.problems) {
      const fields: Partial<Record<ProductField, string>> = {};
      for (const [field, problem] of Object.entries(outcome.problems))
        fields[field as ProductField] = problemText(problem);
      showErrors(fields);
      return;
    }
    setSaving(true);
    setFormError(null);
    setErrors({});
    setConflict(null);
    try {
      if (product && base) {
        const saved = await catalogueApi.saveProduct(product.id, {
          ...outcome.input,
          updated_at: base.updated_at,
          loaded_stock: base.stock,
        });
        const next = productToForm(saved.data, locale);
        setBase(saved.data);
        setInitial(next);
        setValues(next);
        notify(saved.message || t('admin.form.saved'), 'success');
        onSaved?.(saved.data);
      } else {
        await createWithPhotos(outcome.input);
      }
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) {
        const { fields, others } = fieldErrorsFromServer(failure.errors);
        showErrors(fields, others);
      } else if (isProductChanged(failure) && isApiError(failure)) {
        try {
          await showConflict(failure.serverMessage ?? t('admin.form.conflict.title'));
        } catch (reloadFailure) {
          handleApiError(reloadFailure);
        }
      } else {
        const outcome = formFailure(failure, t, t('admin.common.saveFailed'));
        if (outcome.sessionExpired) handleApiError(failure);
        setFormError(outcome.message);
        notify(outcome.message, 'error');
      }
    } finally {
      setSaving(false);
      setSending(null);
    }
  }

  const attributeGroups = ATTRIBUTE_KIND_ORDER.map((kind) => ({
    kind,
    items: attributes.filter((attribute) => attribute.kind === kind),
  })).filter((group) => group.items.length > 0);
  const unknownLabels = values.labels.filter((label) => !(PRODUCT_LABEL_CODES as readonly string[]).includes(label));

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? 'product-form-error' : undefined}>
        {!canWrite && (
          <div className="mb-6">
            <FormMessage tone="info">{t('admin.form.readOnly')}</FormMessage>
          </div>
        )}
        <fieldset disabled={!canWrite} className="grid min-w-0 gap-6">
          <legend className="sr-only">{product ? t('admin.titles.editProduct') : t('admin.titles.newProduct')}</legend>

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
                  product
                    ? t('admin.form.slugHintEdit')
                    : t('admin.form.slugHint', { slug: slugPreview(values.name_pl) })
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

          <FormSection id="pf-prices" title={t('admin.form.prices')} description={t('admin.form.omnibusNote')}>
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
            {base && <PriceHistory history={base.price_history} />}
          </FormSection>

          <FormSection id="pf-stock" title={t('admin.form.stockAndVisibility')}>
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
                      editable={canWrite}
                    />
                  </Suspense>
                  <FieldError id={`pf-${field}`} error={errors[field]} />
                </div>
              );
            })}
          </FormSection>

          {product ? (
            <ProductPhotos product={product} canWrite={canWrite} queue={queue} />
          ) : (
            <NewProductPhotos queue={queue} uploading={sending !== null} />
          )}

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
            <InputField label={t('admin.form.sizes')} hint={t('admin.form.sizesHint')} {...text('sizes')} />
          </FormSection>

          <FormSection id="pf-details" title={t('admin.form.details')} description={t('admin.form.detailsHint')}>
            {DETAIL_FIELDS.map((detail) => (
              <div key={detail} className="grid gap-4 sm:grid-cols-2">
                <InputField label={t(`admin.form.${detail}Pl`)} lang="pl" maxLength={500} {...text(`${detail}_pl`)} />
                <InputField label={t(`admin.form.${detail}En`)} lang="en" maxLength={500} {...text(`${detail}_en`)} />
              </div>
            ))}
          </FormSection>

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
        </fieldset>

        {conflict && (
          <div className="mt-6">
            <ConflictNotice
              ref={conflictRef}
              conflict={conflict}
              message={conflict.message}
              categories={categories}
              attributes={attributes}
              onReload={loadNewer}
              onMerge={mergeMine}
            />
          </div>
        )}

        {formError && (
          <div id="product-form-error" className="mt-6">
            <FormMessage tone="error">{formError}</FormMessage>
          </div>
        )}

        {canWrite && (
          <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-hairline bg-cream/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
            <p role="status" className="mr-auto text-sm text-taupe">
              {dirty ? t('admin.form.unsaved') : product ? t('admin.form.allSaved') : ''}
            </p>
            <button type="submit" disabled={saving} className={buttonClass('primary')}>
              {saving && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {sending
                ? t('admin.form.photos.sending', {
                    done: Math.min(sending.done + 1, sending.total),
                    total: sending.total,
                  })
                : saving
                  ? t('admin.form.saving')
                  : product
                    ? t('admin.form.save')
                    : t('admin.form.create')}
            </button>
          </div>
        )}
      </form>

      {product && canWrite && <DeleteProduct product={product} onDeleted={allowLeaving} />}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('admin.form.leaveTitle')}
        confirmLabel={t('admin.form.leave')}
        cancelLabel={t('admin.form.stay')}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      >
        <p>{t('admin.form.leaveText')}</p>
      </ConfirmDialog>
    </>
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

/** Deleting: the server hides a product that was ever ordered and removes one nobody ordered. */
function DeleteProduct({ product, onDeleted }: { product: AdminProduct; onDeleted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await adminApi.removeProduct(product.id);
      notify(result.message, 'success');
      onDeleted();
      setOpen(false);
      navigate(adminPath(locale, '/products'), { replace: true });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pf-delete-title" className="mt-10 rounded-lg border border-bordo/30 p-5 sm:p-6">
      <h2 id="pf-delete-title" className="text-xl">
        {t('admin.form.deleteTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-taupe">{t('admin.form.deleteIntro')}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${smallButtonClass} mt-4 text-bordo`}>
        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('admin.form.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={t('admin.form.deleteConfirmTitle', { name: locale === 'en' ? product.name_en : product.name_pl })}
        confirmLabel={t('admin.form.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        <p>{t('admin.form.deleteExplainOrdered')}</p>
        <p>{t('admin.form.deleteExplainNew')}</p>
        <p>{t('admin.form.deleteExplainHide')}</p>
      </ConfirmDialog>
    </section>
  );
}
