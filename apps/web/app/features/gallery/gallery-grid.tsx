import type { GalleryItem } from '@atelier/contracts';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '~/components/ui/lazy';
import { wrapIndex } from '~/lib/gestures';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';

const GalleryViewer = lazyWithPreload(() => import('./gallery-viewer'));

const TILE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw';

/**
 * The workshop's pictures in a grid, each with its caption; a picture opens the full-screen viewer at
 * that picture. The viewer's code arrives when a pointer or focus first reaches the grid.
 */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = items.length;
  const current = wrapIndex(index, count);

  return (
    <>
      <ul
        className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-6 lg:grid-cols-3"
        onPointerEnter={GalleryViewer.preload}
        onFocus={GalleryViewer.preload}
        data-testid="gallery-grid"
      >
        {items.map((item, position) => (
          <li key={item.id}>
            <figure>
              <button
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                aria-haspopup="dialog"
                aria-label={t('gallery.open', { caption: item.caption })}
                onClick={() => {
                  opener.current = buttons.current[position];
                  setIndex(position);
                  setOpened(true);
                  setOpen(true);
                }}
                className="group block w-full cursor-zoom-in overflow-hidden rounded-sm bg-sand"
              >
                <img
                  src={photoSrc(item.image.url)}
                  srcSet={photoSrcSet(item.image.srcset)}
                  sizes={TILE_SIZES}
                  width={item.width}
                  height={item.height}
                  alt={item.alt}
                  loading={position < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[4/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                />
              </button>
              <figcaption className="mt-3 text-sm text-ink/85">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <GalleryViewer
            items={items}
            current={current}
            go={(step) => setIndex((value) => wrapIndex(value + step, count))}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
