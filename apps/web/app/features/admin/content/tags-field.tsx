import type { AdminBlogTaxonomyItem } from '@atelier/contracts';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { CheckField } from '../fields';
import { adminInputClass, smallButtonClass } from '../ui';
import { contentApi } from './content-api';

/** Tags as check boxes, and a small form for a tag the list does not have yet. */
export function TagsField({
  tags,
  selected,
  error,
  canWrite,
  onChange,
  onCreated,
}: {
  tags: AdminBlogTaxonomyItem[];
  selected: number[];
  error?: string;
  canWrite: boolean;
  onChange: (ids: number[]) => void;
  onCreated: (tag: AdminBlogTaxonomyItem) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const [names, setNames] = useState({ pl: '', en: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!names.pl.trim() || !names.en.trim()) {
      setProblem(t('admin.blog.tagNamesRequired'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const created = await contentApi.createTag({ name_pl: names.pl.trim(), name_en: names.en.trim() });
      onCreated(created.data);
      setNames({ pl: '', en: '' });
      setAdding(false);
      notify(
        t('admin.blog.tagAdded', { name: locale === 'en' ? created.data.name_en : created.data.name_pl }),
        'success',
      );
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'));
      if (outcome.sessionExpired) handleApiError(failure);
      setProblem(Object.values(outcome.fields)[0] ?? outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="min-w-0" id="post-tag_ids" tabIndex={-1}>
      <legend className="mb-1 text-sm font-medium">{t('admin.blog.tags')}</legend>
      <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3">
        {tags.map((tag) => (
          <CheckField
            key={tag.id}
            id={`post-tag-${tag.id}`}
            label={locale === 'en' ? tag.name_en : tag.name_pl}
            checked={selected.includes(tag.id)}
            onChange={(checked) =>
              onChange(checked ? [...selected, tag.id].sort((a, b) => a - b) : selected.filter((id) => id !== tag.id))
            }
          />
        ))}
      </div>
      <FieldError id="post-tag_ids" error={error} />
      {canWrite &&
        (adding ? (
          // Not a <form>: it sits inside the post's form, and forms cannot nest.
          <div className="mt-3 grid gap-3 rounded-sm border border-hairline bg-cream/60 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div>
              <label htmlFor="new-tag-pl" className="mb-1.5 block text-sm font-medium">
                {t('admin.blog.tagNamePl')}
              </label>
              <input
                id="new-tag-pl"
                lang="pl"
                value={names.pl}
                maxLength={60}
                onChange={(event) => setNames((n) => ({ ...n, pl: event.target.value }))}
                className={adminInputClass}
              />
            </div>
            <div>
              <label htmlFor="new-tag-en" className="mb-1.5 block text-sm font-medium">
                {t('admin.blog.tagNameEn')}
              </label>
              <input
                id="new-tag-en"
                lang="en"
                value={names.en}
                maxLength={60}
                onChange={(event) => setNames((n) => ({ ...n, en: event.target.value }))}
                className={adminInputClass}
              />
            </div>
            <div className="flex gap-2">
              <button type="button" className={smallButtonClass} onClick={add} disabled={busy}>
                {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
                {t('admin.blog.addTag')}
              </button>
              <button type="button" className={smallButtonClass} onClick={() => setAdding(false)} disabled={busy}>
                {t('admin.common.cancel')}
              </button>
            </div>
            {problem && (
              <p role="alert" className="text-sm text-bordo sm:col-span-3">
                {problem}
              </p>
            )}
          </div>
        ) : (
          <button type="button" className={`${smallButtonClass} mt-2`} onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('admin.blog.newTag')}
          </button>
        ))}
    </fieldset>
  );
}
