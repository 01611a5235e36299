import type { ProductPhoto } from '@atelier/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox, lightboxImageClass } from '~/components/ui/lightbox';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';

/** A product's photos full screen (see Lightbox); loaded on first use. */
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
  const photo = photos[current];
  return (
    <Lightbox
      count={photos.length}
      current={current}
      go={go}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      testId="lightbox"
      labels={{
        title: t('product.gallery.fullscreenTitle', { name }),
        position: t('product.gallery.photo', { index: current + 1, count: photos.length }),
        hint: t('product.gallery.fullscreenHint'),
        close: t('product.gallery.close'),
        previous: t('product.gallery.previous'),
        next: t('product.gallery.next'),
      }}
    >
      {photo && (
        <img
          key={photo.url}
          src={photoSrc(photo.url)}
          srcSet={photoSrcSet(photo.srcset)}
          sizes="(min-width: 640px) min(100vw, 92vh), 100vw"
          width={1024}
          height={1024}
          alt={photo.alt || name}
          draggable={false}
          className={lightboxImageClass}
        />
      )}
    </Lightbox>
  );
}
