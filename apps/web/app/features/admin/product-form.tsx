import type { AdminCategory, AdminProduct } from '@atelier/contracts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
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
import { ProductVariants } from './catalogue/product-variants';
import { usePhotoQueue } from './catalogue/use-photo-queue';
import { DeleteProduct } from './delete-product';
import { ConfirmDialog } from './dialogs';
import {
  AttributesSection,
  BasicsSection,
  DescriptionsSection,
  DetailsSection,
  GpsrSection,
  PricesSection,
  type ProductFields,
  StockSection,
} from './product-form-sections';
import {
  type ClientProblem,
  emptyProductForm,
  fieldErrorsFromServer,
  formToInput,
  mergeEdits,
  type ProductField,
  type ProductFormValues,
  productToForm,
  sameValues,
} from './product-form-values';
import { useUnsavedChanges } from './use-unsaved-changes';

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
  // Several variants: prices and stock are theirs, edited in the variants table (docs/product-rules.md#variants).
  const perVariant = (base?.variants.filter((variant) => variant.is_active).length ?? 0) > 1;

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const set = <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest as typeof errors);
  };
  const text: ProductFields['text'] = (field) => ({
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

  /**
   * A variant was saved: the product has a new version, and with one variant its price and stock changed too.
   * The form takes them, keeping what this editor has typed and not saved.
   */
  function variantsChanged(saved: AdminProduct) {
    const newer = productToForm(saved, locale);
    setBase(saved);
    setValues((mine) => mergeEdits(initial, mine, newer).values);
    setInitial(newer);
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
        const { base_price, sale_price, stock, made_to_order, ...productFields } = outcome.input;
        const saved = await catalogueApi.saveProduct(
          product.id,
          perVariant
            ? { ...productFields, updated_at: base.updated_at }
            : {
                ...outcome.input,
                updated_at: base.updated_at,
                loaded_stock: base.stock,
              },
        );
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

  const fields: ProductFields = { values, errors, set, text };

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

          <BasicsSection fields={fields} product={product} categories={categories} kinds={kinds} />

          <PricesSection fields={fields} base={base} perVariant={perVariant} />

          <StockSection fields={fields} perVariant={perVariant} />

          {product && base && (
            <ProductVariants product={base} attributes={attributes} canWrite={canWrite} onChanged={variantsChanged} />
          )}

          <DescriptionsSection fields={fields} editable={canWrite} />

          {product ? (
            <ProductPhotos product={product} canWrite={canWrite} queue={queue} />
          ) : (
            <NewProductPhotos queue={queue} uploading={sending !== null} />
          )}

          <AttributesSection fields={fields} attributes={attributes} isNew={!product} />

          <DetailsSection fields={fields} />

          <GpsrSection fields={fields} />
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
