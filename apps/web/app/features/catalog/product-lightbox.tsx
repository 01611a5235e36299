import type { ProductPhoto } from '@atelier/contracts';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox, lightboxImageClass } from '~/components/ui/lightbox';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { isDoubleTap, NO_ZOOM, panBy, ZOOM_DEFAULT, type Zoom, zoomAt } from './photo-zoom';

/** Movement beyond which a press is a drag, not a tap or a click. */
const TAP_SLOP_PX = 10;

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
  const [zoomed, setZoomed] = useState(false);
  return (
    <Lightbox
      swipeLocked={zoomed}
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
      {photo && <ZoomablePhoto key={photo.url} photo={photo} name={name} onZoomed={setZoomed} />}
    </Lightbox>
  );
}

/**
 * The full-screen photo, enlarged into its 1600 px file by a click, a double tap, a pinch or the zoom button
 * (photo-zoom.ts); a drag moves the enlarged photo. A new photo starts whole (the component is keyed by it).
 */
function ZoomablePhoto({
  photo,
  name,
  onZoomed,
}: {
  photo: ProductPhoto;
  name: string;
  onZoomed: (zoomed: boolean) => void;
}) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  const [zoom, setZoomState] = useState<Zoom>(NO_ZOOM);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: { x: number; y: number }; from: Zoom; moved: boolean; pinch: number | null } | null>(
    null,
  );
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const zoomed = zoom.scale > 1;

  const setZoom = (next: Zoom) => {
    setZoomState(next);
    onZoomed(next.scale > 1);
  };
  /** The photo's unzoomed size, and a screen point relative to its unzoomed centre. */
  const frame = (clientX: number, clientY: number) => {
    const element = image.current;
    if (!element) return { width: 1, height: 1, x: 0, y: 0 };
    const box = element.getBoundingClientRect();
    const centreX = box.left + box.width / 2 - zoom.x;
    const centreY = box.top + box.height / 2 - zoom.y;
    return { width: element.offsetWidth, height: element.offsetHeight, x: clientX - centreX, y: clientY - centreY };
  };
  const toggleAt = (clientX: number, clientY: number) => {
    const at = frame(clientX, clientY);
    setZoom(zoomed ? NO_ZOOM : zoomAt(zoom, ZOOM_DEFAULT, at.x, at.y, at.width, at.height));
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const pinch = pointers.current.size === 2 ? spread() : null;
    gesture.current = { start: { x: event.clientX, y: event.clientY }, from: zoom, moved: pinch !== null, pinch };
    // An enlarged photo, or two fingers, belong to the zoom: the view must not take them for a swipe.
    if (zoomed || pinch !== null) event.stopPropagation();
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const at = frame(event.clientX, event.clientY);
    if (current.pinch !== null && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const middle = frame((a.x + b.x) / 2, (a.y + b.y) / 2);
      setZoom(
        zoomAt(current.from, (current.from.scale * spread()) / current.pinch, middle.x, middle.y, at.width, at.height),
      );
      return;
    }
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) current.moved = true;
    if (zoomed && current.moved) setZoom(panBy(current.from, dx, dy, at.width, at.height));
  };
  const onPointerUp = (event: PointerEvent<HTMLImageElement>) => {
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (zoomed || current?.pinch !== null) event.stopPropagation();
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (!current || current.moved) return;
    if (event.pointerType === 'mouse') {
      if (event.button === 0) toggleAt(event.clientX, event.clientY);
      return;
    }
    const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      toggleAt(tap.x, tap.y);
    } else {
      lastTap.current = tap;
    }
  };

  return (
    <>
      <img
        ref={image}
        src={photoSrc(photo.url)}
        srcSet={photoSrcSet(photo.srcset)}
        // Enlarged, the browser takes the 1600 px file from the same set.
        sizes={zoomed ? '1600px' : '(min-width: 640px) min(100vw, 92vh), 100vw'}
        width={1024}
        height={1024}
        alt={photo.alt || name}
        draggable={false}
        data-zoomed={zoomed ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          gesture.current = null;
        }}
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
        className={`${lightboxImageClass} ${zoomed ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in'} transition-transform duration-200 ease-out`}
      />
      <button
        type="button"
        onClick={() => setZoom(zoomed ? NO_ZOOM : { scale: ZOOM_DEFAULT, x: 0, y: 0 })}
        aria-pressed={zoomed}
        className="absolute bottom-3 right-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-cream/10 px-4 text-sm text-cream transition-colors hover:bg-cream/20 sm:bottom-5 sm:right-5"
      >
        {zoomed ? (
          <ZoomOut aria-hidden="true" className="size-5" strokeWidth={1.5} />
        ) : (
          <ZoomIn aria-hidden="true" className="size-5" strokeWidth={1.5} />
        )}
        {t('product.gallery.zoom')}
      </button>
    </>
  );
}
