import type { GalleryItem } from '@atelier/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwipe } from '../../components/catalog/use-swipe';

/**
 * The gallery's full-screen view (Radix Dialog: focus trapped, Escape closes, focus returns to the picture
 * that opened it). Left and right arrow keys, the buttons and a swipe of more than 50 px move between
 * pictures; the caption sits under the picture. Loaded on first use.
 */
export default function GalleryViewer({
  items,
  current,
  go,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  items: GalleryItem[];
  current: number;
  go: (step: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const count = items.length;
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));
  const item = items[current];

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
          data-testid="gallery-viewer"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-4 pl-5 pr-3 sm:pl-8">
            <Dialog.Title className="truncate font-sans text-sm font-medium tracking-wide text-cream">
              {t('gallery.viewerTitle')}
            </Dialog.Title>
            <div className="flex items-center gap-3">
              <p className="whitespace-nowrap text-sm tabular-nums text-cream/85" aria-live="polite">
                <span aria-hidden="true">
                  {current + 1} / {count}
                </span>
                <span className="sr-only">{t('gallery.position', { index: current + 1, count })}</span>
              </p>
              <Dialog.Close
                aria-label={t('gallery.close')}
                className="inline-flex size-11 items-center justify-center rounded-full text-cream hover:bg-cream/10"
              >
                <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{t('gallery.viewerHint')}</Dialog.Description>
          <div
            {...swipe.handlers}
            className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2 sm:px-20"
            data-testid="gallery-stage"
          >
            {item && (
              <img
                key={item.id}
                src={item.image.url}
                srcSet={item.image.srcset || undefined}
                sizes="100vw"
                width={item.width}
                height={item.height}
                alt={item.alt}
                draggable={false}
                className="max-h-full w-auto max-w-full animate-fade-in rounded-sm object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('gallery.previous')}
                  className="absolute left-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-cream/20 sm:left-5"
                >
                  <ChevronLeft aria-hidden="true" className="size-6" strokeWidth={1.5} />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('gallery.next')}
                  className="absolute right-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-cream/20 sm:right-5"
                >
                  <ChevronRight aria-hidden="true" className="size-6" strokeWidth={1.5} />
                </button>
              </>
            )}
          </div>
          <p
            className="shrink-0 px-5 pb-6 pt-4 text-center text-[15px] text-cream/90 sm:px-8"
            data-testid="gallery-caption"
          >
            {item?.caption}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
