import { type AdminBlogPost, type AdminBlogTaxonomyResponse, BLOG_COVER_ASPECT } from '@atelier/contracts';
import { ExternalLink, Loader2, RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formatDate } from '~/i18n/format';
import { useLocale } from '~/i18n/hooks';
import { isApiError } from '~/lib/api';
import { formFailure } from '~/lib/form-errors';
import { adminPath } from '../access';
import { FormSection, InputField, SelectField, TextAreaField } from '../fields';
import { slugPreview } from '../product-form-values';
import { smallButtonClass } from '../ui';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { contentApi } from './content-api';
import { DeletePost } from './delete-post';
import { CharacterCount, LeaveDialog, PostStatusBadge, RichTextField } from './editorial-ui';
import { PictureField } from './picture-field';
import {
  emptyPost,
  type PostField,
  type PostValues,
  postToValues,
  sameValues,
  valuesToInput,
} from './post-form-values';
import { TagsField } from './tags-field';

const SERVER_FIELDS: PostField[] = [
  'title_pl',
  'title_en',
  'slug',
  'excerpt_pl',
  'excerpt_en',
  'body_pl',
  'body_en',
  'category_id',
  'tag_ids',
  'author',
  'published_at',
];

export interface BlogPostFormProps {
  post?: AdminBlogPost;
  taxonomy: AdminBlogTaxonomyResponse;
  canWrite: boolean;
  author: string;
  /** Loads the stored post again (after another person's save). */
  onReload?: () => void;
  onSaved?: (post: AdminBlogPost) => void;
}

