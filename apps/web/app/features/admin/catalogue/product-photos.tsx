import type { AdminProduct } from '@atelier/contracts';
import { AlertCircle, ArrowDown, ArrowUp, ImageOff, Loader2, RotateCcw, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { formFailure } from '~/lib/form-errors';
import { photoSrc } from '~/lib/photo-url';
import { ConfirmDialog } from '../dialogs';
import { FormSection } from '../fields';
import { adminInputClass } from '../ui';
import { catalogueApi } from './catalogue-api';
import { PhotoDropzone, RefusedPhotos } from './photo-dropzone';
import { fileSize, MAX_PHOTOS, moveItem, type PhotoProblem } from './photo-files';
import type { PhotoQueue, QueuedPhoto } from './use-photo-queue';

type SavedPhoto = AdminProduct['images'][number];
type Refused = { file: File; problem: PhotoProblem }[];

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-hairline bg-paper text-ink transition-colors hover:border-ink/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait';

/** Moves focus back to a photograph's button after the list re-rendered (its position changed). */
function useFocusAfterMove() {
  const [target, setTarget] = useState<{ key: string; action: 'up' | 'down' | 'first' } | null>(null);
  useEffect(() => {
    if (!target) return;
    const card = document.querySelector(`[data-photo="${target.key}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    const fallback = card?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    (wanted ?? fallback)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/**
 * Photographs of an existing product. Every change is saved at once: uploads (one by one, with progress),
 * the order (up/down buttons, keyboard-friendly), alt texts in both languages (when a field is left) and
 * deletion (after a question). Read-only roles see the photographs and their descriptions.
 */
export function ProductPhotos({
  product,
  canWrite,
  queue,
}: {
  product: AdminProduct;
  canWrite: boolean;
  queue: PhotoQueue;
}) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<SavedPhoto[]>(product.images);
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
    setPhotos(saved.images);
    if (!keepDrafts) setDrafts({});
  };

  async function arrange(order: SavedPhoto[]) {
    setBusy(true);
    try {
      const saved = await catalogueApi.arrangePhotos(product.id, {
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
      const next = saved.data.images[Math.min(removing.number - 1, saved.data.images.length - 1)];
      if (next) focusAfter({ key: `saved-${next.id}`, action: 'first' });
      else document.getElementById('pf-photos-choose')?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  function addFiles(files: File[]) {
    const refusedNow = queue.add(files, photos.length);
    setRefused(refusedNow);
    void queue.upload(product.id, (saved) => {
      setPhotos(saved.images);
      setAnnouncement(t('admin.form.photos.uploaded'));
    });
  }

  const waiting = queue.items.filter((item) => item.state !== 'done');
  return (
    <FormSection
      id="pf-images"
      title={t('admin.form.images')}
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
          onRetry={() => void queue.upload(product.id, (saved) => setPhotos(saved.images))}
        />
      )}
      {canWrite && (
        <>
          <RefusedPhotos refused={refused} />
          <PhotoDropzone onFiles={addFiles} full={photos.length + waiting.length >= MAX_PHOTOS} />
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

/** The queue as cards: waiting ones can be reordered, described and taken out; sent ones show progress. */
function QueuedPhotos({
  queue,
  firstNumber,
  uploading,
  onRetry,
}: {
  queue: PhotoQueue;
  firstNumber: number;
  /** Files are being sent (or are sent as soon as chosen): order and removal wait for that. */
  uploading: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const focusAfter = useFocusAfterMove();
  const items = queue.items;
  const locked = (item: QueuedPhoto) => item.state === 'uploading' || item.state === 'processing';
  return (
    <ol start={firstNumber} className="grid gap-3" aria-label={t('admin.form.photos.queueLabel')}>
      {items.map((item, index) => {
        const number = firstNumber + index;
        const canArrange = !uploading && item.state === 'waiting';
        return (
          <PhotoCard
            key={item.key}
            cardKey={item.key}
            src={item.preview}
            number={number}
            caption={`${item.file.name} · ${fileSize(item.file.size, locale)}`}
            status={<QueueStatus item={item} />}
            alt={item}
            onAlt={
              item.state === 'waiting' || item.state === 'failed'
                ? (language, value) => queue.setAlt(item.key, language, value)
                : null
            }
            actions={
              <>
                {!uploading && (
                  <>
                    <button
                      type="button"
                      data-action="up"
                      className={iconButton}
                      disabled={!canArrange || index === 0}
                      onClick={() => {
                        queue.move(item.key, -1);
                        focusAfter({ key: item.key, action: 'up' });
                      }}
                      aria-label={t('admin.form.photos.moveUp', { number })}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    </button>
                    <button
                      type="button"
                      data-action="down"
                      className={iconButton}
                      disabled={!canArrange || index === items.length - 1}
                      onClick={() => {
                        queue.move(item.key, 1);
                        focusAfter({ key: item.key, action: 'down' });
                      }}
                      aria-label={t('admin.form.photos.moveDown', { number })}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    </button>
                  </>
                )}
                {item.state === 'failed' && onRetry && (
                  <button
                    type="button"
                    data-action="retry"
                    className={iconButton}
                    onClick={() => {
                      queue.retry(item.key);
                      onRetry();
                    }}
                    aria-label={t('admin.form.photos.retryNamed', { name: item.file.name })}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  </button>
                )}
                <button
                  type="button"
                  data-action="remove"
                  className={iconButton}
                  disabled={locked(item) || (uploading && item.state === 'waiting' && !onRetry)}
                  onClick={() => queue.remove(item.key)}
                  aria-label={t('admin.form.photos.removePending', { name: item.file.name })}
                >
                  <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
                </button>
              </>
            }
          />
        );
      })}
    </ol>
  );
}

function QueueStatus({ item }: { item: QueuedPhoto }) {
  const { t } = useTranslation();
  if (item.state === 'failed') {
    return (
      <p className="flex items-start gap-1.5 text-sm text-bordo">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={1.5} />
        <span>
          <span className="font-medium">{t('admin.form.photos.failed')}:</span> {item.error}
        </span>
      </p>
    );
  }
  if (item.state === 'waiting') return <p className="text-sm text-taupe">{t('admin.form.photos.waiting')}</p>;
  const percent = Math.round(item.sent * 100);
  return (
    <div className="grid gap-1">
      <p className="flex items-center gap-1.5 text-sm text-taupe">
        <Loader2 aria-hidden="true" className="size-4 animate-spin text-cognac" strokeWidth={1.5} />
        {item.state === 'processing'
          ? t('admin.form.photos.processing')
          : t('admin.form.photos.uploading', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('admin.form.photos.progressLabel', { name: item.file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-sand"
      >
        <div
          className={`h-full bg-cognac transition-[width] duration-200 ${item.state === 'processing' ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** One photograph: the picture, its place, alt texts in both languages and its buttons. */
function PhotoCard({
  cardKey,
  src,
  number,
  caption,
  status,
  alt,
  onAlt,
  onAltDone,
  actions,
}: {
  cardKey: string;
  src: string;
  number: number;
  caption?: string;
  status: ReactNode;
  alt: { alt_pl: string; alt_en: string };
  onAlt: ((language: 'pl' | 'en', value: string) => void) | null;
  onAltDone?: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = locale === 'en' ? alt.alt_en : alt.alt_pl;
  const [broken, setBroken] = useState(false);
  return (
    // Phones: picture and buttons side by side, descriptions across the card below; wider: picture on the left.
    <li
      data-photo={cardKey}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-sm border border-hairline bg-paper p-3 sm:grid-cols-[7rem_minmax(0,1fr)]"
    >
      {broken ? (
        // A file the browser cannot show (the server will refuse it too): a quiet placeholder, not a broken icon.
        <span className="inline-flex size-24 items-center justify-center rounded-sm bg-sand text-taupe sm:row-span-2 sm:size-28">
          <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
        </span>
      ) : (
        <img
          src={photoSrc(src)}
          alt={shown || t('admin.form.imageNumber', { number })}
          onError={() => setBroken(true)}
          className="size-24 rounded-sm bg-sand object-cover sm:row-span-2 sm:size-28"
        />
      )}
      <div className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="min-w-0 max-w-full">
            <p className="text-sm font-medium">
              {t('admin.form.imageNumber', { number })}
              {number === 1 && <span className="text-taupe"> · {t('admin.form.mainImage')}</span>}
            </p>
            {caption && <p className="truncate text-xs text-taupe">{caption}</p>}
          </div>
          <div className="flex gap-1.5">{actions}</div>
        </div>
        {status}
      </div>
      <div className="col-span-2 grid min-w-0 gap-2 sm:col-span-1 sm:col-start-2">
        {onAlt ? (
          <div className="grid gap-2 md:grid-cols-2">
            {(['pl', 'en'] as const).map((language) => {
              const id = `${cardKey}-alt-${language}`;
              return (
                <div key={language}>
                  <label htmlFor={id} className="mb-1 block text-xs font-medium">
                    {t(`admin.form.photos.alt${language === 'pl' ? 'Pl' : 'En'}`)}
                  </label>
                  <input
                    id={id}
                    lang={language}
                    value={language === 'pl' ? alt.alt_pl : alt.alt_en}
                    maxLength={300}
                    onChange={(event) => onAlt(language, event.target.value)}
                    onBlur={() => onAltDone?.()}
                    onKeyDown={(event) => {
                      // Enter saves the description, not the whole product form around it.
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        onAltDone?.();
                      }
                    }}
                    className={`${adminInputClass} h-10 text-sm`}
                  />
                </div>
              );
            })}
          </div>
        ) : (
          <dl className="grid gap-1 text-sm md:grid-cols-2">
            {(['pl', 'en'] as const).map((language) => (
              <div key={language}>
                <dt className="text-xs text-taupe">{t(`admin.form.photos.alt${language === 'pl' ? 'Pl' : 'En'}`)}</dt>
                <dd lang={language} className="break-words">
                  {(language === 'pl' ? alt.alt_pl : alt.alt_en) || (
                    <span className="text-taupe" lang={locale}>
                      {t('admin.form.photos.noAlt')}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
