import type { ProductPhoto } from '@atelier/contracts';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '~/components/ui/lazy';
import { useSwipe } from '~/components/ui/use-swipe';
import { wrapIndex } from '~/lib/gestures';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';

const ProductLightbox = lazyWithPreload(() => import('./product-lightbox'));

const MAIN_SIZES = '(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw';

const arrowClass =
  'absolute top-1/2 z-[1] inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-ink shadow-md shadow-ink/10 transition-colors hover:bg-ink hover:text-cream';

/**
 * The product photographs (docs/product-rules.md#addresses-and-languages): a main photo that changes with a swipe of more than 50 px or the
 * arrows, thumbnails, and a full-screen view (Radix Dialog: focus trapped, Escape closes, the left and
 * right arrow keys move between photos).
 */
export function ProductGallery({ photos, name }: { photos: ProductPhoto[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // The full-screen view's code is fetched when a pointer or focus reaches the photo, then kept mounted.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Only the first photo loads with the page; the others once a pointer, finger or focus reaches the gallery.
  const [warm, setWarm] = useState(false);
  const warmUp = () => setWarm(true);
  const count = photos.length;
  const current = wrapIndex(index, count);
  const go = (step: number) => setIndex((value) => wrapIndex(value + step, count));
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));
  const label = (position: number) => t('product.gallery.photo', { index: position + 1, count });

  if (count === 0) {
    return <div aria-hidden="true" className="studio-backdrop aspect-square w-full rounded-sm" />;
  }

  return (
    <>
      <section
        aria-label={t('product.gallery.label')}
        aria-roledescription="gallery"
        onPointerEnter={warmUp}
        onPointerDown={warmUp}
        onFocus={warmUp}
      >
        <div
          {...swipe.handlers}
          className="studio-backdrop relative aspect-square touch-pan-y select-none overflow-hidden rounded-sm"
          data-testid="gallery-main"
        >
          {photos.map((photo, position) =>
            position !== current && !warm ? null : (
              <img
                key={photo.url}
                src={photoSrc(photo.url)}
                srcSet={photoSrcSet(photo.srcset)}
                sizes={MAIN_SIZES}
                width={1024}
                height={1024}
                alt={photo.alt || name}
                aria-hidden={position !== current}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'low'}
                decoding={position === 0 ? 'sync' : 'async'}
                draggable={false}
                className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${position === current ? 'opacity-100' : 'opacity-0'}`}
              />
            ),
          )}
          <button
            ref={opener}
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={ProductLightbox.preload}
            onFocus={ProductLightbox.preload}
            onClick={() => {
              // A drag with the mouse ends in a click; that one only changed the photo.
              if (swipe.consumeClick()) return;
              setOpened(true);
              setOpen(true);
            }}
            aria-label={t('product.gallery.open', { index: current + 1, count })}
            className="group absolute inset-0 flex cursor-zoom-in items-end justify-end p-3 focus-visible:outline-offset-[-4px]"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-paper/90 text-ink shadow-md shadow-ink/10 transition-colors group-hover:bg-ink group-hover:text-cream">
              <Maximize2 aria-hidden="true" className="size-[18px]" strokeWidth={1.5} />
            </span>
          </button>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('product.gallery.previous')}
                className={`${arrowClass} left-3`}
              >
                <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('product.gallery.next')}
                className={`${arrowClass} right-3`}
              >
                <ChevronRight aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </button>
              <p
                aria-live="polite"
                className="pointer-events-none absolute bottom-4 left-4 rounded-full bg-paper/90 px-3 py-1 text-xs tabular-nums text-ink"
              >
                <span aria-hidden="true">
                  {current + 1} / {count}
                </span>
                <span className="sr-only">{label(current)}</span>
              </p>
            </>
          )}
        </div>

        {count > 1 && (
          <ul aria-label={t('product.gallery.thumbnails')} className="mt-3 grid grid-cols-5 gap-2 sm:mt-4 sm:gap-3">
            {photos.map((photo, position) => (
              <li key={photo.url}>
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={t('product.gallery.showPhoto', { index: position + 1, count })}
                  aria-current={position === current ? 'true' : undefined}
                  className={`studio-backdrop block aspect-square w-full overflow-hidden rounded-sm ring-offset-2 ring-offset-cream transition ${
                    position === current ? 'ring-2 ring-cognac' : 'opacity-75 hover:opacity-100'
                  }`}
                >
                  <img
                    src={photoSrc(photo.variants.find((variant) => variant.width === 320)?.url ?? photo.url)}
                    width={320}
                    height={320}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {opened && (
        <Suspense fallback={null}>
          <ProductLightbox
            photos={photos}
            name={name}
            current={current}
            go={go}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
