import type { Banner } from '@atelier/contracts';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useSwipe } from '~/components/ui/use-swipe';
import { useLocalePath } from '~/i18n/hooks';
import { CAROUSEL_INTERVAL_MS, shouldAutoAdvance, wrapIndex } from '~/lib/gestures';
import { photoSrc, photoSrcSet } from '~/lib/photo-url';
import { useDocumentHidden, usePrefersReducedMotion } from '~/lib/use-media';

// The photographs are wide (12:5) with the subject on the right; the frame is taller, so the crop keeps
// the right part and the rendered image is about twice the frame's width.
const BANNER_SIZES = '(min-width: 1024px) 1280px, 160vw';

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/15 bg-paper/90 text-ink shadow-sm transition-colors hover:bg-ink hover:text-cream';

/**
 * The home page's banners (docs/product-rules.md#orders): every 5 s the next one, wrapping around, when there is more than
 * one. It holds still while hovered or focused, when the visitor prefers reduced motion, while the tab
 * is hidden, and after the pause button; it stops when the page unmounts.
 */
export function BannerCarousel({ banners, className = '' }: { banners: Banner[]; className?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const count = banners.length;
  const current = wrapIndex(index, count);
  const auto = shouldAutoAdvance({ count, paused: hovered || focused || stopped, reducedMotion, hidden });
  // A finger moves the banners as it moves the product photos (more than 50 px sideways); a swipe that ends on the
  // banner's link does not open it.
  const swipe = useSwipe((direction) => setIndex((value) => wrapIndex(value + (direction === 'next' ? 1 : -1), count)));

  // A timeout per slide: moving by hand also restarts the 5 seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer on every change of slide
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => setIndex((value) => wrapIndex(value + 1, count)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [auto, count, current]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        aria-live={auto ? 'off' : 'polite'}
        className="grid touch-pan-y select-none"
        {...(count > 1 ? swipe.handlers : {})}
        onClickCapture={(event) => {
          if (swipe.consumeClick()) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        {banners.map((banner, position) => {
          const active = position === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group with a role description
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { index: position + 1, count })}
              aria-hidden={!active}
              inert={!active}
              className={`relative [grid-area:1/1] transition-opacity duration-700 ease-out ${active ? 'z-[1] opacity-100' : 'opacity-0'}`}
            >
              <div className="studio-backdrop relative aspect-[4/3] overflow-hidden rounded-sm sm:aspect-[16/11] lg:aspect-[6/5]">
                <img
                  src={photoSrc(banner.image?.url ?? banner.image_url)}
                  srcSet={photoSrcSet(banner.image?.srcset)}
                  sizes={BANNER_SIZES}
                  width={1280}
                  height={533}
                  alt={banner.image?.alt ?? ''}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'low'}
                  decoding={position === 0 ? 'sync' : 'async'}
                  // A mouse drag must be a swipe, not the browser dragging the picture away.
                  draggable={false}
                  className="size-full object-cover object-[80%_50%]"
                />
              </div>
              <div className="pt-5 lg:absolute lg:bottom-5 lg:left-5 lg:max-w-sm lg:rounded-sm lg:bg-cream/95 lg:p-7 lg:pt-6 lg:shadow-lg lg:shadow-ink/5 lg:backdrop-blur-sm">
                <p className="font-serif text-2xl leading-tight sm:text-[1.7rem]">{banner.title}</p>
                {banner.subtitle && <p className="mt-2 text-[15px] text-taupe">{banner.subtitle}</p>}
                {banner.button_label && (
                  <Link to={to(banner.button_url || '/products')} className={buttonClass('ghost', 'mt-2 -ml-1')}>
                    {banner.button_label}
                    <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  </Link>
                )}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="mt-4 flex items-center justify-between gap-3 lg:mt-5">
          <ol className="flex items-center">
            {banners.map((banner, position) => (
              <li key={banner.id}>
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={t('home.carousel.goTo', { index: position + 1, title: banner.title })}
                  aria-current={position === current ? 'true' : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-[3px] rounded-full transition-all duration-300 ${position === current ? 'w-7 bg-cognac' : 'w-3.5 bg-ink/25 group-hover:bg-ink/50'}`}
                  />
                </button>
              </li>
            ))}
          </ol>
          <div className="flex items-center gap-2">
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? t('home.carousel.play') : t('home.carousel.pause')}
                className={roundButton}
              >
                {stopped ? (
                  <Play aria-hidden="true" className="size-4" strokeWidth={1.5} />
                ) : (
                  <Pause aria-hidden="true" className="size-4" strokeWidth={1.5} />
                )}
              </button>
            )}
            <button
              type="button"
              onClick={() => setIndex(wrapIndex(current - 1, count))}
              aria-label={t('home.carousel.previous')}
              className={roundButton}
            >
              <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </button>
            <button
              type="button"
              onClick={() => setIndex(wrapIndex(current + 1, count))}
              aria-label={t('home.carousel.next')}
              className={roundButton}
            >
              <ChevronRight aria-hidden="true" className="size-5" strokeWidth={1.5} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
