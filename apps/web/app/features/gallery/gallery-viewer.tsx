import type { GalleryItem } from '@atelier/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox, lightboxImageClass } from '~/components/ui/lightbox';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';

/** The workshop gallery's pictures full screen, each with its caption underneath (see Lightbox); loaded on first use. */
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
  const item = items[current];
  return (
    <Lightbox
      count={items.length}
      current={current}
      go={go}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      testId="gallery"
      caption={item?.caption ?? ''}
      labels={{
        title: t('gallery.viewerTitle'),
        position: t('gallery.position', { index: current + 1, count: items.length }),
        hint: t('gallery.viewerHint'),
        close: t('gallery.close'),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
      }}
    >
      {item && (
        <img
          key={item.id}
          src={photoSrc(item.image.url)}
          srcSet={photoSrcSet(item.image.srcset)}
          sizes="100vw"
          width={item.width}
          height={item.height}
          alt={item.alt}
          draggable={false}
          className={lightboxImageClass}
        />
      )}
    </Lightbox>
  );
}
