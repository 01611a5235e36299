import { ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/hooks';
import { photoSrc } from '~/lib/photo-url';
import { adminInputClass } from '../ui';

/**
 * What the saved photographs (product-photos.tsx) and the upload queue (queued-photos.tsx) share: the card,
 * the look of its buttons, and the focus kept on a button after a move.
 */

export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-hairline bg-paper text-ink transition-colors hover:border-ink/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait';

/** Moves focus back to a photograph's button after the list re-rendered (its position changed). */
export function useFocusAfterMove() {
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

/** One photograph: the picture, its place, alt texts in both languages and its buttons. */
export function PhotoCard({
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