/** Writing and editing a post in both languages: texts, publication, category and tags, cover. */
export function BlogPostForm({ post, taxonomy, canWrite, author, onReload, onSaved }: BlogPostFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(post);
  const [initial, setInitial] = useState(() => (post ? postToValues(post) : emptyPost(author)));
  const [values, setValues] = useState(initial);
  const [tags, setTags] = useState(taxonomy.tags);
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<PostField | 'image', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const fieldsDirty = !sameValues(values, initial);
  const dirty = canWrite && (fieldsDirty || cover !== null || removeCover);
  const { blocker, allowLeaving } = useUnsavedChanges(dirty && !saving);

  const set = <K extends PostField>(field: K, value: PostValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const text = (field: 'title_pl' | 'title_en' | 'slug' | 'excerpt_pl' | 'excerpt_en' | 'author' | 'published_at') => ({
    id: `post-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  function showErrors(fields: Partial<Record<PostField | 'image', string>>, message?: string) {
    setErrors(fields);
    setFormError(message ?? t('forms.fixFields', { count: Object.keys(fields).length }));
    const first = [...SERVER_FIELDS, 'image'].find((field) => field in fields);
    if (first) document.getElementById(`post-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || saving) return;
    const outcome = valuesToInput(values, saved?.updated_at);
    if (outcome.problems) {
      const fields: Partial<Record<PostField, string>> = {};
      for (const [field, problem] of Object.entries(outcome.problems)) {
        fields[field as PostField] = t(`admin.blog.problems.${problem}`);
      }
      showErrors(fields);
      return;
    }
    setSaving(true);
    setFormError(null);
    setErrors({});
    setStale(false);
    try {
      if (!saved) {
        const created = await contentApi.createPost(outcome.input);
        let coverFailed = false;
        if (cover) {
          await contentApi.setCover(created.data.id, cover).catch((failure) => {
            coverFailed = true;
            const failed = formFailure(failure, t, t('admin.common.saveFailed'), ['image']);
            notify(failed.fields.image ?? failed.message, 'error');
          });
        }
        notify(
          t(coverFailed ? 'admin.blog.createdWithoutCover' : 'admin.blog.created'),
          coverFailed ? 'info' : 'success',
        );
        allowLeaving();
        navigate(adminPath(locale, `/blog/${created.data.id}`), { replace: true });
        return;
      }
      let latest = saved;
      let message: string | undefined;
      if (fieldsDirty) {
        const result = await contentApi.updatePost(saved.id, outcome.input);
        latest = result.data;
        message = result.message;
      }
      if (cover) {
        const result = await contentApi.setCover(saved.id, cover);
        latest = result.data;
        message = result.message;
      } else if (removeCover) {
        const result = await contentApi.removeCover(saved.id);
        latest = result.data;
        message = result.message;
      }
      const next = postToValues(latest);
      setSaved(latest);
      setInitial(next);
      setValues(next);
      setCover(null);
      setRemoveCover(false);
      onSaved?.(latest);
      notify(message || t('admin.form.saved'), 'success');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        setStale(true);
        setFormError(failure.serverMessage ?? t('admin.editorial.stale'));
        notify(failure.serverMessage ?? t('admin.editorial.stale'), 'error');
      } else {
        const result = formFailure(failure, t, t('admin.common.saveFailed'), [...SERVER_FIELDS, 'image']);
        if (result.sessionExpired) handleApiError(failure);
        if (Object.keys(result.fields).length) showErrors(result.fields, result.message);
        else {
          setFormError(result.message);
          notify(result.message, 'error');
        }
      }
    } finally {
      setSaving(false);
    }
  }

  const status = saved?.status;
  const shopUrl = saved && status === 'published' ? `/${locale}/blog/${saved.slug}` : null;

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? 'post-form-error' : undefined}>
        {!canWrite && (
          <div className="mb-6">
            <FormMessage tone="info">{t('admin.blog.readOnly')}</FormMessage>
          </div>
        )}
        {saved && (
          <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-taupe">
            {status && <PostStatusBadge status={status} />}
            {saved.published_at && status !== 'draft' && (
              <span>
                {t(status === 'scheduled' ? 'admin.blog.scheduledFor' : 'admin.blog.publishedOn', {
                  date: formatDate(saved.published_at, locale, 'dateTime'),
                })}
              </span>
            )}
            <span>{t('admin.blog.lastSaved', { date: formatDate(saved.updated_at, locale, 'dateTime') })}</span>
            {shopUrl && (
              <a href={shopUrl} target="_blank" rel="noopener" className={smallButtonClass}>
                <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.blog.viewOnBlog')}
              </a>
            )}
          </div>
        )}
        <fieldset disabled={!canWrite} className="grid min-w-0 gap-6">
          <legend className="sr-only">{saved ? t('admin.titles.editBlogPost') : t('admin.titles.newBlogPost')}</legend>

          <FormSection id="post-texts" title={t('admin.blog.texts')} description={t('admin.blog.textsHint')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label={t('admin.blog.titlePl')} lang="pl" required maxLength={200} {...text('title_pl')} />
              <InputField label={t('admin.blog.titleEn')} lang="en" required maxLength={200} {...text('title_en')} />
            </div>
            <InputField
              label={t('admin.blog.slug')}
              maxLength={120}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={values.slug || !values.title_pl.trim() ? undefined : slugPreview(values.title_pl)}
              hint={
                saved
                  ? t('admin.blog.slugHintEdit')
                  : values.title_pl.trim()
                    ? t('admin.blog.slugHint', { slug: slugPreview(values.title_pl) })
                    : t('admin.blog.slugHintEmpty')
              }
              {...text('slug')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextAreaField
                label={t('admin.blog.excerptPl')}
                lang="pl"
                rows={3}
                hint={
                  <>
                    {t('admin.blog.excerptHint')} <CharacterCount length={values.excerpt_pl.length} max={600} />
                  </>
                }
                {...text('excerpt_pl')}
              />
              <TextAreaField
                label={t('admin.blog.excerptEn')}
                lang="en"
                rows={3}
                hint={<CharacterCount length={values.excerpt_en.length} max={600} />}
                {...text('excerpt_en')}
              />
            </div>
            <RichTextField
              id="post-body_pl"
              label={t('admin.blog.bodyPl')}
              lang="pl"
              value={values.body_pl}
              onChange={(html) => set('body_pl', html)}
              error={errors.body_pl}
              editable={canWrite}
            />
            <RichTextField
              id="post-body_en"
              label={t('admin.blog.bodyEn')}
              lang="en"
              value={values.body_en}
              onChange={(html) => set('body_en', html)}
              error={errors.body_en}
              editable={canWrite}
            />
          </FormSection>

          <FormSection id="post-publication" title={t('admin.blog.publication')}>
            <fieldset className="min-w-0">
              <legend className="mb-1 text-sm font-medium">{t('admin.blog.visibility')}</legend>
              <div className="flex flex-wrap gap-x-6">
                {(['draft', 'published'] as const).map((choice) => (
                  <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px]">
                    <input
                      type="radio"
                      name="post-publish"
                      value={choice}
                      checked={values.publish === choice}
                      onChange={() => set('publish', choice)}
                      className="size-5 accent-cognac"
                    />
                    {t(`admin.blog.publish.${choice}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label={t('admin.blog.publishedAt')}
                type="datetime-local"
                hint={t('admin.blog.publishedAtHint')}
                {...text('published_at')}
              />
              <InputField label={t('admin.blog.author')} required maxLength={120} {...text('author')} />
            </div>
            <SelectField
              id="post-category_id"
              label={t('admin.blog.category')}
              required
              value={values.category_id}
              error={errors.category_id}
              onChange={(event) => set('category_id', event.target.value)}
            >
              <option value="">{t('admin.form.choose')}</option>
              {taxonomy.categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {locale === 'en' ? category.name_en : category.name_pl}
                </option>
              ))}
            </SelectField>
            <TagsField
              tags={tags}
              selected={values.tag_ids}
              error={errors.tag_ids}
              canWrite={canWrite}
              onChange={(ids) => set('tag_ids', ids)}
              onCreated={(tag) => {
                setTags((current) => [...current, tag].sort((a, b) => a.slug.localeCompare(b.slug)));
                set(
                  'tag_ids',
                  [...values.tag_ids, tag.id].sort((a, b) => a - b),
                );
              }}
            />
          </FormSection>

          <FormSection id="post-cover" title={t('admin.blog.cover')} description={t('admin.blog.coverHint')}>
            <PictureField
              id="post-image"
              label={t('admin.blog.coverPicture')}
              aspect={BLOG_COVER_ASPECT}
              current={saved?.cover ?? null}
              file={cover}
              onFile={(file) => {
                setCover(file);
                if (errors.image) setErrors(({ image: _, ...rest }) => rest);
              }}
              onRemoveCurrent={saved?.cover ? () => setRemoveCover((value) => !value) : undefined}
              removed={removeCover}
              error={errors.image}
              disabled={!canWrite || saving}
              previewAlt={values.title_pl || values.title_en}
            />
          </FormSection>
        </fieldset>

        {formError && (
          <div id="post-form-error" className="mt-6 grid gap-3">
            <FormMessage tone="error">{formError}</FormMessage>
            {stale && onReload && (
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

        {canWrite && (
          <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-hairline bg-cream/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
            <p role="status" className="mr-auto text-sm text-taupe">
              {dirty ? t('admin.form.unsaved') : saved ? t('admin.form.allSaved') : ''}
            </p>
            <button type="submit" disabled={saving} className={buttonClass('primary')}>
              {saving && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {saving
                ? t('admin.form.saving')
                : saved
                  ? t('admin.form.save')
                  : values.publish === 'published'
                    ? t('admin.blog.createPublished')
                    : t('admin.blog.createDraft')}
            </button>
          </div>
        )}
      </form>

      {saved && canWrite && <DeletePost post={saved} onDeleted={allowLeaving} />}
      <LeaveDialog blocker={blocker} />
    </>
  );
}
