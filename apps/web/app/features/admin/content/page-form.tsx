import type { AdminPage, AdminPageInput } from '@atelier/contracts';
import { ExternalLink, Loader2, RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { FormSection, InputField, TextAreaField } from '../fields';
import { smallButtonClass } from '../ui';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { contentApi } from './content-api';
import { CharacterCount, LeaveDialog, RichTextField } from './editorial-ui';
import { hasText } from './post-form-values';

type PageValues = Omit<AdminPageInput, 'updated_at'>;
type PageField = keyof PageValues;
const FIELDS: PageField[] = ['title_pl', 'title_en', 'description_pl', 'description_en', 'body_pl', 'body_en'];
const DESCRIPTION_MAX = 160;

const valuesOf = (page: AdminPage): PageValues => ({
  title_pl: page.title_pl,
  title_en: page.title_en,
  description_pl: page.description_pl,
  description_en: page.description_en,
  body_pl: page.body_pl,
  body_en: page.body_en,
});

/**
 * An information page's texts in both languages. Figures are `{{placeholders}}` filled from the shop's
 * settings when the page is shown, so they are listed under the editors; the server refuses unknown ones.
 */
export function PageForm({
  page,
  canWrite,
  onReload,
  onSaved,
}: {
  page: AdminPage;
  canWrite: boolean;
  onReload: () => void;
  onSaved: (page: AdminPage) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [saved, setSaved] = useState(page);
  const [initial, setInitial] = useState(() => valuesOf(page));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PageField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const editable = canWrite && !page.locked;
  const dirty = editable && JSON.stringify(values) !== JSON.stringify(initial);
  const { blocker, allowLeaving } = useUnsavedChanges(dirty && !saving);

  const set = (field: PageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const text = (field: 'title_pl' | 'title_en' | 'description_pl' | 'description_en') => ({
    id: `page-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  function showErrors(fields: Partial<Record<PageField, string>>, message?: string) {
    setErrors(fields);
    setFormError(message ?? t('forms.fixFields', { count: Object.keys(fields).length }));
    const first = FIELDS.find((field) => field in fields);
    if (first) document.getElementById(`page-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!editable || saving) return;
    const problems: Partial<Record<PageField, string>> = {};
    for (const field of ['title_pl', 'title_en'] as const) {
      if (!values[field].trim()) problems[field] = t('admin.form.problems.required');
    }
    for (const field of ['body_pl', 'body_en'] as const) {
      if (!hasText(values[field])) problems[field] = t('admin.form.problems.required');
    }
    for (const field of ['description_pl', 'description_en'] as const) {
      if (values[field].trim().length > DESCRIPTION_MAX) problems[field] = t('admin.pages.descriptionTooLong');
    }
    if (Object.keys(problems).length) {
      showErrors(problems);
      return;
    }
    setSaving(true);
    setFormError(null);
    setErrors({});
    setStale(false);
    try {
      const result = await contentApi.updatePage(saved.slug, {
        title_pl: values.title_pl.trim(),
        title_en: values.title_en.trim(),
        description_pl: values.description_pl.trim(),
        description_en: values.description_en.trim(),
        body_pl: values.body_pl,
        body_en: values.body_en,
        updated_at: saved.updated_at,
      });
      const next = valuesOf(result.data);
      setSaved(result.data);
      setInitial(next);
      setValues(next);
      onSaved(result.data);
      notify(result.message || t('admin.form.saved'), 'success');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        setStale(failure.code === 'stale');
        setFormError(failure.serverMessage ?? t('admin.editorial.stale'));
        notify(failure.serverMessage ?? t('admin.editorial.stale'), 'error');
      } else {
        const outcome = formFailure(failure, t, t('admin.common.saveFailed'), FIELDS);
        if (outcome.sessionExpired) handleApiError(failure);
        if (Object.keys(outcome.fields).length) showErrors(outcome.fields, outcome.message);
        else {
          setFormError(outcome.message);
          notify(outcome.message, 'error');
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? 'page-form-error' : undefined}>
        {page.locked ? (
          <div className="mb-6">
            <FormMessage tone="info">{t('admin.pages.lockedText', { version: page.terms_version ?? '' })}</FormMessage>
          </div>
        ) : (
          !canWrite && (
            <div className="mb-6">
              <FormMessage tone="info">{t('admin.pages.readOnly')}</FormMessage>
            </div>
          )
        )}
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-taupe">
          <span>{t('admin.pages.lastSaved', { date: formatDate(saved.updated_at, locale, 'dateTime') })}</span>
          <a href={`/${locale}/${saved.slug}`} target="_blank" rel="noopener" className={smallButtonClass}>
            <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('admin.pages.viewInShop')}
          </a>
        </div>
        <fieldset disabled={!editable} className="grid min-w-0 gap-6">
          <legend className="sr-only">{t('admin.titles.editPage')}</legend>
          <FormSection id="page-titles" title={t('admin.pages.titles')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label={t('admin.pages.titlePl')} lang="pl" required maxLength={200} {...text('title_pl')} />
              <InputField label={t('admin.pages.titleEn')} lang="en" required maxLength={200} {...text('title_en')} />
              <TextAreaField
                label={t('admin.pages.descriptionPl')}
                lang="pl"
                rows={4}
                hint={
                  <>
                    {t('admin.pages.descriptionHint')}{' '}
                    <CharacterCount length={values.description_pl.length} max={DESCRIPTION_MAX} />
                  </>
                }
                {...text('description_pl')}
              />
              <TextAreaField
                label={t('admin.pages.descriptionEn')}
                lang="en"
                rows={4}
                hint={<CharacterCount length={values.description_en.length} max={DESCRIPTION_MAX} />}
                {...text('description_en')}
              />
            </div>
          </FormSection>
          <FormSection id="page-bodies" title={t('admin.pages.texts')} description={t('admin.pages.textsHint')}>
            <RichTextField
              id="page-body_pl"
              label={t('admin.pages.bodyPl')}
              lang="pl"
              value={values.body_pl}
              onChange={(html) => set('body_pl', html)}
              error={errors.body_pl}
              editable={editable}
            />
            <RichTextField
              id="page-body_en"
              label={t('admin.pages.bodyEn')}
              lang="en"
              value={values.body_en}
              onChange={(html) => set('body_en', html)}
              error={errors.body_en}
              editable={editable}
            />
            <details className="rounded-sm border border-hairline bg-cream/60 p-4 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-cognac-dark">
                {t('admin.pages.placeholders')}
              </summary>
              <p className="mt-1 text-taupe">{t('admin.pages.placeholdersHint')}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {page.placeholders.text.map((name) => (
                  <li key={name}>
                    <code className="rounded-sm bg-sand px-2 py-1 text-[13px]">{`{{${name}}}`}</code>
                  </li>
                ))}
              </ul>
              {page.placeholders.html.length > 0 && (
                <>
                  <p className="mt-3 text-taupe">{t('admin.pages.placeholdersHtmlHint')}</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {page.placeholders.html.map((name) => (
                      <li key={name}>
                        <code className="rounded-sm bg-sand px-2 py-1 text-[13px]">{`{{${name}}}`}</code>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </details>
          </FormSection>
        </fieldset>

        {formError && (
          <div id="page-form-error" className="mt-6 grid gap-3">
            <FormMessage tone="error">{formError}</FormMessage>
            {stale && (
              <button
                type="button"
                className={`${smallButtonClass} justify-self-start`}
                onClick={() => {
                  allowLeaving();
                  onReload();
                }}
              >
                <RefreshCw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.editorial.loadNewer')}
              </button>
            )}
          </div>
        )}

        {editable && (
          <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-hairline bg-cream/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
            <p role="status" className="mr-auto text-sm text-taupe">
              {dirty ? t('admin.form.unsaved') : t('admin.form.allSaved')}
            </p>
            <button type="submit" disabled={saving} className={buttonClass('primary')}>
              {saving && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {saving ? t('admin.form.saving') : t('admin.form.save')}
            </button>
          </div>
        )}
      </form>
      <LeaveDialog blocker={blocker} />
    </>
  );
}
