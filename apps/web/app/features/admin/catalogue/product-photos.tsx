import type { AdminProduct } from '@atelier/contracts';
import { ArrowDown, ArrowUp, ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { formFailure } from '~/lib/form-errors';
import { photoSrc } from '~/lib/photo-url';
import { ConfirmDialog } from '../dialogs';
import { FormSection } from '../fields';
import { catalogueApi } from './catalogue-api';
import { iconButton, PhotoCard, useFocusAfterMove } from './photo-card';
import { PhotoDropzone, RefusedPhotos } from './photo-dropzone';
import { MAX_PHOTOS, moveItem, type PhotoProblem } from './photo-files';
import { QueuedPhotos } from './queued-photos';
import type { PhotoQueue } from './use-photo-queue';

type SavedPhoto = AdminProduct['images'][number];
type Refused = { file: File; problem: PhotoProblem }[];

/**
 * Photographs of an existing product — its own, or one variant's (`variantId`, docs/product-rules.md#variants;
 * a variant without photographs shows the product's). Every change is saved at once: uploads (one by one, with progress),
 * the order (up/down buttons, keyboard-friendly), alt texts in both languages (when a field is left) and
 * deletion (after a question). Read-only roles see the photographs and their descriptions.
 */
export function ProductPhotos({
  product,
  canWrite,
  queue,
  variantId = null,
  title,
  onSaved,
}: {
  product: AdminProduct;
  canWrite: boolean;
  queue: PhotoQueue;
  variantId?: number | null;
  /** The section's title; the product's photographs by default. */
  title?: string;
  /** The product after each saved change (variant photographs: the variants table keeps it). */
  onSaved?: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const ownSet = (images: SavedPhoto[]) => images.filter((image) => (image.variant_id ?? null) === variantId);
  const sectionId = variantId === null ? 'pf-images' : `pf-images-v${variantId}`;
  const chooseId = variantId === null ? 'pf-photos-choose' : `pf-photos-choose-v${variantId}`;
  const [photos, setPhotos] = useState<SavedPhoto[]>(() => ownSet(product.images));
  const [drafts, setDrafts] = useState<Record<number, { alt_pl: string; alt_en: string }>>({});
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused>([]);
  const [removing, setRemoving] = useState<{ photo: SavedPhoto; number: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useFocusAfterMove();
  const current = (photo: SavedPhoto) => drafts[photo.id] ?? { alt_pl: photo.alt_pl, alt_en: photo.alt_en };

  const failed = (error: unknown) => {
    const outcome = formFailure(error, t, t('admin.common.saveFailed'), []);
    if (outcome.sessionExpired) handleApiError(error);
    else notify(outcome.message, 'error');
  };
  /** The server's list after a change; drafts of photographs that were not part of it stay. */
  const accept = (saved: AdminProduct, keepDrafts = true) => {
    setPhotos(ownSet(saved.images));
    if (!keepDrafts) setDrafts({});
    onSaved?.(saved);
  };

  async function arrange(order: SavedPhoto[]) {
    setBusy(true);
    try {
      const saved = await catalogueApi.arrangePhotos(product.id, {
        variant_id: variantId,
        images: order.map((photo) => ({ id: photo.id, ...current(photo) })),
      });
      accept(saved.data, false);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function move(index: number, by: -1 | 1) {
    // While a change is being saved the buttons stay focusable (a disabled button would drop the focus).
    if (busy) return;
    const photo = photos[index];
    const order = moveItem(photos, index, index + by);
    setPhotos(order);
    focusAfter({ key: `saved-${photo.id}`, action: by < 0 ? 'up' : 'down' });
    if (await arrange(order)) {
      setAnnouncement(t('admin.form.photos.moved', { number: index + by + 1 }));
    } else {
      setPhotos(photos);
    }
  }

  async function saveAlt(photo: SavedPhoto, number: number) {
    const draft = drafts[photo.id];
    if (!draft || (draft.alt_pl === photo.alt_pl && draft.alt_en === photo.alt_en)) return;
    if (await arrange(photos)) setAnnouncement(t('admin.form.photos.altSaved', { number }));
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      const saved = await catalogueApi.removePhoto(product.id, removing.photo.id);
      accept(saved.data);
      setRemoving(null);
      notify(t('admin.form.photos.removed'), 'success');
      const rest = ownSet(saved.data.images);
      const next = rest[Math.min(removing.number - 1, rest.length - 1)];
      if (next) focusAfter({ key: `saved-${next.id}`, action: 'first' });
      else document.getElementById(chooseId)?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  function addFiles(files: File[]) {
    const refusedNow = queue.add(files, photos.length);
    setRefused(refusedNow);
    void queue.upload(
      product.id,
      (saved) => {
        accept(saved);
        setAnnouncement(t('admin.form.photos.uploaded'));
      },
      variantId,
    );
  }

  const waiting = queue.items.filter((item) => item.state !== 'done');
  return (
    <FormSection
      id={sectionId}
      title={title ?? t('admin.form.images')}
      description={canWrite ? t('admin.form.photos.hintEdit') : t('admin.form.imagesHint')}
    >
      {photos.length === 0 && waiting.length === 0 && (
        <p className="flex items-center gap-2 text-taupe">
          <ImageOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('admin.form.noImages')}
        </p>
      )}
      {canWrite && photos.length > 0 && <p className="text-sm text-taupe">{t('admin.form.photos.altHint')}</p>}
      {photos.length > 0 && (
        <ol className="grid gap-3" aria-label={t('admin.form.photos.listLabel')}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const alt = current(photo);
            const setAlt = (language: 'pl' | 'en', value: string) =>
              setDrafts((all) => ({ ...all, [photo.id]: { ...current(photo), [`alt_${language}`]: value } }));
            return (
              <PhotoCard
                key={photo.id}
                cardKey={`saved-${photo.id}`}
                src={photo.url}
                number={number}
                status={null}
                alt={alt}
                onAlt={canWrite ? setAlt : null}
                onAltDone={() => saveAlt(photo, number)}
                actions={
                  canWrite && (
                    <>
                      <button
                        type="button"
                        data-action="up"
                        className={iconButton}
                        disabled={index === 0}
                        aria-disabled={busy || undefined}
                        onClick={() => move(index, -1)}
                        aria-label={t('admin.form.photos.moveUp', { number })}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      </button>
                      <button
                        type="button"
                        data-action="down"
                        className={iconButton}
                        disabled={index === photos.length - 1}
                        aria-disabled={busy || undefined}
                        onClick={() => move(index, 1)}
                        aria-label={t('admin.form.photos.moveDown', { number })}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      </button>
                      <button
                        type="button"
                        data-action="remove"
                        className={`${iconButton} text-bordo`}
                        aria-disabled={busy || undefined}
                        onClick={() => !busy && setRemoving({ photo, number })}
                        aria-label={t('admin.form.photos.remove', { number })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      </button>
                    </>
                  )
                }
              />
            );
          })}
        </ol>
      )}
      {waiting.length > 0 && (
        <QueuedPhotos
          queue={queue}
          firstNumber={photos.length + 1}
          uploading
          onRetry={() => void queue.upload(product.id, accept, variantId)}
        />
      )}
      {canWrite && (
        <>
          <RefusedPhotos refused={refused} />
          <PhotoDropzone onFiles={addFiles} full={photos.length + waiting.length >= MAX_PHOTOS} chooseId={chooseId} />
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        busy={busy}
        title={t('admin.form.photos.removeTitle', { number: removing?.number ?? 0 })}
        confirmLabel={t('admin.form.photos.removeConfirm')}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={remove}
      >
        {removing && (
          <img src={photoSrc(removing.photo.url)} alt="" className="size-24 rounded-sm bg-sand object-cover" />
        )}
        <p>{t('admin.form.photos.removeText')}</p>
      </ConfirmDialog>
    </FormSection>
  );
}

/**
 * Photographs chosen for a product that does not exist yet: they wait here (previews, alt texts, order)
 * and are sent right after the product is added (product-form.tsx).
 */
export function NewProductPhotos({ queue, uploading }: { queue: PhotoQueue; uploading: boolean }) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<Refused>([]);
  return (
    <FormSection id="pf-images" title={t('admin.form.images')} description={t('admin.form.photos.hintNew')}>
      {queue.items.length > 0 && (
        <>
          <p className="text-sm text-taupe">{t('admin.form.photos.altHint')}</p>
          <QueuedPhotos queue={queue} firstNumber={1} uploading={uploading} />
        </>
      )}
      <RefusedPhotos refused={refused} />
      <PhotoDropzone
        onFiles={(files) => setRefused(queue.add(files, 0))}
        full={queue.items.length >= MAX_PHOTOS}
        busy={uploading}
      />
    </FormSection>
  );
}
