import { ImagePlus, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { smallButtonClass } from '../ui';
import { fileSize, MAX_PHOTOS, PHOTO_ACCEPT, type PhotoProblem } from './photo-files';

/**
 * Where photographs come in: dropped on the area, or chosen with the button (several at once). The file
 * input itself is hidden; the button is the keyboard's way in.
 */
export function PhotoDropzone({
  onFiles,
  full,
  busy = false,
  chooseId = 'pf-photos-choose',
}: {
  onFiles: (files: File[]) => void;
  /** The id of the choose button (focus returns to it); one per set of photographs on a page. */
  chooseId?: string;
  /** The product has as many photographs as it may: nothing more can be added. */
  full: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const disabled = full || busy;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button below does the same
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
        over ? 'border-cognac bg-cognac/5' : 'border-hairline bg-cream/50'
      }`}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-cognac" strokeWidth={1.5} />
      <p className="text-[15px]">
        {over
          ? t('admin.form.photos.dropHere')
          : full
            ? t('admin.form.photos.full', { max: MAX_PHOTOS })
            : t('admin.form.photos.drop')}
      </p>
      {!full && (
        <button
          id={chooseId}
          type="button"
          className={smallButtonClass}
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t('admin.form.photos.choose')}
        </button>
      )}
      <p id={hintId} className="text-sm text-taupe">
        {t('admin.form.photos.rules', { max: MAX_PHOTOS })}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-label={t('admin.form.photos.pickerLabel')}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file can be chosen again after a refusal.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

/** Files that were not added, each with the reason in the person's words. */
export function RefusedPhotos({ refused }: { refused: { file: File; problem: PhotoProblem }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!refused.length) return null;
  return (
    <div role="alert" className="rounded-sm border border-bordo/30 bg-bordo/5 px-4 py-3 text-[15px] text-bordo">
      <p className="font-medium">{t('admin.form.photos.refusedTitle')}</p>
      <ul className="mt-1 grid gap-0.5">
        {refused.map(({ file, problem }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name
          <li key={`${file.name}-${index}`} className="break-words">
            <span className="font-medium">{file.name}</span>
            {' — '}
            {t(`admin.form.photos.problems.${problem}`, { size: fileSize(file.size, locale), max: MAX_PHOTOS })}
          </li>
        ))}
      </ul>
    </div>
  );
}
