import type { ProductPhoto } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwipe } from './use-swipe';

/**
 * The full-screen photo view (Radix Dialog: focus trapped, Escape closes, focus returns to the photo);
 * the left and right arrow keys, the buttons and a swipe move between photos. Loaded on first use.
 */
export default function ProductLightbox({
  photos,
  name,
  current,
  go,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  photos: ProductPhoto[];
  name: string;
  current: number;
  go: (step: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the view closes (the photo that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const count = photos.length;
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));
  const photo = photos[current];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-espresso data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="on-dark fixed inset-0 z-[70] flex flex-col text-cream outline-none data-[state=open]:animate-fade-in"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-4 pl-5 pr-3 sm:pl-8">
            <Dialog.Title className="truncate font-sans text-sm font-medium tracking-wide text-cream">
              {t('product.gallery.fullscreenTitle', { name })}
            </Dialog.Title>
            <div className="flex items-center gap-3">
              <p className="whitespace-nowrap text-sm tabular-nums text-cream/85" aria-live="polite">
                <span aria-hidden="true">
                  {current + 1} / {count}
                </span>
                <span className="sr-only">{t('product.gallery.photo', { index: current + 1, count })}</span>
              </p>
              <Dialog.Close
                aria-label={t('product.gallery.close')}
                className="inline-flex size-11 items-center justify-center rounded-full text-cream hover:bg-cream/10"
              >
                <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{t('product.gallery.fullscreenHint')}</Dialog.Description>
          <div
            {...swipe.handlers}
            className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2 pb-6 sm:px-20"
            data-testid="lightbox-stage"
          >
            {photo && (
              <img
                key={photo.url}
                src={photo.url}
                srcSet={photo.srcset || undefined}
                sizes="(min-width: 640px) min(100vw, 92vh), 100vw"
                width={1024}
                height={1024}
                alt={photo.alt || name}
                draggable={false}
                className="max-h-full w-auto max-w-full animate-fade-in rounded-sm object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('product.gallery.previous')}
                  className="absolute left-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-cream/20 sm:left-5"
                >
                  <ChevronLeft aria-hidden="true" className="size-6" strokeWidth={1.5} />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('product.gallery.next')}
                  className="absolute right-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-cream/20 sm:right-5"
                >
                  <ChevronRight aria-hidden="true" className="size-6" strokeWidth={1.5} />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
