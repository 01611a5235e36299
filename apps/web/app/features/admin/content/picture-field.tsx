import { ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldHint } from '~/components/ui/form';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { smallButtonClass } from '../ui';

/** What the server accepts (modules/media/images.ts): the type is read from the bytes there, too. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** A chosen file's problem before it is sent, as a key under `admin.editorial.picture`. */
export function pictureProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}

export interface PictureFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Width / height of the frame the shop shows the picture in; the server cuts uploads to it (centred). */
  aspect?: number;
  /** The stored picture, if any. */
  current?: { url: string; srcset?: string } | null;
  /** A newly chosen file (not yet uploaded). */
  file: File | null;
  onFile: (file: File | null) => void;
  /** Offered when there is a stored picture and the picture is optional (a blog cover): toggles `removed`. */
  onRemoveCurrent?: () => void;
  /** The stored picture is marked to be removed on save. */
  removed?: boolean;
  error?: string | null;
  disabled?: boolean;
  /** Alt text of the preview (the picture's own alt text, or its title). */
  previewAlt: string;
}

/**
 * Choosing a photograph: a button and a drop zone for one JPEG, PNG or WebP up to 10 MB (checked here too,
 * so a wrong file is named at once), with a preview in the shop's frame before anything is uploaded.
 */
export function PictureField({
  id,
  label,
  hint,
  aspect,
  current,
  file,
  onFile,
  onRemoveCurrent,
  removed = false,
  error,
  disabled = false,
  previewAlt,
}: PictureFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = pictureProblem(chosen);
    if (found) {
      setProblem(t(`admin.editorial.picture.${found}`, { name: chosen.name }));
      return;
    }
    setProblem(null);
    onFile(chosen);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  const shown = previewUrl ?? (removed ? null : (current?.url ?? null));
  const message = problem ?? error ?? null;
  const frame = aspect ? { aspectRatio: String(aspect) } : undefined;

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
        <div
          className="overflow-hidden rounded-sm border border-hairline bg-sand/50"
          style={frame ?? { minHeight: '9rem' }}
        >
          {shown ? (
            <img
              src={photoSrc(shown)}
              srcSet={previewUrl ? undefined : photoSrcSet(current?.srcset)}
              sizes="(min-width: 640px) 320px, 100vw"
              alt={previewAlt}
              className={`size-full ${aspect ? 'object-cover' : 'max-h-72 object-contain'}`}
            />
          ) : (
            <p className="flex size-full min-h-36 items-center justify-center p-4 text-center text-sm text-taupe">
              {t('admin.editorial.picture.none')}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-sm border border-dashed px-4 py-4 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-cognac ${
              dragging ? 'border-cognac bg-cognac/5' : 'border-taupe/50 hover:border-cognac'
            } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
          >
            <ImagePlus aria-hidden="true" className="size-5 text-cognac" strokeWidth={1.5} />
            <span className="font-medium text-cognac-dark">
              {shown ? t('admin.editorial.picture.replace') : t('admin.editorial.picture.choose')}
            </span>
            <span className="text-taupe">{t('admin.editorial.picture.drop')}</span>
            <input
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              disabled={disabled}
              aria-labelledby={`${id}-label`}
              aria-describedby={
                [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
              }
              aria-invalid={message ? true : undefined}
              className="sr-only"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {file && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 break-all text-taupe">
                {t('admin.editorial.picture.chosen', { name: file.name })}
              </span>
              <button type="button" className={smallButtonClass} onClick={() => onFile(null)} disabled={disabled}>
                <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.editorial.picture.undo')}
              </button>
            </p>
          )}
          {!file && current && onRemoveCurrent && !removed && (
            <button
              type="button"
              className={`${smallButtonClass} justify-self-start text-bordo`}
              onClick={onRemoveCurrent}
              disabled={disabled}
            >
              <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('admin.editorial.picture.remove')}
            </button>
          )}
          {removed && !file && onRemoveCurrent && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-taupe">
              {t('admin.editorial.picture.willBeRemoved')}
              <button type="button" className={smallButtonClass} onClick={onRemoveCurrent} disabled={disabled}>
                <RotateCcw aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('admin.editorial.picture.keep')}
              </button>
            </p>
          )}
        </div>
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={message} />
    </div>
  );
}
