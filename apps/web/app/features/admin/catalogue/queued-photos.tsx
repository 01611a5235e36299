import { AlertCircle, ArrowDown, ArrowUp, Loader2, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { iconButton, PhotoCard, useFocusAfterMove } from './photo-card';
import { fileSize } from './photo-files';
import type { PhotoQueue, QueuedPhoto } from './use-photo-queue';

/** The queue as cards: waiting ones can be reordered, described and taken out; sent ones show progress. */
export function QueuedPhotos({
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
