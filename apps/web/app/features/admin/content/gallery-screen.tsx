import type { AdminGalleryFields, AdminGalleryItem } from '@atelier/contracts';
import { ExternalLink, Loader2, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/form';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { ConfirmDialog, FormDialog } from '../dialogs';
import { SwitchField, TextAreaField } from '../fields';
import { ListFrame } from '../list-frame';
import { AdminPageHeader, cardClass, smallButtonClass } from '../ui';
import { useAdminData } from '../use-admin-data';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { contentApi } from './content-api';
import { LeaveDialog, MoveButtons, moved, VisibilityBadge } from './editorial-ui';
import { PictureField } from './picture-field';

/** The gallery page's pictures in order, each with alt texts and a caption in both languages. */
export function GalleryScreen({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminData('gallery', (signal) => contentApi.gallery(signal));
  const [editing, setEditing] = useState<{ item: AdminGalleryItem | null } | null>(null);
  const [removing, setRemoving] = useState<AdminGalleryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const items = list.data?.data ?? [];
  const altOf = (item: AdminGalleryItem) => (locale === 'en' ? item.alt_en : item.alt_pl);

  async function move(index: number, step: -1 | 1) {
    setBusy(true);
    try {
      const result = await contentApi.orderGallery(
        moved(
          items.map((item) => item.id),
          index,
          step,
        ),
      );
      notify(result.message, 'success');
    } catch (failure) {
      handleApiError(failure);
    } finally {
      list.reload();
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await contentApi.removeGalleryItem(removing.id);
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
        title={t('admin.gallery.title')}
        description={canWrite ? t('admin.gallery.intro') : t('admin.gallery.readOnlyIntro')}
        actions={
          <>
            <a href={`/${locale}/gallery`} target="_blank" rel="noopener" className={smallButtonClass}>
              <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.gallery.viewInShop')}
            </a>
            {canWrite && (
              <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ item: null })}>
                <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.gallery.add')}
              </button>
            )}
          </>
        }
      />
      <section aria-labelledby="gallery-list-title">
        <h2 id="gallery-list-title" className="sr-only">
          {t('admin.gallery.listTitle')}
        </h2>
        <ListFrame
          list={list}
          rows={4}
          dim={false}
          inCard={false}
          isEmpty={() => items.length === 0}
          empty={
            <div className={`${cardClass} flex flex-col items-start gap-3 px-5 py-10`}>
              <p className="font-serif text-2xl">{t('admin.gallery.emptyTitle')}</p>
              <p className="text-taupe">{t('admin.gallery.emptyHint')}</p>
              {canWrite && (
                <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ item: null })}>
                  {t('admin.gallery.add')}
                </button>
              )}
            </div>
          }
        >
          {(_data, loading) => (
            <ol className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
              {items.map((item, index) => (
                <li key={item.id} className={`${cardClass} flex flex-col overflow-hidden`}>
                  <img
                    src={photoSrc(item.image.thumbnail_url)}
                    srcSet={photoSrcSet(item.image.srcset)}
                    sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw"
                    alt={altOf(item)}
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-sand object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-1 p-4">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-taupe">
                      <span>{t('admin.gallery.number', { number: index + 1 })}</span>
                      <VisibilityBadge visible={item.is_published} />
                    </p>
                    <p className="font-medium">{altOf(item)}</p>
                    <p className="text-sm text-taupe" lang={locale === 'en' ? 'pl' : 'en'}>
                      {locale === 'en' ? item.alt_pl : item.alt_en}
                    </p>
                    {(locale === 'en' ? item.caption_en : item.caption_pl) && (
                      <p className="text-sm italic">{locale === 'en' ? item.caption_en : item.caption_pl}</p>
                    )}
                    {canWrite && (
                      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
                        <MoveButtons
                          name={altOf(item)}
                          index={index}
                          count={items.length}
                          busy={busy}
                          onMove={(step) => move(index, step)}
                        />
                        <button
                          type="button"
                          className={smallButtonClass}
                          onClick={() => setEditing({ item })}
                          aria-label={t('admin.gallery.editNamed', { name: altOf(item) })}
                        >
                          <Pencil aria-hidden="true" className="size-4" strokeWidth={1.5} />
                          {t('admin.gallery.edit')}
                        </button>
                        <button
                          type="button"
                          className={`${smallButtonClass} text-bordo`}
                          onClick={() => setRemoving(item)}
                          aria-label={t('admin.gallery.deleteNamed', { name: altOf(item) })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                        </button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </ListFrame>
      </section>

      {editing && (
        <GalleryDialog
          item={editing.item}
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
        title={t('admin.gallery.deleteTitle')}
        confirmLabel={t('admin.gallery.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        <p>{t('admin.gallery.deleteText', { name: removing ? altOf(removing) : '' })}</p>
      </ConfirmDialog>
    </>
  );
}

type GalleryValues = Required<AdminGalleryFields>;
const GALLERY_FIELDS = ['alt_pl', 'alt_en', 'caption_pl', 'caption_en', 'image'];

function GalleryDialog({
  item,
  onClose,
  onSaved,
}: {
  item: AdminGalleryItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState<GalleryValues>(() => ({
    alt_pl: item?.alt_pl ?? '',
    alt_en: item?.alt_en ?? '',
    caption_pl: item?.caption_pl ?? '',
    caption_en: item?.caption_en ?? '',
    is_published: item?.is_published ?? true,
  }));
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) || file !== null;
  const { blocker } = useUnsavedChanges(dirty && !busy);
  const close = () => (dirty && !busy ? setConfirmClose(true) : onClose());

  const text = (name: 'alt_pl' | 'alt_en' | 'caption_pl' | 'caption_en') => ({
    id: `gallery-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input: GalleryValues = {
      alt_pl: values.alt_pl.trim(),
      alt_en: values.alt_en.trim(),
      caption_pl: values.caption_pl.trim(),
      caption_en: values.caption_en.trim(),
      is_published: values.is_published,
    };
    const problems: Record<string, string> = {};
    if (!input.alt_pl) problems.alt_pl = t('admin.form.problems.required');
    if (!input.alt_en) problems.alt_en = t('admin.form.problems.required');
    if (!item && !file) problems.image = t('admin.editorial.picture.required');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setMessage(t('forms.fixFields', { count: Object.keys(problems).length }));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = item
        ? await contentApi.updateGalleryItem(item.id, input)
        : await contentApi.addToGallery(file as File, input);
      notify(saved.message || t('admin.form.saved'), 'success');
      onSaved();
    } catch (failure) {
      const outcome = formFailure(failure, t, t('admin.common.saveFailed'), GALLERY_FIELDS);
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
        title={item ? t('admin.gallery.editTitle') : t('admin.gallery.addTitle')}
        description={t('admin.gallery.dialogHint')}
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {item ? (
            <img
              src={photoSrc(item.image.url)}
              alt={values.alt_pl || item.alt_pl}
              className="max-h-72 w-full rounded-sm bg-sand object-contain"
            />
          ) : (
            <PictureField
              id="gallery-image"
              label={t('admin.gallery.image')}
              hint={t('admin.gallery.imageHint')}
              file={file}
              onFile={(chosen) => {
                setFile(chosen);
                if (errors.image) setErrors(({ image: _, ...rest }) => rest);
              }}
              error={errors.image}
              previewAlt={values.alt_pl || values.alt_en}
              disabled={busy}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField
              label={t('admin.gallery.altPl')}
              lang="pl"
              required
              rows={2}
              maxLength={300}
              hint={t('admin.gallery.altHint')}
              className="[&_textarea]:min-h-0"
              {...text('alt_pl')}
            />
            <TextAreaField
              label={t('admin.gallery.altEn')}
              lang="en"
              required
              rows={2}
              maxLength={300}
              className="[&_textarea]:min-h-0"
              {...text('alt_en')}
            />
            <TextAreaField
              label={t('admin.gallery.captionPl')}
              lang="pl"
              rows={2}
              maxLength={300}
              className="[&_textarea]:min-h-0"
              {...text('caption_pl')}
            />
            <TextAreaField
              label={t('admin.gallery.captionEn')}
              lang="en"
              rows={2}
              maxLength={300}
              className="[&_textarea]:min-h-0"
              {...text('caption_en')}
            />
          </div>
          <SwitchField
            id="gallery-is_published"
            label={t('admin.gallery.published')}
            hint={values.is_published ? t('admin.gallery.publishedOn') : t('admin.gallery.publishedOff')}
            checked={values.is_published}
            onChange={(checked) => setValues((current) => ({ ...current, is_published: checked }))}
          />
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={close} disabled={busy}>
              {t('admin.common.cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />}
              {busy ? t('admin.form.saving') : item ? t('admin.form.save') : t('admin.gallery.create')}
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
