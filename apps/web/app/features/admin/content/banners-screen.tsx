import { type AdminBanner, type AdminBannerFields, type AdminCategory, BANNER_IMAGE_ASPECT } from '@atelier/contracts';
import { ExternalLink, Loader2, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { photoSrc } from '~/lib/photo-url';
import { adminApi } from '../admin-api';
import { ConfirmDialog, FormDialog } from '../dialogs';
import { InputField, SelectField, SwitchField, TextAreaField } from '../fields';
import { ListFrame } from '../list-frame';
import { AdminPageHeader, cardClass, smallButtonClass } from '../ui';
import { useAdminData } from '../use-admin-data';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { contentApi } from './content-api';
import { LeaveDialog, MoveButtons, moved, VisibilityBadge } from './editorial-ui';
import { PictureField } from './picture-field';

/** The home page's carousel: banners in order, each with its photograph, texts in both languages and link. */
export function BannersScreen({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('banners', (signal) => contentApi.banners(signal));
  const categories = useAdminData('categories', (signal) => adminApi.categories(signal));
  const [editing, setEditing] = useState<{ banner: AdminBanner | null } | null>(null);
  const [removing, setRemoving] = useState<AdminBanner | null>(null);
  const [busy, setBusy] = useState(false);

  const banners = list.data?.data ?? [];
  const title = (banner: AdminBanner) => (locale === 'en' ? banner.title_en : banner.title_pl);

  async function move(index: number, step: -1 | 1) {
    setBusy(true);
    try {
      const result = await contentApi.orderBanners(
        moved(
          banners.map((b) => b.id),
          index,
          step,
        ),
      );
      notify(result.message, 'success');
      list.reload();
    } catch (failure) {
      handleApiError(failure);
      list.reload();
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await contentApi.removeBanner(removing.id);
      notify(result.message, 'success');
      setRemoving(null);
      list.reload();
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title={t('admin.banners.title')}
        description={canWrite ? t('admin.banners.intro') : t('admin.banners.readOnlyIntro')}
        actions={
          <>
            <a href={`/${locale}`} target="_blank" rel="noopener" className={smallButtonClass}>
              <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.banners.viewHome')}
            </a>
            {canWrite && (
              <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ banner: null })}>
                <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.banners.new')}
              </button>
            )}
          </>
        }
      />
      <section aria-labelledby="banners-list-title" className={cardClass}>
        <h2 id="banners-list-title" className="sr-only">
          {t('admin.banners.listTitle')}
        </h2>
        <ListFrame
          list={list}
          rows={4}
          dim={false}
          isEmpty={() => banners.length === 0}
          empty={
            <div className="flex flex-col items-start gap-3 px-5 py-10">
              <p className="font-serif text-2xl">{t('admin.banners.emptyTitle')}</p>
              <p className="text-taupe">{t('admin.banners.emptyHint')}</p>
              {canWrite && (
                <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ banner: null })}>
                  {t('admin.banners.new')}
                </button>
              )}
            </div>
          }
        >
          {(_data, loading) => (
            <ol className={loading ? 'opacity-60' : undefined}>
              {banners.map((banner, index) => (
                <li
                  key={banner.id}
                  className="grid gap-4 border-b border-hairline p-4 last:border-0 sm:grid-cols-[12rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)_auto] lg:items-center"
                >
                  <img
                    src={photoSrc(banner.image.thumbnail_url)}
                    alt=""
                    loading="lazy"
                    className="aspect-[12/5] w-full rounded-sm bg-sand object-cover"
                  />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{title(banner)}</span>
                      <VisibilityBadge visible={banner.is_active} />
                    </p>
                    <p className="text-sm text-taupe" lang={locale === 'en' ? 'pl' : 'en'}>
                      {locale === 'en' ? banner.title_pl : banner.title_en}
                    </p>
                    {(locale === 'en' ? banner.subtitle_en : banner.subtitle_pl) && (
                      <p className="mt-1 text-sm">{locale === 'en' ? banner.subtitle_en : banner.subtitle_pl}</p>
                    )}
                    <p className="mt-1 break-all text-xs text-taupe">
                      {t('admin.banners.linksTo', { path: banner.button_url })}
                    </p>
                  </div>
                  {canWrite && (
                    <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-1 lg:justify-end">
                      <MoveButtons
                        name={title(banner)}
                        index={index}
                        count={banners.length}
                        busy={busy}
                        onMove={(step) => move(index, step)}
                      />
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => setEditing({ banner })}
                        aria-label={t('admin.banners.editNamed', { name: title(banner) })}
                      >
                        <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        {t('admin.banners.edit')}
                      </button>
                      <button
                        type="button"
                        className={`${smallButtonClass} text-bordo`}
                        onClick={() => setRemoving(banner)}
                        aria-label={t('admin.banners.deleteNamed', { name: title(banner) })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        <span className="max-sm:sr-only">{t('admin.banners.delete')}</span>
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </ListFrame>
      </section>

      {editing && (
        <BannerDialog
          banner={editing.banner}
          categories={categories.data?.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        busy={busy}
        title={t('admin.banners.deleteTitle', { name: removing ? title(removing) : '' })}
        confirmLabel={t('admin.banners.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        <p>{t('admin.banners.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}

type LinkChoice = 'products' | 'custom' | `category:${number}`;

interface BannerValues {
  title_pl: string;
  title_en: string;
  subtitle_pl: string;
  subtitle_en: string;
  button_label_pl: string;
  button_label_en: string;
  link: LinkChoice;
  custom_url: string;
  is_active: boolean;
}

function valuesOf(banner: AdminBanner | null): BannerValues {
  const categoryLink =
    banner?.category_id && banner.button_url === `/products?category=${banner.category_id}`
      ? (`category:${banner.category_id}` as const)
      : null;
  return {
    title_pl: banner?.title_pl ?? '',
    title_en: banner?.title_en ?? '',
    subtitle_pl: banner?.subtitle_pl ?? '',
    subtitle_en: banner?.subtitle_en ?? '',
    button_label_pl: banner?.button_label_pl ?? '',
    button_label_en: banner?.button_label_en ?? '',
    link: categoryLink ?? (!banner || banner.button_url === '/products' ? 'products' : 'custom'),
    custom_url: banner?.button_url ?? '/products',
    is_active: banner?.is_active ?? true,
  };
}

function inputOf(values: BannerValues): AdminBannerFields {
  const category = values.link.startsWith('category:') ? Number(values.link.slice('category:'.length)) : null;
  return {
    title_pl: values.title_pl.trim(),
    title_en: values.title_en.trim(),
    subtitle_pl: values.subtitle_pl.trim(),
    subtitle_en: values.subtitle_en.trim(),
    button_label_pl: values.button_label_pl.trim(),
    button_label_en: values.button_label_en.trim(),
    button_url:
      category !== null
        ? `/products?category=${category}`
        : values.link === 'products'
          ? '/products'
          : values.custom_url.trim(),
    category_id: category,
    is_active: values.is_active,
  };
}

const BANNER_FIELDS = [
  'title_pl',
  'title_en',
  'subtitle_pl',
  'subtitle_en',
  'button_label_pl',
  'button_label_en',
  'button_url',
  'category_id',
  'image',
];

function BannerDialog({
  banner,
  categories,
  onClose,
  onSaved,
}: {
  banner: AdminBanner | null;
  categories: AdminCategory[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [initial] = useState(() => valuesOf(banner));
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const fieldsDirty = JSON.stringify(inputOf(values)) !== JSON.stringify(inputOf(initial));
  const dirty = fieldsDirty || file !== null;
  const { blocker } = useUnsavedChanges(dirty && !busy);

  const set = <K extends keyof BannerValues>(name: K, value: BannerValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field = name === 'link' || name === 'custom_url' ? 'button_url' : name;
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const text = (
    name: 'title_pl' | 'title_en' | 'subtitle_pl' | 'subtitle_en' | 'button_label_pl' | 'button_label_en',
  ) => ({
    id: `banner-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const close = () => (dirty && !busy ? setConfirmClose(true) : onClose());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(values);
    const problems: Record<string, string> = {};
    if (!input.title_pl) problems.title_pl = t('admin.form.problems.required');
    if (!input.title_en) problems.title_en = t('admin.form.problems.required');
    if (values.link === 'custom' && !/^\/(?![/\\])\S*$/.test(input.button_url ?? ''))
      problems.button_url = t('admin.banners.pathProblem');
    if (!banner && !file) problems.image = t('admin.editorial.picture.required');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      let saved: { message?: string } | null = null;
      if (!banner && file) saved = await contentApi.createBanner(file, input);
      if (banner && fieldsDirty) saved = await contentApi.updateBanner(banner.id, input);
      if (banner && file) saved = await contentApi.replaceBannerImage(banner.id, file);
      notify(saved?.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), BANNER_FIELDS);
      if (outcome.sessionExpired) handleApiError(failure);
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => !open && close()}
        busy={busy}
        title={banner ? t('admin.banners.editTitle') : t('admin.banners.newTitle')}
        description={t('admin.banners.dialogHint')}
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <PictureField
            id="banner-image"
            label={t('admin.banners.image')}
            hint={t('admin.banners.imageHint')}
            aspect={BANNER_IMAGE_ASPECT}
            current={banner?.image ?? null}
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              if (errors.image) setErrors(({ image: _, ...rest }) => rest);
            }}
            error={errors.image}
            previewAlt={values.title_pl || values.title_en}
            disabled={busy}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label={t('admin.banners.titlePl')} lang="pl" required maxLength={120} {...text('title_pl')} />
            <InputField label={t('admin.banners.titleEn')} lang="en" required maxLength={120} {...text('title_en')} />
            <TextAreaField
              label={t('admin.banners.subtitlePl')}
              lang="pl"
              rows={2}
              maxLength={300}
              className="[&_textarea]:min-h-0"
              {...text('subtitle_pl')}
            />
            <TextAreaField
              label={t('admin.banners.subtitleEn')}
              lang="en"
              rows={2}
              maxLength={300}
              className="[&_textarea]:min-h-0"
              {...text('subtitle_en')}
            />
            <InputField
              label={t('admin.banners.buttonPl')}
              lang="pl"
              maxLength={60}
              hint={t('admin.banners.buttonHint')}
              {...text('button_label_pl')}
            />
            <InputField label={t('admin.banners.buttonEn')} lang="en" maxLength={60} {...text('button_label_en')} />
          </div>
          <SelectField
            id="banner-link"
            label={t('admin.banners.link')}
            value={values.link}
            onChange={(event) => set('link', event.target.value as LinkChoice)}
            error={values.link === 'custom' ? undefined : (errors.button_url ?? errors.category_id)}
          >
            <option value="products">{t('admin.banners.linkAll')}</option>
            {categories.map((category) => (
              <option key={category.id} value={`category:${category.id}`}>
                {t('admin.banners.linkCategory', { name: locale === 'en' ? category.name_en : category.name_pl })}
              </option>
            ))}
            <option value="custom">{t('admin.banners.linkCustom')}</option>
          </SelectField>
          {values.link === 'custom' && (
            <InputField
              id="banner-button_url"
              label={t('admin.banners.path')}
              hint={t('admin.banners.pathHint')}
              value={values.custom_url}
              onChange={(event) => set('custom_url', event.target.value)}
              error={errors.button_url}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={300}
            />
          )}
          <SwitchField
            id="banner-is_active"
            label={t('admin.banners.active')}
            hint={values.is_active ? t('admin.banners.activeOn') : t('admin.banners.activeOff')}
            checked={values.is_active}
            onChange={(checked) => set('is_active', checked)}
          />
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={close} disabled={busy}>
              {t('admin.common.cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {busy ? t('admin.form.saving') : banner ? t('admin.form.save') : t('admin.banners.create')}
            </button>
          </div>
        </form>
      </FormDialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('admin.editorial.discardTitle')}
        confirmLabel={t('admin.editorial.discard')}
        cancelLabel={t('admin.editorial.keepEditing')}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
      >
        <p>{t('admin.form.leaveText')}</p>
      </ConfirmDialog>
      <LeaveDialog blocker={blocker} />
    </>
  );
}
