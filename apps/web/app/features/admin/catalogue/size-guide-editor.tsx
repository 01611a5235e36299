import type { AdminCategory, AdminSizeGuide } from '@atelier/contracts';
import { Loader2, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { FormDialog } from '~/features/admin/dialogs';
import { InputField, TextAreaField } from '~/features/admin/fields';
import { adminInputClass, smallButtonClass } from '~/features/admin/ui';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { catalogueApi } from './catalogue-api';

type Text = { pl: string; en: string };
type Draft = Omit<AdminSizeGuide, 'category_id' | 'updated_at'>;

const MAX_COLUMNS = 6;
const MIN_COLUMNS = 2;
const MAX_ROWS = 40;
const blank = (): Text => ({ pl: '', en: '' });

/** A new guide starts as a small table to fill in: three columns, one row. */
const emptyDraft = (): Draft => ({
  title_pl: '',
  title_en: '',
  intro_pl: '',
  intro_en: '',
  columns: [blank(), blank(), blank()],
  rows: [[blank(), blank(), blank()]],
  note_pl: '',
  note_en: '',
});

const TEXT_FIELDS = ['title_pl', 'title_en', 'intro_pl', 'intro_en', 'note_pl', 'note_en'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const cellInputClass = `${adminInputClass} h-9 px-2 text-sm`;

/**
 * Staff write a category's size guide (docs/product-rules.md#size-guides): title, how to measure, a table of
 * headings and cells in Polish and English (an English cell may stay empty where it reads the same) and a
 * note. The server checks the whole guide and names what is wrong in the panel's language.
 */
export function SizeGuideEditor({
  category,
  onClose,
  onSaved,
}: {
  category: AdminCategory;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = locale === 'en' ? category.name_en : category.name_pl;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [exists, setExists] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const controller = new AbortController();
    catalogueApi
      .sizeGuide(category.id, controller.signal)
      .then(({ data }) => {
        setExists(data !== null);
        setDraft(data ? { ...data } : emptyDraft());
      })
      .catch((failure) => {
        if (controller.signal.aborted) return;
        handleApiError(failure);
        close.current();
      });
    return () => controller.abort();
  }, [category.id]);

  const update = (change: (current: Draft) => Draft) => setDraft((current) => (current ? change(current) : current));
  const setText = (field: TextField, value: string) => update((d) => ({ ...d, [field]: value }));
  const setHeading = (column: number, lang: keyof Text, value: string) =>
    update((d) => ({ ...d, columns: d.columns.map((h, i) => (i === column ? { ...h, [lang]: value } : h)) }));
  const setCell = (row: number, column: number, lang: keyof Text, value: string) =>
    update((d) => ({
      ...d,
      rows: d.rows.map((cells, r) =>
        r === row ? cells.map((cell, c) => (c === column ? { ...cell, [lang]: value } : cell)) : cells,
      ),
    }));
  const addColumn = () =>
    update((d) => ({ ...d, columns: [...d.columns, blank()], rows: d.rows.map((cells) => [...cells, blank()]) }));
  const removeColumn = (column: number) =>
    update((d) => ({
      ...d,
      columns: d.columns.filter((_, i) => i !== column),
      rows: d.rows.map((cells) => cells.filter((_, i) => i !== column)),
    }));
  const addRow = () => update((d) => ({ ...d, rows: [...d.rows, d.columns.map(blank)] }));
  const removeRow = (row: number) => update((d) => ({ ...d, rows: d.rows.filter((_, i) => i !== row) }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    setMessage(null);
    try {
      const saved = await catalogueApi.saveSizeGuide(category.id, draft);
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), TEXT_FIELDS);
      if (outcome.sessionExpired) handleApiError(failure);
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  async function onDelete() {
    setBusy(true);
    try {
      const removed = await catalogueApi.removeSizeGuide(category.id);
      notify(removed.message || t('admin.sizeGuide.deleted'), 'success');
      onSaved();
    } catch (failure) {
      handleApiError(failure);
      setBusy(false);
    }
  }

  const field = (id: TextField) => ({
    id: `sg-${id}`,
    value: draft?.[id] ?? '',
    error: errors[id],
    onChange: (event: { target: { value: string } }) => setText(id, event.target.value),
  });

  return (
    <FormDialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={t('admin.sizeGuide.title', { name })}
      description={t('admin.sizeGuide.intro')}
    >
      {!draft ? (
        <p className="flex items-center gap-2 py-8 text-taupe" role="status">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
          {t('admin.common.loading')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={t('admin.sizeGuide.titlePl')}
              lang="pl"
              required
              maxLength={120}
              {...field('title_pl')}
            />
            <InputField
              label={t('admin.sizeGuide.titleEn')}
              lang="en"
              required
              maxLength={120}
              {...field('title_en')}
            />
            <TextAreaField label={t('admin.sizeGuide.howPl')} lang="pl" rows={4} {...field('intro_pl')} />
            <TextAreaField label={t('admin.sizeGuide.howEn')} lang="en" rows={4} {...field('intro_en')} />
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">{t('admin.sizeGuide.table')}</legend>
            <p className="text-sm text-taupe">{t('admin.sizeGuide.tableHint')}</p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the dialog scrolls and must take focus */}
            <section aria-label={t('admin.sizeGuide.table')} tabIndex={0} className="overflow-x-auto">
              <table className="min-w-full border-collapse text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="w-12 px-1 py-1 text-left text-xs font-medium text-taupe">
                      <span className="sr-only">{t('admin.sizeGuide.rowNumber')}</span>
                    </th>
                    {draft.columns.map((heading, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                      <th key={column} scope="col" className="min-w-36 px-1 py-1 text-left align-top font-normal">
                        <div className="grid gap-1">
                          <input
                            className={cellInputClass}
                            lang="pl"
                            value={heading.pl}
                            maxLength={60}
                            aria-label={t('admin.sizeGuide.headingPl', { number: column + 1 })}
                            aria-invalid={errors[`columns.${column}.pl`] ? true : undefined}
                            onChange={(event) => setHeading(column, 'pl', event.target.value)}
                          />
                          <input
                            className={cellInputClass}
                            lang="en"
                            value={heading.en}
                            maxLength={60}
                            aria-label={t('admin.sizeGuide.headingEn', { number: column + 1 })}
                            onChange={(event) => setHeading(column, 'en', event.target.value)}
                          />
                          {draft.columns.length > MIN_COLUMNS && (
                            <button
                              type="button"
                              className="inline-flex min-h-9 items-center gap-1 text-xs text-taupe hover:text-bordo"
                              onClick={() => removeColumn(column)}
                            >
                              <X aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
                              {t('admin.sizeGuide.removeColumn', { number: column + 1 })}
                            </button>
                          )}
                        </div>
                      </th>
                    ))}
                    <th scope="col" className="px-1 py-1">
                      <span className="sr-only">{t('admin.categories.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.rows.map((cells, row) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                    <tr key={row} className="border-t border-hairline align-top">
                      <th scope="row" className="px-1 py-2 text-left text-xs font-medium text-taupe tabular-nums">
                        {row + 1}
                      </th>
                      {cells.map((cell, column) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                        <td key={column} className="px-1 py-1">
                          <div className="grid gap-1">
                            <input
                              className={cellInputClass}
                              lang="pl"
                              value={cell.pl}
                              maxLength={80}
                              aria-label={t('admin.sizeGuide.cellPl', { row: row + 1, column: column + 1 })}
                              aria-invalid={errors[`rows.${row}.${column}.pl`] ? true : undefined}
                              onChange={(event) => setCell(row, column, 'pl', event.target.value)}
                            />
                            <input
                              className={cellInputClass}
                              lang="en"
                              value={cell.en}
                              maxLength={80}
                              placeholder={t('admin.sizeGuide.sameAsPolish')}
                              aria-label={t('admin.sizeGuide.cellEn', { row: row + 1, column: column + 1 })}
                              onChange={(event) => setCell(row, column, 'en', event.target.value)}
                            />
                          </div>
                        </td>
                      ))}
                      <td className="px-1 py-1">
                        {draft.rows.length > 1 && (
                          <button
                            type="button"
                            className="inline-flex size-9 items-center justify-center rounded-full text-taupe hover:bg-sand hover:text-bordo"
                            aria-label={t('admin.sizeGuide.removeRow', { number: row + 1 })}
                            onClick={() => removeRow(row)}
                          >
                            <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButtonClass}
                onClick={addRow}
                disabled={draft.rows.length >= MAX_ROWS}
              >
                <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.sizeGuide.addRow')}
              </button>
              <button
                type="button"
                className={smallButtonClass}
                onClick={addColumn}
                disabled={draft.columns.length >= MAX_COLUMNS}
              >
                <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.sizeGuide.addColumn')}
              </button>
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField label={t('admin.sizeGuide.notePl')} lang="pl" rows={2} {...field('note_pl')} />
            <TextAreaField label={t('admin.sizeGuide.noteEn')} lang="en" rows={2} {...field('note_en')} />
          </div>

          {message && <FormMessage tone="error">{message}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {exists &&
              (confirmingDelete ? (
                <div className="flex flex-wrap items-center gap-2 sm:mr-auto">
                  <span className="text-sm">{t('admin.sizeGuide.deleteQuestion')}</span>
                  <button type="button" className={buttonClass('danger')} onClick={onDelete} disabled={busy}>
                    {t('admin.sizeGuide.deleteConfirm')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm:mr-auto')}
                  onClick={() => setConfirmingDelete(true)}
                  disabled={busy}
                >
                  <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  {t('admin.sizeGuide.delete')}
                </button>
              ))}
            <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
              {t('admin.common.cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {busy ? t('admin.form.saving') : t('admin.sizeGuide.save')}
            </button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
