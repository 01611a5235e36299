import type { AdminProduct, AdminVariant } from '@atelier/contracts';
import { ArrowDown, ArrowUp, Images, Loader2, Plus, Save, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import type { AdminAttributeItem } from '../admin-api';
import { ConfirmDialog } from '../dialogs';
import { FormSection } from '../fields';
import { priceText } from '../product-form-values';
import { adminInputClass, smallButtonClass, tdClass, thClass } from '../ui';
import { catalogueApi } from './catalogue-api';
import { iconButton } from './photo-card';
import { ProductPhotos } from './product-photos';
import { usePhotoQueue } from './use-photo-queue';
import {
  type Errors,
  emptyRow,
  FIELDS,
  type Field,
  ONE_SIZE,
  type Row,
  rowOf,
  rowToInput,
  serverErrors,
} from './variant-rows';

/*
 * The product's variants (docs/product-rules.md#variants): one row per colour and size with its SKU, prices,
 * stock and made-to-order flag, saved row by row; new variants are added under the table, the order is changed
 * with up/down buttons and a variant is retired after a question. Each row's fields are named by their column
 * and the row ("SKU, variant 2"), so a screen reader says which variant a field belongs to.
 */

/*
 * Where the section is 64rem wide or more the variants are a table; narrower (phones, tablets, the panel beside its
 * menu on a laptop) every row becomes a card: its header on top, the fields in a grid with their column's name
 * above each, the actions below. A container query, so it follows the room the section has, not the window.
 */
const cardRowClass =
  '@max-5xl:grid @max-5xl:grid-cols-2 @max-5xl:gap-x-3 @max-5xl:gap-y-2 @max-5xl:py-4 @md:@max-5xl:grid-cols-4';
const rowHeaderClass = `${tdClass} align-top pt-5 text-left font-medium whitespace-nowrap @max-5xl:col-span-full @max-5xl:p-0`;
const cellClass = `${tdClass} align-top @max-5xl:block @max-5xl:p-0`;
const cardCaptionClass = 'mb-1 block text-xs tracking-wide text-taupe uppercase @5xl:hidden';

export function ProductVariants({
  product,
  attributes,
  canWrite,
  onChanged,
}: {
  product: AdminProduct;
  attributes: AdminAttributeItem[];
  canWrite: boolean;
  /** The product after each saved change: the form above takes its new version, prices and stock. */
  onChanged: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  /** The product as last saved here (its photographs for the variant photo panels). */
  const [latest, setLatest] = useState(product);
  const [variants, setVariants] = useState(product.variants);
  const active = variants.filter((variant) => variant.is_active);
  const retired = variants.filter((variant) => !variant.is_active);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(product.variants.map((v) => [v.id, rowOf(v, locale)])),
  );
  const [errors, setErrors] = useState<Partial<Record<number | 'new', Errors>>>({});
  const [draft, setDraft] = useState<Row>(emptyRow);
  const [busy, setBusy] = useState<number | 'new' | 'order' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [retiring, setRetiring] = useState<{ variant: AdminVariant; number: number } | null>(null);
  const [photosOf, setPhotosOf] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const queue = usePhotoQueue(t('admin.form.photos.uploadFailed'));

  const colours = attributes.filter((attribute) => attribute.kind === 'colour');
  const colourName = (code: string | null) => {
    const colour = colours.find((c) => c.code === code);
    return colour ? (locale === 'en' ? colour.label_en : colour.label_pl) : (code ?? t('admin.variants.noColour'));
  };
  const problemText = (problem: string) => t(`admin.form.problems.${problem}`, { defaultValue: problem });

  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  /**
   * The server's product after a change: rows just saved, and rows nobody has edited here, take its values;
   * rows with unsaved edits keep them.
   */
  function take(saved: AdminProduct, savedIds: number[]) {
    const before = new Map(variants.map((v) => [v.id, JSON.stringify(rowOf(v, locale))]));
    setLatest(saved);
    setVariants(saved.variants);
    setRows((current) => {
      const next: Record<number, Row> = {};
      for (const v of saved.variants) {
        const untouched = !current[v.id] || JSON.stringify(current[v.id]) === before.get(v.id);
        next[v.id] = savedIds.includes(v.id) || untouched ? rowOf(v, locale) : current[v.id];
      }
      return next;
    });
  }
  function accept(saved: AdminProduct, savedIds: number[]) {
    take(saved, savedIds);
    onChanged(saved);
  }

  // The product form saved the product (with one variant, its price and stock): the table follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newer version of the product matters
  useEffect(() => {
    if (product.updated_at !== latest.updated_at) take(product, []);
  }, [product]);

  function failed(key: number | 'new', error: unknown) {
    if (isApiError(error) && error.status === 422) {
      const { fields, others } = serverErrors(error.errors);
      setErrors((all) => ({ ...all, [key]: fields }));
      setMessage(others.length ? others.join('\n') : (error.serverMessage ?? null));
      const first = FIELDS.find((field) => field in fields);
      if (first) document.getElementById(`variant-${key}-${first}`)?.focus();
      return;
    }
    const outcome = formFailure(error, t, t('admin.common.saveFailed'), []);
    if (outcome.sessionExpired) handleApiError(error);
    setMessage(outcome.message);
    notify(outcome.message, 'error');
  }

  function clientProblems(key: number | 'new', problems: Errors) {
    const fields: Errors = {};
    for (const [field, problem] of Object.entries(problems)) fields[field as Field] = problemText(problem as string);
    setErrors((all) => ({ ...all, [key]: fields }));
    const first = FIELDS.find((field) => field in fields);
    if (first) document.getElementById(`variant-${key}-${first}`)?.focus();
  }

  async function save(variant: AdminVariant, number: number) {
    if (busy !== null) return;
    const outcome = rowToInput(rows[variant.id], true);
    if (outcome.problems) return clientProblems(variant.id, outcome.problems);
    setBusy(variant.id);
    setMessage(null);
    setErrors((all) => ({ ...all, [variant.id]: {} }));
    try {
      const saved = await catalogueApi.saveVariant(product.id, variant.id, {
        ...outcome.input,
        base_price: outcome.input.base_price as number,
        sale_price: outcome.input.sale_price ?? null,
        loaded_stock: variant.stock,
      });
      accept(saved.data, [variant.id]);
      notify(t('admin.variants.saved', { number }), 'success');
    } catch (error) {
      failed(variant.id, error);
    } finally {
      setBusy(null);
    }
  }

  async function add() {
    if (busy !== null) return;
    const outcome = rowToInput(draft, false);
    if (outcome.problems) return clientProblems('new', outcome.problems);
    setBusy('new');
    setMessage(null);
    setErrors((all) => ({ ...all, new: {} }));
    try {
      const saved = await catalogueApi.addVariant(product.id, outcome.input);
      const added = saved.data.variants.filter((v) => !variants.some((known) => known.id === v.id)).map((v) => v.id);
      accept(saved.data, added);
      setDraft(emptyRow());
      notify(saved.message || t('admin.variants.added'), 'success');
      document.getElementById('variant-new-sku')?.focus();
    } catch (error) {
      failed('new', error);
    } finally {
      setBusy(null);
    }
  }

  async function move(index: number, by: -1 | 1) {
    if (busy !== null) return;
    const order = [...active];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved);
    setBusy('order');
    try {
      const saved = await catalogueApi.arrangeVariants(product.id, { ids: order.map((v) => v.id) });
      accept(saved.data, []);
      setAnnouncement(t('admin.variants.moved', { sku: moved.sku, number: index + by + 1 }));
      // The focus follows the moved row; at the edge, to the button that still works.
      const edge = index + by === 0 ? 'down' : index + by === order.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
      setFocusKey(`${moved.id}-${edge}`);
    } catch (error) {
      failed(moved.id, error);
    } finally {
      setBusy(null);
    }
  }

  async function retire() {
    if (!retiring || busy !== null) return;
    setBusy(retiring.variant.id);
    try {
      const saved = await catalogueApi.retireVariant(product.id, retiring.variant.id);
      accept(saved.data, []);
      setRetiring(null);
      if (photosOf === retiring.variant.id) setPhotosOf(null);
      notify(saved.message || t('admin.variants.retired'), 'success');
      document.getElementById('variant-new-sku')?.focus();
    } catch (error) {
      setRetiring(null);
      failed(retiring.variant.id, error);
    } finally {
      setBusy(null);
    }
  }

  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      action();
    }
  };

  /** A row's fields: named by their column's header and the row's own header. */
  function cells(key: number | 'new', row: Row, change: (row: Row) => void, rowLabelId: string, onSubmit: () => void) {
    const fieldErrors = errors[key] ?? {};
    const id = (field: Field) => `variant-${key}-${field}`;
    const labelledBy = (field: Field) => `variants-col-${field} ${rowLabelId}`;
    const described = (field: Field) => (fieldErrors[field] ? `${id(field)}-error` : undefined);
    // In the card layout the column headers are hidden: each field shows its column's name above it (the field's
    // accessible name already holds it, through the header, so the caption is hidden from screen readers).
    const caption = (field: Field) => (
      <span aria-hidden="true" className={cardCaptionClass}>
        {t(`admin.variants.columns.${field}`)}
      </span>
    );
    const input = (
      field: Exclude<Field, 'color' | 'made_to_order'>,
      extra: Record<string, unknown> = {},
      after: ReactNode = null,
    ) => (
      <td className={cellClass}>
        {caption(field)}
        <input
          id={id(field)}
          aria-labelledby={labelledBy(field)}
          aria-invalid={fieldErrors[field] ? true : undefined}
          aria-describedby={described(field)}
          className={`${adminInputClass} min-w-20`}
          value={row[field]}
          readOnly={!canWrite}
          onChange={(event) => change({ ...row, [field]: event.target.value })}
          onKeyDown={onEnter(onSubmit)}
          {...extra}
        />
        <FieldError id={id(field)} error={fieldErrors[field]} />
        {after}
      </td>
    );
    // Customers waiting for a back-in-stock e-mail about this variant (docs/product-rules.md#back-in-stock).
    const waiting = key === 'new' ? 0 : (product.variants.find((v) => v.id === key)?.waiting_for_stock ?? 0);
    return (
      <>
        {input('sku', { className: `${adminInputClass} min-w-32` })}
        <td className={cellClass}>
          {caption('color')}
          <select
            id={id('color')}
            aria-labelledby={labelledBy('color')}
            aria-invalid={fieldErrors.color ? true : undefined}
            aria-describedby={described('color')}
            className={`${adminInputClass} min-w-32`}
            value={row.color}
            disabled={!canWrite}
            onChange={(event) => change({ ...row, color: event.target.value })}
          >
            <option value="">{t('admin.variants.noColour')}</option>
            {colours.map((colour) => (
              <option key={colour.id} value={colour.code}>
                {locale === 'en' ? colour.label_en : colour.label_pl}
              </option>
            ))}
          </select>
          <FieldError id={id('color')} error={fieldErrors.color} />
        </td>
        {input('size', { placeholder: t('admin.variants.oneSize') })}
        {input('base_price', {
          inputMode: 'decimal',
          placeholder: key === 'new' ? priceText(product.base_price, locale) : undefined,
        })}
        {input('sale_price', { inputMode: 'decimal' })}
        {input(
          'stock',
          { inputMode: 'numeric', type: 'number', min: 0, max: 100000, step: 1 },
          waiting > 0 ? (
            <p className="mt-1 text-xs text-cognac" data-testid="variant-waiting">
              {t('admin.backInStock.waitingCount', { count: waiting })}
            </p>
          ) : null,
        )}
        <td className={cellClass}>
          {caption('made_to_order')}
          <input
            id={id('made_to_order')}
            type="checkbox"
            aria-labelledby={labelledBy('made_to_order')}
            className="mt-3 size-5 cursor-pointer accent-cognac disabled:cursor-not-allowed"
            checked={row.made_to_order}
            disabled={!canWrite}
            onChange={(event) => change({ ...row, made_to_order: event.target.checked })}
          />
          <FieldError id={id('made_to_order')} error={fieldErrors.made_to_order} />
        </td>
      </>
    );
  }

  const header = (
    <thead className="border-b border-hairline @max-5xl:sr-only">
      <tr>
        <th scope="col" className={thClass}>
          <span className="sr-only">{t('admin.variants.variant')}</span>
        </th>
        {FIELDS.map((field) => (
          <th key={field} scope="col" id={`variants-col-${field}`} className={thClass}>
            {t(`admin.variants.columns.${field}`)}
          </th>
        ))}
        {canWrite && (
          <th scope="col" className={thClass}>
            <span className="sr-only">{t('admin.variants.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );

  return (
    <FormSection id="pf-variants" title={t('admin.variants.title')} description={t('admin.variants.intro')}>
      <div className="@container">
        <table className="w-full text-sm @max-5xl:block">
          <caption className="sr-only">{t('admin.variants.caption')}</caption>
          {header}
          <tbody className="@max-5xl:block">
            {active.map((variant, index) => {
              const number = index + 1;
              const rowLabelId = `variant-${variant.id}-label`;
              const row = rows[variant.id] ?? rowOf(variant, locale);
              const setRow = (next: Row) => {
                setRows((all) => ({ ...all, [variant.id]: next }));
                if (errors[variant.id]) setErrors((all) => ({ ...all, [variant.id]: {} }));
              };
              return (
                <tr key={variant.id} className={`border-b border-hairline last:border-0 ${cardRowClass}`}>
                  <th scope="row" id={rowLabelId} className={rowHeaderClass}>
                    {t('admin.variants.rowLabel', { number })}
                  </th>
                  {cells(variant.id, row, setRow, rowLabelId, () => void save(variant, number))}
                  {canWrite && (
                    <td className={`${cellClass} @max-5xl:col-span-full`}>
                      <div className="flex flex-nowrap gap-1">
                        <button
                          type="button"
                          className={smallButtonClass}
                          aria-disabled={busy !== null || undefined}
                          onClick={() => void save(variant, number)}
                          aria-label={t('admin.variants.saveRow', { number })}
                        >
                          {busy === variant.id ? (
                            <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
                          ) : (
                            <Save aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          )}
                          {t('admin.variants.save')}
                        </button>
                        <button
                          type="button"
                          data-focus-key={`${variant.id}-up`}
                          className={iconButton}
                          disabled={index === 0}
                          aria-disabled={busy !== null || undefined}
                          onClick={() => void move(index, -1)}
                          aria-label={t('admin.variants.moveUp', { number })}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        </button>
                        <button
                          type="button"
                          data-focus-key={`${variant.id}-down`}
                          className={iconButton}
                          disabled={index === active.length - 1}
                          aria-disabled={busy !== null || undefined}
                          onClick={() => void move(index, 1)}
                          aria-label={t('admin.variants.moveDown', { number })}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        </button>
                        <button
                          type="button"
                          className={iconButton}
                          aria-expanded={photosOf === variant.id}
                          aria-controls={photosOf === variant.id ? `pf-images-v${variant.id}-title` : undefined}
                          onClick={() => setPhotosOf(photosOf === variant.id ? null : variant.id)}
                          aria-label={t('admin.variants.photosOf', { number })}
                        >
                          <Images aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        </button>
                        <button
                          type="button"
                          className={`${iconButton} text-bordo`}
                          disabled={active.length === 1}
                          aria-disabled={busy !== null || undefined}
                          onClick={() => busy === null && setRetiring({ variant, number })}
                          aria-label={t('admin.variants.retireRow', { number })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
            {canWrite && (
              <tr className={`border-t-2 border-hairline bg-cream/50 ${cardRowClass}`}>
                <th scope="row" id="variant-new-label" className={rowHeaderClass}>
                  {t('admin.variants.newRow')}
                </th>
                {cells(
                  'new',
                  draft,
                  (next) => {
                    setDraft(next);
                    if (errors.new) setErrors((all) => ({ ...all, new: {} }));
                  },
                  'variant-new-label',
                  () => void add(),
                )}
                <td className={`${cellClass} @max-5xl:col-span-full`}>
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => void add()}
                  >
                    {busy === 'new' ? (
                      <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
                    ) : (
                      <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    )}
                    {t('admin.variants.add')}
                  </button>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {canWrite && <p className="text-sm text-taupe">{t('admin.variants.newHint')}</p>}
      {message && (
        <p role="alert" className="text-sm text-bordo">
          {message}
        </p>
      )}
      {retired.length > 0 && (
        <p className="text-sm text-taupe">
          {t('admin.variants.retiredList', {
            list: retired
              .map(
                (v) =>
                  `${v.sku} (${[colourName(v.color), v.size === ONE_SIZE ? '' : v.size].filter(Boolean).join(', ')})`,
              )
              .join('; '),
          })}
        </p>
      )}
      {photosOf !== null &&
        (() => {
          const index = active.findIndex((v) => v.id === photosOf);
          if (index < 0) return null;
          const variant = active[index];
          return (
            <ProductPhotos
              key={variant.id}
              product={latest}
              canWrite={canWrite}
              queue={queue}
              variantId={variant.id}
              title={t('admin.variants.photosTitle', { number: index + 1, sku: variant.sku })}
              onSaved={(saved) => {
                setLatest(saved);
                onChanged(saved);
              }}
            />
          );
        })()}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        busy={busy !== null}
        title={t('admin.variants.retireTitle', { number: retiring?.number ?? 0 })}
        confirmLabel={t('admin.variants.retireConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={retire}
      >
        <p>{t('admin.variants.retireText', { sku: retiring?.variant.sku ?? '' })}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
